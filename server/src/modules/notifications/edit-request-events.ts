/**
 * Notifications of edit requests (issue 23): a request reaches those who may decide it
 * (administrators, and users holding Edit on the type's approver menu, by their own or
 * their designation's grants: `userCan(…, approver, 'edit')`, people/can-sql.ts) who see the record: a
 * user limited to some branches is told only of a request they may open, by the rule
 * their queue reads (the registry's `recordScope`, asked of each user's `branch_ids`).
 * Its outcome reaches the requester, by name. Each carries the edited record's type: a request opens its
 * type's queue (notices have their own), an outcome the record itself, which the
 * requester may open where the queue may be closed to them. Like the maker-checker
 * moves (moves.ts), the requests' own rows are the outbox: a job every minute turns the recent ones into notifications keyed by
 * the request and its outcome, so each notifies once whoever runs the job how often.
 * A request decided before the job first sees it reaches no decider, only its outcome.
 */
import { sql } from 'drizzle-orm'
import { editRecordLabel } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import type { EditRequestRegistry } from '../../lib/crud/edit-request-registry'
import { seesEveryBranch, userCan } from '../people/can-sql'
import { notifyAll } from './deliver'

/** How far back each run looks: a day's outage of every instance loses nothing. */
const LOOK_BACK = '2 days'

export async function notifyEditRequests(db: DbOrTx, registry: EditRequestRegistry): Promise<number> {
  const types = registry.all()
  if (!types.length) return 0
  const seesRecord = registry.recordScope(sql`er.record_type`, sql`er.record_id`, sql`er.tenant_id`)(sql`d.branch_ids`, sql`d.id`)
  const rows = types.map((t) => sql`(${t.type}::text, ${editRecordLabel(t.type)}::text, ${t.approver}::text)`)
  const known = sql`(values ${sql.join(rows, sql`, `)}) as k(record_type, label, approver)`
  const made = await notifyAll(
    db,
    sql`
      select er.tenant_id, 'edit_request:' || er.id || ':made' as event_key,
             'Edit request for a ' || lower(k.label) || ' awaits your decision' as title,
             coalesce(u.name, 'A user') || ' asks to change a ' || lower(k.label) || ': ' || er.reason as content,
             'edit_request' as module, er.id as record_id, er.record_type, null::date as due_date,
             array(select d.id from users d
                   where d.tenant_id = er.tenant_id and d.status = 'active' and d.id <> er.requested_by
                     and ${userCan('d', sql`k.approver`, 'edit')} and (${seesEveryBranch('d')} or ${seesRecord}))
               as people
      from edit_requests er
      join ${known} using (record_type)
      left join users u on u.id = er.requested_by
      where er.status = 'pending' and er.created_at > now() - ${LOOK_BACK}::interval`,
  )
  const decided = await notifyAll(
    db,
    sql`
      select er.tenant_id, 'edit_request:' || er.id || ':' || er.status as event_key,
             'Your edit request for a ' || lower(k.label) || ' was ' || er.status as title,
             'Your request to change a ' || lower(k.label) || ' (' || er.reason || ') was ' || er.status ||
               coalesce(': ' || er.remark, '.') as content,
             'edit_outcome' as module, er.record_id, er.record_type, null::date as due_date, array[er.requested_by] as people
      from edit_requests er
      join ${known} using (record_type)
      where er.status in ('approved', 'rejected') and er.decided_at > now() - ${LOOK_BACK}::interval`,
  )
  return made + decided
}
