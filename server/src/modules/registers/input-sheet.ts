/**
 * An input register's spreadsheet, from its entry of INPUT_REGISTERS: the template's
 * and the upload's columns and the Instructions sheet. The upload's rows are checked in
 * the parse worker (input-check.ts), which loads this file: it stays free of the server's
 * heavier modules.
 */
import { ATTENDANCE_CODES, INPUT_REGISTERS, monthLabel, type InputFieldDef, type InputKind } from '@ihrc/contract'
import type { SheetColumn } from '../../lib/xlsx-cells'

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
