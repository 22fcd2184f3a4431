/**
 * The demo tenant shows the trackers on first start: registrations of the four setups
 * and payments of every family, whose grids show planted late, missing and unpaid
 * periods with their exposure; a second seed adds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRACKER_FAMILIES, TRACKER_FAMILY_KEYS, businessToday, type TrackerGrid } from '@ihrc/contract'
import { seedDemo } from '../../src/db/demo'
import { financialYearOf } from '../../src/modules/trackers/grid'
import { setupTestApp, type TestContext } from '../helpers'
import { API } from '../organisation/fixtures'

const DEMO = { adminEmail: 'demo-admin@test.local', adminPassword: 'Demo-password-1' }

let t: TestContext
let get: (url: string) => Promise<{ data: unknown; meta?: { total: number } }>
beforeAll(async () => {
  t = await setupTestApp()
  expect(await seedDemo(t.db, DEMO)).not.toBeNull()
  const login = await t.app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email: DEMO.adminEmail, password: DEMO.adminPassword },
  })
  const headers = t.bearer(login.json().data.token)
  get = async (url) => {
    const res = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
}, 60_000)
afterAll(() => t.close())

/** This financial year and the last: the planted periods are the latest due ones, which early in April lie in the last. */
const years = () => {
  const year = Number(financialYearOf(businessToday()).slice(0, 4))
  return [year - 1, year].map((y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`)
}
const gridsOf = async (stem: string) => Promise.all(years().map(async (y) => (await get(`/${stem}/grid?year=${y}`)).data as TrackerGrid))
const cellsOf = (grids: TrackerGrid[]) => grids.flatMap((g) => g.rows.flatMap((r) => r.cells))
const rowTotals = async () =>
  Object.fromEntries(
    await Promise.all(TRACKER_FAMILY_KEYS.map(async (k) => [k, (await get(`/${TRACKER_FAMILIES[k].stem}?page_size=1`)).meta!.total])),
  )

describe('demo trackers', () => {
  it('registers PF, ESI, PT and LWF codes, PT and LWF in Maharashtra and Karnataka', async () => {
    const states = async (path: string) => ((await get(`/${path}?page_size=50`)).data as { state_name: string }[]).map((s) => s.state_name)
    expect((await states('pfsetup')).length).toBeGreaterThanOrEqual(2)
    expect((await states('esisetup')).length).toBeGreaterThanOrEqual(2)
    expect(new Set(await states('ptsetup'))).toEqual(new Set(['Maharashtra', 'Karnataka']))
    expect(new Set(await states('lwfsetup'))).toEqual(new Set(['Maharashtra', 'Karnataka']))
  })

  it('gives every family rows, and the PF grid late, missing and unpaid cells with exposure', async () => {
    const totals = await rowTotals()
    for (const key of TRACKER_FAMILY_KEYS) expect(totals[key], key).toBeGreaterThan(0)

    const pf = await gridsOf('pf-tracker')
    const cells = cellsOf(pf)
    const late = cells.filter((c) => c.status === 'late')
    expect(late.length).toBeGreaterThanOrEqual(1)
    expect(late.every((c) => c.delay_days! > 0 && c.exposure!.total > 0)).toBe(true)
    expect(cells.filter((c) => c.status === 'missing').length).toBeGreaterThanOrEqual(1)
    expect(cells.filter((c) => c.status === 'unpaid').length).toBeGreaterThanOrEqual(1)
    expect(pf.flatMap((g) => g.totals).some((c) => c.total > 0)).toBe(true)
    // The cases are planted, not the rule: most periods were paid on time.
    expect(cells.filter((c) => c.status === 'on_time').length).toBeGreaterThan(late.length)
  })

  it('shows late and missing cells in the state levies too (LWF half-years, PT RC months)', async () => {
    for (const stem of ['ptrc-tracker', 'esi-tracker']) {
      const statuses = new Set(cellsOf(await gridsOf(stem)).map((c) => c.status))
      expect(statuses, stem).toContain('late')
      expect(statuses, stem).toContain('missing')
    }
    const lwf = cellsOf(await gridsOf('lwf-tracker'))
    expect(lwf.some((c) => c.status === 'on_time' || c.status === 'late')).toBe(true)
  })

  it('a second start adds nothing', async () => {
    const before = await rowTotals()
    expect(await seedDemo(t.db, DEMO)).toBeNull()
    expect(await rowTotals()).toEqual(before)
  })
})
