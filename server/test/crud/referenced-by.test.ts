/** Refuse-delete-while-referenced declared as data (`referencedBy`), through HTTP on a toy resource. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext, TestUser } from '../helpers'
import { toyApp, toyLinks } from './toy-notes'

const API = '/ihrc-api/companyadmin'
let t: TestContext, tenantId: number, admin: TestUser, other: { tenantId: number; admin: TestUser }

beforeAll(async () => {
  t = await toyApp({
    referencedBy: [{ column: toyLinks.noteId, message: (n) => `This note has ${n} links and cannot be deleted` }],
  })
  ;({ tenantId, admin } = await t.createTenant())
  other = await t.createTenant()
})
afterAll(() => t.close())

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers: t.bearer(user.token), ...(payload && { payload }) })
const link = (tenant: number, noteId: number) => t.db.insert(toyLinks).values({ tenantId: tenant, noteId })

describe('referencedBy', () => {
  it('refuses the delete with the declared message while the tenant has rows pointing at it, and deletes once they are gone', async () => {
    const id = (await call(admin, 'POST', '/toy-note', { title: 'Kept', noted_on: '2025-04-01' })).json().data.id
    await link(tenantId, id)
    await link(tenantId, id)
    const refused = await call(admin, 'DELETE', `/toy-note/${id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('This note has 2 links and cannot be deleted')
    expect((await call(admin, 'GET', `/toy-note/${id}`)).statusCode).toBe(200)

    await t.db.delete(toyLinks)
    expect((await call(admin, 'DELETE', `/toy-note/${id}`)).statusCode).toBe(200)
    expect((await call(admin, 'GET', `/toy-note/${id}`)).statusCode).toBe(404)
  })

  it("counts only the caller's tenant's rows", async () => {
    const id = (await call(admin, 'POST', '/toy-note', { title: 'Free', noted_on: '2025-04-01' })).json().data.id
    await link(other.tenantId, id)
    expect((await call(admin, 'DELETE', `/toy-note/${id}`)).statusCode).toBe(200)
  })
})
