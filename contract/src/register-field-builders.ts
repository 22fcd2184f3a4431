/** The shorthand INPUT_REGISTERS (register-kinds.ts) is written in: field definitions and sums over a row. */
import { ATTENDANCE_CODES, DAY_KEYS, type AttendanceCode, type InputFieldDef, type InputRow, type MonthBound } from './register-kind-types'

export const CODES = Object.keys(ATTENDANCE_CODES) as AttendanceCode[]

export const code = { label: 'Employee code', type: 'code', required: true } as const
export const name = { label: 'Employee name', type: 'text', required: true } as const
export const amount = (label: string, required = false) => ({ label, type: 'amount', required }) as const
export const days = (label: string) => ({ label, type: 'days' }) as const
export const words = (label: string) => ({ label, type: 'text' }) as const
export const date = (label: string, bound?: MonthBound) => ({ label, type: 'date', bound }) as const
export const choice = (label: string, options: readonly string[]) => ({ label, type: 'choice', options }) as const

export const num = (row: InputRow, key: string) => (typeof row[key] === 'number' ? (row[key] as number) : 0)
/** Rupees added in paise, so 0.1 + 0.2 is 0.3. */
export const sum = (keys: readonly string[]) => (row: InputRow) => keys.reduce((total, k) => total + Math.round(num(row, k) * 100), 0) / 100
export const paise = (v: number) => Math.round(v * 100)

export const countOf = (wanted: AttendanceCode) => (row: InputRow) => DAY_KEYS.filter((k) => row[k] === wanted).length

export const dayFields = Object.fromEntries(
  DAY_KEYS.map((key, i) => [key, { label: `Day ${i + 1}`, type: 'attendance', day: i + 1, options: CODES } as const]),
) as Record<string, InputFieldDef>

export const EARNINGS = ['basic', 'special_basic', 'da', 'overtime_pay', 'hra', 'other_earnings'] as const
export const DEDUCTIONS = ['pf', 'esic', 'society', 'income_tax', 'insurance', 'other_deductions', 'recoveries'] as const
export const LEAVES = [
  ['el', 'Earned leave'],
  ['cl', 'Casual leave'],
  ['sl', 'Sick leave'],
] as const

export const leaveFields = Object.fromEntries(
  LEAVES.flatMap(([k, label]) => [
    [`${k}_opening`, days(`${label} opening balance`)],
    [`${k}_credited`, days(`${label} credited`)],
    [`${k}_availed`, days(`${label} availed`)],
  ]),
) as Record<string, InputFieldDef>
/** Halves are exact in binary: opening + credited − availed needs no rounding. */
export const leaveClosing = (k: string) => (row: InputRow) =>
  num(row, `${k}_opening`) + num(row, `${k}_credited`) - num(row, `${k}_availed`)
