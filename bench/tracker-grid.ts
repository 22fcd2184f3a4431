// Tracker grid figures (issue 11): a PF grid of 500 registrations × the 12 months of a
// financial year (6,000 rows, some late, some months missing), asked 200 times in a row
// in process: the server's time per answer (p50 / p99; budget p99 < 50 ms), and its export.
// Run: node --import tsx bench/tracker-grid.ts   (part of `npm run bench`; budgets: bench/README.md)
// Not a test: nothing asserts.
import { measure, withBenchServer } from './in-process'

const REGISTRATIONS = 500
const ASKS = 200

await withBenchServer(async ({ pool, tenantId, call }) => {
  const group = (await call('POST', '/company-group', { payload: { name: 'Bench Group' } })).json().data.id
  const company = (await call('POST', '/company', { payload: { group_id: group, name: 'Bench Industries' } })).json().data.id
  await pool.query(
    `insert into pf_setups (tenant_id, company_id, pf_code)
     select $1, $2, 'MHBAN' || lpad(g::text, 10, '0') from generate_series(1, $3::int) g`,
    [tenantId, company, REGISTRATIONS],
  )
  // Every registration pays April 2025 to March 2026, except every seventh month (missing); a third are late.
  await pool.query(
    `insert into tracker_rows (tenant_id, family, pf_setup_id, company_id, period, payment_date, fields)
     select $1, 'pf', s.id, s.company_id, date '2025-04-01' + make_interval(months => m),
       date '2025-04-01' + make_interval(months => m + 1) + make_interval(days => 13 + ((s.id + m) % 3) * 5),
       jsonb_build_object('total_challan_amount', 120000)
     from pf_setups s cross join generate_series(0, 11) m
     where s.tenant_id = $1 and (s.id + m) % 7 <> 0`,
    [tenantId],
  )
  const url = '/pf-tracker/grid?year=2025-26'
  for (let i = 0; i < 5; i++) await call('GET', url) // warm
  const times: number[] = []
  for (let i = 0; i < ASKS; i++) {
    const t0 = performance.now()
    await call('GET', url)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1)
  console.log(`tracker grid ${REGISTRATIONS} registrations × 12 months: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (budget p99 < 50 ms)`)
  const exported = await measure(() => call('GET', `/pf-tracker/grid/export?year=2025-26`))
  console.log(`tracker grid export: ${exported.ms.toFixed(0)} ms, file ${(exported.result.rawPayload.length / 1024).toFixed(0)} KB`)
})
