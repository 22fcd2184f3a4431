import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../src/modules/demo-tenant'
import { setupTestApp, type TestContext } from '../helpers'
import { API } from './fixtures'

let t: TestContext

beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

describe('demo organisation data', () => {
  it('seeds a group, two companies, eight branches and agreements in every status', async () => {
    await seedDemo(t.db, { adminEmail: 'demo-admin@test.local', adminPassword: 'Demo-password-1' })
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'demo-admin@test.local', password: 'Demo-password-1' },
    })
    expect(login.statusCode, login.body).toBe(200)
    const headers = t.bearer(login.json().data.token)
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `${API}${url}`, headers })).json()
    expect((await get('/company')).data.map((c: { name: string; branches_count: number }) => [c.name, c.branches_count])).toEqual([
      ['Demo Industries Pvt Ltd', 5],
      ['Demo Logistics Pvt Ltd', 3],
    ])
    const branches = (await get('/branch?page_size=50')).data as { state_name: string }[]
    expect(branches).toHaveLength(8)
    expect(new Set(branches.map((b) => b.state_name)).size).toBe(5)
    const statuses = (await get('/agreement/agreement')).data.map((a: { status: string }) => a.status).sort()
    expect(statuses).toEqual(['active', 'expired', 'expiring'])
  })

  it('seeds designations with grants, so delegation can be tried at once', async () => {
    await seedDemo(t.db, { adminEmail: 'demo-admin@test.local', adminPassword: 'Demo-password-1' })
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'demo-admin@test.local', password: 'Demo-password-1' },
    })
    const headers = t.bearer(login.json().data.token)
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `${API}${url}`, headers })).json()
    const listed = (await get('/role?page_size=50')).data as { id: number; name: string }[]
    expect(listed.map((r) => r.name).sort()).toEqual(['Auditor', 'Branch HR', 'Compliance manager'])
    const grantsOf = async (name: string) =>
      (await get(`/role/role-permission/${listed.find((r) => r.name === name)!.id}`)).data.permissions as string[]
    expect(await grantsOf('Compliance manager')).toEqual(
      expect.arrayContaining(['remittance.pf_tracker:edit', 'audit.status:create', 'company.branch:list']),
    )
    expect(await grantsOf('Branch HR')).toEqual(expect.arrayContaining(['registers.input_attendance:create', 'company.branch:list']))
    expect(await grantsOf('Branch HR')).not.toContain('company.company:edit')
    const auditor = await grantsOf('Auditor')
    expect(auditor.length).toBeGreaterThan(0)
    expect(auditor.every((p) => p.endsWith(':list'))).toBe(true)
  })
})
