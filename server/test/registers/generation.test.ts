/**
 * Output registers end to end through HTTP: a month of salary, attendance and leave for
 * 500 employees of one branch, uploaded from the app's templates, generates Forms A to E
 * in a background job; every cell of every register is compared with values this test
 * computes itself from the rows it uploaded (not through the generator). The files open
 * in LibreOffice with the same values; the PDF's text holds the establishment, the period
 * and the totals. Then: stale registers, formats by date, and another tenant's 404s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY_KEYS } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { csvOfWorkbook, pdfOfWorkbook } from '../kit/libreoffice'
import { textOfPdf } from '../kit/pdftotext'
import { createBranch, twoTenants, type Org } from '../organisation/fixtures'
import { readWorkbook } from '../organisation/xlsx-helpers'
import { attendanceRow, generated, leaveRow, salaryRow, settledJob, uploaded, workbookOf, type Row } from './fixtures'

const N = 500
const MONTH = '2026-03'

let t: TestContext
let org: Org
let other: Org
let branchId: number
let salaries: Row[]
let attendance: Row[]
let leaves: Row[]
/** Register ids by form, from the first generation. */
const registers: Record<string, number> = {}

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  branchId = await createBranch(org, { name: 'Pune Plant', se_registration_number: 'PUN/SE/2021/0042' })
  salaries = Array.from({ length: N }, (_, i) => salaryRow(i, MONTH))
  attendance = Array.from({ length: N }, (_, i) => attendanceRow(i, MONTH))
  leaves = Array.from({ length: N }, (_, i) => leaveRow(i))
  await uploaded(org.call, 'salary', salaries, { branch_id: branchId, month: MONTH })
  await uploaded(org.call, 'attendance', attendance, { branch_id: branchId, month: MONTH })
  await uploaded(org.call, 'leave', leaves, { branch_id: branchId, month: MONTH })
}, 120_000)
afterAll(async () => {
  await t.close()
})

// ---------------------------------------------------------------- the expected registers, computed here

const n = (v: unknown) => (typeof v === 'number' ? v : 0)
const cents = (vs: unknown[]) => vs.reduce<number>((a, v) => a + Math.round(n(v) * 100), 0) / 100
const or = (v: unknown) => (v === undefined || v === '' ? null : v)
const marks = (row: Row, code: string) => DAY_KEYS.filter((k) => row[k] === code).length
const attendanceOf = (code: unknown) => attendance.find((a) => a.employee_code === code)!

function formB(s: Row, i: number) {
  const earned = cents([s.basic, s.special_basic, s.da, s.overtime_pay, s.hra, s.other_earnings])
  const deducted = cents([s.pf, s.esic, s.society, s.income_tax, s.insurance, s.other_deductions, s.recoveries])
  const a = attendanceOf(s.employee_code)
  return [
    i + 1,
    s.employee_name,
    or(s.rate_of_wage),
    marks(a, 'P'),
    or(s.overtime_hours),
    or(s.basic),
    or(s.special_basic),
    or(s.da),
    or(s.overtime_pay),
    or(s.hra),
    or(s.other_earnings),
    earned,
    or(s.pf),
    or(s.esic),
    or(s.society),
    or(s.income_tax),
    or(s.insurance),
    or(s.other_deductions),
    or(s.recoveries),
    deducted,
    or(s.net_pay),
    or(s.employer_pf_share),
    or(s.payment_reference),
    or(s.payment_date),
    or(s.remarks),
  ]
}

function formA(s: Row, i: number) {
  const blank = null
  return [
    i + 1,
    s.employee_code,
    s.employee_name,
    blank,
    or(s.gender),
    or(s.father_or_spouse_name),
    or(s.date_of_birth),
    blank,
    blank,
    or(s.date_of_joining),
    or(s.designation),
    or(s.category),
    blank,
    blank,
    or(s.uan),
    blank,
    or(s.esic_ip_number),
    ...Array(8).fill(blank),
    or(s.date_of_exit),
    or(s.reason_for_exit),
    blank,
    blank,
    blank,
    or(s.remarks),
  ]
}

