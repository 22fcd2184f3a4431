/**
 * The demo tenant opens Register and Return filled: last month's salary, attendance and
 * leave registers of its first branch, stored like uploads (with their audit entries),
 * from which Forms A to E generate at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../src/modules/demo-tenant'
import { DEMO_REGISTER_EMPLOYEES, lastClosedMonth } from '../../src/modules/registers/demo'
import { setupTestApp, type TestContext } from '../helpers'
import { API, type Call } from '../organisation/fixtures'
import { settledJob } from './fixtures'

const DEMO = { adminEmail: 'demo-registers@test.local', adminPassword: 'Demo-password-1' }

let t: TestContext
let call: Call
beforeAll(async () => {
  t = await setupTestApp()
  expect(await seedDemo(t.db, DEMO)).not.toBeNull()
  const login = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email: DEMO.adminEmail, password: DEMO.adminPassword },
  })
  const headers = t.bearer(login.json().data.token)
  call = (method, url, body) =>
    t.app.inject({ method, url: `${API}${url}`, headers, ...(body !== undefined ? { payload: body as object } : {}) })
}, 120_000)
afterAll(() => t.close())

describe('demo input registers', () => {
  it("has last month's salary, attendance and leave for one branch, each in its audit trail", async () => {
    const month = lastClosedMonth()
    for (const stem of ['salary', 'attendance', 'leave']) {
      const list = (await call('GET', `/registers/input/${stem}?page_size=10`)).json()
      expect(list.data, stem).toHaveLength(1)
      expect(list.data[0]).toMatchObject({ month, rows: DEMO_REGISTER_EMPLOYEES, status: 'current' })
      const trail = (await call('GET', `/registers/input/${stem}/${list.data[0].id}/history`)).json()
      expect(trail.data.map((e: { action: string }) => e.action)).toEqual(['create'])
    }
  })

  it('generates Forms A to E from them', async () => {
    const upload = (await call('GET', '/registers/input/salary?page_size=1')).json().data[0]
    const started = await call('POST', '/registers/output/generate', { branch_id: upload.branch.id, from: upload.month })
    expect(started.statusCode, started.body).toBe(202)
    const job = await settledJob(call, started.json().data.id)
    expect(job).toMatchObject({ status: 'done', total: 5 })
    const list = (await call('GET', `/registers/output?branch_id=${upload.branch.id}&page_size=10`)).json()
    expect(list.data.map((r: { form: string }) => r.form).sort()).toEqual(['Form A', 'Form B', 'Form C', 'Form D', 'Form E'])
  })

  it('knows the month before January is December of the year before', () => {
    expect(lastClosedMonth('2026-01-15')).toBe('2025-12')
    expect(lastClosedMonth('2026-11-26')).toBe('2026-10')
  })
})
