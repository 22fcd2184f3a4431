/**
 * A table settled after a bulk write, before the upload is answered: VACUUM (ANALYZE).
 *
 * Right after 100,000 uploaded branches a search of them took 750 ms (112 ms of database
 * CPU a request) where the same rows settled take 20 ms, until autovacuum came by a
 * minute later; on a table shared by many tenants it may not come for much longer (it
 * waits for a tenth of the whole table to change). Three things were stale: the
 * statistics, which still said the tenant had no rows, so the planner read all of
 * them instead of the search's trigram matches; the trigram indexes' pending lists
 * (GIN's fast update), which every search reads through; and the visibility map, without
 * which the capped count visits the table for every row. VACUUM (ANALYZE) mends all
 * three, reading only the pages changed since the last one.
 *
 * It waits for the table rather than skip it (no SKIP_LOCKED): an autovacuum that holds the
 * table began before these rows were committed, so its statistics would not count them (CI
 * saw a planner estimate of 1 after 1,000 uploaded rows). A waiting VACUUM is not held long:
 * PostgreSQL cancels an autovacuum (all but an anti-wraparound one) that blocks another's
 * lock after deadlock_timeout, and another upload's settling reads only its own changed pages.
 * An anti-wraparound autovacuum is not cancelled and may run for long: after
 * SETTLE_LOCK_WAIT the upload is answered and the table left to it.
 */
import { getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger } from 'fastify'
import { poolOf, type Db } from '../../db/client'

/** Rows a bulk write adds before the table is settled: one upload batch. Fewer are autovacuum's to mind. */
export const SETTLE_AFTER_ROWS = 1000

/** How long an upload waits for its table before it is answered unsettled. */
export const SETTLE_LOCK_WAIT = '10s'

export async function settleAfterBulkWrite(
  db: Db,
  table: PgTable,
  rows: number,
  log: FastifyBaseLogger,
  lockWait: string = SETTLE_LOCK_WAIT,
): Promise<void> {
  if (rows < SETTLE_AFTER_ROWS) return
  // A connection of its own: the wait is set on it, and VACUUM refuses to run in a transaction.
  const client = await poolOf(db).connect()
  try {
    await client.query(`set lock_timeout = ${client.escapeLiteral(lockWait)}`)
    await client.query(`vacuum (analyze) ${client.escapeIdentifier(getTableName(table))}`)
  } catch (err) {
    // The rows are written; a table held too long, or a role not let to vacuum, is left to autovacuum.
    log.warn({ err }, 'could not vacuum the table after a bulk write')
  } finally {
    await client.query('reset lock_timeout').catch(() => undefined)
    client.release()
  }
}