function formC(s: Row, i: number) {
  return [
    i + 1,
    s.employee_name,
    s.recovery_type,
    s.recovery_particulars,
    null,
    s.recovery_amount,
    null,
    null,
    s.recovery_instalments,
    null,
    null,
    null,
    or(s.remarks),
  ]
}

function formD(a: Row, i: number) {
  return [i + 1, a.employee_code, a.employee_name, null, null, ...DAY_KEYS.map((k) => or(a[k])), marks(a, 'P'), null, null]
}

function formE(l: Row, i: number) {
  const closing = (k: string) => n(l[`${k}_opening`]) + n(l[`${k}_credited`]) - n(l[`${k}_availed`])
  const group = (k: string) => [or(l[`${k}_opening`]), or(l[`${k}_credited`]), or(l[`${k}_availed`]), closing(k)]
  return [
    i + 1,
    l.employee_code,
    l.employee_name,
    marks(attendanceOf(l.employee_code), 'WO'),
    ...group('el'),
    ...group('cl'),
    ...group('sl'),
    or(l.leave_from),
    or(l.leave_to),
    or(l.leave_wages_paid),
    or(l.remarks),
  ]
}

/** Per form: its rows, and the columns summed in the totals row (0-based) with the column that says "Total". */
const EXPECTED: Record<string, { rows: () => unknown[][]; totals: number[]; label: number }> = {
  'Form A': { rows: () => salaries.map(formA), totals: [], label: 1 },
  'Form B': { rows: () => salaries.map(formB), totals: [3, 4, ...range(5, 22)], label: 1 },
  'Form C': {
    rows: () => salaries.flatMap((s, i) => (s.recovery_type ? [formC(s, i)] : [])),
    totals: [5],
    label: 1,
  },
  'Form D': { rows: () => attendance.map(formD), totals: [36], label: 1 },
  'Form E': { rows: () => leaves.map(formE), totals: [3, ...range(4, 16), 18], label: 1 },
}
function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i)
}

function totalsOf(form: string, rows: unknown[][], width: number): unknown[] {
  const spec = EXPECTED[form]!
  const out: unknown[] = Array(width).fill(null)
  for (const c of spec.totals) out[c] = cents(rows.map((r) => r[c]))
  out[spec.label] = 'Total'
  return out
}

/** The sheet's rows as values (blank cells null), from the first header row on. */
function sheetRows(values: unknown[][]): { header: number; rows: unknown[][] } {
  const header = values.findIndex((r) => r?.[0] === 'Sl. No.' || r?.[0] === 'Sl. No. in Employee Register')
  return { header, rows: values.slice(header + 1) }
}

async function cellsOf(form: string): Promise<{ title: string[]; rows: unknown[][] }> {
  const res = await workbookOf(org.call, registers[form]!)
  const sheet = (await readWorkbook(res.rawPayload)).worksheets[0]!
  const values: unknown[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells = (row.values as unknown[]).slice(1)
    values[number - 1] = cells.map((c) => (c === undefined ? null : c))
  })
  const title = values.slice(0, 10).map((r) => String(r?.[0] ?? ''))
  return { title, rows: values.map((r) => r ?? []) }
}

