// Tracker figures (issue 11): upload a year of PF payments for 50 registrations (600
// rows) from the real template, then export 10,000 PF tracker rows (each dated from the
// rules, with its exposure), printing wall time and the process's peak RSS.
// Run: node --import tsx bench/tracker-bulk.ts   (part of `npm run bench`; budgets: bench/README.md)
// Not a test: nothing asserts.
import ExcelJS from 'exceljs'
import { gc, mb, measure, multipart, withBenchServer } from './in-process'

const REGISTRATIONS = 50
const MONTHS = 12
const EXPORT_ROWS = 10_000
const periodOf = (i: number) => `${2025 + Math.floor((3 + i) / 12)}-${String(((3 + i) % 12) + 1).padStart(2, '0')}`

await withBenchServer(async ({ pool, tenantId, call }) => {
  const group = (await call('POST', '/company-group', { payload: { name: 'Bench Group' } })).json().data.id
  const company = (await call('POST', '/company', { payload: { group_id: group, name: 'Bench Industries' } })).json().data.id
  const codes: string[] = []
  for (let n = 0; n < REGISTRATIONS; n++) {
    const code = `MHBAN00${String(n).padStart(8, '0')}`
    await call('POST', '/pfsetup', { payload: { company_id: company, pf_code: code } })
    codes.push(code)
  }

  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load((await call('GET', `/pf-tracker/export-data?company_id=${company}`)).rawPayload as never)
  const sheet = wb.getWorksheet('PF tracker')!
  const headers = (sheet.getRow(1).values as string[]).slice(1)
  let row = 2
  for (let m = 0; m < MONTHS; m++) {
    for (const code of codes) {
      const cells: Record<string, string | number> = {
        'PF code': code,
        Period: periodOf(m),
        'Payment date': `${periodOf(m)}-14`,
        'Employee count': 40,
        'Total challan amount': 120000,
      }
      sheet.getRow(row++).values = headers.map((h) => cells[h] ?? null)
    }
  }
  const file = Buffer.from(await wb.xlsx.writeBuffer())
  gc()
  const upload = await measure(() => call('POST', '/pf-tracker/bulk-upload', multipart(file, 'pf.xlsx')))
  console.log(`tracker bulk upload ${MONTHS} × ${REGISTRATIONS} rows: ${(upload.ms / 1000).toFixed(2)} s, peak RSS ${mb(upload.peak)}`)

  // The rest of 10,000 rows straight into the table: the 50 registrations' months back from 2025-04, half paid late.
  const perCode = EXPORT_ROWS / REGISTRATIONS - MONTHS
  await pool.query(
    `insert into tracker_rows (tenant_id, family, pf_setup_id, company_id, period, payment_date, fields)
    select $1, 'pf', s.id, s.company_id, date '2025-04-01' - make_interval(months => g),
      date '2025-04-01' - make_interval(months => g) + interval '1 month' + make_interval(days => 10 + (g % 2) * 10),
      jsonb_build_object('total_challan_amount', 120000)
    from pf_setups s cross join generate_series(1, $2::int) g where s.tenant_id = $1`,
    [tenantId, perCode],
  )
  gc()
  const exported = await measure(() => call('GET', '/pf-tracker/export-all'))
  console.log(
    `tracker export ${EXPORT_ROWS} rows: ${(exported.ms / 1000).toFixed(2)} s, peak RSS ${mb(exported.peak)}, file ${(exported.result.rawPayload.length / 1024).toFixed(0)} KB`,
  )
})
