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

export function connect(url: string, options: { max?: number } = {}): Connection {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 })
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
