// Due items at real size (issue 12): 50 branches × 80 assigned items, their due items
// generated 12 months ahead (timed, in this process, as the assignment and the daily
// keep-ahead run it), then the real server measured from outside: compliance/data
// filtered by status and branch (autocannon, 10 connections); the daily notifications
// sweep over them with 200 owners and approvers, plus 500 PF registrations × 12 months of
// tracker rows with some months missing (the sweep's missing payments, read through the
// grid: one person in twenty records PF), and the bell's unread call. Prints goal and figure;
// the sweep's time also as the number of GET profile requests the server answers in it
// (measured in the same run), the ratio a busy machine disturbs least.
// Run: node --import tsx bench/compliance-due-items.ts   (figures: bench/README.md)
// Not a test: nothing asserts.
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
// @ts-expect-error: pg's internal helper has no types; it is how the driver writes a value as text.
import { prepareValue } from 'pg/lib/utils.js'
import { businessToday } from '@ihrc/contract'
import { connect, samePlanFor } from '../server/src/db/client'
import { startEmbedded } from '../server/src/db/embedded'
import { runMigrations } from '../server/src/db/migrate'
import { seedReference } from '../server/src/db/reference'
import { generateDueItems } from '../server/src/modules/compliance/due-items/generate'
import { dailySweep } from '../server/src/modules/notifications/sweep'
import { startServer } from '../scripts/server-process'
import { sheetFile } from '../server/test/kit/sheet-file'
import { profileFigures, treeCpuMs } from './profile'
import { BENCH_PASSWORD, makeBystander, makeOrganisation, makePeople } from './server-world'
import { atRest, measureHeavy } from './watch'

const BRANCHES = 50
const ITEMS = 80
const PEOPLE = 200
const REGISTRATIONS = 500
const API = '/ihrc-api/companyadmin'
const ADMIN = { email: 'due@bench.test', password: BENCH_PASSWORD }
const row = (what: string, goal: string, figure: string) => console.log(`${what.padEnd(52)} goal ${goal.padEnd(14)} measured ${figure}`)

