/**
 * What an input register's entry in INPUT_REGISTERS (register-kinds.ts) is made of:
 * its fields, the values derived from a row, the checks across fields, and the calendar
 * facts (attendance codes, a month's days) those read.
 */
import type { MenuKey } from './permissions'

/**
 * How a field is written: an employee code (required, unique per branch and month), text,
 * one of `options`, rupees (2 decimals, not negative), days (halves allowed), hours, a
 * whole count, a date, or an attendance code of ATTENDANCE_CODES.
 */
export type InputFieldType = 'code' | 'text' | 'choice' | 'amount' | 'days' | 'hours' | 'count' | 'date' | 'attendance'

/** Where a date must fall against the register's month. */
export type MonthBound = 'in_month' | 'until_month_end' | 'from_month_start'

export interface InputFieldDef {
  readonly label: string
  readonly type: InputFieldType
  readonly required?: boolean
  readonly options?: readonly string[]
  readonly bound?: MonthBound
  /** Attendance: the day of the month; it needs a code on every day the month has, and none past its end. */
  readonly day?: number
  /** Counts: the largest value (days in a year). */
  readonly max?: number
  /** One line for the template's Instructions sheet. */
  readonly note?: string
}

/** The month an upload is for: `2026-03`, its first and last days and its number of days. */
export interface RegisterMonth {
  readonly month: string
  readonly start: string
  readonly end: string
  readonly days: number
}

/** A value of a row after its fields parsed: numbers for numeric fields, text for the rest, null when empty. */
export type InputRow = Readonly<Record<string, string | number | null>>

/** A value computed from one row, offered to register formats beside the fields. */
export interface DerivedDef {
  readonly label: string
  /** Rupees or days: how the register prints it. */
  readonly type: 'amount' | 'days'
  of(row: InputRow): number
}

/** A check across fields of one row: `field` is where the fault is reported; null when the row passes. */
export interface RowRuleDef {
  readonly reads: readonly string[]
  readonly field: string
  check(row: InputRow, month: RegisterMonth): string | null
}

export interface InputRegisterDef {
  /** "Salary": the menu's word, titles and messages. */
  readonly label: string
  /** The last segment of its paths (`registers/input/salary`) and of the console's route. */
  readonly stem: string
  readonly menu: MenuKey
  /** Lines of the template's Instructions sheet, above the per-column notes. */
  readonly instructions: readonly string[]
  readonly fields: Readonly<Record<string, InputFieldDef>>
  readonly derived: Readonly<Record<string, DerivedDef>>
  readonly rules: readonly RowRuleDef[]
}

// ---------------------------------------------------------------- attendance codes

/** The fixed list of attendance codes a day may carry (the template and the Instructions sheet list them). */
export const ATTENDANCE_CODES = {
  P: 'Present',
  A: 'Absent',
  L: 'Leave (paid)',
  WO: 'Weekly off',
  H: 'Paid holiday',
} as const
export type AttendanceCode = keyof typeof ATTENDANCE_CODES

/** `day_01` … `day_31`. */
export const DAY_KEYS = Array.from({ length: 31 }, (_, i) => `day_${String(i + 1).padStart(2, '0')}`)

export const rupeeText = (v: number) => `₹${v.toFixed(2)}`

/** Days of a leave period inside the month, both ends included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** The facts of a month written `2026-03` (a valid month: checked by the caller). */
export function registerMonth(month: string): RegisterMonth {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate()
  return { month, start: `${month}-01`, end: `${month}-${String(days).padStart(2, '0')}`, days }
}
