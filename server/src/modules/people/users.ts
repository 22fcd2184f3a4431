/**
 * Users (Company Setup → User Setup and User Access Permission). The factory's
 * resource is the service (tenant filter, 404s, duplicates, field issues); the routes
 * are written here because every write carries the escalation rules of grants.ts and
 * a create may send an invitation.
 */
import { and, eq } from 'drizzle-orm'
import {
  CANNOT_CHANGE_SELF,
  envelope,
  idParam,
  paged,
  permissionsBody,
  user,
  userBody,
  userPermissions,
  userQuery,
  normalizePermissions,
  type User,
  type UserBody,
} from '@ihrc/contract'
import { users } from '../../db/schema'
import { accessFor, contextOf, defineResource, type RequestContext, type ZodApp } from '../../lib/crud'
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
import { personFields, personJoins, personSearch, personSort, toPerson } from './person-record'
import { assertNotCommonPassword, hashPassword } from '../../lib/passwords'

const MENU = 'company.user_setup' as const
const GRANTS_MENU = 'company.user_access_permission' as const

export const userResource = defineResource({
  path: 'user',
  noun: 'User',
  menu: MENU,
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
  // The password never goes through here: it is hashed on create only (extra values).
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
  duplicateMessage: 'A user with this email already exists',
  hooks: { validate: (ctx, b) => referenceIssues(ctx, b) },
})

/** Escalation rules for writing `body` (over `current` on update). */
export async function assertMayWrite(
  ctx: RequestContext,
  body: Pick<UserBody, 'type' | 'role_id' | 'branch_ids' | 'status'>,
  current: User | null,
) {
  assertMayManageType(ctx, body.type)
  if (current) await assertMayManage(ctx, current)
  if (current && current.id === ctx.auth.userId) {
    if (body.type !== current.type || body.status !== current.status || body.role_id !== current.role_id)
      throw forbidden(CANNOT_CHANGE_SELF)
  }
  const added = current ? body.branch_ids.filter((b) => !current.branch_ids.includes(b)) : body.branch_ids
  assertBranchesInScope(ctx, added)
  if (body.role_id !== null && body.role_id !== current?.role_id) assertMayGrant(ctx, (await roleGrants(ctx, body.role_id)) ?? [])
}

export function userRoutes(app: ZodApp): void {
  const tags = ['user']
  const invites = invitations(app)
  const changes = accountChanges(app)

  app.get(
    '/user',
    { config: accessFor(MENU, 'list'), schema: { tags, querystring: userQuery, response: { 200: paged(user) } } },
    async (request) => {
      return userResource.page(contextOf(request), request.query)
    },
  )

  app.get(
    '/user/:id',
    { config: accessFor(MENU, 'list'), schema: { tags, params: idParam, response: { 200: envelope(user) } } },
    async (request) => ({
      data: await userResource.get(contextOf(request), request.params.id),
    }),
  )

  app.post(
    '/user',
    { config: accessFor(MENU, 'create'), schema: { tags, body: userBody, response: { 201: envelope(user) } } },
    async (request, reply) => {
      const ctx = contextOf(request)
      const { body } = request
      await assertMayWrite(ctx, body, null)
      if (body.password) assertNotCommonPassword(body.password)
      const passwordHash = body.password ? await hashPassword(body.password) : await unusablePasswordHash()
      const item = await userResource.create(ctx, body, { passwordHash })
      if (!body.password) await invites.invite(item.email, request.log)
      const message = body.password ? 'User created' : 'User created; an invitation link was sent'
      return reply.status(201).send({ data: item, message })
    },
  )

  app.put(
    '/user/:id',
    { config: accessFor(MENU, 'edit'), schema: { tags, params: idParam, body: userBody, response: { 200: envelope(user) } } },
    async (request) => {
      const ctx = contextOf(request)
      const id = request.params.id
      const current = await userResource.get(ctx, id)
      const { body } = request
      await assertMayWrite(ctx, body, current)
      const item = await app.db.transaction(async (tx) => {
        const updated = await userResource.update({ ...ctx, db: tx }, id, body)
        await changes.endSessionsIfNeeded(tx, current, updated)
        return updated
      })
      changes.tellOldAddress(current, item, request.log)
      return { data: item, message: 'User updated' }
    },
  )

  app.delete('/user/:id', { config: accessFor(MENU, 'delete'), schema: { tags, params: idParam } }, async (request) => {
    const ctx = contextOf(request)
    const id = request.params.id
    const current = await userResource.get(ctx, id)
    if (id === ctx.auth.userId) throw forbidden('You cannot delete your own account')
    await assertMayManage(ctx, current)
    await userResource.remove(ctx, id)
    return { data: null, message: 'User deleted' }
  })

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

  app.get(
    '/user/permissions/:id',
    { config: accessFor(GRANTS_MENU, 'list'), schema: { tags, params: idParam, response: { 200: envelope(userPermissions) } } },
    async (request) => ({ data: (await permissionsOf(contextOf(request), request.params.id)).answer }),
  )

  // The SPEC names PUT; the product also posts the same body.
  app.route({
    method: ['PUT', 'POST'],
    url: '/user/permissions/:id',
    config: accessFor(GRANTS_MENU, 'edit'),
    schema: { tags, params: idParam, body: permissionsBody, response: { 200: envelope(userPermissions) } },
    async handler(request) {
      const ctx = contextOf(request)
      const { id } = request.params
      const { user: target } = await permissionsOf(ctx, id)
      await assertMayManage(ctx, target)
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