describe('Forms A to E for 500 employees', () => {
  it('generates every form in force as a background job, reporting its progress', async () => {
    const res = await org.call('POST', '/registers/output/generate', { branch_id: branchId, from: MONTH })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({ data: { total: 5 }, message: 'Generating 5 registers' })
    const job = await settledJob(org.call, res.json().data.id)
    expect(job).toMatchObject({ status: 'done', done: 5, total: 5, message: null })
    const list = await org.call('GET', `/registers/output?branch_id=${branchId}&month=${MONTH}`)
    for (const r of list.json().data) registers[r.form] = r.id
    expect(Object.keys(registers).sort()).toEqual(['Form A', 'Form B', 'Form C', 'Form D', 'Form E'])
    expect(list.json().data[0]).toMatchObject({
      branch: { id: branchId, name: 'Pune Plant' },
      month: MONTH,
      generated_by: { id: org.admin.id },
      stale: false,
    })
    const formB = list.json().data.find((r: { form: string }) => r.form === 'Form B')
    expect(formB.inputs.map((i: { kind: string; file_name: string }) => [i.kind, i.file_name])).toEqual([
      ['attendance', expect.stringMatching(/\.xlsx$/)],
      ['salary', expect.stringMatching(/\.xlsx$/)],
    ])
    expect(formB.rows).toBe(N)
  }, 180_000)

  it.each(Object.keys(EXPECTED))(
    '%s: every cell is the value computed from the uploaded rows, and the totals are their sums',
    async (form) => {
      const { title, rows: all } = await cellsOf(form)
      expect(title[0]).toBe(form.toUpperCase())
      expect(title).toContain('Name of the Establishment: Acme Industries, Pune Plant')
      expect(title.some((l) => l.includes('01-03-2026 to 31-03-2026'))).toBe(true)
      const { rows } = sheetRows(all)
      const expected = EXPECTED[form]!.rows()
      const width = expected[0]!.length
      const body = rows.slice(0, expected.length).map((r) => Array.from({ length: width }, (_, i) => r[i] ?? null))
      expect(body).toEqual(expected)
      const totals = Array.from({ length: width }, (_, i) => rows[expected.length]?.[i] ?? null)
      expect(totals).toEqual(totalsOf(form, expected, width))
    },
  )

  it('opens in LibreOffice without repair: the csv holds the same values and the xlsx converts to a PDF', async () => {
    const xlsx = (await workbookOf(org.call, registers['Form B']!)).rawPayload
    const csv = (await csvOfWorkbook(xlsx)).split('\n')
    const header = csv.findIndex((l) => l.startsWith('Sl. No. in Employee Register'))
    const expected = salaries.map(formB)
    for (const i of [0, 137, N - 1]) {
      const cells = csv[header + 1 + i]!.split(',')
      expect(Number(cells[0])).toBe(i + 1)
      expect(Number(cells[11])).toBe(expected[i]![11])
      expect(Number(cells[20])).toBe(expected[i]![20])
    }
    const totals = csv[header + 1 + N]!.split(',')
    expect(Number(totals[20])).toBe(cents(expected.map((r) => r[20])))
    expect(textOfPdf(await pdfOfWorkbook(xlsx))).toContain('Acme Industries, Pune Plant')
  }, 240_000)

  it("the PDF's text holds the establishment, the period and the totals", async () => {
    const res = await workbookOf(org.call, registers['Form B']!, 'pdf')
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = textOfPdf(res.rawPayload, { layout: true })
    expect(text).toContain('FORMAT OF WAGE REGISTER')
    expect(text).toContain('Name of the Establishment: Acme Industries, Pune Plant')
    expect(text).toContain('from 01-03-2026 to 31-03-2026 (March 2026)')
    const expected = salaries.map(formB)
    expect(text).toContain(cents(expected.map((r) => r[20])).toFixed(2))
    expect(text).toContain(cents(expected.map((r) => r[11])).toFixed(2))
    expect(text).toContain(`Employee ${N}`)
  })
})

