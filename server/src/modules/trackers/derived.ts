/**
 * What a tracker row shows but never stores: its due date under the statutory facts in
 * force for its period (read afresh, so a rule added later re-dates only the periods it
 * governs) or why it has none, the delay and payment status, what the slabs or rates in
 * force give beside what was paid, PF and ESI late-payment exposure, its documents by
 * kind, and whether the caller edits it directly or by request.
 */
import {
  businessToday,
  can,
  mayRequestEdit,
  type LatePaymentScheme,
  type RuleFrequency,
  type StatutoryFact,
  type TrackerEditMode,
  type TrackerFamilyDef,
  type TrackerItem,
  type TrackerRowStatus,
} from '@ihrc/contract'
import type { Db } from '../../db/client'
import type { RequestContext } from '../../lib/crud'
import { delayDays, dueDate, expectedAmount, exposure, loadLatePaymentRules, loadStatutoryFacts } from '../statutory'

const DAY_MS = 24 * 60 * 60 * 1000
/** How long the uploader may edit a row directly (DOMAIN.md). */
export const UPLOADER_WINDOW_MS = DAY_MS

/** The item as the read model gives it, before the derived fields. */
export type RawTrackerItem = TrackerItem & { frequency: RuleFrequency | null; created_by: number | null }

/**
 * Admins, Edit holders and approvers of edit requests edit directly; the uploader too, for
 * 24 hours. Anyone else who feeds the rows (Create) sends an edit request; View alone, never.
 */
export function editMode(auth: RequestContext['auth'], family: TrackerFamilyDef, row: RawTrackerItem, now = Date.now()): TrackerEditMode {
  if (can(auth, family.menu, 'edit') || can(auth, 'company.edit_permission', 'edit')) return 'direct'
  const uploader = row.created_by === auth.userId && row.uploaded_at !== null && now - Date.parse(row.uploaded_at) <= UPLOADER_WINDOW_MS
  if (uploader) return 'direct'
  return mayRequestEdit(auth, [family.menu]) ? 'request' : 'none'
}

/** The row's period under the rule in force for it (the registration's frequency where the state offers several). */
export function periodOf(
  rules: readonly StatutoryFact[],
  family: TrackerFamilyDef,
  row: { state_id: number | null; period: string; frequency: RuleFrequency | null },
) {
  return dueDate(rules, { scheme: family.scheme, stateId: row.state_id, period: row.period, frequency: row.frequency ?? undefined })
}

/** Paid on or by the due date, after it, unpaid past it, not yet due; unpaid with no due date on record is never "not yet due". */
export function rowStatus(due: string | null, paid: string | null, unknown: boolean, today: string): TrackerRowStatus {
  if (paid) return due && paid > due ? 'late' : 'on_time'
  if (due) return due < today ? 'unpaid' : 'not_due'
  return unknown ? 'due_unknown' : 'not_due'
}

export function enrichRows(family: TrackerFamilyDef) {
  const kinds: readonly string[] = family.documents
  return async (ctx: RequestContext, items: TrackerItem[]): Promise<TrackerItem[]> => {
    const db = ctx.db as Db
    const today = businessToday()
    const [rules, lateRules] = await Promise.all([
      loadStatutoryFacts(db, { scheme: family.scheme }),
      family.arrears ? loadLatePaymentRules(db, { scheme: family.scheme }) : [],
    ])
    return (items as RawTrackerItem[]).map((raw) => {
      const { frequency, created_by: _createdBy, ...row } = raw
      const period = periodOf(rules, family, { ...row, frequency })
      const due = period.due
      const paid = row.payment_date
      const delay = due && (paid || due < today) ? delayDays(due, paid, today) : null
      const status = rowStatus(due, paid, period.status === 'not_confirmed', today)
      const owed = family.arrears && due && (status === 'late' || status === 'unpaid')
      const cost = owed
        ? exposure(lateRules, {
            scheme: family.scheme as LatePaymentScheme,
            arrears: Number(row[family.arrears!] ?? 0),
            due,
            paidOn: paid,
            today,
          })
        : null
      const documents = Object.fromEntries(kinds.map((k) => [k, row[k] ?? null]))
      for (const k of kinds) delete row[k]
      const fields = raw as Record<string, unknown>
      const expected = expectedAmount(rules, {
        scheme: family.scheme,
        stateId: row.state_id,
        frequency: frequency ?? undefined,
        period,
        fields,
        paid: row.total_paid_amount ?? (family.arrears ? ((fields[family.arrears] as number | null) ?? null) : null),
      })
      return {
        ...row,
        period_end: period.end,
        due_date: due,
        due_status: period.status,
        statutory_amount: expected,
        delay_days: delay,
        status,
        documents,
        exposure: cost && { interest: cost.interest ?? 0, damages: cost.damages ?? 0, total: cost.total, as_of: paid ?? today },
        can_edit: editMode(ctx.auth, family, raw),
      }
    })
  }
}
