/**
 * The demo tenant's input registers: last month's salary, attendance and leave of a
 * small workforce at its first branch, stored the way an upload stores them (every row
 * checked by the kind's rules, then the upload and its audit entry), so Input Registers
 * open filled and Output Registers can generate Forms A to E at once.
 */
import { asc, eq } from 'drizzle-orm'
import { businessToday, type InputKind } from '@ihrc/contract'
import { branches } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { inputUploadResources } from './index'
import { RowErrors } from '../../lib/xlsx-cells'
import { checkHere } from '../../lib/xlsx-check'
import inputRowCheck from './input-check'
import { attendanceRow, leaveRow, salaryRow, type SampleRow } from './sample-rows'
import { storeUpload } from './uploads'
import type { DemoPiece } from '../demo-piece'

export const DEMO_REGISTER_EMPLOYEES = 25
const KINDS: Record<'salary' | 'attendance' | 'leave', (i: number, month: string) => SampleRow> = {
  salary: salaryRow,
  attendance: attendanceRow,
  leave: leaveRow,
}

/** The month before `today`'s: the last one whose payroll is closed. */
export function lastClosedMonth(today: string = businessToday()): string {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

/** A spreadsheet's view of a sample row: every filled cell as its text. */
const asCells = (row: SampleRow) =>
  Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])))

export async function seedRegistersDemo(ctx: RequestContext): Promise<void> {
  const [branch] = await ctx.db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.tenantId, ctx.auth.tenantId))
    .orderBy(asc(branches.id))
    .limit(1)
  if (branch) await storeSampleMonth(ctx, branch, lastClosedMonth(), DEMO_REGISTER_EMPLOYEES)
}

/** A month of sample salary, attendance and leave of `employees` people at `branch`, each stored as an upload (the demo; the bench's 5,000). */
export async function storeSampleMonth(
  ctx: RequestContext,
  branch: { id: number; name: string },
  month: string,
  employees: number,
): Promise<void> {
  for (const [kind, rowOf] of Object.entries(KINDS) as [InputKind, (i: number, month: string) => SampleRow][]) {
    const sheet = Array.from({ length: employees }, (_, i) => ({ row: i + 2, values: asCells(rowOf(i, month)) }))
    const errors = new RowErrors()
    const checked = checkHere(inputRowCheck, { kind, month }, sheet, errors)
    // The sample rows follow the kinds' rules; a rule that changes under them must fail loudly.
    if (!checked) throw new Error(`sample ${kind} register: ${errors.messages().slice(0, 3).join('; ')}`)
    await storeUpload(
      ctx,
      inputUploadResources[kind],
      kind,
      { branchId: branch.id, branchName: branch.name, month, replace: false, fileName: `${kind}-register-sample.xlsx` },
      [checked],
    )
  }
}

export const registersDemo: DemoPiece = { name: 'input registers', seed: (asAdmin) => seedRegistersDemo(asAdmin) }
