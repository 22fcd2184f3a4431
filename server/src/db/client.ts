import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'

export type Db = NodePgDatabase<typeof schema>

export interface Connection {
  db: Db
  pool: pg.Pool
  close(): Promise<void>
}

// PostgreSQL `date` columns stay 'YYYY-MM-DD' strings: turning them into JS Dates
// would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

export function connect(url: string, options: { max?: number; onIdleError?: (err: Error) => void } = {}): Connection {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 })
  // An idle client losing its connection (the database restarting, say) is emitted on
  // the pool; unheard, that event would crash the process. The pool replaces the client.
  pool.on('error', options.onIdleError ?? (() => {}))
  const db = drizzle(pool, { schema })
  let closed = false
  return {
    db,
    pool,
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/**
 * A hot query prepared once per database handle (tests run several), so neither
 * Drizzle nor PostgreSQL builds or plans it again: `const q = preparedPer(build); q(db).execute(...)`.
 */
export function preparedPer<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const cache = new WeakMap<D, Q>()
  return (db) => {
    let query = cache.get(db)
    if (!query) cache.set(db, (query = build(db)))
    return query
  }
}
