/**
 * Notifications of maker-checker moves: a submission reaches the approver, an approval
 * or a rejection (with its remark) the owner; each opens the item where that move put it. The moves' trail (due_item_events, written
 * in each move's own transaction) is the outbox: a job every minute turns the recent
 * moves into notifications, keyed by the event, so a move notifies once whatever runs
 * the job how often, and a move that rolled back notifies no one. A move of an item
 * deleted before the job runs notifies no one either (the join finds no item).
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { notifyAll, shownDate } from './deliver'

/** How far back each run looks: a day's outage of every instance loses nothing. */
const LOOK_BACK = '2 days'

export async function notifyMoves(db: DbOrTx): Promise<number> {
  return notifyAll(
    db,
    sql`
      select e.tenant_id, 'due_item_event:' || e.id as event_key,
             c.header || case e.to_status when 'submitted' then ' awaits your approval' when 'approved' then ' was approved' else ' was rejected' end as title,
             c.header || ' at ' || b.name || ' (due ' || ${shownDate('d.due_date')} || ')'
               || case e.to_status when 'submitted' then ' was submitted for your approval.' when 'approved' then ' was approved.'
                  else ' was rejected' || coalesce(': ' || e.remark, '.') end as content,
             -- Where the item is after the move: awaiting its approver (Status), approved (History), rejected back with its owner (Due Compliance).
             case e.to_status when 'submitted' then 'approval' when 'approved' then 'history' else 'due_item' end as module, d.id as record_id, d.due_date,
             array_remove(array[case when e.to_status = 'submitted' then a.approver_id else a.owner_id end], null) as people
      from due_item_events e
      join due_items d on d.id = e.due_item_id
      join compliance_assignments a on a.id = d.assignment_id
      join compliance_items c on c.id = a.compliance_id
      join branches b on b.id = d.branch_id
      where e.at > now() - ${LOOK_BACK}::interval and e.to_status in ('submitted', 'approved', 'rejected')`,
  )
}
