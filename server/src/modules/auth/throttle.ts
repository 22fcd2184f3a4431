/**
 * Failed sign-in throttling, per account and per client address, in a fixed window.
 * Counters live in the database so every API node enforces the same limits.
 */
import { inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginAttempts } from '../../db/schema'

export interface ThrottleLimits {
  perAccount: number
  perAddress: number
  windowMinutes: number
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMinutes: 15 }

const accountKey = (email: string) => `account:${email}`
const addressKey = (ip: string) => `address:${ip}`

export function loginThrottle(db: Db, limits: ThrottleLimits) {
  const windowInterval = sql.raw(`interval '${Math.trunc(limits.windowMinutes)} minutes'`)

  return {
    /** Seconds until the caller may try again, or 0 when not blocked. */
    async blockedFor(email: string, ip: string): Promise<number> {
      const rows = await db
        .select({
          key: loginAttempts.key,
          failures: loginAttempts.failures,
          wait: sql<number>`ceil(extract(epoch from (${loginAttempts.windowStart} + ${windowInterval} - now())))::int`,
        })
        .from(loginAttempts)
        .where(inArray(loginAttempts.key, [accountKey(email), addressKey(ip)]))
      let wait = 0
      for (const row of rows) {
        const limit = row.key.startsWith('account:') ? limits.perAccount : limits.perAddress
        if (row.failures >= limit && row.wait > 0) wait = Math.max(wait, row.wait)
      }
      return wait
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const expired = sql`${loginAttempts.windowStart} <= now() - ${windowInterval}`
      await db
        .insert(loginAttempts)
        .values([accountKey(email), addressKey(ip)].map((key) => ({ key, windowStart: sql`now()`, failures: 1 })))
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${loginAttempts.windowStart} end`,
          },
        })
      // Housekeeping: forget windows that ended long ago.
      await db.delete(loginAttempts).where(lt(loginAttempts.windowStart, sql`now() - ${windowInterval} * 4`))
    },

    /** A successful sign-in (or a password reset) clears the account's counter. */
    async clearAccount(email: string): Promise<void> {
      await db.delete(loginAttempts).where(inArray(loginAttempts.key, [accountKey(email)]))
    },
  }
}
export type LoginThrottle = ReturnType<typeof loginThrottle>
