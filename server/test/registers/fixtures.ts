/**
 * Register tests' world: a tenant with a branch in Pune (Maharashtra), input registers
 * filled into the app's own templates (downloaded through the API) and uploaded, and a
 * wait on a generation job's state.
 */
import ExcelJS from 'exceljs'
import { DAY_KEYS, INPUT_REGISTERS, registerMonth, type InputKind } from '@ihrc/contract'
import type { Call, Org } from '../organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'

export type Row = Record<string, string | number | null | undefined>

const path = (kind: InputKind) => `/registers/input/${INPUT_REGISTERS[kind].stem}`

/** The kind's template from the API, filled with `rows` by header (a cell per field key). */
export async function filledTemplate(call: Call, kind: InputKind, rows: readonly Row[]): Promise<Buffer> {
  const res = await call('GET', `${path(kind)}/template`)
  if (res.statusCode !== 200) throw new Error(res.body)
  const wb = await readWorkbook(res.rawPayload)
  const sheet = wb.worksheets[0]!
  const fields = INPUT_REGISTERS[kind].fields as Record<string, { label: string }>
  const columnOf = new Map<string, number>()
  sheet.getRow(1).eachCell((cell, col) => {
    const key = Object.keys(fields).find((k) => fields[k]!.label === cell.value)
    if (key) columnOf.set(key, col)
  })
  rows.forEach((row, i) => {
    const target = sheet.getRow(i + 2)
    for (const [key, value] of Object.entries(row)) {
      const col = columnOf.get(key)
      if (col === undefined) throw new Error(`fixture: ${kind} template has no column for ${key}`)
      if (value !== undefined && value !== null) target.getCell(col).value = value
    }
  })
  return workbookBuffer(wb)
}

export function upload(call: Call, kind: InputKind, file: Buffer, fields: { branch_id: number; month: string; replace?: boolean }) {
  const [body, options] = multipartFile(file, `${kind}.xlsx`, {
    branch_id: String(fields.branch_id),
    month: fields.month,
    ...(fields.replace ? { replace: 'true' } : {}),
  })
  return call('POST', path(kind), body, options)
}

/** Fills the template and uploads it; throws unless it was stored. */
export async function uploaded(
  call: Call,
  kind: InputKind,
  rows: readonly Row[],
  fields: { branch_id: number; month: string; replace?: boolean },
) {
  const res = await upload(call, kind, await filledTemplate(call, kind, rows), fields)
  if (res.statusCode !== 201) throw new Error(`${kind}: ${res.statusCode} ${res.body}`)
  return res.json().data.upload as { id: number; rows: number }
}

const code = (i: number) => `E${String(i + 1).padStart(4, '0')}`

/** The i-th employee's salary: amounts vary with i, net pay is earnings less deductions; every 7th has a recovery. */
export function salaryRow(i: number, month = '2026-03'): Row {
  const basic = 12000 + (i % 37) * 250.5
  const da = 1500 + (i % 5) * 100
  const hra = Math.round(basic * 0.4 * 100) / 100
  const overtime = i % 4 === 0 ? 640.25 : 0
  const other = i % 3 === 0 ? 500 : 0
  const pf = Math.round(Math.min(basic + da, 15000) * 0.12)
  const esic = basic + da + hra <= 21000 ? Math.round((basic + da + hra) * 0.0075 * 100) / 100 : 0
  const tax = i % 10 === 0 ? 1200 : 0
  const recovery = i % 7 === 0 ? 1000 : 0
  const earned = Math.round((basic + da + hra + overtime + other) * 100)
  const deducted = Math.round((pf + esic + tax + recovery) * 100)
  return {
    employee_code: code(i),
    employee_name: `Employee ${i + 1}`,
    gender: i % 2 ? 'Female' : 'Male',
    date_of_joining: '2020-06-01',
    designation: 'Operator',
    category: 'Skilled',
    rate_of_wage: basic + da,
    basic,
    da,
    overtime_pay: overtime || undefined,
    hra,
    other_earnings: other || undefined,
    pf,
    esic: esic || undefined,
    income_tax: tax || undefined,
    recoveries: recovery || undefined,
    net_pay: (earned - deducted) / 100,
    employer_pf_share: pf,
    payment_date: registerMonth(month).end,
    recovery_type: recovery ? 'Advance' : undefined,
    recovery_particulars: recovery ? 'Festival advance' : undefined,
    recovery_amount: recovery ? 5000 : undefined,
    recovery_instalments: recovery ? 5 : undefined,
  }
}

/** The i-th employee's month: Sundays off, a day of leave for every 5th, an absence for every 9th. */
export function attendanceRow(i: number, month: string): Row {
  const m = registerMonth(month)
  const row: Row = { employee_code: code(i), employee_name: `Employee ${i + 1}` }
  for (let d = 1; d <= m.days; d++) {
    const weekday = new Date(`${month}-${String(d).padStart(2, '0')}T00:00:00Z`).getUTCDay()
    let mark = weekday === 0 ? 'WO' : 'P'
    if (mark === 'P' && i % 5 === 0 && d === 10) mark = 'L'
    if (mark === 'P' && i % 9 === 0 && d === 17) mark = 'A'
    if (mark === 'P' && d === 26 && month.endsWith('-01')) mark = 'H'
    row[DAY_KEYS[d - 1]!] = mark
  }
  row.overtime_hours = i % 4 === 0 ? 6.5 : undefined
  return row
}

export function leaveRow(i: number): Row {
  return {
    employee_code: code(i),
    employee_name: `Employee ${i + 1}`,
    el_opening: 10 + (i % 6),
    el_credited: 1.5,
    el_availed: i % 5 === 0 ? 1 : 0,
    cl_opening: 4,
    cl_credited: 0.5,
    cl_availed: i % 11 === 0 ? 0.5 : 0,
    sl_opening: 3,
    sl_credited: 0.5,
    sl_availed: 0,
    leave_wages_paid: i % 5 === 0 ? 520 : undefined,
  }
}

export interface JobState {
  id: number
  status: string
  done: number
  total: number
  message: string | null
  register_ids: number[]
}

/** Polls a generation job until it is done or failed (a state, not a time, ends the wait; the cap only stops a hung test). */
export async function settledJob(call: Call, id: number): Promise<JobState> {
  for (let i = 0; i < 1200; i++) {
    const res = await call('GET', `/registers/output/jobs/${id}`)
    if (res.statusCode !== 200) throw new Error(res.body)
    const job = res.json().data as JobState
    if (job.status === 'done' || job.status === 'failed') return job
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`job ${id} did not finish`)
}

export async function generated(org: Org, body: Record<string, unknown>): Promise<JobState> {
  const res = await org.call('POST', '/registers/output/generate', body)
  if (res.statusCode !== 202) throw new Error(res.body)
  const job = await settledJob(org.call, res.json().data.id)
  if (job.status !== 'done') throw new Error(`generation failed: ${job.message}`)
  return job
}

export async function workbookOf(call: Call, registerId: number, type: 'xlsx' | 'pdf' = 'xlsx') {
  const res = await call('GET', `/registers/output/${registerId}/download?type=${type}`)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res
}

export { ExcelJS }
