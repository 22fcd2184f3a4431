// The Notice Tracker's list at 100,000 notices (issue 22 "Must show"): page 1 of 20 filtered
// by a reply-due range and a status, as the console asks it, from 10 connections for 10 s
// on the real server (autocannon), beside GET profile measured just before and after on the
// same server (the list's p99 as a ratio to profile's: a busy machine moves both). Notices
// are made in one generate_series insert (a fifth open, the rest closed; reply due dates
// spread over four years), then VACUUM ANALYZE. The list's statements, explained, go to
// bench/explain-notices.txt (which index serves the filter).
// Run: node --import tsx bench/notice-list.ts   (build the server first; part of `npm run bench`)
// Not a test: nothing asserts; the goal (p99 < 30 ms) is the quiet machine's.
import { writeFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { noticeResource } from '../server/src/modules/notices/notice'
import { explained } from './explain'
import { profileFigures, signIn, treeCpuMs } from './profile'
import { BENCH_PASSWORD, makeBystander, makeOrganisation, withServerWorld } from './server-world'
import { atRest, measureHeavy } from './watch'

const NOTICES = 100_000
const API = '/ihrc-api/companyadmin'
const EMAIL = 'notices@bench.test'
const GOAL_P99_MS = 30
/** The list's p99 at most this many times GET profile's p99 of the same minutes (the branch list's budget). */
const P99_RATIO = 6
/** A month of reply due dates in the middle of the spread, open notices only: the list an administrator checks. */
const QUERY = { page: '1', page_size: '20', status: 'Open', reply_due_from: '2025-06-01', reply_due_to: '2025-06-30' }

await withServerWorld('notices', async ({ conn, pgPid, restart }) => {
  const { tenantId, adminId } = await makeOrganisation(conn, 'Notices', EMAIL, 50)
  await conn.pool.query(
    `insert into notices (tenant_id, company_id, branch_id, notice_type, act, notice_date, reference_number, received_on,
       reply_due_date, criticality, status, closed, issuing_authority, created_by)
     select $1, b.company_id, b.id, (array['Show cause notice','Inspection notice','Demand notice','Summons'])[1 + i % 4],
       'Employees’ State Insurance Act, 1948', d - 20, 'REF/' || i, d - 18, d,
       (array['High','Medium','Low'])[1 + i % 3], case when i % 5 = 0 then 'Open' else 'Closed' end, i % 5 <> 0,
       'Regional Office ' || (i % 40), $2
     from generate_series(1, $3::int) i
     cross join lateral (select date '2023-01-01' + (i * 1461 / $3::int) as d) dd
     join lateral (select id, company_id from branches where tenant_id = $1 order by id offset (i % 50) limit 1) b on true`,
    [tenantId, adminId, NOTICES],
  )
  const bystander = await makeBystander(conn)
  await conn.pool.query('vacuum analyze')
  const { baseURL, pid } = await restart()
  const headers = await signIn(baseURL, EMAIL, BENCH_PASSWORD)
  const url = `${baseURL}${API}/noticetracker?${new URLSearchParams(QUERY)}`
  const first = await fetch(url, { headers })
  const page = (await first.json()) as { meta: { total: number } }
  await autocannon({ url, connections: 10, duration: 2, headers }) // warm
  const before = await profileFigures(baseURL, { headers, seconds: 3 })
  const cpu0 = [treeCpuMs(pid), treeCpuMs(pgPid)]
  const r = await autocannon({ url, connections: 10, duration: 10, headers })
  const per = (ms: number) => ((1000 * ms) / r.requests.total).toFixed(0)
  const cpu = `server ${per(treeCpuMs(pid) - cpu0[0]!)} µs, PostgreSQL ${per(treeCpuMs(pgPid) - cpu0[1]!)} µs a request`
  const after = await profileFigures(baseURL, { headers, seconds: 3 })
  const profileP99 = (before.p99 + after.p99) / 2
  const ratio = r.latency.p99 / profileP99
  console.log(
    `notice list at ${NOTICES.toLocaleString('en')} notices, open, reply due in one month (${page.meta.total} match, HTTP ${first.status}), 10 connections, 10 s: ` +
      `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx + r.errors} (quiet goal p99 < ${GOAL_P99_MS} ms); ` +
      `${ratio.toFixed(2)}× GET profile's p99 ${profileP99.toFixed(1)} ms (${before.rps.toFixed(0)} / ${after.rps.toFixed(0)} req/s before / after; ratio budget ≤ ${P99_RATIO}: ${ratio <= P99_RATIO ? 'met' : 'NOT MET'}); CPU ${cpu}`,
  )
  // The export of every notice, with /health and another tenant's list asked throughout (bench/watch.ts).
  const watchers = await bystander(baseURL)
  await measureHeavy(`notice export, all ${NOTICES.toLocaleString('en')} notices`, watchers, await atRest(watchers), () =>
    fetch(`${baseURL}${API}/noticetracker/download-notice-data`, { headers }),
  )
  const ctx = { db: conn.db, auth: { tenantId, userId: adminId, type: 'admin' as const, permissions: [], branchIds: null } }
  const { page: _p, page_size: _s, ...filters } = QUERY
  const out = [
    `EXPLAIN (ANALYZE, BUFFERS) of the notice list's statements at ${NOTICES.toLocaleString('en')} notices (bench/notice-list.ts)`,
    ...(await explained(conn.pool, 'open notices, reply due in one month, page 1 of 20', () =>
      noticeResource.list(ctx, { ...filters, page: 1, page_size: 20 } as never, true),
    )),
  ]
  writeFileSync('bench/explain-notices.txt', `${out.join('\n')}\n`)
})
