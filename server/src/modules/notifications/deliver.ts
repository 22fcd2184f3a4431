/**
 * Creating a notification: once per event (`event_key` unique in the tenant: a job run
 * twice, or by two instances at once, inserts it once) and once per person (the
 * recipients' primary key). Each person's settings decide where it shows: in the bell
 * when `in_app_enabled`, by mail when `email_enabled`; with both off they get nothing, and
 * nothing of a kind of event they turned off (`muted_events`).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { NOTIFICATION_DEFAULTS, NOTIFICATION_MODULE, eventKindOf, type NotificationModule } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { notificationRecipients, notificationSettings, notifications, users } from '../../db/schema'

/**
 * A date as a notification's text writes it: year-month-day, the console's one date format
 * (SPEC.md "Default display format is year-month-day"; the SPA's formatDate, the calendar feed),
 * so the bell and the mail name a due date as the list it opens does.
 */
export const shownDate = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`)

export interface NotificationEvent {
  tenantId: number
  /** What happened to which record (and for a reminder, which day): the event's identity. */
  eventKey: string
  title: string
  content: string
  module: NotificationModule
  recordId: number | null
  /** The edited record's type, for an edit request and its outcome (contract `record_type`). */
  recordType?: string | null
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
      recordType: event.recordType ?? null,
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
      muted: notificationSettings.mutedEvents,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(users.tenantId, event.tenantId), inArray(users.id, people)))
  const kind = eventKindOf(event.module)
  const reached = wanted.filter((u) => (u.inApp || u.email) && !u.muted?.includes(kind))
  if (reached.length) {
    await db
      .insert(notificationRecipients)
      .values(reached.map((u) => ({ notificationId: created.id, userId: u.id, tenantId: event.tenantId, shown: u.inApp })))
      .onConflictDoNothing()
  }
  return { notificationId: created.id, mailTo: reached.filter((u) => u.email).map((u) => u.id) }
}

/** A candidate's kind of event (`c.module` → NOTIFICATION_EVENT), as eventKindOf says: the statement's own copy of the one mapping. */
const KIND_OF_CANDIDATE = sql.raw(
  `case c.module ${NOTIFICATION_MODULE.values.map((m) => `when '${m}' then '${eventKindOf(m)}'`).join(' ')} end`,
)

/**
 * Many events at once, set-based (the sweep's 48,000 due items are not 48,000 round
 * trips): `candidates` selects one row per event with `tenant_id`, `event_key`, `title`,
 * `content`, `module`, `record_id`, `due_date` and `people` (user ids), and `record_type`
 * where the module needs one (read by name, so the candidates without it need not
 * select a null). Same rules as `notify`: an event notified before makes nothing; answers the people reached.
 */
export async function notifyAll(db: DbOrTx, candidates: SQL): Promise<number> {
  const { in_app_enabled: inApp, email_enabled: email } = NOTIFICATION_DEFAULTS
  const { rows } = await db.execute<{ n: number }>(sql`
    with candidates as (${candidates}),
    made as (
      insert into notifications (tenant_id, event_key, title, content, module, record_id, record_type, due_date)
      select tenant_id, event_key, title, content, module, record_id, to_jsonb(candidates) ->> 'record_type', due_date from candidates
      on conflict (tenant_id, event_key) do nothing
      returning id, tenant_id, event_key
    ),
    reached as (
      insert into notification_recipients (notification_id, user_id, tenant_id, shown)
      select made.id, u.id, u.tenant_id, coalesce(s.in_app_enabled, ${inApp})
      from made join candidates c using (tenant_id, event_key)
      -- Each event's people looked up by key (users' primary key, per event). Joined on
      -- \`u.id = any(c.people)\` without the fence (\`offset 0\`), the planner, misled by the
      -- CTEs' estimates, joined the due items' reminders to every user of the tenant (800,000
      -- pairs for 2,000 reminders at 400 users: bench/README.md, session s39); unnesting the
      -- people instead scanned all of them once per event for the missing payments. A person
      -- listed twice (an owner who also approves) matches one user row: one recipient.
      cross join lateral (select u.id, u.tenant_id from users u where u.id = any(c.people) and u.tenant_id = c.tenant_id offset 0) u
      left join notification_settings s on s.user_id = u.id
      where (coalesce(s.in_app_enabled, ${inApp}) or coalesce(s.email_enabled, ${email}))
        -- Nobody hears of a kind of event they turned off (Notification Settings).
        and not coalesce(s.muted_events @> array[${KIND_OF_CANDIDATE}], false)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from reached`)
  return rows[0]?.n ?? 0
}
