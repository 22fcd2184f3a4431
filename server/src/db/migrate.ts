import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

// Any constant shared by every node of this product: only one node migrates at a time.
const MIGRATION_LOCK = 4_711_2025

/**
 * Applies the checked-in drizzle-kit migrations (drizzle runs the pending ones in one
 * transaction). Several API nodes may start together against one database, so the
 * run is serialised with a session advisory lock on one dedicated connection.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}
