/**
 * The grids of every family read at once (narrowGrids, the dashboard's) give each
 * registration the cells, due dates and company totals of the family's own grid
 * (trackerGrid), on a tenant with late and unpaid PF and ESI challans (exposure), a month
 * paid only partly (an arrear challan and a late main one), registrations of two
 * companies, one deleted, and for a user limited to one branch; with a window, the
 * window's cells only, as the grid's narrower pass gives them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { TRACKER_FAMILIES, TRACKER_FAMILY_KEYS, type TrackerFamilyDef } from '@ihrc/contract'
import { pfSetups, trackerRows } from '../../src/db/schema'
import type { RequestContext } from '../../src/lib/crud'
import { totalsOf, trackerGrid, type DueWindow } from '../../src/modules/trackers/grid'
import { narrowGrids } from '../../src/modules/trackers/grid-narrow'
import { tenantsWithTwoCompanies } from '../graphs/fixtures'
import type { TestContext } from '../helpers'
import { createBranch, type Org } from '../organisation/fixtures'
import { createSetup } from './fixtures'

const TODAY = '2026-01-10'
const YEARS = ['2024-25', '2025-26']
let t: TestContext, org: Org, other: Org
let branchId: number

type Row = typeof trackerRows.$inferInsert
const pfRow = (o: Org, companyId: number, setup: number, period: string, row: Partial<Row>, amount?: number): Row => ({
  tenantId: o.tenantId,
  companyId,
  family: 'pf',
  pfSetupId: setup,
  period,
  ...row,
  fields: amount === undefined ? {} : { total_challan_amount: amount },
})

beforeAll(async () => {
  let secondCompanyId: number
  ;({ t, org, other, secondCompanyId } = await tenantsWithTwoCompanies())
  branchId = await createBranch(org)
  const pf = await createSetup('pf', org, 1)
  await createSetup('pf', org, 2) // nothing recorded: every period past its due date is missing
  const gone = await createSetup('pf', org, 3)
  expect((await org.call('DELETE', `/pfsetup/${gone.id}`)).statusCode).toBe(200)
  const esi = await createSetup('esi', org, 1)
  const pt = await createSetup('pt', org, 1)
  await createSetup('lwf', org, 1)
  const [elsewhere] = await t.db
    .insert(pfSetups)
    .values({ tenantId: org.tenantId, companyId: secondCompanyId, pfCode: 'MHBAN0099999000' })
    .returning({ id: pfSetups.id })
  const [theirs] = await t.db
    .insert(pfSetups)
    .values({ tenantId: other.tenantId, companyId: other.companyId, pfCode: 'MHBAN0088888000' })
    .returning({ id: pfSetups.id })
  await t.db.insert(trackerRows).values([
    pfRow(org, org.companyId, pf.id, '2025-04-01', { paymentDate: '2025-05-10' }, 90000),
    pfRow(org, org.companyId, pf.id, '2025-05-01', { paymentDate: '2025-06-25' }, 100000),
    pfRow(org, org.companyId, pf.id, '2025-06-01', {}, 50000),
    // Paid partly: the arrear challan on time, the main one late; the main challan pays the month.
    pfRow(org, org.companyId, pf.id, '2025-07-01', { challanType: 'arrear', paymentDate: '2025-08-10' }, 20000),
    pfRow(org, org.companyId, pf.id, '2025-07-01', { paymentDate: '2025-08-30' }, 80000),
    // Only an arrear challan, paid late: it pays the month.
    pfRow(org, org.companyId, pf.id, '2025-08-01', { challanType: 'arrear', paymentDate: '2025-09-20' }, 30000),
    pfRow(org, org.companyId, pf.id, '2024-12-01', { paymentDate: '2025-02-02' }, 70000),
    pfRow(org, secondCompanyId, elsewhere!.id, '2025-05-01', { paymentDate: '2025-07-01' }, 40000),
    pfRow(other, other.companyId, theirs!.id, '2025-05-01', { paymentDate: '2025-07-01' }, 40000),
    {
      tenantId: org.tenantId,
      companyId: org.companyId,
      family: 'esi',
      esiSetupId: esi.id,
      period: '2025-05-01',
      paymentDate: '2025-07-30',
      fields: { total_contribution: 60000 },
    },
    { tenantId: org.tenantId, companyId: org.companyId, family: 'ptrc', ptSetupId: pt.id, period: '2025-04-01', paymentDate: '2025-05-05' },
    { tenantId: org.tenantId, companyId: org.companyId, family: 'ptec', ptSetupId: pt.id, period: '2025-04-01', paymentDate: '2025-06-30' },
  ])
}, 120_000)
afterAll(() => t.close())

const viewer = (branchIds: number[] | null): RequestContext => ({
  db: t.db,
  auth: { userId: 0, tenantId: org.tenantId, type: branchIds ? 'user' : 'admin', permissions: [], branchIds },
})

/** Each family's grid of each year, as the grid gives it and as the narrow pass does, keyed alike. */
async function bothWays(ctx: RequestContext, dueWithin?: DueWindow) {
  const narrow = await narrowGrids(ctx, TRACKER_FAMILY_KEYS, YEARS, TODAY, { dueWithin })
  const full = await Promise.all(
    TRACKER_FAMILY_KEYS.flatMap((key) =>
      YEARS.map(async (year) => {
        const grid = await trackerGrid(ctx, TRACKER_FAMILIES[key] as TrackerFamilyDef, key, { year }, TODAY, dueWithin)
        return { family: key, year, grid }
      }),
    ),
  )
  return { narrow, full }
}

