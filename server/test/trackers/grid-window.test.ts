/**
 * The grid's narrower pass (`dueWithin`, the dashboard calendar's): the cells of the
 * periods falling due in the window are the full grid's, every other cell is not levied
 * with no due date; a window no period falls due in reads no rows and shows none.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { TRACKER_FAMILIES, type TrackerFamilyDef } from '@ihrc/contract'
import { trackerGrid, type DueWindow } from '../../src/modules/trackers/grid'
import type { RequestContext } from '../../src/lib/crud'
import type { TestContext } from '../helpers'
import { twoTenants, type Org } from '../organisation/fixtures'
import { createSetup, trackerBody } from './fixtures'

const TODAY = '2026-01-10'
let t: TestContext, org: Org
beforeAll(async () => {
  ;({ t, org } = await twoTenants())
  const paid = await createSetup('pf', org, 1)
  await createSetup('pf', org, 2) // nothing recorded: its due periods are missing
  // October on time, June ten days late, September not recorded.
  for (const [month, payment_date] of [
    ['2024-10', '2024-11-15'],
    ['2024-06', '2024-07-25'],
  ] as const) {
    const res = await org.call('POST', '/pf-tracker', trackerBody('pf', paid.id, month, { payment_date, total_challan_amount: 100000 }))
    expect(res.statusCode, res.body).toBe(201)
  }
}, 120_000)
afterAll(() => t.close())

const pf = TRACKER_FAMILIES.pf as TrackerFamilyDef
const gridOf = (dueWithin?: DueWindow) => {
  const ctx: RequestContext = { db: t.db, auth: { userId: 0, tenantId: org.tenantId, type: 'admin', permissions: [], branchIds: null } }
  return trackerGrid(ctx, pf, 'pf', { year: '2024-25' }, TODAY, dueWithin)
}

it.each([
  ['one month', { start: '2024-11-01', end: '2024-12-01' }],
  ['several months', { start: '2024-07-01', end: '2024-11-01' }],
])('keeps the full grid’s cells of the periods falling due in %s, and only those', async (_, window) => {
  const [full, narrow] = await Promise.all([gridOf(), gridOf(window)])
  expect(narrow.rows.map((r) => r.setup_id)).toEqual(full.rows.map((r) => r.setup_id))
  let kept = 0
  full.rows.forEach((row, r) =>
    row.due_dates.forEach((due, i) => {
      const inside = due !== null && due >= window.start && due < window.end
      const cell = narrow.rows[r]!.cells[i]
      if (inside) kept += 1
      expect(narrow.rows[r]!.due_dates[i]).toBe(inside ? due : null)
      expect(cell).toEqual(inside ? row.cells[i] : { status: 'not_levied' })
    }),
  )
  expect(kept).toBeGreaterThan(0)
  // The planted payments show through the window as the full grid has them.
  const statuses = narrow.rows.flatMap((row) => row.cells.map((c) => c.status)).filter((s) => s !== 'not_levied')
  expect(statuses).toEqual(expect.arrayContaining(window.start === '2024-11-01' ? ['on_time', 'missing'] : ['late', 'missing']))
})

it('shows no period of a window nothing falls due in', async () => {
  const narrow = await gridOf({ start: '2024-04-01', end: '2024-04-15' })
  expect(narrow.rows.length).toBe(2)
  for (const row of narrow.rows) {
    expect(row.due_dates.every((d) => d === null)).toBe(true)
    expect(row.cells.every((c) => c.status === 'not_levied')).toBe(true)
  }
})
