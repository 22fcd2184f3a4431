/**
 * What is read from tables that rarely change (the statutory facts) kept in memory, per
 * database handle (tests and benches run several databases in one process), and read
 * again only once those tables have changed.
 *
 * How every process learns of a change: a statement trigger on each table sets the name's
 * row of `cached_versions` to a new random version (migration
 * 0026_cached-versions-triggers), whoever writes (a node's seed at start, a data fix, a
 * test), and every use reads that one row first (a primary-key read, prepared once). A
 * change committed by any process is seen by the next answer of every other, with no
 * message that could be missed or arrive after the next request (LISTEN/NOTIFY would);
 * a version is never repeated (not by a write after one rolled back, nor after a restore).
 *
 * The version is read before the data: data newer than its version only costs one more
 * read on the next use; data older than its version is never kept.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { cachedVersions } from '../db/schema'
import { preparedOnce, preparedWithReader, type Prepared } from './crud/row-reader'

const statements = new WeakMap<object, Map<string, Prepared>>()

/** Reads of a version asked in the current turn of the event loop, per database handle and name. */
const reading = new WeakMap<object, Map<string, Promise<string>>>()

/**
 * The version of `name`'s tables as `db` sees them ('none' before any write). Uses asked in one synchronous turn share
 * one read (the grid and the dashboard ask for the facts and the late-payment rules side by side: one statement, not
 * two); a use asked in any later turn reads again, so a change committed before it started is always seen.
 */
function versionOf(db: DbOrTx, name: string): Promise<string> {
  let byName = reading.get(db)
  if (!byName) reading.set(db, (byName = new Map()))
  const pending = byName.get(name)
  if (pending) return pending
  const read = preparedOnce(statements, db, 'version', () => {
    const fields = { version: cachedVersions.version }
    const select = db
      .select(fields)
      .from(cachedVersions)
      .where(sql`${cachedVersions.name} = ${sql.placeholder('name')}`)
    return preparedWithReader(db, select.$dynamic(), fields)
  })
  const version = read.execute({ name }).then((rows) => (rows[0] as { version: string } | undefined)?.version ?? 'none')
  byName.set(name, version)
  queueMicrotask(() => byName.delete(name))
  return version
}

/**
 * `load`'s value for `db`, loaded again only when the tables of `name` changed since (each
 * of them carries the trigger of migration 0026). Callers share the value: never mutate it.
 */
export function versionedCache<T>(name: string, load: (db: DbOrTx) => Promise<T>): (db: DbOrTx) => Promise<T> {
  const kept = new WeakMap<object, { version: string; value: Promise<T> }>()
  return async (db) => {
    const version = await versionOf(db, name)
    const entry = kept.get(db)
    if (entry?.version === version) return entry.value
    const value = load(db)
    kept.set(db, { version, value })
    // A failed load is not kept: the next use tries again.
    value.catch(() => kept.get(db)?.value === value && kept.delete(db))
    return value
  }
}
