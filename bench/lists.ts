// Lists at real size (issue 10): a tenant with 101,000 branches, made in seconds with
// generate_series, then the real server (a child process on the same embedded
// PostgreSQL) measured from outside: the branch list, searched and sorted (autocannon,
// 10 connections), the export of all 101k, and a 10,000-row bulk upload, each with the
// server process's peak RSS (sampled from /proc). Prints goal and figure side by side.
// Run: node --import tsx bench/lists.ts   (figures: bench/README.md)
// LISTS_DATA_DIR=<dir> keeps the tenant between runs (made on the first); LISTS_ONLY=1
// measures the three lists alone, LISTS_RUNS=<n> times each (to see the spread).
// SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=<dir>' profiles the server meanwhile.
// Not a test: nothing asserts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import ExcelJS from 'exceljs'
import { connect } from '../server/src/db/client'
import { startEmbedded } from '../server/src/db/embedded'
import { runMigrations } from '../server/src/db/migrate'
import { seedReference } from '../server/src/db/reference'
import { createTenantWithAdmin } from '../server/src/modules/auth/accounts'
import { branchResource } from '../server/src/modules/organisation/branch'
import { startServer } from '../scripts/server-process'
import { fillBranchTemplate } from './branch-template'
import { treeCpuMs } from './profile'

const BRANCHES = 101_000
const UPLOAD_ROWS = 10_000
const SEARCH = 'Branch 4242'
const API = '/ihrc-api/companyadmin'
const ADMIN = { email: 'lists@bench.test', password: 'Bench-Pass-123' }

const LISTS = [
  { what: 'branch list, page 1 of 20', query: { page: 1, page_size: 20 }, goal: 'p99 ≤ 30 ms' },
  { what: `the same, search "${SEARCH}"`, query: { page: 1, page_size: 20, search: SEARCH }, goal: 'p99 ≤ 50 ms' },
  {
    what: 'the same, sorted by head count',
    query: { page: 1, page_size: 20, sort: 'head_count', order: 'desc' as const },
    goal: 'p99 ≤ 30 ms',
  },
]

const row = (what: string, goal: string, figure: string) => console.log(`${what.padEnd(44)} goal ${goal.padEnd(22)} measured ${figure}`)
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

/** Peak resident memory of process `pid` while `work` runs, sampled every 10 ms. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; ms: number; peakKb: number; beforeKb: number }> {
  const rss = () => rssKb(pid)
  const beforeKb = rss()
  let peakKb = beforeKb
  const timer = setInterval(() => (peakKb = Math.max(peakKb, rss())), 10)
  const t0 = performance.now()
  try {
    const result = await work()
    return { result, ms: performance.now() - t0, peakKb: Math.max(peakKb, rss()), beforeKb }
  } finally {
    clearInterval(timer)
  }
}

console.log(`\n== Lists at ${BRANCHES.toLocaleString('en')} branches ==`)
const kept = process.env.LISTS_DATA_DIR
const runs = Number(process.env.LISTS_RUNS ?? 1)
const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'ihrc-bench-lists-'))
const cluster = await startEmbedded(join(dataDir, 'pg'))
const conn = connect(cluster.url)
conn.pool.on('error', () => undefined)
let server: Awaited<ReturnType<typeof startServer>> | undefined
try {
  await runMigrations(conn.pool)
  await seedReference(conn.db)
  const made = await conn.pool.query<{ tenantId: number; adminId: number }>(
    `select tenant_id as "tenantId", id as "adminId" from users where email = $1`,
    [ADMIN.email],
  )
  const { tenantId, adminId } = made.rows[0] ?? (await makeTenant())
  // (Re)made on each run: EXPLAIN ANALYZE after the latest migrations.
  await conn.pool.query('vacuum analyze')
  await explainLists(conn, tenantId, adminId)

  /** A newly started server, signed in: the export and the upload each measure their own memory, not what earlier work left. */
  const restart = async () => {
    await server?.stop()
    const started = await startServer({
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    })
    server = started
    const login = await fetch(`${started.baseURL}${API}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
    return { baseURL: started.baseURL, headers, pid: started.child.pid! }
  }
  const { baseURL, headers, pid } = await restart()
  // The embedded cluster's postmaster: its backends do the lists' database work.
  const pgPid = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])

  // One warm-up second: the first requests compile the server's code paths and fill PostgreSQL's caches.
  await autocannon({ url: `${baseURL}${API}/branch`, connections: 10, duration: 1, headers })
  for (let run = 0; run < runs; run++) {
    for (const { what, query, goal } of LISTS) {
      const path = `/branch?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
      const cpu0 = [treeCpuMs(pid), treeCpuMs(pgPid)]
      const r = await autocannon({ url: `${baseURL}${API}${path}`, connections: 10, duration: 10, headers })
      const perRequest = (ms: number) => `${((1000 * ms) / r.requests.total).toFixed(0)} µs`
      const cpu = `CPU per request: server ${perRequest(treeCpuMs(pid) - cpu0[0]!)}, PostgreSQL ${perRequest(treeCpuMs(pgPid) - cpu0[1]!)}`
      row(what, goal, `p99 ${r.latency.p99} ms, ${r.requests.average.toFixed(0)} req/s, non-2xx ${r.non2xx}, errors ${r.errors}; ${cpu}`)
    }
  }
  if (process.env.LISTS_ONLY !== '1') {
    const forExport = await restart()
    await exportOnce(forExport.baseURL, forExport.headers, forExport.pid)
    const forUpload = await restart()
    await uploadOnce(forUpload.baseURL, forUpload.headers, forUpload.pid, pgPid)
  }
} finally {
  await server?.stop()
  await conn.close()
  await cluster.stop()
  if (!kept) rmSync(dataDir, { recursive: true, force: true })
}

