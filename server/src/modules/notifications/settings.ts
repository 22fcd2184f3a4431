/**
 * Each user's notification settings (`notifications/settings`): their own row, or the
 * defaults (NOTIFICATION_DEFAULTS) until they save one.
 */
import { eq } from 'drizzle-orm'
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENT,
  type NotificationEventKind,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@ihrc/contract'
import type { AuthContext } from '../../plugins/access'
import type { DbOrTx } from '../../db/client'
import { notificationSettings } from '../../db/schema'

export async function settingsOf(db: DbOrTx, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId))
  if (!row) return { ...NOTIFICATION_DEFAULTS, events: [...NOTIFICATION_EVENT.values], updated_at: null }
  return {
    days_before: row.daysBefore,
    times: row.times,
    email_enabled: row.emailEnabled,
    in_app_enabled: row.inAppEnabled,
    events: NOTIFICATION_EVENT.values.filter((kind) => !row.mutedEvents.includes(kind)),
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function saveSettings(db: DbOrTx, auth: AuthContext, body: NotificationSettingsBody): Promise<NotificationSettings> {
  const values = {
    daysBefore: body.days_before,
    times: body.times,
    emailEnabled: body.email_enabled,
    inAppEnabled: body.in_app_enabled,
    // The kinds left out are kept as turned off; without `events` the saved choice stays.
    ...(body.events && { mutedEvents: NOTIFICATION_EVENT.values.filter((kind: NotificationEventKind) => !body.events!.includes(kind)) }),
    updatedAt: new Date(),
  }
  await db
    .insert(notificationSettings)
    .values({ userId: auth.userId, tenantId: auth.tenantId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
  return settingsOf(db, auth.userId)
}
