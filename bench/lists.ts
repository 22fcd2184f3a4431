// Lists at real size (issues 10 and 26), two tenants side by side on one embedded
// PostgreSQL and the real server (a child process), measured from outside:
//   generated: 101,000 branches made in one generate_series insert, then VACUUM ANALYZE
//              (names in insertion order, one transaction, no audit trail);
//   uploaded:  100,000 branches uploaded through POST branch/bulk-upload as ten
//              10,000-row files of the server's own template, filled the way users fill
//              it (bench/uploaded-branches.ts: 8 companies, 10 states, 40 districts, 50
//              locations made on the fly, names not in insertion order, an audit entry a
//              row), and nothing run on the table but what the upload itself runs and autovacuum.
// For each: the branch list, searched and sorted (autocannon, 10 connections, 10 s, the
// two tenants alternating), the export of all rows and one more 10,000-row upload (each on
// a freshly started server, with its peak RSS sampled from /proc every 10 ms and /health
// and the other tenant's list asked throughout). Every figure is printed beside the
// same-run baseline (bench/baseline.ts) as a ratio, against the ratio budgets of
// bench/README.md. EXPLAIN (ANALYZE, BUFFERS) of the lists' statements for both tenants
// goes to bench/explain-100k.txt.
// Run: node --import tsx bench/lists.ts (build the server first)
// LISTS_DATA_DIR=<dir> keeps the tenants between runs (made on the first); LISTS_ONLY=1
// measures the lists alone, LISTS_RUNS=<n> times each (to see the spread).
// LISTS_PARTS=filling makes the two tenants and stops: the ten uploads' time, peak RSS and
// watchers alone (a fresh data dir each run, so it compares builds: bench/README.md,
// "Uploads' memory").
// SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=<dir>' profiles the server meanwhile.
// Not a test: nothing asserts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import ExcelJS from 'exceljs'
import { connect } from '../server/src/db/client'
import { startEmbedded } from '../server/src/db/embedded'
import { runMigrations } from '../server/src/db/migrate'
import { seedReference } from '../server/src/db/reference'
import { createTenantWithAdmin } from '../server/src/modules/auth/accounts'
import { branchResource } from '../server/src/modules/organisation/branch'
import { startServer } from '../scripts/server-process'
import { explained } from './explain'
import { around, baselineLine, meanBaseline, measureBaseline, ratios, rssKb, type Baseline, type Yardstick } from './baseline'
import { fillBranchTemplate } from './branch-template'
import { profileFigures, signIn, treeCpuMs } from './profile'
import { uploadBranches } from './uploaded-branches'
import { WATCH_REST_RATIO, watchDuring, worstP99, type Watched } from './watch'

const GENERATED = 101_000
const UPLOAD_FILES = 10
const UPLOAD_ROWS = 10_000
const API = '/ihrc-api/companyadmin'
const PASSWORD = 'Bench-Pass-123'

interface Tenant {
  key: 'generated' | 'uploaded'
  email: string
  /** A search word pair of this tenant's names that matches a handful of rows. */
  search: string
}
const TENANTS: readonly Tenant[] = [
  { key: 'generated', email: 'lists@bench.test', search: 'Branch 4242' },
  { key: 'uploaded', email: 'uploaded@bench.test', search: 'Branch 0123' },
]

const LISTS = [
  { key: 'list', what: 'branch list, page 1 of 20', query: (_t: Tenant) => ({ page: 1, page_size: 20 }), goal: 30 },
  { key: 'search', what: 'the same, searched', query: (t: Tenant) => ({ page: 1, page_size: 20, search: t.search }), goal: 50 },
  {
    key: 'sort',
    what: 'the same, sorted by head count',
    query: (_t: Tenant) => ({ page: 1, page_size: 20, sort: 'head_count', order: 'desc' }),
    goal: 30,
  },
] as const

/**
 * Budgets as ratios to the same-run baseline (bench/README.md, "Reading the ratios", says
 * how they were chosen): a list's p99 over GET profile's p99 and its throughput over GET
 * profile's; an export's or upload's time in GET-profile requests a row; peak memory over
 * the same server at rest; while heavy work runs, /health and the other tenant's list p99
 * over their own p99 at rest (and the quiet machine's goal, under 100 ms). The two tenants
 * agree when their CPU a request (server and PostgreSQL) is within AGREE of each other.
 */
