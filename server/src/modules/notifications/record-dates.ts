/**
 * Dated records the daily sweep reminds of, besides due items: agreements and S&E
 * registrations entering their "expiring" window (AGREEMENT_EXPIRING_DAYS, the same
 * rule the lists show as Expiring), and open notices' reply and hearing dates inside the
 * owner's `days_before`. Each event's key carries the date it is about, so a record
 * renewed or rescheduled is reminded of its new date, and never twice of the same one.
 * The sweep reads the records as they are on the day: a deleted agreement, a closed
 * branch or notice sends nothing. Agreements and registrations have no owner: they
 * reach the tenant's active admins; a notice reaches its owner and the admins, and so
 * does a reply still not made once its date has passed (once per reply date).
 */
import { sql } from 'drizzle-orm'
import { AGREEMENT_EXPIRING_DAYS, NOTIFICATION_DEFAULTS } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { activeAdminsOf } from '../people/can-sql'
import { notifyAll, shownDate } from './deliver'

/** The tenant's active admins, as an array of ids, for a row aliased `x`. */
const ADMINS = activeAdminsOf(sql`x.tenant_id`)

function expiring(today: string) {
  return sql`between ${today}::date and ${today}::date + ${AGREEMENT_EXPIRING_DAYS}::int`
}

const agreementsExpiring = (today: string) => sql`
  select x.tenant_id, 'agreement:' || x.id || ':expires:' || x.end_date as event_key,
         t.name || ' agreement expires on ' || ${shownDate('x.end_date')} as title,
         'The ' || t.name || ' agreement of ' || b.name || ' expires on ' || ${shownDate('x.end_date')} || '.' as content,
         'agreement' as module, x.id as record_id, x.end_date as due_date, ${ADMINS} as people
  from agreements x
  join agreement_types t on t.id = x.agreement_type_id
  join branches b on b.id = x.branch_id
  where b.status = 'active' and x.end_date ${expiring(today)}`

const registrationsExpiring = (today: string) => sql`
  select x.tenant_id, 'registration:' || x.id || ':expires:' || x.se_valid_until as event_key,
         'S&E registration of ' || x.name || ' expires on ' || ${shownDate('x.se_valid_until')} as title,
         'The Shops and Establishments registration of ' || x.name || coalesce(' (' || x.se_registration_number || ')', '')
           || ' expires on ' || ${shownDate('x.se_valid_until')} || '.' as content,
         'registration' as module, x.id as record_id, x.se_valid_until as due_date, ${ADMINS} as people
  from branches x
  where x.status = 'active' and x.se_validity_type = 'fixed' and x.se_valid_until ${expiring(today)}`

/** A notice's `column` date ('reply_due_date', 'hearing_date') within its owner's `days_before`. */
const noticeDates = (today: string, column: 'reply_due_date' | 'hearing_date', what: string) => sql`
  select x.tenant_id, 'notice:' || x.id || ${`:${column}:`} || x.${sql.raw(column)} as event_key,
         x.notice_type || ' ' || x.reference_number || ': ${sql.raw(what)} on ' || ${shownDate(`x.${column}`)} as title,
         'The ${sql.raw(what)} of notice ' || x.reference_number || ' (' || x.notice_type || coalesce(', ' || b.name, '') || ') is on '
           || ${shownDate(`x.${column}`)} || '.' as content,
         'notice' as module, x.id as record_id, x.${sql.raw(column)} as due_date,
         array_remove(array[x.owner_id], null) || ${ADMINS} as people
  from notices x
  left join branches b on b.id = x.branch_id
  left join notification_settings s on s.user_id = x.owner_id
  where not x.closed
    and x.${sql.raw(column)} between ${today}::date and ${today}::date + coalesce(s.days_before, ${NOTIFICATION_DEFAULTS.days_before})`

/** An open notice whose reply date has passed: once per reply date, to its owner and the admins. */
const noticeReplyOverdue = (today: string) => sql`
  select x.tenant_id, 'notice:' || x.id || ':reply_due_date:' || x.reply_due_date || ':overdue' as event_key,
         'Reply to notice ' || x.reference_number || ' is overdue' as title,
         'The reply to notice ' || x.reference_number || ' (' || x.notice_type || coalesce(', ' || b.name, '') || ') was due on '
           || ${shownDate('x.reply_due_date')} || ' and the notice is still open.' as content,
         'notice' as module, x.id as record_id, x.reply_due_date as due_date,
         array_remove(array[x.owner_id], null) || ${ADMINS} as people
  from notices x
  left join branches b on b.id = x.branch_id
  where not x.closed and x.reply_due_date < ${today}::date`

/** Creates today's reminders of dated records; answers how many people they reached. */
export async function sweepRecordDates(db: DbOrTx, today: string): Promise<number> {
  let reached = 0
  for (const candidates of [
    agreementsExpiring(today),
    registrationsExpiring(today),
    noticeDates(today, 'reply_due_date', 'reply'),
    noticeDates(today, 'hearing_date', 'hearing'),
    noticeReplyOverdue(today),
  ])
    reached += await notifyAll(db, candidates)
  return reached
}
