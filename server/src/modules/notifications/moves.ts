/**
 * Notifications of maker-checker moves: a submission reaches the approver, an approval
 * or a rejection (with its remark) the owner. The moves' trail (due_item_events, written
 * in each move's own transaction) is the outbox: a job every minute turns the recent
 * moves into notifications, keyed by the event, so a move notifies once whatever runs
 * the job how often, and a move that rolled back notifies no one. A move of an item
 * deleted before the job runs notifies no one either (the join finds no item).
 */
import { sql } from 'drizzle-orm'
import { NOTIFICATION_DEFAULTS } from '@ihrc/contract'
import type { DbOrTx } from '../../db/reference'

/** How far back each run looks: a day's outage of every instance loses nothing. */
const LOOK_BACK = '2 days'

export async function notifyMoves(db: DbOrTx): Promise<number> {
  const { in_app_enabled: inApp, email_enabled: email } = NOTIFICATION_DEFAULTS
  const result = await db.execute<{ n: number }>(sql`
    with candidates as (
      select e.tenant_id, e.id as event_id, d.id, d.due_date, c.header, b.name as branch, e.to_status, e.remark,
             case when e.to_status = 'submitted' then a.approver_id else a.owner_id end as user_id,
             'due_item_event:' || e.id as event_key
      from due_item_events e
      join due_items d on d.id = e.due_item_id
      join compliance_assignments a on a.id = d.assignment_id
      join compliance_items c on c.id = a.compliance_id
      join branches b on b.id = d.branch_id
      where e.at > now() - ${LOOK_BACK}::interval and e.to_status in ('submitted', 'approved', 'rejected')
    ),
    made as (
      insert into notifications (tenant_id, event_key, title, content, module, record_id, due_date)
      select tenant_id, event_key,
             header || case to_status when 'submitted' then ' awaits your approval' when 'approved' then ' was approved' else ' was rejected' end,
             header || ' at ' || branch || ' (due ' || to_char(due_date, 'DD-MM-YYYY') || ')'
               || case to_status when 'submitted' then ' was submitted for your approval.' when 'approved' then ' was approved.'
                  else ' was rejected' || coalesce(': ' || remark, '.') end,
             case when to_status = 'submitted' then 'approval' else 'due_item' end, id, due_date
      from candidates where user_id is not null
      on conflict (tenant_id, event_key) do nothing
      returning id, tenant_id, event_key
    ),
    reached as (
      insert into notification_recipients (notification_id, user_id, tenant_id, shown)
      select made.id, u.id, u.tenant_id, coalesce(s.in_app_enabled, ${inApp})
      from made join candidates c using (tenant_id, event_key)
      join users u on u.id = c.user_id and u.tenant_id = c.tenant_id
      left join notification_settings s on s.user_id = u.id
      where coalesce(s.in_app_enabled, ${inApp}) or coalesce(s.email_enabled, ${email})
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from reached`)
  return result.rows[0]?.n ?? 0
}
