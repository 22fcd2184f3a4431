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