describe('after the registers were made', () => {
  it('marks the registers made from a replaced upload stale, and regenerating clears it', async () => {
    const changed = attendance.map((a) => ({ ...a }))
    changed[0]![DAY_KEYS[2]!] = 'A'
    await uploaded(org.call, 'attendance', changed, { branch_id: branchId, month: MONTH, replace: true })
    const list = await org.call('GET', `/registers/output?branch_id=${branchId}&month=${MONTH}&page_size=10`)
    const stale = Object.fromEntries(list.json().data.map((r: { form: string; stale: boolean }) => [r.form, r.stale]))
    expect(stale).toEqual({ 'Form A': false, 'Form B': true, 'Form C': false, 'Form D': true, 'Form E': true })
    await generated(org, { branch_id: branchId, from: MONTH, forms: ['Form D'] })
    const again = await org.call('GET', `/registers/output/${registers['Form D']}`)
    expect(again.json().data).toMatchObject({ stale: false, id: registers['Form D'] })
    const trail = await org.call('GET', `/registers/output/${registers['Form D']}/history`)
    expect(trail.json().data[0]).toMatchObject({ action: 'update', remark: 'Regenerated' })
  }, 120_000)

  it('uses a format with a later effective_from for later months only', async () => {
    const formats = await org.call('GET', '/settings/register-template?form=Form%20B')
    expect(formats.statusCode, formats.body).toBe(200)
    const seeded = formats.json().data[0]
    const { id: _id, seeded: _s, created_at: _c, updated_at: _u, ...body } = seeded
    const copy = await org.call('POST', '/settings/register-template', {
      ...body,
      name: 'Form B (from April 2026)',
      title: ['FORM B', 'WAGE REGISTER AS ADJUSTED FROM APRIL 2026', ...body.title.slice(2)],
      effective_from: '2026-04-01',
      copied_from_id: seeded.id,
    })
    expect(copy.statusCode).toBe(201)
    await uploaded(
      org.call,
      'salary',
      salaries.slice(0, 5).map((_, i) => salaryRow(i, '2026-04')),
      { branch_id: branchId, month: '2026-04' },
    )
    await uploaded(
      org.call,
      'attendance',
      attendance.slice(0, 5).map((_, i) => attendanceRow(i, '2026-04')),
      { branch_id: branchId, month: '2026-04' },
    )
    await generated(org, { branch_id: branchId, from: '2026-03', to: '2026-04', forms: ['Form B'] })
    const list = (await org.call('GET', `/registers/output?branch_id=${branchId}&form=Form%20B`)).json().data
    const byMonth = Object.fromEntries(list.map((r: { month: string; format: { name: string } }) => [r.month, r.format.name]))
    expect(byMonth).toEqual({ '2026-03': 'Form B: Wage register', '2026-04': 'Form B (from April 2026)' })
    const april = list.find((r: { month: string }) => r.month === '2026-04')
    const sheet = (await readWorkbook((await workbookOf(org.call, april.id)).rawPayload)).worksheets[0]!
    expect(sheet.getCell('A2').value).toBe('WAGE REGISTER AS ADJUSTED FROM APRIL 2026')
  }, 120_000)

  it('refuses a generation whose inputs are missing, naming each month and register', async () => {
    const res = await org.call('POST', '/registers/output/generate', { branch_id: branchId, from: '2026-05', forms: ['Form B', 'Form E'] })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual([
      'May 2026: upload the salary register of Pune Plant first (Form B needs it)',
      'May 2026: upload the attendance register of Pune Plant first (Form B, Form E need it)',
      'May 2026: upload the leave register of Pune Plant first (Form E needs it)',
    ])
  })

  it("answers 404 for another tenant's registers, their files and jobs", async () => {
    const job = await org.call('POST', '/registers/output/generate', { branch_id: branchId, from: MONTH, forms: ['Form A'] })
    await settledJob(org.call, job.json().data.id)
    for (const url of [
      `/registers/output/${registers['Form B']}`,
      `/registers/output/${registers['Form B']}/download`,
      `/registers/output/${registers['Form B']}/download?type=pdf`,
      `/registers/output/${registers['Form B']}/history`,
      `/registers/output/jobs/${job.json().data.id}`,
    ]) {
      expect((await other.call('GET', url)).statusCode, url).toBe(404)
    }
    const theirs = await other.call('GET', '/registers/output')
    expect(theirs.json().data).toEqual([])
    const generate = await other.call('POST', '/registers/output/generate', { branch_id: branchId, from: MONTH })
    expect(generate.json()).toEqual({ message: { branch_id: ['Choose a branch you can see'] } })
  })
})
