/**
 * Designations (roles): the CRUD factory's routes (rename takes the name only), a
 * refused delete while users hold the designation, the xlsx trio (template, bulk
 * upload, export) and `role/role-permission/{id}` for the grants.
 */
import { and, eq, sql } from 'drizzle-orm'
import { describePermissions, envelope, idParam, permissionsBody, role, roleBody, roleHeldBy, roleQuery, endpoints } from '@ihrc/contract'
import { roles, users } from '../../db/schema'
import { contextOf, defineResource, qualified, type FieldIssue, type RequestContext, type ZodApp, routeOf } from '../../lib/crud'
import { assertMayGrant, storedGrants } from './grants'

const usersCount = sql<number>`(select count(*) from ${users} u where u.role_id = ${qualified(roles.id)})`.mapWith(Number)

export const roleResource = defineResource({
  path: 'role',
  noun: 'Designation',
  table: roles,
  body: roleBody,
  item: role,
  query: roleQuery,
  fields: {
    id: roles.id,
    name: roles.name,
    permissions: roles.permissions,
    usersCount,
    createdAt: roles.createdAt,
    updatedAt: roles.updatedAt,
  },
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    permissions: r.permissions,
    users_count: r.usersCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }),
  search: [roles.name],
  sort: { name: roles.name, users_count: usersCount, created_at: roles.createdAt },
  defaultSort: { key: 'name', order: 'asc' },
  // Name only: a rename never touches the grants, whatever else the body carries.
  toValues: (_ctx, b) => ({ name: b.name }),
  duplicateMessage: 'A designation with this name already exists',
  referencedBy: [{ column: users.roleId, message: roleHeldBy }],
  sheet: {
    sheetName: 'Designations',
    fileStem: 'designations',
    instructions: [
      'Fill one designation per row on the Designations sheet, starting at row 2. Do not rename the headers.',
      'Names must be unique. Give the access of each designation afterwards with "Modify access".',
      'The upload is all-or-nothing: if any row has an error, nothing is created and every error is listed.',
    ],
    async columns() {
      return [{ key: 'name', header: 'Designation', required: true, width: 30, note: '1 to 50 characters.' }]
    },
    async importer(ctx: RequestContext) {
      const existing = await ctx.db.select({ name: roles.name }).from(roles).where(eq(roles.tenantId, ctx.auth.tenantId))
      const taken = new Set(existing.map((r) => r.name.toLowerCase()))
      return async (v) => {
        const issues: FieldIssue[] = []
        const name = v.name?.trim().toLowerCase()
        if (name && taken.has(name)) issues.push({ field: 'name', message: 'A designation with this name already exists' })
        if (name) taken.add(name)
        return { input: { ...v }, issues }
      }
    },
    exportColumns: [
      { header: 'Designation', width: 30, value: (r) => r.name },
      { header: 'Users', value: (r) => r.users_count },
      { header: 'Permissions', width: 80, value: (r) => describePermissions(r.permissions).join('; ') },
    ],
  },
})

export function rolePermissionRoutes(app: ZodApp): void {
  const tags = ['role']
  const answer = (r: { id: number; name: string; permissions: string[] }) => ({ id: r.id, name: r.name, permissions: r.permissions })
  const rolePermissions = role.pick({ id: true, name: true, permissions: true })

  routeOf(app, endpoints.role.permissions, {
    schema: { tags, params: idParam, response: { 200: envelope(rolePermissions) } },
    handler: async (request) => {
      return { data: answer(await roleResource.get(contextOf(request), request.params.id)) }
    },
  })

  routeOf(app, endpoints.role.setPermissions, {
    schema: { tags, params: idParam, body: permissionsBody, response: { 200: envelope(rolePermissions) } },
    handler: async (request) => {
      const { id } = request.params
      const ctx = contextOf(request)
      const current = await roleResource.get(ctx, id)
      const grants = storedGrants(request.body.permissions)
      // Only what is added must be held: removing someone else's grant is not escalation.
      assertMayGrant(
        ctx,
        grants.filter((g) => !current.permissions.includes(g)),
      )
      await app.db
        .update(roles)
        .set({ permissions: grants, updatedAt: new Date() })
        .where(and(eq(roles.id, id), eq(roles.tenantId, ctx.auth.tenantId)))
      return { data: answer({ ...current, permissions: grants }), message: 'Designation access updated' }
    },
  })
}
