/**
 * The caller's calendar feed secret: one per user, kept as its hash (secret-token.ts).
 * Creating and renewing are one call that replaces the hash, so the previous URL
 * answers 404 from that moment; revoking deletes it. The feed is read by whoever holds
 * the URL, as its owner is now: a suspended or deleted user's feed answers 404 too.
 */
import { eq } from 'drizzle-orm'
import { endpoints, type CalendarFeed } from '@ihrc/contract'
import type { Db } from '../../db/client'
import { calendarFeeds } from '../../db/schema'
import { newSecretToken, tokenHash } from '../../lib/secret-token'
import { loadCaller, type AuthContext, type Caller } from '../../plugins/access'

export async function feedState(db: Db, auth: AuthContext): Promise<CalendarFeed> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, auth.userId))
  return { active: Boolean(row), created_at: row?.createdAt.toISOString() ?? null, url: null }
}

/** A new secret for the caller (the old one, if any, stops working); the URL is shown this once. */
export async function renewFeed(db: Db, auth: AuthContext, apiUrl: string): Promise<CalendarFeed> {
  const token = newSecretToken()
  const values = { tokenHash: tokenHash(token), createdAt: new Date() }
  await db
    .insert(calendarFeeds)
    .values({ userId: auth.userId, tenantId: auth.tenantId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values })
  const url = `${apiUrl}/${endpoints.notification.calendar.path}?token=${encodeURIComponent(token)}`
  return { active: true, created_at: values.createdAt.toISOString(), url }
}

export async function revokeFeed(db: Db, auth: AuthContext): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, auth.userId))
}

/** The user whose feed `token` opens, with their access as it is now; null for any other token. */
export async function feedOwner(db: Db, token: string): Promise<Caller | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, tenantId: calendarFeeds.tenantId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash(token)))
  return row ? loadCaller(db, row.userId, row.tenantId) : null
}
