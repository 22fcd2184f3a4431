/**
 * Creating a notification: once per event (`event_key` unique in the tenant: a job run
 * twice, or by two instances at once, inserts it once) and once per person (the
 * recipients' primary key). Each person's settings decide where it shows: in the bell
 * when `in_app_enabled`, by mail when `email_enabled`; with both off they get nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { NOTIFICATION_DEFAULTS, type NotificationModule } from '@ihrc/contract'
import type { DbOrTx } from '../../db/reference'
import { notificationRecipients, notificationSettings, notifications, users } from '../../db/schema'

export interface NotificationEvent {
  tenantId: number
  /** What happened to which record (and for a reminder, which day): the event's identity. */
  eventKey: string
  title: string
  content: string
  module: NotificationModule
  recordId: number | null
  dueDate: string | null
  /** The people concerned; repeats and users of other tenants are dropped. */
  userIds: readonly number[]
}

export interface Delivered {
  notificationId: number
  /** Those who asked for mail. */
  mailTo: number[]
}

/** The notification made, or null when this event was notified before. */
export async function notify(db: DbOrTx, event: NotificationEvent): Promise<Delivered | null> {
  const people = [...new Set(event.userIds)]
  if (!people.length) return null
  const [created] = await db
    .insert(notifications)
    .values({
      tenantId: event.tenantId,
      eventKey: event.eventKey,
      title: event.title,
      content: event.content,
      module: event.module,
      recordId: event.recordId,
      dueDate: event.dueDate,
    })
    .onConflictDoNothing({ target: [notifications.tenantId, notifications.eventKey] })
    .returning({ id: notifications.id })
  if (!created) return null
  const wanted = await db
    .select({
      id: users.id,
      inApp: sql<boolean>`coalesce(${notificationSettings.inAppEnabled}, ${NOTIFICATION_DEFAULTS.in_app_enabled})`,
      email: sql<boolean>`coalesce(${notificationSettings.emailEnabled}, ${NOTIFICATION_DEFAULTS.email_enabled})`,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(users.tenantId, event.tenantId), inArray(users.id, people)))
  const reached = wanted.filter((u) => u.inApp || u.email)
  if (reached.length) {
    await db
      .insert(notificationRecipients)
      .values(reached.map((u) => ({ notificationId: created.id, userId: u.id, tenantId: event.tenantId, shown: u.inApp })))
      .onConflictDoNothing()
  }
  return { notificationId: created.id, mailTo: reached.filter((u) => u.email).map((u) => u.id) }
}