const byCompany = <T extends { company_id: number }>(totals: T[]) => [...totals].sort((a, b) => a.company_id - b.company_id)

function expectSame({ narrow, full }: Awaited<ReturnType<typeof bothWays>>) {
  expect(narrow.map((g) => `${g.family} ${g.year}`)).toEqual(full.map((f) => `${f.family} ${f.year}`))
  full.forEach(({ grid }, i) => {
    const mine = narrow[i]!
    const rows = [...mine.rows].sort(
      (a, b) => grid.rows.findIndex((r) => r.setup_id === a.setup_id) - grid.rows.findIndex((r) => r.setup_id === b.setup_id),
    )
    expect(rows).toEqual(
      grid.rows.map((r) => ({
        setup_id: r.setup_id,
        company_id: r.company_id,
        company_name: r.company_name,
        due_dates: r.due_dates,
        cells: r.cells,
      })),
    )
    expect(byCompany(totalsOf(mine.rows))).toEqual(byCompany(grid.totals))
  })
}

it('gives the admin every family’s cells, due dates and exposure exactly as each family’s grid does', async () => {
  const both = await bothWays(viewer(null))
  expectSame(both)
  // What the planted rows make of PF's year: each state shows, and the exposure of two companies.
  const pf = both.narrow.find((g) => g.family === 'pf' && g.year === '2025-26')!
  const statuses = new Set(pf.rows.flatMap((r) => r.cells.map((c) => c.status)))
  for (const status of ['on_time', 'late', 'unpaid', 'missing', 'not_due']) expect(statuses).toContain(status)
  expect(pf.rows).toHaveLength(3)
  expect(
    totalsOf(pf.rows)
      .map((c) => c.company_name)
      .sort(),
  ).toEqual(['Acme Industries', 'Acme Logistics'])
  expect(both.narrow.find((g) => g.family === 'esi' && g.year === '2025-26')!.rows[0]!.cells[1]!.exposure?.total).toBeGreaterThan(0)
})

it('keeps to the registrations a branch-limited user sees, as their grids do', async () => {
  const both = await bothWays(viewer([branchId]))
  expectSame(both)
  const pf = both.narrow.find((g) => g.family === 'pf' && g.year === '2025-26')!
  expect(pf.rows.map((r) => r.company_name)).toEqual(['Acme Industries', 'Acme Industries'])
  expect((await bothWays(viewer([]))).narrow.every((g) => g.rows.length === 0)).toBe(true)
})

it('with a window, gives the window’s cells only, as the grid’s narrower pass does', async () => {
  for (const window of [
    { start: '2025-06-01', end: '2025-07-01' },
    { start: '2025-01-01', end: '2025-12-01' },
    { start: '2025-04-01', end: '2025-04-15' },
  ])
    expectSame(await bothWays(viewer(null), window))
})
