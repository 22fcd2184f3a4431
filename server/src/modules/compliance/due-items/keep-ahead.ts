/**
 * The daily keep-ahead: as days pass, every active assignment's due items are extended
 * to 12 months ahead, and months that have ended with every item closed are certified
 * (certificates/auto-generate.ts). One node at a time (a transaction-scoped advisory lock; a node
 * that finds it taken skips the round), and each run adds only what is missing.
 */
import { sql } from 'drizzle-orm'
import { businessToday } from '@ihrc/contract'
import type { Db } from '../../../db/client'
import { certifyClosedMonths } from '../certificates/auto-generate'
import { generateDueItems } from './generate'

const LOCK = sql`hashtext('due-items-keep-ahead')`
/** A day in India turns at 18:30 UTC; checking four times a day keeps the window at most 6 hours late. */
export const KEEP_AHEAD_EVERY_MS = 6 * 60 * 60 * 1000

/** Adds the missing due items on `today`; null when another node holds the run. */
export async function keepDueItemsAhead(db: Db, today: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ got: boolean }>(sql`select pg_try_advisory_xact_lock(${LOCK}) as got`)
    if (!lock.rows[0]?.got) return null
    const added = await generateDueItems(tx, {}, today)
    await certifyClosedMonths(tx, today)
    return added
  })
}

/** Runs now and then every KEEP_AHEAD_EVERY_MS; returns what stops it. Failures are logged and retried next round. */
export function startKeepAhead(db: Db, log: { info(o: object, m: string): void; error(o: object, m: string): void }): () => void {
  const run = () =>
    keepDueItemsAhead(db, businessToday()).then(
      (added) => added && log.info({ added }, 'due items kept 12 months ahead'),
      (err: unknown) => log.error({ err }, 'keeping due items ahead failed'),
    )
  void run()
  const timer = setInterval(() => void run(), KEEP_AHEAD_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