console.log(`\n== Due items: ${BRANCHES} branches × ${ITEMS} items × 12 months ==`)
const dataDir = mkdtempSync(join(tmpdir(), 'ihrc-bench-due-'))
const cluster = await startEmbedded(join(dataDir, 'pg'))
const conn = connect(cluster.url)
conn.pool.on('error', () => undefined)
let server: Awaited<ReturnType<typeof startServer>> | undefined
try {
  await runMigrations(conn.pool)
  await seedReference(conn.db)
  const { tenantId, adminId } = await makeOrganisation(conn, 'Bench', ADMIN.email, BRANCHES)
  const q = (text: string) => conn.pool.query(text, [tenantId, adminId])
  // Custom monthly items (their periods and due dates are counted like library items; statutory ones also read the rules).
  await q(`insert into compliance_items (tenant_id, code, act, header, description, category, applies_to, frequency, due_rule, criticality, effective_from, is_custom, created_by)
    select $1, 'BENCH-' || i, 'Bench Act ' || (i % 12), 'Obligation ' || i, 'Bench obligation', 'return', 'central', 'monthly',
      case when i % 4 = 0 then '{"kind":"statutory","scheme":"pf"}'::jsonb else jsonb_build_object('kind', 'day_of_next_month', 'day', 1 + i % 28) end,
      'medium', '2020-01-01', true, $2
    from generate_series(1, ${ITEMS}) i`)
  const assigned = await q(`insert into compliance_assignments (tenant_id, branch_id, compliance_id, owner_id, approver_id, created_by)
    select $1, b.id, ci.id, $2, $2, $2 from branches b, compliance_items ci where b.tenant_id = $1 and ci.tenant_id = $1 returning id`)

  const today = businessToday()
  const t0 = performance.now()
  const added = await generateDueItems(conn.db, { tenantId }, today)
  const generateMs = performance.now() - t0
  const t1 = performance.now()
  const again = await generateDueItems(conn.db, { tenantId }, today)
  const againMs = performance.now() - t1
  row(
    `generation for ${assigned.rowCount} assignments`,
    '—',
    `${added.toLocaleString('en')} due items in ${(generateMs / 1000).toFixed(2)} s`,
  )
  row('the same again (keep-ahead, nothing missing)', '—', `${again} added in ${(againMs / 1000).toFixed(2)} s`)
  // Half of what is past its due date submitted and approved, so the statuses are mixed.
  await q(`update due_items set status = 'approved', outcome = 'complied', complied_on = due_date, approved_by = $2, approved_at = now()
    where tenant_id = $1 and due_date < current_date and id % 2 = 0`)
  // Issue 23: 200 people own and approve them (round robin), and the daily sweep runs over all of them, with
  // 500 PF registrations' missing payments.
  await (await makePeople(conn, tenantId, adminId, PEOPLE, REGISTRATIONS)).ownBy(PEOPLE)
  const items = (await conn.pool.query(`select count(*)::int n from due_items where tenant_id = $1`, [tenantId])).rows[0].n as number
  const rows = (await conn.pool.query(`select count(*)::int n from tracker_rows where tenant_id = $1`, [tenantId])).rows[0].n as number
  const sweeps: number[] = []
  for (const run of ['first run', 'again the same day (nothing new)']) {
    const s0 = performance.now()
    const made = await dailySweep(conn.db, today)
    sweeps.push(performance.now() - s0)
    row(
      `daily notifications sweep, ${run}`,
      '< 10 s',
      `${(sweeps.at(-1)! / 1000).toFixed(2)} s over ${items.toLocaleString('en')} due items, ${REGISTRATIONS} registrations with ${rows.toLocaleString('en')} tracker rows and ${PEOPLE} people: ` +
        `${made.reminders} reminders, ${made.overdue} overdue notices, ${made.missingPayments} missing payments reached`,
    )
  }
  const bystander = await makeBystander(conn)
  await conn.pool.query('vacuum analyze')

  server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'warn' })
  const login = await fetch(`${server.baseURL}${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
  const profile = await profileFigures(server.baseURL, { headers, warmUp: true })
  console.log(profile.line)
  for (const [i, ms] of sweeps.entries())
    row(
      `the sweep, ${i ? 'again' : 'first run'}, in GET profile requests`,
      '—',
      `${((ms / 1000) * profile.rps).toFixed(0)} (${(ms / 1000).toFixed(2)} s × ${profile.rps.toFixed(0)} req/s)`,
    )
  const branch = (await conn.pool.query(`select id from branches where tenant_id = $1 order by id offset 17 limit 1`, [tenantId])).rows[0]
    .id as number
  if (process.env.EXPLAIN) await explain(conn, tenantId, adminId, branch)
  const lists = [
    { what: 'compliance/data, page 1 (no filter)', path: '/compliance/data' },
    { what: 'compliance/data?data_status[]=due&branch_id', path: `/compliance/data?data_status[]=due&branch_id=${branch}` },
    { what: 'compliance/data?data_status[]=overdue&branch_id', path: `/compliance/data?data_status[]=overdue&branch_id=${branch}` },
    { what: 'compliance/data?data_status[]=approved (all branches)', path: '/compliance/data?data_status[]=approved' },
  ]
  // BELL_ONLY=1: the bell's call alone (its profile, its before and after).
  if (process.env.BELL_ONLY === '1') lists.length = 0
  await autocannon({ url: `${server.baseURL}${API}/compliance/data`, connections: 10, duration: 1, headers })
  // CPU per request (the server's, and the embedded PostgreSQL's backends'): what a busy machine disturbs least.
  const pid = server.child.pid!
  const pgPid = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])
  for (const { what, path } of lists) {
    const cpu0 = [treeCpuMs(pid), treeCpuMs(pgPid)]
    const r = await autocannon({ url: `${server.baseURL}${API}${path}`, connections: 10, duration: 10, headers })
    const perRequest = (ms: number) => `${((1000 * ms) / r.requests.total).toFixed(0)} µs`
    const cpu = `CPU per request: server ${perRequest(treeCpuMs(pid) - cpu0[0]!)}, PostgreSQL ${perRequest(treeCpuMs(pgPid) - cpu0[1]!)}`
    row(
      what,
      'p99 < 30 ms',
      `p99 ${r.latency.p99} ms, ${r.requests.average.toFixed(0)} req/s, non-2xx ${r.non2xx}, errors ${r.errors}; ${cpu}`,
    )
  }

  // The bell's call (issue 23): one owner's unread notifications, as the console polls it.
  // BELL_BUILDS=dist-a,dist-b (server/ folders of two builds): the call measured on each in
  // turn, three rounds, so a before and an after share the same minutes and the same data.
  const builds = process.env.BELL_BUILDS?.split(',').filter(Boolean) ?? []
  const unread = (
    await conn.pool.query(`select count(*)::int n from notification_recipients r join users u on u.id = r.user_id
    where u.email = 'owner1@bench.test' and r.shown and not r.is_read`)
  ).rows[0].n as number
  for (const round of builds.length ? [1, 2, 3] : [0])
    for (const build of builds.length ? builds : ['']) {
      if (build) {
        await server.stop()
        symlinkAt(build, 'server/dist')
        server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'warn' })
      }
      const figure = await bellFigure(server.baseURL, server.child.pid!, pgPid)
      const load = loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')
      row(
        `unread notifications (the bell), one owner${build ? `, ${build} round ${round}` : ''}`,
        'p99 < 10 ms',
        `${figure} (${unread} unread; load average ${load})`,
      )
    }
  // The heavy routes of the area, each with /health and another tenant's list asked throughout.
  if (process.env.BELL_ONLY !== '1') {
    const watchers = await bystander(server.baseURL)
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server!.baseURL}${API}${path}`, { ...init, headers: { ...headers, ...init.headers } })
    const rest = await atRest(watchers)
    const heavy = (what: string, work: () => Promise<Response>) => measureHeavy(what, watchers, rest, work)

    await heavy('export of every due item (compliance/data/export)', () => api('/compliance/data/export'))
    const upload = (file: Buffer) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file)]), 'due-items.xlsx')
      return api('/compliance/data/bulk-update', { method: 'POST', body: form })
    }
    const refused = await sheetFile(
      ['ID', 'Complied on', 'Remark'],
      (function* () {
        for (let i = 0; i < 49_000; i++) yield ['x', '2024-13-45', 'r']
      })(),
    )
    await heavy('bulk update of 49,000 refused rows', () => upload(refused))
    const open = await conn.pool.query<{ id: number }>(
      `select id from due_items where tenant_id = $1 and status <> 'approved' order by id limit 1000`,
      [tenantId],
    )
    const remarks = await sheetFile(
      ['ID', 'Complied on', 'Remark'],
      open.rows.map((r) => [r.id, null, 'Checked in the bench']),
    )
    await heavy(`bulk update of ${open.rowCount} rows (remarks)`, () => upload(remarks))
    // A certificate for a month that has ended, with every branch's due items: the earliest
    // month's items (due this month or last) are dated a month earlier if need be.
    await conn.pool.query(
      `update due_items set due_date = due_date - interval '1 month'
     where tenant_id = $1 and due_date >= date_trunc('month', current_date) and due_date < date_trunc('month', current_date) + interval '1 month'`,
      [tenantId],
    )
    const ended = await conn.pool.query<{ year: number; month: number }>(
      `select extract(year from due_date)::int as year, extract(month from due_date)::int as month from due_items
     where tenant_id = $1 and due_date < date_trunc('month', current_date) group by 1, 2 order by count(*) desc limit 1`,
      [tenantId],
    )
    const month = ended.rows[0]!
    const company = (await conn.pool.query<{ id: number }>(`select id from companies where tenant_id = $1`, [tenantId])).rows[0]!.id
    const generated = await heavy(`certificate generation, ${month.year}-${String(month.month).padStart(2, '0')}`, () =>
      api('/certificate/generate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ company_id: company, ...month }),
      }),
    )
    const certificate = (JSON.parse(generated.body.toString()) as { data?: { id?: number } }).data?.id
    if (certificate) await heavy('certificate download', () => api(`/certificate/download/${certificate}`))
  }
} finally {
  await server?.stop()
  await conn.close()
  await cluster.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

/**
 * p99 and throughput of one owner's unread list, as the bell polls it (10 connections, 10 s
 * after a 1 s warm-up), and the CPU a request of the server process and of PostgreSQL.
 */
async function bellFigure(baseURL: string, pid: number, pgPid: number): Promise<string> {
  const owner = await fetch(`${baseURL}${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner1@bench.test', password: ADMIN.password }),
  })
  const headers = { authorization: `Bearer ${((await owner.json()) as { data: { token: string } }).data.token}` }
  const url = `${baseURL}${API}/notifications?unmarked=true&page_size=10`
  await autocannon({ url, connections: 10, duration: 1, headers })
  const cpu0 = [treeCpuMs(pid), treeCpuMs(pgPid)]
  const bell = await autocannon({ url, connections: 10, duration: 10, headers })
  const perRequest = (ms: number) => `${((1000 * ms) / bell.requests.total).toFixed(0)} µs`
  const cpu = `CPU per request: server ${perRequest(treeCpuMs(pid) - cpu0[0]!)}, PostgreSQL ${perRequest(treeCpuMs(pgPid) - cpu0[1]!)}`
  return `p99 ${bell.latency.p99} ms, ${bell.requests.average.toFixed(0)} req/s, non-2xx ${bell.non2xx}; ${cpu}`
}

/** `link` (a path) made a symbolic link to `target` (a sibling folder's name), replacing what was there. */
function symlinkAt(target: string, link: string) {
  rmSync(link, { recursive: true, force: true })
  symlinkSync(target, link)
}

/** EXPLAIN ANALYZE of the statements each measured filtered list runs, and the bell's (EXPLAIN=1). */
async function explain(c: ReturnType<typeof connect>, tenantId: number, userId: number, branchId: number) {
  const { dueItemResource } = await import('../server/src/modules/compliance/due-items/resource')
  const { listNotifications } = await import('../server/src/modules/notifications/inbox')
  const auth = { tenantId, userId, type: 'admin' as const, permissions: [], branchIds: null }
  // Both pools: statements planned once run on the twin pool (client.ts samePlanFor).
  const pools = [c.pool, (samePlanFor(c.db) as unknown as { $client: typeof c.pool }).$client]
  const queries = pools.map((p) => p.query.bind(p) as (...args: unknown[]) => Promise<unknown>)
  const owner = (await c.pool.query(`select id from users where email = 'owner1@bench.test'`)).rows[0].id as number
  const filters = [
    { 'data_status[]': ['due'], branch_id: branchId },
    { 'data_status[]': ['overdue'], branch_id: branchId },
    { 'data_status[]': ['approved'] },
    { bell: true },
  ]
  for (const filter of filters) {
    const seen: { text: string; values: unknown[] }[] = []
    for (const [i, pool] of pools.entries())
      (pool as unknown as { query: unknown }).query = (config: { text: string; values?: unknown[] }, ...rest: unknown[]) => {
        if (typeof config === 'object' && /^\s*select/i.test(config.text))
          seen.push({ text: config.text, values: config.values ?? (rest[0] as unknown[]) ?? [] })
        return queries[i]!(config, ...rest)
      }
    if ('bell' in filter) await listNotifications(c.db, { ...auth, userId: owner }, { page: 1, page_size: 10, unmarked: true })
    else await dueItemResource.list({ db: c.db, auth }, { page: 1, page_size: 20, ...filter } as never, true)
    for (const [i, pool] of pools.entries()) (pool as unknown as { query: unknown }).query = queries[i]
    for (const s of seen) {
      const plan = (await c.pool.query(`explain (analyze, buffers) ${s.text}`, s.values)) as { rows: { 'QUERY PLAN': string }[] }
      console.log(`-- ${JSON.stringify(filter)}\n${s.text}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`)
      // The plan a prepared statement may settle on after its first runs (plan_cache_mode auto).
      const client = await c.pool.connect()
      try {
        await client.query('set plan_cache_mode = force_generic_plan')
        await client.query(`prepare generic_plan as ${s.text}`)
        // EXECUTE takes literals, not bind parameters: each value as the driver would send it.
        const args = s.values.map((v) => (v === null ? 'null' : client.escapeLiteral(String(prepareValue(v))))).join(', ')
        const generic = await client.query(`explain (analyze) execute generic_plan${args ? `(${args})` : ''}`)
        console.log(`-- the same, generic plan\n${generic.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')}\n`)
        // EXPLAIN ANALYZE's own clock reads can distort a plan's times: both plans timed plainly too.
        for (const mode of ['force_generic_plan', 'force_custom_plan']) {
          await client.query(`set plan_cache_mode = ${mode}`)
          const t0 = performance.now()
          for (let i = 0; i < 50; i++) await client.query(`execute generic_plan${args ? `(${args})` : ''}`)
          console.log(`-- ${mode}: ${((performance.now() - t0) / 50).toFixed(2)} ms a run (50 runs)`)
        }
      } finally {
        await client.query('deallocate all').catch(() => undefined)
        client.release()
      }
    }
  }
}
