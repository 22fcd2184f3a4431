/**
 * An input register's spreadsheet, from its entry of INPUT_REGISTERS: the template's
 * columns and Instructions sheet, and the upload's rows checked all at once against the
 * month (the kind's row schema), with every fault named "Row N, column X: reason".
 */
import {
  ATTENDANCE_CODES,
  INPUT_REGISTERS,
  inputRowSchema,
  monthLabel,
  type InputFieldDef,
  type InputKind,
  type InputRowValues,
  type RegisterMonth,
} from '@ihrc/contract'
import { RowErrors, type SheetColumn, type SheetRow } from '../../lib/xlsx'

const TYPE_NOTES: Record<InputFieldDef['type'], string> = {
  code: "The employee's code; once per branch and month.",
  text: '',
  choice: '',
  amount: 'Rupees, at most 2 decimals, not negative.',
  days: 'Days; whole or half (0.5).',
  hours: 'A number, at most 2 decimals.',
  count: 'A whole number.',
  date: 'A date (YYYY-MM-DD, or a date cell).',
  attendance: `One of ${Object.entries(ATTENDANCE_CODES)
    .map(([c, label]) => `${c} (${label})`)
    .join(', ')}; empty for days the month does not have.`,
}

const BOUND_NOTES: Record<NonNullable<InputFieldDef['bound']>, string> = {
  in_month: 'Inside the month of the upload.',
  until_month_end: 'Not after the month of the upload.',
  from_month_start: 'Not before the month of the upload.',
}

/** The template's and the upload's columns, in the kind's field order. */
export function inputColumns(kind: InputKind): SheetColumn[] {
  return Object.entries(INPUT_REGISTERS[kind].fields as Record<string, InputFieldDef>).map(([key, f]) => ({
    key,
    header: f.label,
    required: f.required === true,
    // Attendance columns are wide enough for a code only; other columns for their header.
    width: f.type === 'attendance' ? 6 : undefined,
    note: [TYPE_NOTES[f.type], f.bound ? BOUND_NOTES[f.bound] : '', f.note ?? ''].filter(Boolean).join(' '),
    options: f.type === 'choice' || f.type === 'attendance' ? f.options : undefined,
  }))
}

export interface CheckedRow {
  row: number
  employeeCode: string
  values: InputRowValues
}

/**
 * Every row checked against the kind's rules for the month, and employee codes against
 * each other: the rows, or every fault (capped) and none of the rows.
 */
export function checkRows(kind: InputKind, m: RegisterMonth, rows: readonly SheetRow[]): { rows: CheckedRow[] } | { errors: string[] } {
  const columns = inputColumns(kind)
  const headerOf = new Map(columns.map((c) => [c.key, c.header]))
  const schema = inputRowSchema(kind, m)
  const errors = new RowErrors()
  const seen = new Map<string, number>()
  const checked: CheckedRow[] = []
  for (const r of rows) {
    const parsed = schema.safeParse(r.values)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '')
        errors.add(r.row, headerOf.get(field) ?? field, issue.message)
      }
      continue
    }
    const values = parsed.data as InputRowValues
    const code = String(values.employee_code)
    const first = seen.get(code.toLowerCase())
    if (first !== undefined) {
      errors.add(r.row, headerOf.get('employee_code')!, `${code} is already in row ${first}: an employee once per branch and month`)
      continue
    }
    seen.set(code.toLowerCase(), r.row)
    checked.push({ row: r.row, employeeCode: code, values })
  }
  return errors.any ? { errors: errors.messages() } : { rows: checked }
}

/** The template's general lines: the kind's own, then how months and replacing work. */
export function templateInstructions(kind: InputKind): string[] {
  const def = INPUT_REGISTERS[kind]
  return [
    `${def.label} register: ${def.instructions[0]}`,
    ...def.instructions.slice(1),
    `Choose the branch and the month (e.g. ${monthLabel('2026-03')}) when you upload; dates are checked against that month.`,
    'If any row has a problem, nothing is saved and every problem is listed as "Row N, column X: reason".',
  ]
}
