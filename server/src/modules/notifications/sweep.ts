/**
 * The daily sweep: reminders of due items approaching their due date and notices of
 * overdue ones, one statement each for every tenant (deliver.ts notifyAll). A reminder is personal (its owner's `days_before` and
 * `times`), so its event key names the day and the person; reminders fall on the days
 * `days_before`, `days_before - 1`, … before the due date, `times` of them, and on the
 * assignment's own "Reminder days before due" (one more, the same day's reminder when
 * they coincide), never before today's date and never for an item no longer due (submitted, approved) or
 * deleted: the sweep reads the items as they are on the day.
 */
import { sql } from 'drizzle-orm'
import { NOTIFICATION_DEFAULTS } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { notifyAll, shownDate } from './deliver'
import { sweepMissingPayments } from './missing-payments'
import { sweepRecordDates } from './record-dates'

/** The day in India (yyyy-mm-dd) at `moment`: due dates are Indian calendar days. */
export function indianDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment)
}

const OPEN = sql`d.status in ('due', 'rejected')`

/** Creates today's reminders and overdue notices; answers how many people they reached. */
export async function sweepDueItems(db: DbOrTx, today: string): Promise<{ reminders: number; overdue: number }> {
  const { days_before: days, times } = NOTIFICATION_DEFAULTS
  const reminders = await notifyAll(
    db,
    sql`
      select d.tenant_id, 'due_item:' || d.id || ':remind:' || ${today}::text || ':' || a.owner_id as event_key,
             c.header || ' due on ' || ${shownDate('d.due_date')} as title,
             c.header || ' at ' || b.name || ' is due on ' || ${shownDate('d.due_date')} || '.' as content,
             'due_item' as module, d.id as record_id, d.due_date, array[a.owner_id] as people
      from due_items d
      join compliance_assignments a on a.id = d.assignment_id
      join compliance_items c on c.id = a.compliance_id
      join branches b on b.id = d.branch_id
      left join notification_settings s on s.user_id = a.owner_id
      where ${OPEN}
        and (d.due_date - ${today}::date between greatest(coalesce(s.days_before, ${days}) - coalesce(s.times, ${times}) + 1, 0)
                                               and coalesce(s.days_before, ${days})
             -- The assignment's own lead ("Reminder days before due", 0 for none): one more heads-up for this obligation.
             or (a.reminder_days_before > 0 and d.due_date - ${today}::date = a.reminder_days_before))`,
  )
  const overdue = await notifyAll(
    db,
    sql`
      select d.tenant_id, 'due_item:' || d.id || ':overdue' as event_key, c.header || ' is overdue' as title,
             c.header || ' at ' || b.name || ' was due on ' || ${shownDate('d.due_date')} || ' and is not complied yet.' as content,
             'due_item' as module, d.id as record_id, d.due_date, array_remove(array[a.owner_id, a.approver_id], null) as people
      from due_items d
      join compliance_assignments a on a.id = d.assignment_id
      join compliance_items c on c.id = a.compliance_id
      join branches b on b.id = d.branch_id
      where ${OPEN} and d.due_date < ${today}::date`,
  )
  return { reminders, overdue }
}

/** The whole daily sweep of `today`: due items (above), dated records (record-dates.ts) and missing tracker payments (missing-payments.ts). */
export async function dailySweep(db: DbOrTx, today: string) {
  const made = await sweepDueItems(db, today)
  const records = await sweepRecordDates(db, today)
  const payments = await sweepMissingPayments(db, today)
  return { ...made, records, missingPayments: payments.reached, unconfirmed: payments.unconfirmed }
}
