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

/**
 * `items` custom monthly obligations of the tenant (codes `<code>-1`, …; the i-th due on day
 * `firstDay + 3i` of the next month), each assigned at every branch, its admin owning and
 * approving them. The due items are the caller's to generate.
 */
export async function assignMonthlyObligations(
  conn: Connection,
  tenantId: number,
  adminId: number,
  items: number,
  code: string,
  firstDay: number,
) {
  const q = (text: string) => conn.pool.query(text, [tenantId, adminId])
  await q(`insert into compliance_items (tenant_id, code, act, header, description, category, applies_to, frequency, due_rule, criticality, effective_from, is_custom, created_by)
    select $1, '${code}-' || i, 'Bench Act ' || i, 'Obligation ' || i, 'Bench obligation', 'return', 'central', 'monthly',
      jsonb_build_object('kind', 'day_of_next_month', 'day', ${firstDay} + i * 3), 'medium', '2020-01-01', true, $2
    from generate_series(1, ${items}) i`)
  await q(`insert into compliance_assignments (tenant_id, branch_id, compliance_id, owner_id, approver_id, created_by)
    select $1, b.id, ci.id, $2, $2, $2 from branches b, compliance_items ci where b.tenant_id = $1 and ci.tenant_id = $1`)
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

/**
 * The people of the sweep's benches (issue 23): `people` users (owner1@bench.test, …, with
 * the admin's password, every branch) and `registrations` PF registrations paying the 12
 * months up to two months ago except every seventh (the sweep's missing payments), one
 * paid month in 40 with an arrear challan left unpaid beside it (the sweep's unpaid arrears); one
 * person in twenty records PF at every branch, so the sweep works out each registration's
 * recorders. `ownBy(n)` hands the tenant's assignments round robin to the first n as
 * owners and approvers.
 */
export async function makePeople(conn: Connection, tenantId: number, adminId: number, people: number, registrations: number) {
  const q = (text: string) => conn.pool.query(text, [tenantId, adminId])
  await q(`insert into users (tenant_id, name, email, type, password_hash, branch_ids, permissions, created_by)
    select $1, 'Owner ' || g, 'owner' || g || '@bench.test', 'user', (select password_hash from users where id = $2),
      array(select id from branches where tenant_id = $1), array['audit.due_compliance:list'], $2
    from generate_series(1, ${people}) g`)
  await q(`insert into pf_setups (tenant_id, company_id, pf_code, created_by)
    select $1, c.id, 'MHBAN' || lpad(g::text, 10, '0'), $2 from companies c, generate_series(1, ${registrations}) g where c.tenant_id = $1`)
  await q(`insert into tracker_rows (tenant_id, family, pf_setup_id, company_id, period, payment_date, fields, created_by)
    select $1, 'pf', s.id, s.company_id, m, m + interval '1 month' + interval '14 days', jsonb_build_object('total_challan_amount', 120000), $2
    from pf_setups s cross join generate_series(date_trunc('month', current_date) - interval '13 months',
                                                date_trunc('month', current_date) - interval '2 months', interval '1 month') m
    where s.tenant_id = $1 and (s.id + extract(month from m)::int) % 7 <> 0`)
  // One paid month in 40 also has an arrear challan entered without its payment: reminded of on its own.
  await q(`insert into tracker_rows (tenant_id, family, pf_setup_id, company_id, period, challan_type, fields, created_by)
    select tenant_id, family, pf_setup_id, company_id, period, 'arrear', jsonb_build_object('total_challan_amount', 8000), $2
    from tracker_rows where tenant_id = $1 and family = 'pf' and id % 40 = 0`)
  await conn.pool.query(
    `update users set permissions = permissions || array['remittance.pf_tracker:create']
     where tenant_id = $1 and email like 'owner%@bench.test' and id % 20 = 0`,
    [tenantId],
  )
  return {
    async ownBy(n: number) {
      await conn.pool.query(
        `with people as (select array_agg(id order by id) ids from (select id from users where tenant_id = $1 and email like 'owner%@bench.test' order by id limit $2) u)
        update compliance_assignments a set owner_id = p.ids[1 + a.id % $2], approver_id = p.ids[1 + (a.id + 1) % $2]
        from people p where a.tenant_id = $1`,
        [tenantId, n],
      )
    },
  }
}
