import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

/**
 * One statement on the suite server's own database, for what no screen may do: moving a
 * recorded time back (a tracker row uploaded 25 hours ago) instead of waiting for it.
 * The server runs its embedded cluster under DATA_DIR/pg; PostgreSQL writes the port it
 * listens on as the fourth line of postmaster.pid, and the cluster's superuser is the
 * one server/src/db/embedded.ts creates.
 */
export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const pid = readFileSync(join(inject('dataDir'), 'pg', 'postmaster.pid'), 'utf8').split('\n')
  const client = new pg.Client({ host: '127.0.0.1', port: Number(pid[3]), user: 'postgres', password: 'postgres', database: 'postgres' })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}
