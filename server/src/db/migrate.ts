import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** drizzle-kit's list of the checked-in migrations, in order (tag = file name, when = its time). */
export interface Journal {
  version: string
  dialect: string
  entries: { idx: number; tag: string; when: number }[]
}
export function readJournal(): Journal {
  return JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal
}

// Any constant shared by every node of this product: only one node prepares the database at a time.
const START_LOCK = 4_711_2025

/**
 * Runs `work` holding the start-up lock, a session advisory lock on one dedicated
 * connection: several API nodes may start together against one database, and the
 * second waits until the first has migrated and seeded, then finds nothing to do.
 */
async function holdingStartLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK])
    try {
      return await work(client)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK])
    }
  } finally {
    client.release()
  }
}

/** Applies the checked-in drizzle-kit migrations (drizzle runs the pending ones in one transaction). */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await holdingStartLock(pool, (client) => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }))
}

/**
 * A start's database work under one lock: the migrations, then `seed` (reference data,
 * the demo tenant on an empty database), which may use other connections of the pool.
 */
export async function prepareDatabase<T>(pool: pg.Pool, seed: () => Promise<T>): Promise<T> {
  return holdingStartLock(pool, async (client) => {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR })
    return seed()
  })
}
