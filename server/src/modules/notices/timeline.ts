/**
 * A notice's timeline (DOMAIN.md: created, replied, followed up, edited, closed, with
 * actor and time): its audit trail, its replies and its follow-ups, oldest first; and
 * the thread it belongs to (the root notice and every notice under it).
 */
import { and, sql } from 'drizzle-orm'
import {
  NOTICE_CLOSED,
  type AuditEntry,
  type Notice,
  type NoticeEvent,
  type NoticeTimeline,
  type NoticeTimelineEntry,
} from '@ihrc/contract'
import { notices } from '../../db/schema'
import { branchScope, type RequestContext } from '../../lib/crud'
import { readTrail } from '../../lib/crud/audit-trail'
import { noticeResource, noticeScope } from './notice'
import { readReplies } from './replies'

function eventOf(entry: AuditEntry): NoticeEvent {
  switch (entry.action) {
    case 'create':
      return 'created'
    case 'document':
      return 'document'
    case 'request':
    case 'approve':
    case 'reject':
      return entry.action
    default:
      return entry.changes.some((c) => c.field === 'status' && c.after === NOTICE_CLOSED) ? 'closed' : 'edited'
  }
}

const entry = (e: Omit<NoticeTimelineEntry, 'reply_id' | 'follow_up' | 'remark' | 'changes'> & Partial<NoticeTimelineEntry>) => ({
  changes: [],
  remark: null,
  reply_id: null,
  follow_up: null,
  ...e,
})

export async function timelineOf(ctx: RequestContext, id: number): Promise<NoticeTimeline> {
  const notice = await noticeResource.get(ctx, id)
  const [trail, replies, children, thread] = await Promise.all([
    readTrail(ctx.db, ctx.auth.tenantId, noticeResource.spec.path, id),
    readReplies(ctx, id),
    noticeResource.list(ctx, { parent_id: id, page: 1, page_size: 200, sort: 'notice_date', order: 'asc' }, false),
    threadOf(ctx, notice),
  ])
  const entries: NoticeTimelineEntry[] = [
    ...trail.map((e) => entry({ event: eventOf(e), at: e.at, actor: e.actor, changes: e.changes, remark: e.remark })),
    ...replies.map((r) => entry({ event: 'replied', at: r.created_at, actor: r.created_by, remark: r.text, reply_id: r.id })),
    ...children.items.map((c) =>
      entry({ event: 'followed_up', at: c.created_at, actor: null, follow_up: { id: c.id, reference_number: c.reference_number } }),
    ),
  ]
  // Same instant: the record's own entry before what followed from it (a reply's closing edit after the reply).
  const order: Partial<Record<NoticeEvent, number>> = { created: 0, replied: 1, followed_up: 1 }
  entries.sort((a, b) => a.at.localeCompare(b.at) || (order[a.event] ?? 2) - (order[b.event] ?? 2))
  return { notice, replies, thread, entries }
}

/** The root of the notice's chain of parents, then every notice under that root the caller sees, by notice date. */
async function threadOf({ db, auth }: RequestContext, notice: Notice) {
  const rows = await db.execute<{ id: number; reference_number: string; notice_date: string; status: string; notice_type: string }>(sql`
    with recursive up as (
      select id, parent_id from ${notices} where id = ${notice.id} and tenant_id = ${auth.tenantId}
      union all select n.id, n.parent_id from ${notices} n join up on n.id = up.parent_id where n.tenant_id = ${auth.tenantId}
    ), root as (select id from up where parent_id is null limit 1),
    down as (
      select id from root
      union all select n.id from ${notices} n join down on n.parent_id = down.id where n.tenant_id = ${auth.tenantId}
    )
    select ${notices.id}, ${notices.referenceNumber}, ${notices.noticeDate}::text as notice_date, ${notices.status}, ${notices.noticeType}
    from ${notices} join down on ${notices.id} = down.id where ${and(sql`true`, ...branchScope(auth, noticeScope))}
    order by ${notices.noticeDate}, ${notices.id}`)
  const list = rows.rows
  return list.length > 1 ? list : []
}