/** The tenant with its 101k branches, made in the database (generate_series). */
async function makeTenant(): Promise<{ tenantId: number; adminId: number }> {
  const { tenantId, adminId } = await createTenantWithAdmin(conn.db, {
    tenantName: 'Lists',
    adminName: 'Lists',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
  })
  const t0 = performance.now()
  const q = (text: string) => conn.pool.query(text, [tenantId, adminId])
  await q(`insert into company_groups (tenant_id, name, created_by) values ($1, 'Bench Group', $2)`)
  await q(`insert into companies (tenant_id, group_id, name, created_by)
    select $1, g.id, case when n = 1 then 'Bench Industries' else 'Company ' || n end, $2
    from company_groups g, generate_series(1, 40) n where g.tenant_id = $1`)
  // One tenant location per seeded district, so every branch has a valid place chain.
  await q(`insert into locations (tenant_id, district_id, name, created_by)
    select $1, d.id, d.name || ' Central', $2 from districts d where d.tenant_id is null`)
  await q(`with c as (select array_agg(id order by id) ids from companies where tenant_id = $1),
      p as (select array_agg(l.id order by l.id) locs, array_agg(d.id order by l.id) dists, array_agg(d.state_id order by l.id) sts
            from locations l join districts d on d.id = l.district_id where l.tenant_id = $1)
    insert into branches (tenant_id, company_id, state_id, district_id, location_id, name, address, opening_date, head_count, office_mode, office_type, created_by)
    select $1, c.ids[1 + i % array_length(c.ids, 1)],
      p.sts[1 + i % array_length(p.locs, 1)], p.dists[1 + i % array_length(p.locs, 1)], p.locs[1 + i % array_length(p.locs, 1)],
      'Branch ' || i, i || ', Market Road, Sector ' || (i % 97), date '2015-01-01' + (i % 3000), (i * 7919) % 5000, 'physical', 'branch', $2
    from generate_series(1, ${BRANCHES}) i, c, p`)
  // As autovacuum would leave a settled table: statistics, and the GIN pending lists merged.
  await conn.pool.query('vacuum analyze')
  console.log(
    `tenant with ${BRANCHES.toLocaleString('en')} branches made through the database in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
  return { tenantId, adminId }
}

/** The export of every branch, with the server's peak RSS. */
async function exportOnce(baseURL: string, headers: Record<string, string>, pid: number) {
  const exported = await withPeakRss(pid, async () => {
    const res = await fetch(`${baseURL}${API}/branch/branch-data/export`, { headers })
    return { status: res.status, bytes: (await res.arrayBuffer()).byteLength }
  })
  row(
    `export of ${BRANCHES.toLocaleString('en')} branches`,
    '≤ 6 s, ≤ 250 MB',
    `${(exported.ms / 1000).toFixed(2)} s, peak RSS ${mb(exported.peakKb)} (before ${mb(exported.beforeKb)}), HTTP ${exported.result.status}, ${(exported.result.bytes / 1024 / 1024).toFixed(1)} MB file`,
  )
}

/** A 10,000-row upload of the branch template, with the server's peak RSS and CPU. */
async function uploadOnce(baseURL: string, headers: Record<string, string>, pid: number, pgPid: number) {
  // The sheet a person would upload: the server's own template, filled in here (new names
  // on each run, so a kept tenant takes them too).
  const stamp = new Date().toISOString()
  const template = await (await fetch(`${baseURL}${API}/branch/download-template`, { headers })).arrayBuffer()
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(template)
  fillBranchTemplate(wb, UPLOAD_ROWS, (i) => `Uploaded ${stamp} ${i + 1}`)
  const form = new FormData()
  form.append('file', new Blob([await wb.xlsx.writeBuffer()]), 'branches.xlsx')
  const cpu0 = [treeCpuMs(pid), treeCpuMs(pgPid)]
  const uploaded = await withPeakRss(pid, async () => {
    const res = await fetch(`${baseURL}${API}/branch/bulk-upload`, { method: 'POST', headers, body: form })
    return { status: res.status, body: (await res.text()).slice(0, 120) }
  })
  const cpu = `CPU: server ${((treeCpuMs(pid) - cpu0[0]!) / 1000).toFixed(2)} s, PostgreSQL ${((treeCpuMs(pgPid) - cpu0[1]!) / 1000).toFixed(2)} s`
  row(
    `bulk upload of ${UPLOAD_ROWS.toLocaleString('en')} branches`,
    '≤ 2 s, ≤ 250 MB',
    `${(uploaded.ms / 1000).toFixed(2)} s, peak RSS ${mb(uploaded.peakKb)} (before ${mb(uploaded.beforeKb)}), ${cpu}, HTTP ${uploaded.result.status} ${uploaded.result.body}`,
  )
}

/**
 * EXPLAIN ANALYZE of the statements the branch list runs for each measured query, as
 * the server builds them (the resource's own list(), its pool calls recorded), into
 * bench/explain-100k.txt.
 */
async function explainLists(c: ReturnType<typeof connect>, tenantId: number, userId: number) {
  const resource = branchResource
  const auth = { tenantId, userId, type: 'admin' as const, permissions: [], branchIds: null }
  const out: string[] = [
    `EXPLAIN (ANALYZE, BUFFERS) of the branch list's statements, tenant with ${BRANCHES} branches (npm run bench, bench/lists.ts)`,
  ]
  // Every statement on every connection (an unsearched page runs on the generic-plan twin, see samePlanFor).
  const query = pg.Client.prototype.query as (...args: unknown[]) => Promise<unknown>
  const runs: [string, () => Promise<unknown>][] = LISTS.map(({ what, query: q }) => [
    what,
    () => resource.list({ db: c.db, auth }, q as never, true),
  ])
  runs.push([
    'export: the first two keyset batches',
    async () => {
      let n = 0
      for await (const _batch of resource.batches({ db: c.db, auth }, { page: 1, page_size: 20 } as never)) if (++n === 2) break
    },
  ])
  for (const [what, run] of runs) {
    const seen: { text: string; values: unknown[] }[] = []
    ;(pg.Client.prototype as unknown as { query: unknown }).query = function (
      this: pg.Client,
      config: { text: string; values?: unknown[] },
      ...rest: unknown[]
    ) {
      if (typeof config === 'object' && !/^explain/i.test(config.text))
        seen.push({ text: config.text, values: config.values ?? (rest[0] as unknown[]) ?? [] })
      return query.call(this, config, ...rest)
    }
    await run()
    ;(pg.Client.prototype as unknown as { query: unknown }).query = query
    for (const s of seen) {
      const plan = (await c.pool.query(`explain (analyze, buffers) ${s.text}`, s.values)) as { rows: { 'QUERY PLAN': string }[] }
      out.push('', `== ${what}`, s.text, `-- parameters: ${JSON.stringify(s.values)}`, ...plan.rows.map((r) => r['QUERY PLAN']))
    }
  }
  writeFileSync('bench/explain-100k.txt', `${out.join('\n')}\n`)

  // The export's reading alone (keyset batches and items, no spreadsheet), to tell the database's share from the writer's.
  if (process.env.LISTS_ONLY === '1') return
  const t0 = performance.now()
  let rows = 0
  for await (const batch of resource.batches({ db: c.db, auth }, { page: 1, page_size: 20 } as never)) rows += batch.length
  row(
    `export's reading of ${rows.toLocaleString('en')} rows alone`,
    '—',
    `${((performance.now() - t0) / 1000).toFixed(2)} s (in the bench process)`,
  )
}
