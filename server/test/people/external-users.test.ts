import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessToday } from '@ihrc/contract'
import { passwordResets, users } from '../../src/db/schema'
import { setupTestApp, type TestContext } from '../helpers'
import { caller, createBranch, setupOrg, type Org } from '../organisation/fixtures'

let t: TestContext
let org: Org
let branchA: number
let branchB: number
beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Acme')
  branchA = await createBranch(org, { name: 'External A' })
  branchB = await createBranch(org, { name: 'External B' })
})
afterAll(() => t.close())

function shiftDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/ihrc-api/companyadmin/login', payload: { email, password } })

describe('external users', () => {
  it('invites (type user, flagged external, branch scope, reset link), lists them apart from staff', async () => {
    const role = await t.createRole(org.tenantId, { permissions: ['company.branch:list'] })
    const res = await org.call('POST', '/external-user', {
      name: 'Rahul Mehta',
      email: 'Rahul@Auditfirm.example',
      firm: 'Mehta & Co',
      branch_ids: [branchA],
      access_until: shiftDays(businessToday(), 30),
      role_id: role.id,
      type: 'admin',
    })
    expect(res.statusCode, res.body).toBe(201)
    const invited = res.json().data
    expect(invited).toMatchObject({
      email: 'rahul@auditfirm.example',
      type: 'user',
      is_external: true,
      firm: 'Mehta & Co',
      branch_ids: [branchA],
    })
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, invited.id))).toHaveLength(1)
    const list = await org.call('GET', '/external-user')
    expect(list.json().data.map((u: { id: number }) => u.id)).toEqual([invited.id])
    const staff = await org.call('GET', '/user?page_size=200')
    expect(staff.json().data.map((u: { id: number }) => u.id)).not.toContain(invited.id)
  })

  it('400s: no branch, a past date, missing firm', async () => {
    const res = await org.call('POST', '/external-user', {
      name: 'X',
      email: 'x@firm.example',
      firm: '',
      branch_ids: [],
      access_until: '2020-01-01',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatchObject({ firm: ['Firm is required'], branch_ids: ['Choose at least one branch'] })
    const past = await org.call('POST', '/external-user', {
      name: 'X',
      email: 'x@firm.example',
      firm: 'F',
      branch_ids: [branchA],
      access_until: '2020-01-01',
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().message).toEqual({ access_until: ['Access until must be today or later'] })
  })

  it('sees only the named branches; after access_until sign-in is 401 and the open session stops; extend lets them back', async () => {
    const role = await t.createRole(org.tenantId, { permissions: ['company.branch:list'] })
    const ext = await t.createUser(org.tenantId, { roleId: role.id, branchIds: [branchA] })
    await t.db.update(users).set({ isExternal: true, firm: 'Firm', accessUntil: businessToday() }).where(eq(users.id, ext.id))
    const asExt = caller(t, ext)
    const branches = await asExt('GET', '/branch')
    expect(branches.statusCode).toBe(200)
    expect(branches.json().data.map((b: { id: number }) => b.id)).toEqual([branchA])
    expect((await asExt('GET', `/branch/${branchB}`)).statusCode).toBe(404)
    expect((await login(ext.email, ext.password)).statusCode).toBe(200)

    await t.db
      .update(users)
      .set({ accessUntil: shiftDays(businessToday(), -1) })
      .where(eq(users.id, ext.id))
    expect((await asExt('GET', '/branch')).statusCode).toBe(401)
    expect((await login(ext.email, ext.password)).statusCode).toBe(401)

    const extend = await org.call('PUT', `/external-user/${ext.id}/extend`, { access_until: shiftDays(businessToday(), 7) })
    expect(extend.statusCode, extend.body).toBe(200)
    expect((await asExt('GET', '/branch')).statusCode).toBe(200)

    const revoke = await org.call('POST', `/external-user/${ext.id}/revoke`)
    expect(revoke.json().data.status).toBe('disabled')
    expect((await asExt('GET', '/branch')).statusCode).toBe(401)
    expect((await login(ext.email, ext.password)).statusCode).toBe(401)
  })

  it('403 without the grant, 404 for staff ids and other tenants, 401 without a session', async () => {
    const plain = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'] }))
    expect((await plain('GET', '/external-user')).statusCode).toBe(403)
    expect((await caller(t, null)('GET', '/external-user')).statusCode).toBe(401)
    const staff = await t.createUser(org.tenantId)
    expect((await org.call('POST', `/external-user/${staff.id}/revoke`)).statusCode).toBe(404)
    expect((await org.call('GET', `/external-user/${staff.id}`)).statusCode).toBe(404)
    const other = await setupOrg(t, 'Globex')
    const foreign = await t.createUser(other.tenantId)
    await t.db.update(users).set({ isExternal: true }).where(eq(users.id, foreign.id))
    expect((await org.call('PUT', `/external-user/${foreign.id}/extend`, { access_until: shiftDays(businessToday(), 3) })).statusCode).toBe(
      404,
    )
  })
})
