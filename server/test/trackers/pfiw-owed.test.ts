/**
 * Which registrations owe PF IW (international workers' IW-1 return, DOMAIN.md): only a PF
 * code whose establishment has international workers, known by an IW row ever recorded
 * for it. The dashboard's action card, the family's grid and the daily reminders read
 * that one rule: with two PF codes and IW rows for one, all three count IW missing for
 * that one only (the card and the grid counted every PF code's IW months, the reminders one's).
 */
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { businessToday, financialYearOf, financialYearRange } from '@ihrc/contract'
import { notifications } from '../../src/db/schema'
import { SWEEP_QUEUE } from '../../src/modules/notifications/jobs'
import { setupTestApp, type TestContext } from '../helpers'
import { runJob } from '../notifications/run-job'
import { setupOrg, type Org } from '../organisation/fixtures'
import { createSetup, trackerBody } from './fixtures'

let t: TestContext
let org: Org
let withIw: { id: number }, withoutIw: { id: number }

beforeAll(async () => {
  // The card and the grid read today, and so does the sweep on the system's clock.
  t = await setupTestApp()
  org = await setupOrg(t, 'Acme')
  withIw = await createSetup('pf', org, 1)
  withoutIw = await createSetup('pf', org, 2)
  const iw = await org.call('POST', '/pfiw-tracker', trackerBody('pfiw', withIw.id, '2025-04'))
  expect(iw.statusCode, iw.body).toBe(201)
}, 120_000)
afterAll(() => t.close())

/** This financial year's months whose IW-1 return (due 15 days after the month, DOMAIN.md) is past due today. */
function iwPastDue(today: string): string[] {
  const { start } = financialYearRange(financialYearOf(today))!
  const months: string[] = []
  for (let i = 0; i < 12; i++) {
    const d = new Date(`${start}T00:00:00Z`)
    d.setUTCMonth(d.getUTCMonth() + i)
    const month = d.toISOString().slice(0, 7)
    d.setUTCMonth(d.getUTCMonth() + 1)
    if (`${d.toISOString().slice(0, 7)}-15` < today) months.push(month)
  }
  return months
}

it('counts PF IW missing for the PF code with international workers only: the card, the grid and the reminders alike', async () => {
  const today = businessToday()
  const missing = iwPastDue(today)
  const summary = await org.call('GET', '/graph/action-summary')
  expect(summary.statusCode, summary.body).toBe(200)
  const card = (summary.json().data.missing as { family: string; count: number }[]).find((m) => m.family === 'pfiw')
  expect(card?.count).toBe(missing.length)

  const grid = await org.call('GET', `/pfiw-tracker/grid?year=${financialYearOf(today)}`)
  expect(grid.statusCode, grid.body).toBe(200)
  const rows = grid.json().data.rows as { setup_id: number; cells: { status: string }[] }[]
  expect(rows.map((r) => r.setup_id)).toEqual([withIw.id])
  expect(rows[0]!.cells.filter((c) => c.status === 'missing')).toHaveLength(missing.length)

  await runJob(t.app, SWEEP_QUEUE)
  const reminded = await t.db
    .select({ key: notifications.eventKey })
    .from(notifications)
    .where(and(eq(notifications.tenantId, org.tenantId), like(notifications.eventKey, 'tracker:pfiw:%')))
  const keys = reminded.map((r) => r.key)
  // Every IW reminder is the first code's; this year's missing months among them (earlier years' too, from the first one recorded).
  expect(keys.length).toBeGreaterThan(0)
  for (const key of keys) expect(key).toMatch(new RegExp(`^tracker:pfiw:${withIw.id}:`))
  for (const month of missing) expect(keys).toContain(`tracker:pfiw:${withIw.id}:${month}:missing`)
})

it('still owes PF of both codes: the PF family is not narrowed', async () => {
  const grid = await org.call('GET', `/pf-tracker/grid?year=${financialYearOf(businessToday())}`)
  expect((grid.json().data.rows as { setup_id: number }[]).map((r) => r.setup_id).sort((a, b) => a - b)).toEqual(
    [withIw.id, withoutIw.id].sort((a, b) => a - b),
  )
})
