// Register figures (issue 25): a month of salary, attendance and leave for 5,000
// employees of one branch, then Forms A to E generated for that branch and month as the
// background job runs it (layout, xlsx and PDF rendered in the worker thread, files
// stored), timed from the request to the job's end, with the process's peak RSS
// meanwhile (the worker thread is in this process). The rows are stored as an upload
// stores them (checked, then inserted) without a workbook, so the process holds no
// upload's memory when the generation starts; UPLOADS=1 uploads them from the app's
// filled templates through HTTP instead and prints each upload's figures (the
// generation's peak then includes what the uploads left in the heap).
// Run: node --import tsx bench/register-generation.ts   (part of `npm run bench`; budgets: bench/README.md)
// Not a test: nothing asserts.
import ExcelJS from 'exceljs'
import { INPUT_REGISTERS, type InputKind } from '@ihrc/contract'
import { storeSampleMonth } from '../server/src/modules/registers/demo'
import { attendanceRow, leaveRow, salaryRow, type SampleRow } from '../server/src/modules/registers/sample-rows'
import { gc, mb, measure, multipart, withBenchServer, type BenchCall } from './in-process'

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 5000)
const MONTH = '2026-03'
const ROWS: Partial<Record<InputKind, (i: number, month: string) => SampleRow>> = {
  salary: salaryRow,
  attendance: attendanceRow,
  leave: leaveRow,
}

async function filledTemplate(call: BenchCall, kind: InputKind): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load((await call('GET', `/registers/input/${INPUT_REGISTERS[kind].stem}/template`)).rawPayload as never)
  const sheet = wb.worksheets[0]!
  const labels = INPUT_REGISTERS[kind].fields as Record<string, { label: string }>
  const keyOf = new Map(Object.entries(labels).map(([key, f]) => [f.label, key]))
  const keys = (sheet.getRow(1).values as string[]).slice(1).map((h) => keyOf.get(h))
  for (let i = 0; i < EMPLOYEES; i++) {
    const row = ROWS[kind]!(i, MONTH)
    sheet.getRow(i + 2).values = keys.map((k) => (k ? (row[k] ?? null) : null))
  }
  return Buffer.from(await wb.xlsx.writeBuffer())
}

await withBenchServer(async ({ db, pool, tenantId, adminId, call }) => {
  const group = (await call('POST', '/company-group', { payload: { name: 'Bench Group' } })).json().data.id
  const company = (await call('POST', '/company', { payload: { group_id: group, name: 'Bench Industries' } })).json().data.id
  const place = await pool.query<{ state_id: number; district_id: number }>(
    `select s.id as state_id, d.id as district_id from states s join districts d on d.state_id = s.id
      where s.name = 'Maharashtra' and d.name = 'Pune'`,
  )
  const { state_id, district_id } = place.rows[0]!
  const location = (await call('POST', '/location', { payload: { district_id, name: 'Chakan' } })).json().data.id
  const branch = (
    await call('POST', '/branch', {
      payload: {
        company_id: company,
        state_id,
        district_id,
        location_id: location,
        name: 'Chakan Plant',
        address: 'Plot 7, MIDC Phase 2, Chakan, Pune 410501',
        opening_date: '2015-04-01',
        head_count: EMPLOYEES,
        office_mode: 'physical',
        ownership: 'owned',
        office_type: 'factory',
      },
    })
  ).json().data.id

  if (process.env.UPLOADS !== '1') {
    const auth = { userId: adminId, tenantId, type: 'admin' as const, permissions: [], branchIds: null }
    await storeSampleMonth({ db, auth }, { id: branch, name: 'Chakan Plant' }, MONTH, EMPLOYEES)
  } else
    for (const kind of Object.keys(ROWS) as InputKind[]) {
      const file = await filledTemplate(call, kind)
      gc()
      const upload = await measure(() =>
        call(
          'POST',
          `/registers/input/${INPUT_REGISTERS[kind].stem}`,
          multipart(file, `${kind}.xlsx`, { branch_id: String(branch), month: MONTH }),
        ),
      )
      console.log(`${kind} register upload, ${EMPLOYEES} rows: ${(upload.ms / 1000).toFixed(2)} s, peak RSS ${mb(upload.peak)}`)
    }

  gc()
  const before = process.memoryUsage.rss()
  const generation = await measure(async () => {
    const job = (await call('POST', '/registers/output/generate', { payload: { branch_id: branch, from: MONTH } })).json().data
    // The job's state ends the wait, as the console's poll does.
    for (;;) {
      const state = (await call('GET', `/registers/output/jobs/${job.id}`)).json().data
      if (state.status === 'done' || state.status === 'failed') return state as { status: string; total: number; message: string | null }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  const sizes = await pool.query<{ form: string; bytes: string }>(
    `select r.form, sum(f.size)::text as bytes from output_registers r join stored_files f on f.id in (r.xlsx_file_id, r.pdf_file_id)
      group by r.form order by r.form`,
  )
  console.log(
    `register generation, Forms A to E, ${EMPLOYEES} employees × 1 month: ${generation.result.status} (${generation.result.total} registers${generation.result.message ? `, ${generation.result.message}` : ''}) in ${(generation.ms / 1000).toFixed(2)} s, CPU ${(generation.cpuMs / 1000).toFixed(2)} s, peak RSS ${mb(generation.peak)} (${mb(before)} before; goal < 10 s, < 300 MB)`,
  )
  console.log(`  files (xlsx + PDF): ${sizes.rows.map((r) => `${r.form} ${(Number(r.bytes) / 1024).toFixed(0)} KB`).join(', ')}`)
})