const BUDGET = {
  lists: { list: { p99: 6, rps: 0.1 }, search: { p99: 15, rps: 0.04 }, sort: { p99: 8, rps: 0.1 } } as Record<
    string,
    { p99: number; rps: number }
  >,
  EXPORT_PER_ROW: 1,
  UPLOAD_PER_ROW: 5,
  MEMORY_RATIO: 2.5,
  WATCH_REST: WATCH_REST_RATIO,
  WATCH_P99_MS: 100,
  AGREE: 1.3,
}

const started = performance.now()
/** Progress on stderr, so the figures on stdout stay a table. */
const progress = (what: string) => console.error(`  [${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${what}`)
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`
const fixed = (n: number, digits = 2) => n.toFixed(digits)

/** Peak resident memory of process `pid` while `work` runs, sampled every 10 ms. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; ms: number; peakKb: number; restKb: number }> {
  const restKb = rssKb(pid)
  let peakKb = restKb
  const timer = setInterval(() => (peakKb = Math.max(peakKb, rssKb(pid))), 10)
  const t0 = performance.now()
  try {
    const result = await work()
    return { result, ms: performance.now() - t0, peakKb: Math.max(peakKb, rssKb(pid)), restKb }
  } finally {
    clearInterval(timer)
  }
}

interface Heavy {
  /** GET profile just before and after the work, on the same server. */
  profile: Yardstick
  ms: number
  peakKb: number
  /** The server's resident memory just before the work. */
  restKb: number
  watched: Watched[]
  note: string
}
interface Figures {
  lists: Record<string, { p99: number; rps: number; serverUs: number; pgUs: number; non2xx: number; profile: Yardstick }[]>
  export?: Heavy
  upload?: Heavy
  /** The ten uploads that made the tenant, when made in this run. */
  filling?: Heavy[]
}

console.log(`\n== Lists at ~100,000 branches: a generated and an uploaded tenant (bench/lists.ts) ==`)
const kept = process.env.LISTS_DATA_DIR
const runs = Number(process.env.LISTS_RUNS ?? 1)
/** LISTS_PARTS=lists,export,upload (the default: all three). */
const parts = new Set((process.env.LISTS_PARTS ?? (process.env.LISTS_ONLY === '1' ? 'lists' : 'lists,export,upload')).split(','))
const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'ihrc-bench-lists-'))
const cluster = await startEmbedded(join(dataDir, 'pg'))
const conn = connect(cluster.url)
conn.pool.on('error', () => undefined)
let server: Awaited<ReturnType<typeof startServer>> | undefined
const figures: Record<Tenant['key'], Figures> = { generated: { lists: {} }, uploaded: { lists: {} } }

/** A newly started server (the export and the upload each measure their own memory, not what earlier work left), both tenants signed in. */
async function restart() {
  await server?.stop()
  server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  // A tenant not made yet (the uploaded one, before its uploads) has no sign-in.
  const headers: Partial<Record<Tenant['key'], Record<string, string>>> = {}
  for (const t of TENANTS) headers[t.key] = await signIn(server.baseURL, t.email, PASSWORD).catch(() => undefined)
  return { baseURL: server.baseURL, pid: server.child.pid!, headers: headers as Record<Tenant['key'], Record<string, string>> }
}
type Running = Awaited<ReturnType<typeof restart>>

/** /health and the other tenant's list, asked while `work` runs. */
const watchers = (s: Running, busy: Tenant['key']) => {
  const other = TENANTS.find((t) => t.key !== busy)!
  return [
    { name: 'health', url: `${s.baseURL}/ihrc-api/health` },
    { name: `${other.key} tenant's list`, url: `${s.baseURL}${API}/branch?page=1&page_size=20`, headers: s.headers[other.key] },
  ]
}

try {
  progress('migrating')
  await runMigrations(conn.pool)
  await seedReference(conn.db)
  const ids = new Map<Tenant['key'], { tenantId: number; userId: number }>()
  for (const t of TENANTS) {
    const made = await conn.pool.query<{ tenantId: number; userId: number }>(
      `select tenant_id as "tenantId", id as "userId" from users where email = $1`,
      [t.email],
    )
    if (made.rows[0]) ids.set(t.key, made.rows[0])
  }
  if (!ids.has('generated')) ids.set('generated', await makeGenerated())
  const running = await restart()
  if (!ids.has('uploaded')) ids.set('uploaded', await makeUploaded(running))
  if (parts.size === 1 && parts.has('filling')) fillingLine()
  else await measureTenants(ids, running)
} finally {
  await server?.stop()
  await conn.close()
  await cluster.stop()
  if (!kept) rmSync(dataDir, { recursive: true, force: true })
}

