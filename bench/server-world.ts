// A bench's world with the real server: an embedded PostgreSQL in a data directory of
// its own (kept between runs when `keepDir` is given), migrated and seeded, data made
// straight in the database by the bench, and the built server (`node server/dist/main.js`,
// as `npm start` runs it) started on it as a child process, measured from outside like a
// browser would. Build the server first (`npm run build:server`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect, type Connection } from '../server/src/db/client'
import { startEmbedded } from '../server/src/db/embedded'
import { runMigrations } from '../server/src/db/migrate'
import { seedReference } from '../server/src/db/reference'
import { createTenantWithAdmin } from '../server/src/modules/auth/accounts'
import { startServer, type ServerProcess } from '../scripts/server-process'
import { signIn } from './profile'
import type { Target } from './watch'

export interface ServerWorld {
  conn: Connection
  databaseUrl: string
  /** The embedded cluster's postmaster: its backends do the database's share of the work. */
  pgPid: number
  /** The server now running (after `restart`, the new one). */
  server(): { baseURL: string; pid: number }
  /** Stops the running server and starts a new one (a figure of memory measures its own work, not what earlier work left). */
  restart(): Promise<{ baseURL: string; pid: number }>
}

export async function withServerWorld(name: string, run: (world: ServerWorld) => Promise<void>, keepDir?: string): Promise<void> {
  const dataDir = keepDir ?? mkdtempSync(join(tmpdir(), `ihrc-bench-${name}-`))
  const cluster = await startEmbedded(join(dataDir, 'pg'))
  const conn = connect(cluster.url)
  // Stopping the cluster ends idle connections; that is expected here, not an error.
  conn.pool.on('error', () => undefined)
  let running: ServerProcess | undefined
  try {
    await runMigrations(conn.pool)
    await seedReference(conn.db)
    const pgPid = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])
    const now = () => {
      if (!running) throw new Error('no server started yet: call restart() first')
      return { baseURL: running.baseURL, pid: running.child.pid! }
    }
    await run({
      conn,
      databaseUrl: cluster.url,
      pgPid,
      server: now,
      async restart() {
        await running?.stop()
        running = await startServer({
          DATABASE_URL: cluster.url,
          DATA_DIR: dataDir,
          DEMO_DATA: '0',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        })
        return now()
      },
    })
  } finally {
    await running?.stop()
    await conn.close()
    await cluster.stop()
    if (!keepDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * A tenant with a group, a company ("<name> Industries"), one location and `branches`
 * branches, made in the database, its admin signing in with `email` and BENCH_PASSWORD.
 */
export async function makeOrganisation(conn: Connection, name: string, email: string, branches: number) {
  const { tenantId, adminId } = await createTenantWithAdmin(conn.db, {
    tenantName: name,
    adminName: name,
    adminEmail: email,
    adminPassword: BENCH_PASSWORD,
  })
  const q = (text: string, ...more: unknown[]) => conn.pool.query(text, [tenantId, adminId, ...more])
  await q(`insert into company_groups (tenant_id, name, created_by) values ($1, $3 || ' Group', $2)`, name)
  await q(
    `insert into companies (tenant_id, group_id, name, created_by) select $1, id, $3 || ' Industries', $2 from company_groups where tenant_id = $1`,
    name,
  )
  await q(`insert into locations (tenant_id, district_id, name, created_by)
    select $1, d.id, d.name || ' Central', $2 from districts d where d.tenant_id is null order by d.id limit 1`)
  await q(
    `insert into branches (tenant_id, company_id, state_id, district_id, location_id, name, address, opening_date, head_count, office_mode, office_type, created_by)
    select $1, c.id, d.state_id, d.id, l.id, 'Branch ' || i, i || ', Market Road', date '2015-01-01', 100, 'physical', 'branch', $2
    from generate_series(1, $3::int) i, companies c, locations l join districts d on d.id = l.district_id
    where c.tenant_id = $1 and l.tenant_id = $1`,
    branches,
  )
  return { tenantId, adminId }
}

export const BENCH_PASSWORD = 'Bench-Pass-123'
const BYSTANDER_EMAIL = 'bystander@bench.test'

/**
 * Another tenant with 20 branches: while the bench's tenant does heavy work, its branch
 * list is what "another tenant's request" means (bench/watch.ts). Returns the watchers'
 * targets for a running server: /health and that list.
 */
export async function makeBystander(conn: Connection): Promise<(baseURL: string) => Promise<Target[]>> {
  await makeOrganisation(conn, 'Bystander', BYSTANDER_EMAIL, 20)
  return async (baseURL) => [
    { name: 'health', url: `${baseURL}/ihrc-api/health` },
    {
      name: "another tenant's branch list",
      url: `${baseURL}/ihrc-api/companyadmin/branch?page=1&page_size=20`,
      headers: await signIn(baseURL, BYSTANDER_EMAIL, BENCH_PASSWORD),
    },
  ]
}
