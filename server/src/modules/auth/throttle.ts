/**
 * Failed sign-in throttling that slows an attacker without locking the owner out:
 *
 * - one account from one client address: after `perPair` failures that pair is refused
 *   (429) until its window ends;
 * - one client address, across accounts: after `perAddress` failures it is refused;
 * - one account from anywhere: never refused (a refusal here would let anyone lock any
 *   account). After `accountFreeFailures` failures every attempt on it, right or wrong,
 *   waits first: `accountDelayMs`, doubling with each further failure, up to
 *   `accountMaxDelayMs`. The owner signing in from their own address gets in, late.
 *
 * Fixed windows of `windowMinutes`, counted in the database so every API node enforces
 * the same limits. A successful sign-in clears the account's and that pair's counts; a
 * password reset clears the account's and all its pairs'.
 */
import { eq, inArray, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginAttempts } from '../../db/schema'

export interface ThrottleLimits {
  perPair: number
  perAddress: number
  windowMinutes: number
  accountFreeFailures: number
  accountDelayMs: number
  accountMaxDelayMs: number
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perPair: 5,
  perAddress: 20,
  windowMinutes: 15,
  accountFreeFailures: 5,
  accountDelayMs: 1000,
  accountMaxDelayMs: 10_000,
}

const accountKey = (email: string) => `account:${email}`
const addressKey = (ip: string) => `address:${ip}`
// An email holds no newline, so the prefix of one account's pairs matches no other account.
const pairPrefix = (email: string) => `pair:${email}\n`
const pairKey = (email: string, ip: string) => `${pairPrefix(email)}${ip}`

export interface Verdict {
  /** Seconds until this pair or address may try again; 0 when not refused. */
  refusedFor: number
  /** Milliseconds to wait before checking the password. */
  delayMs: number
}

export function loginThrottle(db: Db, limits: ThrottleLimits) {
  const windowInterval = sql.raw(`interval '${Math.trunc(limits.windowMinutes)} minutes'`)

  return {
    async check(email: string, ip: string): Promise<Verdict> {
      const rows = await db
        .select({
          key: loginAttempts.key,
          failures: loginAttempts.failures,
          wait: sql<number>`ceil(extract(epoch from (${loginAttempts.windowStart} + ${windowInterval} - now())))::int`,
        })
        .from(loginAttempts)
        .where(inArray(loginAttempts.key, [accountKey(email), addressKey(ip), pairKey(email, ip)]))
      const verdict: Verdict = { refusedFor: 0, delayMs: 0 }
      for (const row of rows) {
        if (row.wait <= 0) continue
        if (row.key === accountKey(email)) {
          const over = row.failures - limits.accountFreeFailures
          if (over > 0) verdict.delayMs = Math.min(limits.accountDelayMs * 2 ** Math.min(over - 1, 30), limits.accountMaxDelayMs)
          continue
        }
        const limit = row.key === addressKey(ip) ? limits.perAddress : limits.perPair
        if (row.failures >= limit) verdict.refusedFor = Math.max(verdict.refusedFor, row.wait)
      }
      return verdict
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const expired = sql`${loginAttempts.windowStart} <= now() - ${windowInterval}`
      await db
        .insert(loginAttempts)
        .values([accountKey(email), addressKey(ip), pairKey(email, ip)].map((key) => ({ key, windowStart: sql`now()`, failures: 1 })))
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

    /** After a successful sign-in from `ip`. */
    async clearSignIn(email: string, ip: string): Promise<void> {
      await db.delete(loginAttempts).where(inArray(loginAttempts.key, [accountKey(email), pairKey(email, ip)]))
    },

    /** After a password reset: the account starts afresh from every address. */
    async clearAccount(email: string): Promise<void> {
      await db
        .delete(loginAttempts)
        .where(or(eq(loginAttempts.key, accountKey(email)), sql`starts_with(${loginAttempts.key}, ${pairPrefix(email)})`))
    },
  }
}
