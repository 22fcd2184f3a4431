/**
 * The statuses shown beside records (the calendar, the trackers' grid, the status
 * settings) with their labels, without zod: the dashboard's calendar names them without
 * evaluating any schema. The schemas that parse them are envelope.ts's `enumOf(<set>)`.
 */
import { labelSet } from './labels'

/** What "due rule not confirmed" reads everywhere a due date would be (SPEC-free wording, ours). */
export const DUE_RULE_NOT_CONFIRMED = 'Due rule not confirmed for this state'

/** Every status a due item is shown with (DOMAIN.md "Compliance"); overdue and complied-with-delay are derived. */
export const SHOWN_STATUS = labelSet({
  due: 'Due',
  overdue: 'Overdue',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  complied_with_delay: 'Complied with delay',
})
export type ShownStatus = (typeof SHOWN_STATUS.values)[number]

/**
 * A row's payment state, derived (never stored): paid by the due date, paid after it,
 * unpaid with the due date passed, or unpaid and not yet due.
 */
export const TRACKER_ROW_STATUS = labelSet({
  on_time: 'Paid on time',
  late: 'Paid late',
  unpaid: 'Unpaid',
  not_due: 'Not yet due',
  // Unpaid with no due date on record: never shown as "not yet due" (issue 21, no silent gaps).
  due_unknown: DUE_RULE_NOT_CONFIRMED,
})
export type TrackerRowStatus = (typeof TRACKER_ROW_STATUS.values)[number]

/** A grid cell: the row statuses, plus a period with no row at all once its due date has passed, or no levy. */
export const TRACKER_CELL_STATUS = labelSet({
  on_time: 'Paid on time',
  late: 'Paid late',
  unpaid: 'Unpaid',
  missing: 'Missing',
  not_due: 'Not yet due',
  not_levied: 'Not levied',
  not_confirmed: DUE_RULE_NOT_CONFIRMED,
})
export type TrackerCellStatus = (typeof TRACKER_CELL_STATUS.values)[number]

/** A notice status's identity: a notice stores the status's name, and the tenant's settings are keyed by it ignoring case. */
export const noticeStatusKey = (name: string) => name.trim().toLowerCase()
