/**
 * The demo tenant shows the trackers on first start: registrations of the four setups
 * and payments of every family, whose grids show planted late, missing and unpaid
 * periods with their exposure; a second seed adds nothing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRACKER_FAMILIES, TRACKER_FAMILY_KEYS, businessToday, cellsOf, type TrackerGrid } from '@ihrc/contract'
import { seedDemo } from '../../src/modules/demo-tenant'
import { seedOrganisationDemo } from '../../src/modules/organisation/demo'
import { seedSetupsDemo } from '../../src/modules/setups/demo'
import { seedTrackersDemo } from '../../src/modules/trackers/demo'
import { financialYearOf } from '../../src/modules/trackers/grid'
import { setupTestApp, type TestContext } from '../helpers'
import { API, caller } from '../organisation/fixtures'

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
const allCells = (grids: TrackerGrid[]) => grids.flatMap((g) => g.rows.flatMap((r) => r.cells))
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
    const cells = allCells(pf)
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
      const statuses = new Set(allCells(await gridsOf(stem)).map((c) => c.status))
      expect(statuses, stem).toContain('late')
      expect(statuses, stem).toContain('missing')
    }
    const lwf = allCells(await gridsOf('lwf-tracker'))
    expect(lwf.some((c) => c.status === 'on_time' || c.status === 'late')).toBe(true)
  })

  it("every row is under its registration's company: in the list, the view and the company filter, as in the setup and the grid", async () => {
    const companies = (await get('/company?page_size=50')).data as { id: number; name: string }[]
    expect(companies.length).toBeGreaterThan(1)
    for (const family of Object.values(TRACKER_FAMILIES)) {
      const setupPath = { pf: 'pfsetup', esi: 'esisetup', pt: 'ptsetup', lwf: 'lwfsetup' }[family.setup]
      const setups = (await get(`/${setupPath}?page_size=200`)).data as { id: number; company_id: number }[]
      const companyOfSetup = new Map(setups.map((s) => [s.id, s.company_id]))
      const rows = (await get(`/${family.stem}?page_size=200`)).data as { id: number; setup_id: number; company_id: number }[]
      expect(rows.length, family.stem).toBeGreaterThan(0)
      for (const row of rows) expect(row.company_id, `${family.stem} row ${row.id}`).toBe(companyOfSetup.get(row.setup_id))
      for (const company of companies) {
        const filtered = (await get(`/${family.stem}?page_size=200&company_id=${company.id}`)).data as { setup_id: number }[]
        const expected = rows.filter((r) => companyOfSetup.get(r.setup_id) === company.id).length
        expect(filtered.length, `${family.stem} of ${company.name}`).toBe(expected)
      }
    }
    // The database holds no row that disagrees with its registration, whatever wrote it.
    const disagreeing = await t.db.execute(sql`
      select r.id from tracker_rows r
      left join pf_setups pf on pf.id = r.pf_setup_id left join esi_setups esi on esi.id = r.esi_setup_id
      left join pt_setups pt on pt.id = r.pt_setup_id left join lwf_setups lwf on lwf.id = r.lwf_setup_id
      where r.company_id <> coalesce(pf.company_id, esi.company_id, pt.company_id, lwf.company_id)`)
    expect(disagreeing.rows).toEqual([])
  })

  it('a second start adds nothing', async () => {
    const before = await rowTotals()
    expect(await seedDemo(t.db, DEMO)).toBeNull()
    expect(await rowTotals()).toEqual(before)
  })
})

describe('demo trackers seeded on a known day', () => {
  it('plants exactly the planned cases, counted back from the latest due period, and nothing else', async () => {
    // Seeded as if the first start were on 25 November 2025: PF's latest due period is October 2025.
    const { tenantId, admin } = await t.createTenant()
    const ctx = { db: t.db, auth: { userId: admin.id, tenantId, type: 'admin' as const, permissions: [], branchIds: null } }
    await seedOrganisationDemo(t.db, tenantId, admin.id)
    await seedSetupsDemo(ctx)
    await seedTrackersDemo(ctx, '2025-11-25')
    const res = await caller(t, admin)('GET', '/pf-tracker/grid?year=2025-26')
    expect(res.statusCode, res.body).toBe(200)
    const grid = res.json().data as TrackerGrid
    // Periods after October 2025 were not yet due on the seeding day: the calendar has moved on since.
    const seeded = (code: string) =>
      Object.fromEntries(
        cellsOf(
          grid,
          grid.rows.find((r) => r.code === code)!,
        )
          .filter((c) => c.period <= '2025-10')
          .filter((c) => c.status !== 'on_time')
          .map((c) => [c.period, [c.status, c.delay_days]]),
      )
    expect(seeded('MHBAN0012345000')).toEqual({
      '2025-06': ['late', 9],
      '2025-08': ['missing', expect.any(Number)],
      '2025-10': ['unpaid', expect.any(Number)],
    })
    expect(seeded('HRGGN0023456000')).toEqual({ '2025-04': ['late', 70], '2025-09': ['late', 23] })
    expect(seeded('KNBNG0034567000')).toEqual({ '2025-07': ['late', 4] })
    const list = await caller(t, admin)('GET', '/pf-tracker?page_size=1')
    // Three registrations × April 2024 to October 2025, less the missing period.
    expect(list.json().meta.total).toBe(3 * 19 - 1)
  })
})