/** The lists, the exports and one more upload of each tenant, as LISTS_PARTS asks, then the report. */
async function measureTenants(ids: Map<Tenant['key'], { tenantId: number; userId: number }>, running: Running) {
  const pgPid = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])

  progress('explaining the lists for both tenants (bench/explain-100k.txt)')
  await explainLists(ids)

  running = await restart()
  // One warm-up second per tenant: the first requests compile the server's code paths and fill PostgreSQL's caches.
  for (const t of TENANTS)
    await autocannon({ url: `${running.baseURL}${API}/branch`, connections: 10, duration: 1, headers: running.headers[t.key] })
  const baselineOf = () =>
    measureBaseline(running.baseURL, {
      headers: running.headers.generated,
      serverPid: running.pid,
      databaseUrl: cluster.url,
      atRest: TENANTS.map((t) => ({
        name: `${t.key} list`,
        url: `${running.baseURL}${API}/branch?page=1&page_size=20`,
        headers: running.headers[t.key],
      })),
    })
  progress('baseline (GET profile 10 s, database round trip, health at rest)')
  const before = await baselineOf()
  // GET profile for 3 s between the pairs: each list's ratios divide by the yardstick measured right around it.
  const yardstick = () => profileFigures(running.baseURL, { headers: running.headers.generated, seconds: 3 })
  let previous: Yardstick = before.profile
  for (let run = 0; run < (parts.has('lists') ? runs : 0); run++) {
    for (const list of LISTS) {
      const pair: { key: Tenant['key']; figure: Omit<Figures['lists'][string][number], 'profile'> }[] = []
      for (const t of TENANTS) {
        progress(`${t.key}: ${list.what}`)
        const q = new URLSearchParams(Object.entries(list.query(t)).map(([k, v]) => [k, String(v)]))
        const cpu0 = [treeCpuMs(running.pid), treeCpuMs(pgPid)]
        const r = await autocannon({
          url: `${running.baseURL}${API}/branch?${q}`,
          connections: 10,
          duration: 10,
          headers: running.headers[t.key],
        })
        const per = (ms: number) => (1000 * ms) / r.requests.total
        pair.push({
          key: t.key,
          figure: {
            p99: r.latency.p99,
            rps: r.requests.average,
            serverUs: per(treeCpuMs(running.pid) - cpu0[0]!),
            pgUs: per(treeCpuMs(pgPid) - cpu0[1]!),
            non2xx: r.non2xx + r.errors,
          },
        })
      }
      const next = await yardstick()
      for (const { key, figure } of pair) (figures[key].lists[list.key] ??= []).push({ ...figure, profile: around(previous, next) })
      previous = next
    }
  }
  progress('baseline again')
  const after = await baselineOf()
  const baseline = meanBaseline(before, after)
  if (parts.has('export')) {
    for (const t of TENANTS) {
      progress(`${t.key}: export of every branch`)
      const s = await restart()
      figures[t.key].export = await yardstickAround(s, () => exportAll(s, t.key))
    }
  }
  if (parts.has('upload')) {
    for (const t of TENANTS) {
      progress(`${t.key}: one more ${UPLOAD_ROWS.toLocaleString('en')}-row upload`)
      const s = await restart()
      figures[t.key].upload = await yardstickAround(s, () => uploadOnce(s, t.key))
    }
  }
  report(before, after, baseline)
}

