/**
 * Users (Company Setup → User Setup and User Access Permission): the factory's routes,
 * with the escalation rules of grants.ts as its hooks, and the user's own grants.
 */
import { and, eq } from 'drizzle-orm'
import {
  CANNOT_CHANGE_SELF,
  envelope,
  idParam,
  permissionsBody,
  user,
  userBody,
  userPermissions,
  userQuery,
  normalizePermissions,
  type User,
  type UserBody,
  endpoints,
} from '@ihrc/contract'
import { users } from '../../db/schema'
import { contextOf, defineResource, type RequestContext, type ZodApp, routeOf } from '../../lib/crud'
import { forbidden } from '../../lib/errors'
import { accountChanges } from './account-changes'
import {
  assertBranchesInScope,
  assertMayGrant,
  assertMayManage,
  assertMayManageType,
  referenceIssues,
  roleGrants,
  storedGrants,
} from './grants'
import { invitations, unusablePasswordHash } from './invitation'
import { PERSON_TRAIL, personFields, personJoins, personSearch, personSort, toPerson } from './person-record'
import { assertStrongPassword, hashPassword } from '../../lib/passwords'

/** Emails are unique across the product: a person signs in with theirs. */
export const EMAIL_TAKEN = 'A user with this email already exists'

/** Escalation rules for writing `body` (over `current` on update; `authorize` has checked the caller may manage them). */
export async function assertMayWrite(
  ctx: RequestContext,
  body: Pick<UserBody, 'type' | 'role_id' | 'branch_ids' | 'status'>,
  current: User | null,
) {
  assertMayManageType(ctx, body.type)
  if (current && current.id === ctx.auth.userId) {
    if (body.type !== current.type || body.status !== current.status || body.role_id !== current.role_id)
      throw forbidden(CANNOT_CHANGE_SELF)
  }
  const added = current ? body.branch_ids.filter((b) => !current.branch_ids.includes(b)) : body.branch_ids
  assertBranchesInScope(ctx, added)
  if (body.role_id !== null && body.role_id !== current?.role_id) assertMayGrant(ctx, (await roleGrants(ctx, body.role_id)) ?? [])
}

/** User Setup: every write carries the escalation rules of grants.ts; a create without a password sends an invitation. */
export function userResource(app: ZodApp) {
  const invites = invitations(app)
  const changes = accountChanges(app)
  return defineResource({
    path: PERSON_TRAIL.staff,
    noun: 'User',
    table: users,
    body: userBody,
    item: user,
    query: userQuery,
    fields: personFields,
    joins: personJoins,
    toItem: toPerson,
    search: personSearch,
    sort: personSort,
    defaultSort: { key: 'name', order: 'asc' },
    filters: { role_id: users.roleId, type: users.type },
    // External people have their own screen and routes: no user route reaches them.
    baseFilter: eq(users.isExternal, false),
    // The password never goes through here: it is hashed on create only (createValues).
    toValues: (_ctx, b) => ({
      name: b.name,
      email: b.email,
      mobile: b.mobile,
      companyId: b.company_id,
      roleId: b.role_id,
      branchIds: [...new Set(b.branch_ids)],
      type: b.type,
      isAuthorisedSignatory: b.is_authorised_signatory,
      pan: b.pan,
      joiningDate: b.joining_date,
      status: b.status,
    }),
    duplicateMessage: EMAIL_TAKEN,
    createdMessage: (b) => (b.password ? 'User created' : 'User created; an invitation link was sent'),
    async authorize(ctx, action, current) {
      if (action === 'delete' && current.id === ctx.auth.userId) throw forbidden('You cannot delete your own account')
      await assertMayManage(ctx, current)
    },
    hooks: {
      async validate(ctx, b, current) {
        await assertMayWrite(ctx, b, current)
        return referenceIssues(ctx, b)
      },
      async createValues(_ctx, b) {
        if (b.password) await assertStrongPassword(b.password, [b.email, b.name])
        return { passwordHash: b.password ? await hashPassword(b.password) : await unusablePasswordHash() }
      },
      async afterWrite(ctx, { before, after, body }) {
        if (before) await changes.endSessionsIfNeeded(ctx.db, before, after)
        return async () => {
          if (before) changes.tellOldAddress(before, after, app.log)
          else if (!body.password) await invites.invite(after.email, app.log)
        }
      },
    },
  })
}
export type UserResource = ReturnType<typeof userResource>

export function userPermissionRoutes(app: ZodApp, userResource: UserResource): void {
  const tags = ['user']

  // ---------------------------------------------------------------- the user's own grants

  async function permissionsOf(ctx: RequestContext, id: number) {
    const u = await userResource.get(ctx, id)
    const fromRole = u.role_id !== null ? ((await roleGrants(ctx, u.role_id)) ?? []) : []
    return {
      user: u,
      answer: {
        user_id: u.id,
        own: u.permissions,
        from_role: normalizePermissions(fromRole),
        effective: normalizePermissions([...u.permissions, ...fromRole]),
        permissions: u.permissions,
      },
    }
  }

  routeOf(app, endpoints.user.permissions, {
    schema: { tags, params: idParam, response: { 200: envelope(userPermissions) } },
    handler: async (request) => ({ data: (await permissionsOf(contextOf(request), request.params.id)).answer }),
  })

  // The SPEC names PUT; the product also posts the same body.
  for (const row of [endpoints.user.setPermissions, endpoints.user.postPermissions])
    routeOf(app, row, {
      schema: { tags, params: idParam, body: permissionsBody, response: { 200: envelope(userPermissions) } },
      async handler(request) {
        const ctx = contextOf(request)
        const { id } = request.params
        const target = await userResource.authorized(ctx, id, 'permissions')
        const grants = storedGrants(request.body.permissions)
        assertMayGrant(
          ctx,
          grants.filter((g) => !target.permissions.includes(g)),
        )
        await app.db
          .update(users)
          .set({ permissions: grants, updatedAt: new Date() })
          .where(and(eq(users.id, id), eq(users.tenantId, ctx.auth.tenantId)))
        return { data: (await permissionsOf(ctx, id)).answer, message: 'User permissions updated' }
      },
    })
}
