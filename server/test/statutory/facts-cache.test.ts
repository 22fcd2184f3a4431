/**
 * The statutory facts and late-payment rules are kept in memory by each server process
 * (facts-store.ts, lib/versioned-cache.ts) and read again after any write to them: a
 * corrected due day applied by a node's seed, or a rate changed by hand, is seen by the
 * next tracker grid and dashboard calendar answer of this process and of a second one on
 * the same database, each of which had answered from the old facts just before.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { TrackerGrid } from '@ihrc/contract'
import { seedStatutoryFacts } from '../../src/db/reference/statutory-facts-seed'
import { STATUTORY_FACTS } from '../../src/db/reference/statutory'
import { trackerRows } from '../../src/db/schema'
import { loadLatePaymentRules, loadStatutoryFacts } from '../../src/modules/statutory'
import type { App } from '../../src/app'
import type { TestContext } from '../helpers'
import { twoTenants, type Org } from '../organisation/fixtures'
import { createSetup } from '../trackers/fixtures'

const API = '/ihrc-api/companyadmin'
let t: TestContext, org: Org, second: App

beforeAll(async () => {
  ;({ t, org } = await twoTenants())
  second = await t.anotherInstance()
  const pf = await createSetup('pf', org, 1)
  // May 2025's contribution, paid on 10 June: on time by the 15th, five days late by the 5th.
  await t.db.insert(trackerRows).values({
    tenantId: org.tenantId,
    companyId: org.companyId,
    family: 'pf',
    pfSetupId: pf.id,
    period: '2025-05-01',
    paymentDate: '2025-06-10',
    fields: { total_challan_amount: 100000 },
  })
}, 120_000)
afterAll(() => t.close())

async function ask(app: App, url: string) {
  const res = await app.inject({ method: 'GET', url: `${API}${url}`, headers: t.bearer(org.admin.token) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

/** May's cell of the PF grid and its due date, and the PF payments the calendar shows in June, as `app` answers. */
async function mayOn(app: App) {
  const grid = (await ask(app, '/pf-tracker/grid?year=2025-26')) as TrackerGrid
  const june = (await ask(app, '/graph/compliance-calendar-dates?month=2025-06')) as {
    date: string
    payments: { family: string; status: string }[]
  }[]
  return {
    due: grid.rows[0]!.due_dates[1],
    cell: grid.rows[0]!.cells[1],
    calendar: june.flatMap((d) => d.payments.filter((p) => p.family === 'pf').map((p) => `${d.date} ${p.status}`)),
  }
}

it('a corrected due day applied by the seed is seen by the next grid and calendar answer of every process', async () => {
  for (const app of [t.app, second]) {
    const before = await mayOn(app)
    expect([before.due, before.cell!.status, before.calendar]).toEqual(['2025-06-15', 'on_time', ['2025-06-15 on_time']])
  }
  // As a node started with corrected facts applies them: PF's schedule moved to the 5th of the next month.
  const corrected = STATUTORY_FACTS.map((f) =>
    f.scheme === 'pf' && f.state === null && f.fact === 'schedule' && f.value.due_rule
      ? { ...f, value: { ...f.value, due_rule: { kind: 'day_of_next_month' as const, day: 5 } } }
      : f,
  )
  await seedStatutoryFacts(t.db, corrected)
  for (const app of [t.app, second]) {
    const after = await mayOn(app)
    expect([after.due, after.cell!.status, after.calendar]).toEqual(['2025-06-05', 'late', ['2025-06-05 late']])
    expect(after.cell!.delay_days).toBe(5)
  }
})

it('a late-payment rate changed by hand prices the next answer’s late cells with it, in every process', async () => {
  const interest = async (app: App) => (await mayOn(app)).cell!.exposure!.interest
  // 12 % a year for 5 days on ₹1,00,000 = ₹164.38 → ₹164 (the previous test left May five days late).
  expect([await interest(t.app), await interest(second)]).toEqual([164, 164])
  await t.db.execute(
    sql`update late_payment_rules set rate = '{"kind":"per_annum","percent":24}'::jsonb where scheme = 'pf' and charge = 'interest'`,
  )
  // 24 %: ₹328.77 → ₹329.
  expect([await interest(t.app), await interest(second)]).toEqual([329, 329])
})

/** How many times `run` reads the version row of the cached tables. */
async function versionReads(run: () => Promise<unknown>): Promise<number> {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  let reads = 0
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text
    if (text?.includes('"cached_versions"')) reads += 1
    return query.apply(this, args)
  } as typeof pg.Client.prototype.query
  try {
    await run()
  } finally {
    pg.Client.prototype.query = query as typeof pg.Client.prototype.query
  }
  return reads
}

it('reads the version once for the facts and the rules asked side by side, and again for each later use', async () => {
  expect(await versionReads(() => Promise.all([loadStatutoryFacts(t.db, { scheme: 'pf' }), loadLatePaymentRules(t.db)]))).toBe(1)
  expect(
    await versionReads(async () => {
      await loadStatutoryFacts(t.db)
      await loadLatePaymentRules(t.db)
    }),
  ).toBe(2)
  // A change committed between two uses is seen by the second, though the first read just before it.
  const before = await loadLatePaymentRules(t.db, { scheme: 'esi' })
  await t.db.execute(sql`update late_payment_rules set source = source || ' (checked)' where scheme = 'esi'`)
  const after = await loadLatePaymentRules(t.db, { scheme: 'esi' })
  expect(after.map((r) => r.source)).toEqual(before.map((r) => `${r.source} (checked)`))
})
