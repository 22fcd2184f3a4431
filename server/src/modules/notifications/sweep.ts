/**
 * The daily sweep: reminders of due items approaching their due date and notices of
 * overdue ones, set-based (one statement each for every tenant: 48,000 due items must
 * not be 48,000 round trips). A reminder is personal (its owner's `days_before` and
 * `times`), so its event key names the day and the person; reminders fall on the days
 * `days_before`, `days_before - 1`, … before the due date, `times` of them, never
 * before today's date and never for an item no longer due (submitted, approved) or
 * deleted: the sweep reads the items as they are on the day.
 */
import { sql } from 'drizzle-orm'
import { NOTIFICATION_DEFAULTS } from '@ihrc/contract'
import type { DbOrTx } from '../../db/reference'

/** The day in India (yyyy-mm-dd) at `moment`: due dates are Indian calendar days. */
export function indianDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment)
}

const OPEN = sql`d.status in ('due', 'rejected')`
const shownDate = (column: string) => sql.raw(`to_char(${column}, 'DD-MM-YYYY')`)

/** Creates today's reminders and overdue notices; answers how many notifications it made. */
export async function sweepDueItems(db: DbOrTx, today: string): Promise<{ reminders: number; overdue: number }> {
  const { days_before: days, times, in_app_enabled: inApp, email_enabled: email } = NOTIFICATION_DEFAULTS
  const reminders = await db.execute<{ n: number }>(sql`
    with candidates as (
      select d.tenant_id, d.id, d.due_date, a.owner_id as user_id, c.header, b.name as branch,
             coalesce(s.in_app_enabled, ${inApp}) as shown,
             'due_item:' || d.id || ':remind:' || ${today}::text || ':' || a.owner_id as event_key
      from due_items d
      join compliance_assignments a on a.id = d.assignment_id
      join compliance_items c on c.id = a.compliance_id
      join branches b on b.id = d.branch_id
      join users u on u.id = a.owner_id and u.tenant_id = d.tenant_id
      left join notification_settings s on s.user_id = a.owner_id
      where ${OPEN}
        and d.due_date - ${today}::date between greatest(coalesce(s.days_before, ${days}) - coalesce(s.times, ${times}) + 1, 0)
                                              and coalesce(s.days_before, ${days})
        and (coalesce(s.in_app_enabled, ${inApp}) or coalesce(s.email_enabled, ${email}))
    ),
    made as (
      insert into notifications (tenant_id, event_key, title, content, module, record_id, due_date)
      select tenant_id, event_key, header || ' due on ' || ${shownDate('due_date')},
             header || ' at ' || branch || ' is due on ' || ${shownDate('due_date')} || '.', 'due_item', id, due_date
      from candidates
      on conflict (tenant_id, event_key) do nothing
      returning id, tenant_id, event_key
    ),
    reached as (
      insert into notification_recipients (notification_id, user_id, tenant_id, shown)
      select made.id, c.user_id, c.tenant_id, c.shown from made join candidates c using (tenant_id, event_key)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from reached`)
  const overdue = await db.execute<{ n: number }>(sql`
    with candidates as (
      select d.tenant_id, d.id, d.due_date, c.header, b.name as branch, 'due_item:' || d.id || ':overdue' as event_key,
             array_remove(array[a.owner_id, a.approver_id], null) as people
      from due_items d
      join compliance_assignments a on a.id = d.assignment_id
      join compliance_items c on c.id = a.compliance_id
      join branches b on b.id = d.branch_id
      where ${OPEN} and d.due_date < ${today}::date
    ),
    made as (
      insert into notifications (tenant_id, event_key, title, content, module, record_id, due_date)
      select tenant_id, event_key, header || ' is overdue',
             header || ' at ' || branch || ' was due on ' || ${shownDate('due_date')} || ' and is not complied yet.', 'due_item', id, due_date
      from candidates
      on conflict (tenant_id, event_key) do nothing
      returning id, tenant_id, event_key
    ),
    reached as (
      insert into notification_recipients (notification_id, user_id, tenant_id, shown)
      select made.id, u.id, u.tenant_id, coalesce(s.in_app_enabled, ${inApp})
      from made join candidates c using (tenant_id, event_key)
      join users u on u.id = any(c.people) and u.tenant_id = c.tenant_id
      left join notification_settings s on s.user_id = u.id
      where coalesce(s.in_app_enabled, ${inApp}) or coalesce(s.email_enabled, ${email})
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from reached`)
  return { reminders: reminders.rows[0]?.n ?? 0, overdue: overdue.rows[0]?.n ?? 0 }
}
