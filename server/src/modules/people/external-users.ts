/**
 * External User: people outside the tenant (a consultant, an auditor firm) with access
 * to named branches until a date. They are users of type `user` flagged external, so
 * branch scoping and grants work exactly as for staff; the access guard and sign-in
 * refuse them after `access_until` (contract `accessExpired`).
 */
import { and, eq } from 'drizzle-orm'
import {
  ACCESS_UNTIL_PAST,
  businessToday,
  envelope,
  extendAccessBody,
  externalUserBody,
  idParam,
  listQuery,
  user,
  endpoints,
} from '@ihrc/contract'
import { users } from '../../db/schema'
import { contextOf, defineResource, type RequestContext, type ZodApp, routeOf } from '../../lib/crud'
import { badRequest } from '../../lib/errors'
import { accountChanges } from './account-changes'
import { assertBranchesInScope, assertMayGrant, assertMayManage, referenceIssues, roleGrants } from './grants'
import { invitations, unusablePasswordHash } from './invitation'
import { PERSON_TRAIL, personFields, personJoins, personSearch, personSort, toPerson } from './person-record'

function assertNotPast(accessUntil: string) {
  if (accessUntil < businessToday()) throw badRequest({ access_until: ACCESS_UNTIL_PAST })
}

/** External User: created (with an invitation), extended and revoked; never edited or deleted as a whole. */
export function externalUserResource(app: ZodApp) {
  const invites = invitations(app)
  return defineResource({
    path: PERSON_TRAIL.external,
    noun: 'External user',
    table: users,
    body: externalUserBody,
    item: user,
    query: listQuery,
    fields: personFields,
    joins: personJoins,
    toItem: toPerson,
    search: [...personSearch, users.firm],
    sort: { ...personSort, firm: users.firm },
    defaultSort: { key: 'access_until', order: 'asc' },
    // Staff have their own screen and routes: no external-user route reaches them.
    baseFilter: eq(users.isExternal, true),
    toValues: (_ctx, b) => ({
      name: b.name,
      email: b.email,
      firm: b.firm,
      branchIds: [...new Set(b.branch_ids)],
      accessUntil: b.access_until,
      roleId: b.role_id,
      type: 'user',
      isExternal: true,
    }),
    duplicateMessage: 'A user with this email already exists',
    writes: ['create'],
    createdMessage: () => 'External user invited',
    authorize: (ctx, _action, current) => assertMayManage(ctx, current),
    hooks: {
      async validate(ctx, b) {
        assertNotPast(b.access_until)
        assertBranchesInScope(ctx, b.branch_ids)
        if (b.role_id !== null) assertMayGrant(ctx, (await roleGrants(ctx, b.role_id)) ?? [])
        return referenceIssues(ctx, b)
      },
      createValues: async () => ({ passwordHash: await unusablePasswordHash() }),
      afterWrite:
        async (_ctx, { after }) =>
        () =>
          invites.invite(after.email, app.log),
    },
  })
}

/** Extend and revoke: the person's access columns only, ending their sessions when access ends. */
export function externalUserAccessRoutes(app: ZodApp, resource: ReturnType<typeof externalUserResource>): void {
  const tags = ['external-user']
  const changes = accountChanges(app)

  async function setColumns(ctx: RequestContext, id: number, action: string, values: Partial<typeof users.$inferInsert>) {
    const before = await resource.authorized(ctx, id, action)
    return app.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.tenantId, ctx.auth.tenantId), eq(users.isExternal, true)))
      const after = await resource.get({ ...ctx, db: tx }, id)
      await changes.endSessionsIfNeeded(tx, before, after)
      return after
    })
  }

  routeOf(app, endpoints.externalUser.extend, {
    schema: { tags, params: idParam, body: extendAccessBody, response: { 200: envelope(user) } },
    handler: async (request) => {
      const { access_until } = request.body
      assertNotPast(access_until)
      // Extending also lifts a revocation: the point is to let them back in until then.
      const item = await setColumns(contextOf(request), request.params.id, 'extend', { accessUntil: access_until, status: 'active' })
      return { data: item, message: 'Access extended' }
    },
  })

  routeOf(app, endpoints.externalUser.revoke, {
    schema: { tags, params: idParam, response: { 200: envelope(user) } },
    handler: async (request) => {
      const item = await setColumns(contextOf(request), request.params.id, 'revoke', { status: 'disabled' })
      return { data: item, message: 'Access revoked' }
    },
  })
}
