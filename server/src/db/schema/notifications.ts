/**
 * Notifications (DOMAIN.md "Notifications"): one row per event (`event_key`, unique in
 * the tenant, so a sweep run twice or by two instances creates it once), one recipient
 * row per person it reaches (read mark and mail per person), and each user's settings.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { NOTIFICATION_DEFAULTS, NOTIFICATION_MODULE } from '@ihrc/contract'
import { users } from './auth'
import { tenantColumns, tenants } from './tenant'

/** A table of one row per user (settings, a feed): the user is the key, and the row goes with the user or the tenant. */
const perUserColumns = () => ({
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
})

export const notifications = pgTable(
  'notifications',
  {
    ...tenantColumns(),
    /** What happened to which record, and for reminders which day: 'due_item:12:remind:2026-11-23'. */
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    module: text('module', { enum: NOTIFICATION_MODULE.values }).notNull(),
    recordId: integer('record_id'),
    /** The edited record's type for an edit request and its outcome (contract `record_type`); null otherwise. */
    recordType: text('record_type'),
    dueDate: date('due_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('notifications_event_uq').on(t.tenantId, t.eventKey),
    // What a recipient's one foreign key points at: its notification in its own tenant.
    uniqueIndex('notifications_id_tenant_uq').on(t.id, t.tenantId),
  ],
)

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: integer('notification_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The notification's tenant (the composite key below holds it so; the row goes with its notification, and so with the tenant). */
    tenantId: integer('tenant_id').notNull(),
    /** In the bell and /notifications: the person's `in_app_enabled` when it was created (off: mail only). */
    shown: boolean('shown').notNull().default(true),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when the mail went (or was logged): a retried job never mails twice. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    // One key for the notification and its tenant, not one each: a sweep inserts tens of
    // thousands of rows, each checked against every key (bench/README.md, session s38).
    foreignKey({
      name: 'notification_recipients_notification_fk',
      columns: [t.notificationId, t.tenantId],
      foreignColumns: [notifications.id, notifications.tenantId],
    }).onDelete('cascade'),
    // The bell's count and the lists: one user's rows, unread first, newest first.
    index('notification_recipients_user_idx').on(t.tenantId, t.userId, t.shown, t.isRead, t.notificationId),
  ],
)

export const notificationSettings = pgTable(
  'notification_settings',
  {
    ...perUserColumns(),
    daysBefore: integer('days_before').notNull().default(NOTIFICATION_DEFAULTS.days_before),
    times: integer('times').notNull().default(NOTIFICATION_DEFAULTS.times),
    emailEnabled: boolean('email_enabled').notNull().default(NOTIFICATION_DEFAULTS.email_enabled),
    inAppEnabled: boolean('in_app_enabled').notNull().default(NOTIFICATION_DEFAULTS.in_app_enabled),
    /** The kinds of event (contract NOTIFICATION_EVENT) turned off; a kind added later is on for everyone. */
    mutedEvents: text('muted_events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_settings_days_ck', sql`${t.daysBefore} between 1 and 10`),
    check('notification_settings_times_ck', sql`${t.times} between 1 and 4`),
  ],
)

/**
 * Each user's calendar feed: the hash of the secret its URL carries (secret-token.ts),
 * one per user. Renewing replaces the hash, so the old URL stops at once; revoking
 * deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  ...perUserColumns(),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_uq'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
