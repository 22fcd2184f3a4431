import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_CHECKER } from '../../src/modules/compliance/demo'
import { seedDemo } from '../../src/modules/demo-tenant'
import { setupTestApp, type TestContext } from '../helpers'
import { API } from '../organisation/fixtures'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

it('the demo tenant starts with its high-criticality applicable items assigned on every branch', async () => {
  await seedDemo(t.db, { adminEmail: 'demo-admin@test.local', adminPassword: 'Demo-password-1' })
  const login = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email: 'demo-admin@test.local', password: 'Demo-password-1' },
  })
  const headers = t.bearer(login.json().data.token)
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `${API}${url}`, headers })).json()
  const assigned = (await get('/compliance?page_size=200')).data as {
    branch_name: string
    code: string
    criticality: string
    owner_name: string
    approver_name: string
  }[]
  const branches = (await get('/branch?page_size=50')).data as { name: string }[]
  expect(new Set(assigned.map((a) => a.branch_name))).toEqual(new Set(branches.map((b) => b.name)))
  expect(assigned.every((a) => a.criticality === 'high')).toBe(true)
  // Maker and checker are two people: the admin owns, the demo checker approves.
  expect(new Set(assigned.map((a) => `${a.owner_name} / ${a.approver_name}`))).toEqual(new Set([`Demo Admin / ${DEMO_CHECKER.name}`]))
  // User Setup names her employer: the demo's first company.
  const people = (await get('/user?page_size=50')).data as { name: string; company_name: string | null }[]
  expect(people.find((p) => p.name === DEMO_CHECKER.name)?.company_name).toBe('Demo Industries Pvt Ltd')
  // Certificates are signed from the first start: a saved template, the admin its signatory.
  const templates = (await get('/settings/certificate-template')).data as { header: string; signatory: { name: string } }[]
  expect(templates).toEqual([
    expect.objectContaining({ header: 'Compliance Certificate', signatory: expect.objectContaining({ name: 'Demo Admin' }) }),
  ])
  expect(people.find((p) => p.name === 'Demo Admin')).toMatchObject({ is_authorised_signatory: true })
  const mumbai = assigned.filter((a) => a.branch_name === 'Mumbai Head Office').map((a) => a.code)
  expect(mumbai).toEqual(expect.arrayContaining(['PF-ECR', 'ESI-CONTRIBUTION', 'PT-RC-MH', 'SE-MH-REGISTRATION']))
})

it("the demo admin's bell is not empty on a fresh start: the sweep ran on the seeded data", async () => {
  const login = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email: 'demo-admin@test.local', password: 'Demo-password-1' },
  })
  const headers = t.bearer(login.json().data.token)
  const unread = (await t.app.inject({ method: 'GET', url: `${API}/notifications?unmarked=true`, headers })).json()
  expect(unread.meta.total).toBeGreaterThan(0)
  expect(unread.data[0]).toMatchObject({ title: expect.any(String), users: [expect.objectContaining({ is_read: false })] })
})
