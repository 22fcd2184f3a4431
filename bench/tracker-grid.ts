// Tracker grid figures (issues 11 and 26): a PF grid of 500 registrations × the 12 months
// of a financial year (6,000 cells, some late, some months missing), asked 200 times in a
// row by a browser-like client (gzip) of the real server: p50 / p99 of the answer (budget
// p99 < 50 ms on the quiet reference machine; as a ratio, p99 ≤ 15 × GET profile's p99
// measured in the same run), the server's and PostgreSQL's CPU time per answer (what a
// busy machine disturbs least); then the family's heavy routes (the grid's export, a
// 49,000-row upload, the export of every row) with /health and another tenant's list
// asked throughout.
// Run: node --import tsx bench/tracker-grid.ts   (build the server first; part of `npm run bench`;
// GRID_ONLY=1 stops after the grid's figures)
// Not a test: nothing asserts.
import { gzipSync } from 'node:zlib'
import { createTenantWithAdmin } from '../server/src/modules/auth/accounts'
import { sheetFile } from '../server/test/kit/sheet-file'
import { profileFigures, signIn, treeCpuMs } from './profile'
import { makeBystander, withServerWorld } from './server-world'
import { atRest, measureHeavy, quantile } from './watch'

const REGISTRATIONS = 500
const ASKS = 200
const UPLOAD_ROWS = 49_000
const API = '/ihrc-api/companyadmin'
const ADMIN = { email: 'grid@bench.test', password: 'Bench-Pass-123' }
/** The grid's p99 at most this many times GET profile's p99 of the same run. */
const P99_RATIO = 15

await withServerWorld('grid', async ({ conn, pgPid, restart }) => {
  const { tenantId, adminId } = await createTenantWithAdmin(conn.db, {
    tenantName: 'Grid',
    adminName: 'Grid',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
  })
  const q = (text: string, values: unknown[] = [tenantId]) => conn.pool.query(text, values)
  await q(`insert into company_groups (tenant_id, name) values ($1, 'Bench Group')`)
  await q(`insert into companies (tenant_id, group_id, name) select $1, id, 'Bench Industries' from company_groups where tenant_id = $1`)
  await q(
    `insert into pf_setups (tenant_id, company_id, pf_code)
     select $1, c.id, 'MHBAN' || lpad(g::text, 10, '0') from companies c, generate_series(1, $2::int) g where c.tenant_id = $1`,
    [tenantId, REGISTRATIONS],
  )
  // Every registration pays April 2025 to March 2026, except every seventh month (missing); a third are late.
  await q(
    `insert into tracker_rows (tenant_id, family, pf_setup_id, company_id, period, payment_date, fields, created_by)
     select $1, 'pf', s.id, s.company_id, date '2025-04-01' + make_interval(months => m),
       date '2025-04-01' + make_interval(months => m + 1) + make_interval(days => 13 + ((s.id + m) % 3) * 5),
       jsonb_build_object('total_challan_amount', 120000), $2
     from pf_setups s cross join generate_series(0, 11) m
     where s.tenant_id = $1 and (s.id + m) % 7 <> 0`,
    [tenantId, adminId],
  )
  const bystander = await makeBystander(conn)
  await conn.pool.query('vacuum analyze')
  const { baseURL, pid } = await restart()
  const headers = await signIn(baseURL, ADMIN.email, ADMIN.password)
  const url = `${baseURL}${API}/pf-tracker/grid?year=2025-26`
  // A browser's request: undici's fetch asks for gzip and inflates the answer, as a browser does.
  const ask = async () => {
    const res = await fetch(url, { headers: { ...headers, ...(process.env.NOGZIP ? { 'accept-encoding': 'identity' } : {}) } })
    if (!res.ok) throw new Error(`grid: HTTP ${res.status}`)
    return (await res.json()) as { data: { rows: unknown[] } }
  }
  for (let i = 0; i < 5; i++) await ask() // warm
  // The answer's size as sent: the JSON, and gzipped as the server's compression does (level 6 is zlib's default).
  const json = Buffer.from(JSON.stringify(await ask()))
  console.log(`tracker grid answer: ${(json.length / 1000).toFixed(0)} KB of JSON, ${(gzipSync(json).length / 1000).toFixed(0)} KB gzipped`)
  const profile = await profileFigures(baseURL, { headers, serverPid: pid })
  const times: number[] = []
  const cpu0 = [treeCpuMs(pid), treeCpuMs(pgPid)]
  for (let i = 0; i < ASKS; i++) {
    const t0 = performance.now()
    await ask()
    times.push(performance.now() - t0)
  }
  const perAsk = (ms: number) => (ms / ASKS).toFixed(1)
  const cpu = `server ${perAsk(treeCpuMs(pid) - cpu0[0]!)} ms, PostgreSQL ${perAsk(treeCpuMs(pgPid) - cpu0[1]!)} ms`
  times.sort((a, b) => a - b)
  const p99 = quantile(times, 0.99)
  console.log(
    `tracker grid ${REGISTRATIONS} registrations × 12 months: p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ` +
      `= ${(p99 / profile.p99).toFixed(2)}× GET profile's p99 ${profile.p99} ms (ratio budget ≤ ${P99_RATIO}: ${p99 / profile.p99 <= P99_RATIO ? 'met' : 'NOT MET'}; ` +
      `quiet goal p99 < 50 ms); CPU per answer: ${cpu}`,
  )
  // GRID_ONLY=1: the grid alone (a profile of its answers, before/after comparisons).
  if (process.env.GRID_ONLY === '1') return
  // The family's heavy routes, with /health and another tenant's list asked throughout.
  const watchers = await bystander(baseURL)
  const rest = await atRest(watchers)
  const heavy = (what: string, work: () => Promise<Response>) => measureHeavy(what, watchers, rest, work)

  await heavy('tracker grid export', () => fetch(`${baseURL}${API}/pf-tracker/grid/export?year=2025-26`, { headers }))
  // The worst upload of issue 19: 49,000 rows (every registration's months from April 2015 on), all written.
  const codes = (await q(`select pf_code from pf_setups where tenant_id = $1 order by id`)).rows.map((r: { pf_code: string }) => r.pf_code)
  const file = await sheetFile(
    ['PF code', 'Period', 'Payment date', 'Total challan amount'],
    (function* () {
      for (let i = 0; i < UPLOAD_ROWS; i++) {
        const m = 2015 * 12 + 3 + Math.floor(i / codes.length)
        const period = `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`
        yield [codes[i % codes.length], period, `${period}-14`, 120000]
      }
    })(),
  )
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)]), 'pf.xlsx')
  await heavy(`tracker upload of ${UPLOAD_ROWS.toLocaleString('en')} rows`, () =>
    fetch(`${baseURL}${API}/pf-tracker/bulk-upload`, { method: 'POST', headers, body: form }),
  )
  await heavy('tracker export of every row (export-all)', () => fetch(`${baseURL}${API}/pf-tracker/export-all`, { headers }))
})
