/**
 * A user's notifications: the bell's unread list, the paged all list, read marks. Every
 * query is on the caller's own recipient rows (tenant and user from the token), so
 * another user's or another tenant's notification is a 404, exactly like a missing one.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Notification, NotificationQuery } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { notificationRecipients as r, notifications as n } from '../../db/schema'
import { containsPattern, pagedAnswer } from '../../lib/crud'
import { notFound } from '../../lib/errors'
import type { AuthContext } from '../../plugins/access'

type Query = Omit<NotificationQuery, 'page' | 'page_size'> & { page: number; page_size: number }

const columns = {
  id: n.id,
  title: n.title,
  content: n.content,
  module: n.module,
  recordId: n.recordId,
  recordType: n.recordType,
  dueDate: n.dueDate,
  createdAt: n.createdAt,
  userId: r.userId,
  isRead: r.isRead,
}
type Row = Awaited<ReturnType<typeof readRows>>[number]
const readRows = (db: DbOrTx) => db.select(columns).from(r).innerJoin(n, eq(n.id, r.notificationId))

function toItem(row: Row): Notification {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    module: row.module,
    record_id: row.recordId,
    record_type: row.recordType,
    due_date: row.dueDate,
    users: [{ id: row.userId, is_read: row.isRead }],
    created_at: row.createdAt.toISOString(),
  }
}

const mine = (auth: AuthContext) => and(eq(r.tenantId, auth.tenantId), eq(r.userId, auth.userId), eq(r.shown, true))

export async function listNotifications(db: DbOrTx, auth: AuthContext, query: Query) {
  const where: (SQL | undefined)[] = [mine(auth)]
  if (query.unmarked === true) where.push(eq(r.isRead, false))
  if (query.unmarked === false) where.push(eq(r.isRead, true))
  if (query.module) where.push(eq(n.module, query.module))
  if (query.search) where.push(or(ilike(n.title, containsPattern(query.search)), ilike(n.content, containsPattern(query.search))))
  const condition = and(...where)
  // One statement for the page and its total: the bell polls this, and a second round trip
  // for the count was half its cost. Only a page past the end needs the count asked alone.
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(r)
    .innerJoin(n, eq(n.id, r.notificationId))
    .where(condition)
    .orderBy(desc(r.notificationId))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? ((await db.select({ total: count() }).from(r).innerJoin(n, eq(n.id, r.notificationId)).where(condition))[0]?.total ?? 0)
      : 0)
  return pagedAnswer(query, rows.map(toItem), total)
}

export async function markRead(db: DbOrTx, auth: AuthContext, id: number): Promise<Notification> {
  const [updated] = await db
    .update(r)
    .set({ isRead: true, readAt: new Date() })
    .where(and(mine(auth), eq(r.notificationId, id)))
    .returning({ notificationId: r.notificationId })
  if (!updated) throw notFound('Notification')
  const [row] = await readRows(db).where(and(mine(auth), eq(r.notificationId, id)))
  return toItem(row!)
}

export async function markAllRead(db: DbOrTx, auth: AuthContext): Promise<number> {
  const rows = await db
    .update(r)
    .set({ isRead: true, readAt: new Date() })
    .where(and(mine(auth), eq(r.isRead, false)))
    .returning({ id: r.notificationId })
  return rows.length
}
