/**
 * Tracker periods with no payment once their due date has passed (issue 23): the grid's
 * Missing cells, read for each tenant through the trackers' tenant-wide entry point
 * (trackers/tenant-cells.ts, the grid's own due rules and paid months), reach the people
 * who answer for the registration (trackers/answers-for.ts: its recorders at its
 * branches and the admins). Once per registration, period and person: the event key
 * names the family, the registration and the period. The sweep reads the grid as it is
 * on the day, so a period paid, or a registration deleted, before the sweep sends
 * nothing. A period entered without its payment date once due (the grid's Unpaid, a late
 * payment in the making) is reminded of the same way, once per registration, period and
 * person; an arrear or damage challan left unpaid while its period's main challan is
 * recorded (the list shows it Unpaid, the cell is the main one's) is its own event, once per
 * registration, period, challan and person. The record is the registration (its tracker's Missing or Unpaid rows, filtered
 * to it, open from the notification). A state whose due rule is not confirmed has no due date, so no period of it
 * can be missing: the sweep answers which, for the log to say so.
 */
import { sql } from 'drizzle-orm'
import { CHALLAN_TYPE, TRACKER_FAMILIES, TRACKER_FAMILY_KEYS, type TrackerFamilyDef, type TrackerFamilyKey } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { tenants } from '../../db/schema'
import { registrationsWithPeople } from '../trackers/answers-for'
import { SETUP_KINDS } from '../trackers/registrations'
import { tenantDueCells, tenantMissingCells, tenantUnpaidChallans, type TenantCell, type UnconfirmedRule } from '../trackers/tenant-cells'
import { addDays } from '../../lib/civil-date'
import { notifyAll, shownDate } from './deliver'

/** The event of a missing period: one per registration and period, whatever the day it is first seen. */
export const missingPaymentKey = (family: TrackerFamilyKey, setupId: number, period: string) =>
  `tracker:${family}:${setupId}:${period}:missing`

/**
 * The event of a period entered without its payment once due (the grid's Unpaid): one per
 * registration and period; an arrear or damage challan unpaid beside a main one is its own event.
 */
export const unpaidPaymentKey = (family: TrackerFamilyKey, setupId: number, period: string, challan?: string) =>
  `tracker:${family}:${setupId}:${period}:${challan ? `${challan}:` : ''}unpaid`

/** How far back an Unpaid period is looked for: a year of due dates (an older one was reminded of in its time). */
const UNPAID_LOOK_BACK_DAYS = 366

/** What each kind of unpaid period says: no row at all (Missing), or a row without its payment date (Unpaid). */
const WORDING = {
  missing: {
    key: missingPaymentKey,
    title: sql`x.label || ' payment missing for ' || x.period || ': ' || x.code`,
    content: sql`'No ' || x.label || ' payment is recorded for ' || x.code || ' (' || x.place || ') for the period ' || x.period`,
  },
  unpaid: {
    key: unpaidPaymentKey,
    title: sql`x.label || ' payment not made for ' || x.period || ': ' || x.code`,
    content: sql`'The ' || x.label || ' row of ' || x.code || ' (' || x.place || ') for the period ' || x.period || ' has no payment date'`,
  },
} as const
type Kind = keyof typeof WORDING

/**
 * One family's cells of a tenant as notification candidates (deliver.ts notifyAll). The
 * record is the registration; `record_type` names the cell's status, which its tracker's
 * list filters by (contract notificationPath).
 */
function candidates(tenantId: number, key: TrackerFamilyKey, kind: Kind, cells: readonly TenantCell[]) {
  const family: TrackerFamilyDef = TRACKER_FAMILIES[key]
  const { table } = SETUP_KINDS[family.setup]
  const wording = WORDING[kind]
  const rows = cells.map((c) => ({
    event_key: wording.key(key, c.setupId, c.period, c.challan),
    // "PF", or "PF arrear" for an arrear challan's own row.
    label: c.challan ? `${family.label} ${CHALLAN_TYPE.labels[c.challan].toLowerCase()}` : family.label,
    setup_id: c.setupId,
    period: c.period,
    due_date: c.dueDate,
    code: c.code,
    place: c.stateName ? `${c.companyName}, ${c.stateName}` : c.companyName,
  }))
  const setupIds = [...new Set(cells.map((c) => c.setupId))]
  // The registrations are read as they are now: one deleted since the grid was read sends
  // nothing. Their recorders are worked out once per registration, not once per period:
  // `materialized` keeps the planner from pulling the list into the join and asking again for every row.
  return sql`
    with registration as materialized (${registrationsWithPeople(family, table, tenantId, setupIds)})
    select r.tenant_id, x.event_key, ${wording.title} as title,
           ${wording.content} || '; it was due on ' || ${shownDate('x.due_date')} || '.' as content,
           ${`${key}_tracker`}::text as module, x.setup_id as record_id, ${kind}::text as record_type, x.due_date, r.people
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(event_key text, label text, setup_id int, period text, due_date date, code text, place text)
    join registration r on r.id = x.setup_id`
}

/**
 * Notifies every tenant's periods past their due date with no payment on `today`: those
 * with no row (Missing) and those entered without a payment date (Unpaid: a late payment
 * in the making, its interest running); answers the people reached and the rules not confirmed.
 */
export async function sweepMissingPayments(
  db: DbOrTx,
  today: string,
): Promise<{ reached: number; unconfirmed: (UnconfirmedRule & { tenantId: number })[] }> {
  let reached = 0
  const unconfirmed: (UnconfirmedRule & { tenantId: number })[] = []
  for (const { id: tenantId } of await db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id)) {
    const found = await tenantMissingCells(db, tenantId, today)
    unconfirmed.push(...found.unconfirmed.map((u) => ({ ...u, tenantId })))
    // An Unpaid cell is one whose due date has passed (a row not yet due is Not yet due);
    // an arrear or damage challan left unpaid beside a paid main one is reminded of on its own.
    const from = addDays(today, -UNPAID_LOOK_BACK_DAYS)
    const unpaid = [
      ...(await tenantDueCells(db, tenantId, today, { from, to: today, statuses: ['unpaid'] })),
      ...(await tenantUnpaidChallans(db, tenantId, today, from)),
    ]
    for (const key of TRACKER_FAMILY_KEYS)
      for (const [kind, cells] of [
        ['missing', found.missing],
        ['unpaid', unpaid],
      ] as const) {
        const mine = cells.filter((c) => c.family === key)
        if (mine.length) reached += await notifyAll(db, candidates(tenantId, key, kind, mine))
      }
  }
  return { reached, unconfirmed }
}
