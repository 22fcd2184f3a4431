import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_PERMISSION } from '@ihrc/contract'
import { buildApp } from '../src/app'
import { roles, users } from '../src/db/schema'
import { setupTestApp, type TestContext } from './helpers'

const API = '/ihrc-api/companyadmin'

/** Routes that exist only in this test, one per kind of declaration. */
const probe: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/edit-branch', { config: { access: { menu: 'company.branch', action: 'edit' } } }, async (request) => ({
    data: { tenant_id: request.auth.tenantId, branch_ids: request.auth.branchIds },
  }))
  app.get('/probe/list-branch', { config: { access: { menu: 'company.branch', action: 'list' } } }, async () => ({ data: 'ok' }))
  app.get('/probe/signed-in', { config: { access: 'authenticated' } }, async (request) => ({ data: request.auth.userId }))
  app.get('/probe/public', { config: { access: 'public' } }, async () => ({ data: 'hello' }))
}

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp({ extraModules: [probe] })
})
afterAll(() => t.close())

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers: token ? t.bearer(token) : {} })

describe('route access declaration', () => {
  it('refuses to build an app with an undeclared route under the API prefix', async () => {
    const undeclared: FastifyPluginAsyncZod = async (app) => {
      app.get('/forgotten', async () => ({ data: 1 }))
    }
    await expect(buildApp({ db: t.db, config: t.config, extraModules: [undeclared] })).rejects.toThrow(
      /GET \/ihrc-api\/companyadmin\/forgotten must declare config\.access/,
    )
  })
})

describe('permission guard', () => {
  it('public routes need no token; guarded ones answer 401 without one', async () => {
    expect((await get('/probe/public')).statusCode).toBe(200)
    expect((await get('/probe/signed-in')).statusCode).toBe(401)
    expect((await get('/probe/edit-branch')).statusCode).toBe(401)
  })

  it('403 without the grant, 200 with it, and a change applies on the very next request', async () => {
    const { tenantId } = await t.createTenant()
    const user = await t.createUser(tenantId, { branchIds: [3, 5] })
    expect((await get('/probe/signed-in', user.token)).statusCode).toBe(200)
    const denied = await get('/probe/edit-branch', user.token)
    expect(denied.statusCode).toBe(403)
    expect(denied.json()).toEqual({ message: NO_PERMISSION })

    await t.db
      .update(users)
      .set({ permissions: ['company.branch:edit'] })
      .where(eq(users.id, user.id))
    const allowed = await get('/probe/edit-branch', user.token)
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json().data).toEqual({ tenant_id: tenantId, branch_ids: [3, 5] })
    // A write grant implies list.
    expect((await get('/probe/list-branch', user.token)).statusCode).toBe(200)

    await t.db.update(users).set({ permissions: [] }).where(eq(users.id, user.id))
    expect((await get('/probe/edit-branch', user.token)).statusCode).toBe(403)
  })

  it("grants of the user's role count, and revoking them on the role applies at once", async () => {
    const { tenantId } = await t.createTenant()
    const role = await t.createRole(tenantId, { name: 'Branch manager', permissions: ['company.branch:edit'] })
    const user = await t.createUser(tenantId, { roleId: role.id })
    expect((await get('/probe/edit-branch', user.token)).statusCode).toBe(200)
    await t.db
      .update(roles)
      .set({ permissions: ['company.branch:list'] })
      .where(eq(roles.id, role.id))
    expect((await get('/probe/edit-branch', user.token)).statusCode).toBe(403)
    expect((await get('/probe/list-branch', user.token)).statusCode).toBe(200)
  })

  it('admins may do everything in their tenant and see all branches', async () => {
    const { tenantId, admin } = await t.createTenant()
    const res = await get('/probe/edit-branch', admin.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ tenant_id: tenantId, branch_ids: null })
  })

  it('auditors read what they are granted and never write', async () => {
    const { tenantId } = await t.createTenant()
    const auditor = await t.createUser(tenantId, { type: 'auditor', permissions: ['company.branch:edit'] })
    expect((await get('/probe/list-branch', auditor.token)).statusCode).toBe(200)
    expect((await get('/probe/edit-branch', auditor.token)).statusCode).toBe(403)
  })

  it('the tenant comes from the token and must be the user’s own', async () => {
    const a = await t.createTenant()
    const b = await t.createTenant()
    const crossed = await t.app.tokens.sign({ userId: a.admin.id, tenantId: b.tenantId, sessionId: randomUUID() })
    expect((await get('/probe/signed-in', crossed)).statusCode).toBe(401)
  })

  it('a deleted user is no longer signed in', async () => {
    const { tenantId } = await t.createTenant()
    const user = await t.createUser(tenantId)
    await t.db.delete(users).where(eq(users.id, user.id))
    expect((await get('/probe/signed-in', user.token)).statusCode).toBe(401)
  })
})
