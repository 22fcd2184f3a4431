// The dashboard's calls at size (issue 24): a tenant with 500 branches, 48,000 due items
// (8 monthly obligations a branch, generated as the assignment does, the older half
// approved) and 36,000 tracker rows (24 months of PF and ESI for 500 registrations each,
// PT for 400, LWF for 100), then every `graph/*` row of the endpoint table asked by the
// built server one at a time as a signed-in admin's /home asks it (no filter: the current
// financial year): p50 / p99 per graph (quiet goal p99 < 50 ms), its ratio to GET
// profile's p99 of the same minutes, and the server's and PostgreSQL's CPU an answer.
// Run: npm run build:server && node --import tsx bench/dashboard.ts   (part of `npm run bench`)
// ASKS=<n> answers per graph (default 100); ONLY=<row,row> asks only those rows of the endpoint table (actionSummary, say). EXPLAIN=1 also writes EXPLAIN (ANALYZE, BUFFERS) of the
// slowest graphs' statements, as the server builds them, to bench/explain-dashboard.txt. IN_PROCESS=<n> calls the two
// heaviest graphs n times in this process instead of the server (CPU an answer; with `node --cpu-prof`, their profile).
// After the server's start (its keep-ahead regenerates the 4,000 periods deleted here), `vacuum analyze` of the tables it
// rewrote settles the world before the asks, as autovacuum does in production; SETTLE=<statement> runs another statement
// instead, SETTLE=none none (what the start left unvacuumed costs the calendar several ms of PostgreSQL an answer: README).
// Not a test: nothing asserts.
import { loadavg } from 'node:os'
import { businessToday, endpoints } from '@ihrc/contract'
import { writeFileSync } from 'node:fs'
import { generateDueItems } from '../server/src/modules/compliance/due-items/generate'
import { actionSummary } from '../server/src/modules/graphs/actions'
import { calendarDates } from '../server/src/modules/graphs/calendar'
import { remittanceBreakdown, remittanceBreakup } from '../server/src/modules/graphs/remittances'
import { explained } from './explain'
import { profileFigures, signIn, treeCpuMs } from './profile'
import { BENCH_PASSWORD, assignMonthlyObligations, makeOrganisation, withServerWorld } from './server-world'
import { quantile } from './watch'

const BRANCHES = 500
const ITEMS = 8
const DUE_ITEMS = 48_000
const ASKS = Number(process.env.ASKS ?? 100)
const EMAIL = 'dashboard@bench.test'
/** A graph's p99 at most this many times GET profile's p99 of the same run (as the lists' budget). */
const P99_RATIO = 6
/** The rows /home calls today (graph-api.ts, action-summary-api.ts); the others are asked too, marked. */
const ON_HOME = new Set([
  'actionSummary',
  'branchTypes',
  'branchStatus',
  'agreementStatus',
  'branchSeStatus',
  'noticeStatus',
  'remittanceBreakup',
  'registrationBreakup',
  'pfRemittanceBreakdown',
  'esiRemittanceBreakdown',
  'ptRemittanceBreakdown',
  'lwfRemittanceBreakdown',
  'complianceCalendarDates',
])
/** The calendar is asked for a month, as its month view does. */
const CALENDAR_MONTH = businessToday().slice(0, 7)
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