function report(before: Baseline, after: Baseline, baseline: Baseline) {
  const to = (profile: Yardstick) => ratios(profile, baseline.db)
  console.log(`baseline before the lists: ${baselineLine(before)}`)
  console.log(`baseline after the lists:  ${baselineLine(after)}`)
  console.log(
    '(ratios: "prof" GET profile, 3 s just before and after the figure (its p99, req/s, or requests\' time); "rt" database round trips; "×rest" the same figure with nothing else running)',
  )
  const g = figures.generated
  const u = figures.uploaded
  const verdict = (values: number[], met: (v: number) => boolean) => (values.every(met) ? 'met' : 'NOT MET')
  const line = (what: string, a: string, b: string, agree: string, budget: string) =>
    console.log(`${what.padEnd(36)} ${a.padEnd(34)} ${b.padEnd(34)} ${agree.padEnd(10)} ${budget}`)
  line('', 'generated', 'uploaded', 'upl ÷ gen', 'budget (each tenant)')
  // With LISTS_RUNS > 1, the run of median p99.
  const median = (list: Figures['lists'][string] | undefined) =>
    list?.length ? [...list].sort((a, b) => a.p99 - b.p99)[list.length >> 1] : undefined
  for (const list of LISTS) {
    const [a, b] = [median(g.lists[list.key]), median(u.lists[list.key])]
    if (!a || !b) continue
    const budget = BUDGET.lists[list.key]
    const cpu = (x: typeof a) => x.serverUs + x.pgUs
    const agreed = Math.max(cpu(b) / cpu(a), cpu(a) / cpu(b)) <= BUDGET.AGREE
    line(
      `${list.what}: p99`,
      `${a.p99} ms = ${fixed(to(a.profile).p99(a.p99))}× prof = ${to(a.profile).roundTrips(a.p99).toFixed(0)} rt`,
      `${b.p99} ms = ${fixed(to(b.profile).p99(b.p99))}× prof = ${to(b.profile).roundTrips(b.p99).toFixed(0)} rt`,
      fixed(b.p99 / a.p99),
      `≤ ${budget.p99}× profile p99: ${verdict([to(a.profile).p99(a.p99), to(b.profile).p99(b.p99)], (v) => v <= budget.p99)} (quiet goal ≤ ${list.goal} ms)`,
    )
    line(
      '  throughput, 10 connections',
      `${a.rps.toFixed(0)} req/s = ${fixed(to(a.profile).throughput(a.rps))}×`,
      `${b.rps.toFixed(0)} req/s = ${fixed(to(b.profile).throughput(b.rps))}×`,
      fixed(b.rps / a.rps),
      `≥ ${budget.rps}× profile req/s: ${verdict([to(a.profile).throughput(a.rps), to(b.profile).throughput(b.rps)], (v) => v >= budget.rps)}`,
    )
    line(
      '  CPU a request, server + PostgreSQL',
      `${a.serverUs.toFixed(0)} + ${a.pgUs.toFixed(0)} µs${a.non2xx ? `, ${a.non2xx} failed` : ''}`,
      `${b.serverUs.toFixed(0)} + ${b.pgUs.toFixed(0)} µs${b.non2xx ? `, ${b.non2xx} failed` : ''}`,
      fixed(cpu(b) / cpu(a)),
      `the tenants agree within ${BUDGET.AGREE}×: ${agreed ? 'met' : 'NOT MET'}`,
    )
  }
  const rest = (name: string) => baseline.rest.find((w) => w.name === name || w.name.startsWith(name))?.p99 ?? NaN
  const heavy = (what: string, a: Heavy | undefined, b: Heavy | undefined, perRow: number, rows: [number, number], goal: string) => {
    if (!a || !b) return
    const each = (x: Heavy, n: number) => to(x.profile).requests(x.ms) / n
    const trips = (x: Heavy, n: number) => to(x.profile).roundTrips(x.ms) / n
    line(
      `${what}: time`,
      `${fixed(a.ms / 1000)} s = ${fixed(each(a, rows[0]))} prof, ${fixed(trips(a, rows[0]), 1)} rt a row`,
      `${fixed(b.ms / 1000)} s = ${fixed(each(b, rows[1]))} prof, ${fixed(trips(b, rows[1]), 1)} rt a row`,
      fixed(b.ms / a.ms),
      `≤ ${perRow} profile requests' time a row: ${verdict([each(a, rows[0]), each(b, rows[1])], (v) => v <= perRow)} (quiet goal ${goal})`,
    )
    line(
      '  peak memory of the server',
      `${mb(a.peakKb)} = ${fixed(a.peakKb / a.restKb)}× rest`,
      `${mb(b.peakKb)} = ${fixed(b.peakKb / b.restKb)}× rest`,
      fixed(b.peakKb / a.peakKb),
      `≤ ${BUDGET.MEMORY_RATIO}× the server at rest: ${verdict([a.peakKb / a.restKb, b.peakKb / b.restKb], (v) => v <= BUDGET.MEMORY_RATIO)}`,
    )
    for (const [i, name] of ['health', 'list'].entries()) {
      const of = (x: Heavy) => x.watched[i]!
      const atRest = (x: Heavy) => rest(i === 0 ? 'health' : x === a ? 'uploaded' : 'generated')
      line(
        i === 0 ? '  meanwhile: /health p99' : "  meanwhile: the other tenant's list",
        `${of(a).p99.toFixed(0)} ms = ${fixed(of(a).p99 / atRest(a), 1)}× rest`,
        `${of(b).p99.toFixed(0)} ms = ${fixed(of(b).p99 / atRest(b), 1)}× rest`,
        '',
        `≤ ${BUDGET.WATCH_REST}× at rest: ${verdict([of(a).p99 / atRest(a), of(b).p99 / atRest(b)], (v) => v <= BUDGET.WATCH_REST)}; ` +
          `quiet goal < ${BUDGET.WATCH_P99_MS} ms: ${verdict([of(a).p99, of(b).p99], (v) => v < BUDGET.WATCH_P99_MS)} (${name} answers ${of(a).count}, ${of(b).count})`,
      )
    }
    if (a.note || b.note) line('  note', a.note, b.note, '', '')
  }
  heavy('export of every branch', g.export, u.export, BUDGET.EXPORT_PER_ROW, [GENERATED, UPLOAD_FILES * UPLOAD_ROWS], '≤ 6 s, ≤ 250 MB')
  heavy(
    `one more ${UPLOAD_ROWS.toLocaleString('en')}-row upload`,
    g.upload,
    u.upload,
    BUDGET.UPLOAD_PER_ROW,
    [UPLOAD_ROWS, UPLOAD_ROWS],
    '≤ 2 s, ≤ 250 MB',
  )
  fillingLine()
}

