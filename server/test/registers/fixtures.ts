/**
 * Register tests' world: a tenant with a branch in Pune (Maharashtra), input registers
 * filled into the app's own templates (downloaded through the API) and uploaded, and a
 * wait on a generation job's state.
 */
import ExcelJS from 'exceljs'
import { INPUT_REGISTERS, type InputKind } from '@ihrc/contract'
import type { SampleRow } from '../../src/modules/registers/sample-rows'
import type { Call, Org } from '../organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'

export { attendanceRow, leaveRow, salaryRow } from '../../src/modules/registers/sample-rows'
export type Row = SampleRow

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
