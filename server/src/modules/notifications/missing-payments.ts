/**
 * Tracker periods with no payment once their due date has passed (issue 23): the grid's
 * Missing cells, read for each tenant through the trackers' tenant-wide entry point
 * (trackers/tenant-cells.ts, the grid's own due rules and paid months), reach the people
 * who answer for the registration (trackers/answers-for.ts: its recorders at its
 * branches and the admins). Once per registration, period and person: the event key
 * names the family, the registration and the period. The sweep reads the grid as it is
 * on the day, so a period paid, or a registration deleted, before the sweep sends
 * nothing. The record is the registration (its tracker's Missing, filtered to it,
 * opens from the notification). A state whose due rule is not confirmed has no due date, so no period of it
 * can be missing: the sweep answers which, for the log to say so.
 */
import { sql } from 'drizzle-orm'
import { TRACKER_FAMILIES, TRACKER_FAMILY_KEYS, type TrackerFamilyDef, type TrackerFamilyKey } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { tenants } from '../../db/schema'
import { peopleAnsweringFor } from '../trackers/answers-for'
import { SETUP_KINDS } from '../trackers/registrations'
import { tenantMissingCells, type TenantCell, type UnconfirmedRule } from '../trackers/tenant-cells'
import { notifyAll } from './deliver'

/** The event of a missing period: one per registration and period, whatever the day it is first seen. */
export const missingPaymentKey = (family: TrackerFamilyKey, setupId: number, period: string) =>
  `tracker:${family}:${setupId}:${period}:missing`

/** One family's missing cells of a tenant as notification candidates (deliver.ts notifyAll). */
function candidates(tenantId: number, key: TrackerFamilyKey, cells: readonly TenantCell[]) {
  const family: TrackerFamilyDef = TRACKER_FAMILIES[key]
  const { table } = SETUP_KINDS[family.setup]
  const rows = cells.map((c) => ({
    event_key: missingPaymentKey(key, c.setupId, c.period),
    setup_id: c.setupId,
    period: c.period,
    due_date: c.dueDate,
    code: c.code,
    place: c.stateName ? `${c.companyName}, ${c.stateName}` : c.companyName,
  }))
  // The registration is joined as it is now: deleted since the grid was read, it sends nothing.
  return sql`
    select ${table.tenantId} as tenant_id, x.event_key,
           ${family.label} || ' payment missing for ' || x.period || ': ' || x.code as title,
           'No ' || ${family.label} || ' payment is recorded for ' || x.code || ' (' || x.place || ') for the period ' || x.period
             || '; it was due on ' || to_char(x.due_date, 'DD-MM-YYYY') || '.' as content,
           ${`${key}_tracker`}::text as module, x.setup_id as record_id, x.due_date, ${peopleAnsweringFor(family, table)} as people
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(event_key text, setup_id int, period text, due_date date, code text, place text)
    join ${table} on ${table.id} = x.setup_id and ${table.tenantId} = ${tenantId}`
}

/** Notifies every tenant's missing periods on `today`; answers the people reached and the rules not confirmed. */
export async function sweepMissingPayments(
  db: DbOrTx,
  today: string,
): Promise<{ reached: number; unconfirmed: (UnconfirmedRule & { tenantId: number })[] }> {
  let reached = 0
  const unconfirmed: (UnconfirmedRule & { tenantId: number })[] = []
  for (const { id: tenantId } of await db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id)) {
    const found = await tenantMissingCells(db, tenantId, today)
    unconfirmed.push(...found.unconfirmed.map((u) => ({ ...u, tenantId })))
    for (const key of TRACKER_FAMILY_KEYS) {
      const cells = found.missing.filter((c) => c.family === key)
      if (cells.length) reached += await notifyAll(db, candidates(tenantId, key, cells))
    }
  }
  return { reached, unconfirmed }
}
