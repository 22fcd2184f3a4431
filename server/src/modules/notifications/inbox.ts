/**
 * A user's notifications: the bell's unread list, the paged all list, read marks. Every
 * query is on the caller's own recipient rows (tenant and user from the token), so
 * another user's or another tenant's notification is a 404, exactly like a missing one.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Notification, NotificationQuery } from '@ihrc/contract'
import { preparedPer, samePlanFor, type Db, type DbOrTx } from '../../db/client'
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

/**
 * The bell's call (unread, no filter), which every open console polls: prepared once and
 * planned once (client.ts samePlanFor). The page and its total come from the recipients'
 * index alone, and only the page's rows are joined to their notifications: the cost stays
 * ten lookups however many are unread (the plain statement below joins every one to count it).
 */
const unreadPage = preparedPer((db: Db) => {
  const page = db
    .select({
      notificationId: r.notificationId,
      userId: r.userId,
      isRead: r.isRead,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(r)
    .where(and(eq(r.tenantId, sql.placeholder('tenantId')), eq(r.userId, sql.placeholder('userId')), sql`${r.shown}`, sql`not ${r.isRead}`))
    .orderBy(desc(r.notificationId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page')
  return db
    .select({ ...columns, userId: page.userId, isRead: page.isRead, total: page.total })
    .from(page)
    .innerJoin(n, eq(n.id, page.notificationId))
    .orderBy(desc(page.notificationId))
    .prepare('notifications_unread_page')
})

export async function listNotifications(db: Db, auth: AuthContext, query: Query) {
  if (query.unmarked === true && !query.module && !query.search) {
    const rows = await unreadPage(samePlanFor(db)).execute({
      tenantId: auth.tenantId,
      userId: auth.userId,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    })
    return pagedAnswer(query, rows.map(toItem), rows[0]?.total ?? (query.page > 1 ? await unreadCount(db, auth) : 0))
  }
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

async function unreadCount(db: DbOrTx, auth: AuthContext): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(r)
    .where(and(mine(auth), eq(r.isRead, false)))
  return row?.total ?? 0
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