await withServerWorld('dashboard', async ({ conn, pgPid, restart }) => {
  const t0 = performance.now()
  const { tenantId, adminId } = await makeOrganisation(conn, 'Dashboard', EMAIL, BRANCHES)
  // $1 the tenant, $2 its admin (when the statement names it).
  const q = (text: string) => conn.pool.query(text, text.includes('$2') ? [tenantId, adminId] : [tenantId])
  await assignMonthlyObligations(conn, tenantId, adminId, ITEMS, 'DASH', 5)
  await generateDueItems(conn.db, { tenantId }, businessToday())
  // The generation makes 13 periods an assignment: the latest ones go, down to the figure of the issue.
  await q(`delete from due_items where id in (select id from due_items where tenant_id = $1 order by due_date desc, id desc
    offset ${DUE_ITEMS})`)
  await q(`update due_items set status = 'approved', outcome = 'complied', complied_on = due_date, approved_by = $2, approved_at = now()
    where tenant_id = $1 and due_date < current_date and id % 2 = 0`)

  // Registrations in the company's state, and 24 months of payments up to this month for each.
  const place = `(select d.state_id from locations l join districts d on d.id = l.district_id where l.tenant_id = $1 limit 1)`
  const company = `(select id from companies where tenant_id = $1 limit 1)`
  await q(`insert into pf_setups (tenant_id, company_id, state_id, pf_code, created_by)
    select $1, ${company}, ${place}, 'MHBAN' || lpad(g::text, 10, '0'), $2 from generate_series(1, 500) g`)
  await q(`insert into esi_setups (tenant_id, company_id, state_id, esi_code, created_by)
    select $1, ${company}, ${place}, '31' || lpad(g::text, 15, '0'), $2 from generate_series(1, 500) g`)
  await q(`insert into pt_setups (tenant_id, company_id, state_id, ptrc_number, created_by)
    select $1, ${company}, ${place}, 'PTRC' || lpad(g::text, 8, '0'), $2 from generate_series(1, 400) g`)
  await q(`insert into lwf_setups (tenant_id, company_id, state_id, registration_number, created_by)
    select $1, ${company}, ${place}, 'LWF' || lpad(g::text, 8, '0'), $2 from generate_series(1, 100) g`)
  for (const [family, table, column] of [
    ['pf', 'pf_setups', 'pf_setup_id'],
    ['esi', 'esi_setups', 'esi_setup_id'],
    ['ptrc', 'pt_setups', 'pt_setup_id'],
    ['lwf', 'lwf_setups', 'lwf_setup_id'],
  ] as const) {
    // Every tenth payment an arrear challan, paid on the 10th to the 22nd of the next month.
    await q(`insert into tracker_rows (tenant_id, family, ${column}, company_id, period, challan_type, payment_date, total_paid_amount, fields, created_by)
      select $1, '${family}', s.id, s.company_id, date_trunc('month', current_date)::date - make_interval(months => m),
        case when (s.id + m) % 10 = 0 then 'arrear' else 'main' end,
        date_trunc('month', current_date)::date - make_interval(months => m - 1) + make_interval(days => 9 + (s.id + m) % 13),
        10000 + (s.id * 37 + m * 11) % 90000, '{}'::jsonb, $2
      from ${table} s cross join generate_series(0, 23) m where s.tenant_id = $1`)
  }
  const count = async (table: string) => (await q(`select count(*)::int n from ${table} where tenant_id = $1`)).rows[0].n as number
  console.log(
    `dashboard tenant: ${await count('branches')} branches, ${(await count('due_items')).toLocaleString('en')} due items, ` +
      `${(await count('tracker_rows')).toLocaleString('en')} tracker rows, made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
  // A server's start generates the periods missing again (the 4,000 deleted above fall due this month and next): the
  // in-process runs get them too, so that every mode measures the tenant the server answers for.
  if (process.env.EXPLAIN === '1' || process.env.IN_PROCESS) {
    await generateDueItems(conn.db, { tenantId }, businessToday())
    console.log(`as a server's start leaves it: ${(await count('due_items')).toLocaleString('en')} due items`)
  }
  await conn.pool.query('vacuum analyze')
  if (process.env.EXPLAIN === '1') {
    const ctx = { db: conn.db, auth: { tenantId, userId: adminId, type: 'admin' as const, permissions: [], branchIds: null } }
    const out = [`EXPLAIN (ANALYZE, BUFFERS) of the dashboard's slowest graphs (bench/dashboard.ts, EXPLAIN=1)`]
    const runs: [string, () => Promise<unknown>][] = [
      ['graph/action-summary', () => actionSummary(ctx as never)],
      ['graph/compliance-calendar-dates, this month', () => calendarDates(ctx as never, { month: CALENDAR_MONTH } as never)],
      ['graph/remittance-breakup', () => remittanceBreakup(ctx as never, {} as never)],
      ['graph/pf-remittance-breakdown', () => remittanceBreakdown(ctx as never, {} as never, 'pf')],
    ]
    for (const [what, run] of runs) out.push(...(await explained(conn.pool, what, run)))
    writeFileSync('bench/explain-dashboard.txt', `${out.join('\n')}\n`)
  }
  if (process.env.IN_PROCESS) {
    // The two heaviest graphs called in this process, no HTTP: under `node --cpu-prof` its profile holds only their work.
    const ctx = { db: conn.db, auth: { tenantId, userId: adminId, type: 'admin' as const, permissions: [], branchIds: null } }
    const runs: [string, () => Promise<unknown>][] = [
      ['action-summary', () => actionSummary(ctx as never)],
      [`compliance-calendar-dates?month=${CALENDAR_MONTH}`, () => calendarDates(ctx as never, { month: CALENDAR_MONTH } as never)],
    ]
    for (const [what, run] of runs) {
      const n = Number(process.env.IN_PROCESS)
      const [cpu0, pg0] = [process.cpuUsage(), treeCpuMs(pgPid)]
      for (let i = 0; i < n; i++) await run()
      const cpu = process.cpuUsage(cpu0)
      const pg = (treeCpuMs(pgPid) - pg0) / n
      console.log(
        `in process, ${what}: CPU an answer ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms, PostgreSQL ${pg.toFixed(2)} ms`,
      )
    }
    return
  }

  const { baseURL, pid } = await restart()
  const headers = await signIn(baseURL, EMAIL, BENCH_PASSWORD)
  const ask = async (path: string) => {
    const res = await fetch(`${baseURL}/ihrc-api/companyadmin/${path}`, { headers })
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`)
    return res.text()
  }
  const only = process.env.ONLY?.split(',')
  const rows = Object.entries(endpoints.graph)
    .filter(([key]) => !only || only.includes(key))
    .map(([key, row]) => [key, { path: key === 'complianceCalendarDates' ? `${row.path}?month=${CALENDAR_MONTH}` : row.path }] as const)
  for (const [, row] of rows) for (let i = 0; i < 3; i++) await ask(row.path) // warm
  // The start's keep-ahead puts the deleted periods back in one transaction, rewriting every assignment's next due date.
  for (let i = 0; i < 600 && (await count('due_items')) <= DUE_ITEMS; i++) await new Promise((r) => setTimeout(r, 100))
  console.log(`after the server's start: ${(await count('due_items')).toLocaleString('en')} due items`)
  // Then the tables it rewrote are settled, as autovacuum leaves them in production within a minute: their dead row
  // versions cost the calendar's first answers several ms of PostgreSQL each (README). SETTLE=none measures them unsettled.
  const settle = process.env.SETTLE ?? 'vacuum analyze due_items, compliance_assignments'
  if (settle !== 'none') await conn.pool.query(settle)
  console.log(`settled: ${settle}`)
  const before = await profileFigures(baseURL, { headers, serverPid: pid, seconds: 3 })
  console.log(`load average ${load()} (2 cores); GET profile before: ${before.rps.toFixed(0)} req/s, p99 ${before.p99} ms`)
  const figures: { key: string; p99: number; line: string }[] = []
  for (const [key, row] of rows) {
    const times: number[] = []
    const cpu0 = [treeCpuMs(pid), treeCpuMs(pgPid)]
    let bytes = 0
    for (let i = 0; i < ASKS; i++) {
      const t = performance.now()
      bytes = (await ask(row.path)).length
      times.push(performance.now() - t)
    }
    const perAsk = (ms: number) => (ms / ASKS).toFixed(2)
    times.sort((a, b) => a - b)
    figures.push({
      key,
      p99: quantile(times, 0.99),
      line:
        `${row.path.padEnd(40)} p50 ${quantile(times, 0.5).toFixed(1).padStart(6)} ms, p99 ${quantile(times, 0.99).toFixed(1).padStart(6)} ms` +
        ` (goal < 50)  CPU an answer: server ${perAsk(treeCpuMs(pid) - cpu0[0]!)} ms, PostgreSQL ${perAsk(treeCpuMs(pgPid) - cpu0[1]!)} ms; ` +
        `${bytes} B${ON_HOME.has(key) ? '' : '  (not called by /home yet)'}`,
    })
  }
  const after = await profileFigures(baseURL, { headers, serverPid: pid, seconds: 3 })
  const profileP99 = (before.p99 + after.p99) / 2
  console.log(`GET profile after: ${after.rps.toFixed(0)} req/s, p99 ${after.p99} ms; load average ${load()}`)
  console.log(
    `/home's graph calls, ${ASKS} answers each, one at a time (ratio: p99 over GET profile's p99 ${profileP99} ms, budget ≤ ${P99_RATIO}×):`,
  )
  for (const f of figures) {
    const ratio = f.p99 / profileP99
    console.log(`  ${f.line}; ${ratio.toFixed(2)}× prof${ratio <= P99_RATIO ? '' : ' NOT MET'}`)
  }
})