/** The ten uploads that made the uploaded tenant, when made in this run. */
function fillingLine() {
  const u = figures.uploaded
  if (u.filling?.length) {
    const times = u.filling.map((f) => fixed(f.ms / 1000, 1)).join(', ')
    const worst = Math.max(...u.filling.map((f) => worstP99(f.watched)))
    const peak = Math.max(...u.filling.map((f) => f.peakKb))
    console.log(
      `uploaded tenant made by ${UPLOAD_FILES} uploads of ${UPLOAD_ROWS.toLocaleString('en')} rows: ${times} s; peak ${mb(peak)}; ` +
        `/health and the generated tenant's list p99 at most ${worst.toFixed(0)} ms during any of them`,
    )
  }
}

/** The generated tenant: 101k branches made in the database (generate_series), then VACUUM ANALYZE. */
async function makeGenerated(): Promise<{ tenantId: number; userId: number }> {
  progress(`generated: ${GENERATED.toLocaleString('en')} branches through the database`)
  const { tenantId, adminId } = await createTenantWithAdmin(conn.db, {
    tenantName: 'Lists',
    adminName: 'Lists',
    adminEmail: TENANTS[0]!.email,
    adminPassword: PASSWORD,
  })
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
    from generate_series(1, ${GENERATED}) i, c, p`)
  await conn.pool.query('vacuum analyze')
  return { tenantId, userId: adminId }
}

/** The uploaded tenant: ten uploads through the running server, each with its time, memory and what others saw meanwhile. */
async function makeUploaded(s: Running): Promise<{ tenantId: number; userId: number }> {
  const tenant = TENANTS[1]!
  const { tenantId, adminId } = await createTenantWithAdmin(conn.db, {
    tenantName: 'Uploaded',
    adminName: 'Uploaded',
    adminEmail: tenant.email,
    adminPassword: PASSWORD,
  })
  const headers = await signIn(s.baseURL, tenant.email, PASSWORD)
  const filling: Heavy[] = []
  await uploadBranches(s.baseURL, headers, conn.pool, { files: UPLOAD_FILES, rows: UPLOAD_ROWS }, async (n, upload) => {
    progress(`uploaded: file ${n + 1} of ${UPLOAD_FILES} (${UPLOAD_ROWS.toLocaleString('en')} rows)`)
    const { result, watched } = await watchDuring(watchers(s, 'uploaded'), () => withPeakRss(s.pid, upload))
    filling.push({ ms: result.ms, peakKb: result.peakKb, restKb: result.restKb, watched, note: '', profile: { rps: NaN, p99: NaN } })
    return result.result
  })
  figures.uploaded.filling = filling
  return { tenantId, userId: adminId }
}

/** `work` on a freshly started server, with GET profile for 3 s before (also its warm-up) and after it on the same server. */
async function yardstickAround(s: Running, work: () => Promise<Omit<Heavy, 'profile'>>): Promise<Heavy> {
  const profile = () => profileFigures(s.baseURL, { headers: s.headers.generated, seconds: 3 })
  const before = await profile()
  const heavy = await work()
  return { ...heavy, profile: around(before, await profile()) }
}

/** The export of every branch of `key`'s tenant. */
async function exportAll(s: Running, key: Tenant['key']): Promise<Omit<Heavy, 'profile'>> {
  const { result, watched } = await watchDuring(watchers(s, key), () =>
    withPeakRss(s.pid, async () => {
      const res = await fetch(`${s.baseURL}${API}/branch/branch-data/export`, { headers: s.headers[key] })
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength }
    }),
  )
  const note = result.result.status === 200 ? `${(result.result.bytes / 1024 / 1024).toFixed(1)} MB file` : `HTTP ${result.result.status}`
  return { ms: result.ms, peakKb: result.peakKb, restKb: result.restKb, watched, note }
}

/** A 10,000-row upload of the branch template into `key`'s tenant. */
async function uploadOnce(s: Running, key: Tenant['key']): Promise<Omit<Heavy, 'profile'>> {
  // The sheet a person would upload: the server's own template, filled in here (new names on each run, so a kept tenant takes them too).
  const stamp = new Date().toISOString()
  const headers = s.headers[key]
  const template = await (await fetch(`${s.baseURL}${API}/branch/download-template`, { headers })).arrayBuffer()
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(template)
  const company = key === 'generated' ? 'Bench Industries' : 'Deccan Logistics Limited'
  fillBranchTemplate(wb, UPLOAD_ROWS, (i) => `Uploaded ${stamp} ${i + 1}`, company)
  const form = new FormData()
  form.append('file', new Blob([await wb.xlsx.writeBuffer()]), 'branches.xlsx')
  const { result, watched } = await watchDuring(watchers(s, key), () =>
    withPeakRss(s.pid, async () => {
      const res = await fetch(`${s.baseURL}${API}/branch/bulk-upload`, { method: 'POST', headers, body: form })
      return { status: res.status, body: (await res.text()).slice(0, 120) }
    }),
  )
  const note = result.result.status === 200 ? '' : `HTTP ${result.result.status} ${result.result.body}`
  return { ms: result.ms, peakKb: result.peakKb, restKb: result.restKb, watched, note }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the branch list runs for each measured
 * query and the export's first two keyset batches, for both tenants, as the server
 * builds them (the resource's own list(), its pool calls recorded), into bench/explain-100k.txt.
 */
async function explainLists(ids: Map<Tenant['key'], { tenantId: number; userId: number }>) {
  const out: string[] = ["EXPLAIN (ANALYZE, BUFFERS) of the branch list's statements at ~100,000 branches (npm run bench, bench/lists.ts)"]
  for (const t of TENANTS) {
    const { tenantId, userId } = ids.get(t.key)!
    const ctx = { db: conn.db, auth: { tenantId, userId, type: 'admin' as const, permissions: [], branchIds: null } }
    const runs: [string, () => Promise<unknown>][] = LISTS.map((l) => [l.what, () => branchResource.list(ctx, l.query(t) as never, true)])
    runs.push([
      'export: the first two keyset batches',
      async () => {
        let n = 0
        for await (const _batch of branchResource.batches(ctx, { page: 1, page_size: 20 } as never)) if (++n === 2) break
      },
    ])
    // Every statement on every connection (an unsearched page runs on the generic-plan twin, see samePlanFor).
    for (const [what, run] of runs) out.push(...(await explained(conn.pool, `${t.key} tenant: ${what}`, run)))
  }
  writeFileSync('bench/explain-100k.txt', `${out.join('\n')}\n`)
}
