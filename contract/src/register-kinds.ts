/**
 * The five monthly input registers (DOMAIN.md "Registers and returns") as ONE typed map
 * of plain data (no zod, like TRACKER_FAMILIES): the endpoint rows, the row schema
 * (registers.ts), the template, the upload's checks, the console's five screens and the
 * register formats' column choices are all made from it, so a kind is one entry here.
 *
 * Each entry says its fields (the template's columns, in order), the values derived
 * from a row (totals, days worked, leave balances: what a register format's column may
 * show besides a field), and the checks across fields of one row.
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
const CODES = Object.keys(ATTENDANCE_CODES) as AttendanceCode[]

// ---------------------------------------------------------------- helpers

const code = { label: 'Employee code', type: 'code', required: true } as const
const name = { label: 'Employee name', type: 'text', required: true } as const
const amount = (label: string, required = false) => ({ label, type: 'amount', required }) as const
const days = (label: string) => ({ label, type: 'days' }) as const
const words = (label: string) => ({ label, type: 'text' }) as const
const date = (label: string, bound?: MonthBound) => ({ label, type: 'date', bound }) as const
const choice = (label: string, options: readonly string[]) => ({ label, type: 'choice', options }) as const

const num = (row: InputRow, key: string) => (typeof row[key] === 'number' ? (row[key] as number) : 0)
/** Rupees added in paise, so 0.1 + 0.2 is 0.3. */
const sum = (keys: readonly string[]) => (row: InputRow) => keys.reduce((total, k) => total + Math.round(num(row, k) * 100), 0) / 100
const paise = (v: number) => Math.round(v * 100)
export const rupeeText = (v: number) => `₹${v.toFixed(2)}`

/** Days of a leave period inside the month, both ends included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

const countOf = (wanted: AttendanceCode) => (row: InputRow) => DAY_KEYS.filter((k) => row[k] === wanted).length

/** `day_01` … `day_31`. */
export const DAY_KEYS = Array.from({ length: 31 }, (_, i) => `day_${String(i + 1).padStart(2, '0')}`)
const dayFields = Object.fromEntries(
  DAY_KEYS.map((key, i) => [key, { label: `Day ${i + 1}`, type: 'attendance', day: i + 1, options: CODES } as const]),
) as Record<string, InputFieldDef>

const EARNINGS = ['basic', 'special_basic', 'da', 'overtime_pay', 'hra', 'other_earnings'] as const
const DEDUCTIONS = ['pf', 'esic', 'society', 'income_tax', 'insurance', 'other_deductions', 'recoveries'] as const
const LEAVES = [
  ['el', 'Earned leave'],
  ['cl', 'Casual leave'],
  ['sl', 'Sick leave'],
] as const

const leaveFields = Object.fromEntries(
  LEAVES.flatMap(([k, label]) => [
    [`${k}_opening`, days(`${label} opening balance`)],
    [`${k}_credited`, days(`${label} credited`)],
    [`${k}_availed`, days(`${label} availed`)],
  ]),
) as Record<string, InputFieldDef>
/** Halves are exact in binary: opening + credited − availed needs no rounding. */
const leaveClosing = (k: string) => (row: InputRow) => num(row, `${k}_opening`) + num(row, `${k}_credited`) - num(row, `${k}_availed`)

// ---------------------------------------------------------------- the map

export const INPUT_REGISTERS = {
  salary: {
    label: 'Salary',
    stem: 'salary',
    menu: 'registers.input_salary',
    instructions: [
      "One row per employee paid for the month: the employee's particulars, the wage paid and its deductions.",
      'Amounts are in rupees with at most 2 decimals, never negative. Net pay must equal the earnings less the deductions.',
      'Uploading a month again replaces the whole month (after you confirm).',
    ],
    fields: {
      employee_code: code,
      employee_name: name,
      gender: choice('Gender', ['Male', 'Female', 'Other']),
      father_or_spouse_name: words("Father's or spouse's name"),
      date_of_birth: date('Date of birth'),
      date_of_joining: date('Date of joining', 'until_month_end'),
      designation: words('Designation'),
      category: choice('Category', ['Highly skilled', 'Skilled', 'Semi-skilled', 'Unskilled']),
      uan: words('UAN'),
      esic_ip_number: words('ESIC IP number'),
      date_of_exit: date('Date of exit', 'in_month'),
      reason_for_exit: words('Reason for exit'),
      rate_of_wage: amount('Rate of wage'),
      overtime_hours: { label: 'Overtime hours', type: 'hours' },
      basic: amount('Basic', true),
      special_basic: amount('Special basic'),
      da: amount('Dearness allowance'),
      overtime_pay: amount('Overtime pay'),
      hra: amount('HRA'),
      other_earnings: amount('Other earnings'),
      pf: amount('PF'),
      esic: amount('ESIC'),
      society: amount('Society'),
      income_tax: amount('Income tax'),
      insurance: amount('Insurance'),
      other_deductions: amount('Other deductions'),
      recoveries: amount('Recoveries'),
      net_pay: amount('Net pay', true),
      employer_pf_share: amount('Employer share of PF'),
      payment_reference: words('Bank transaction ID'),
      payment_date: date('Date of payment', 'from_month_start'),
      recovery_type: choice('Recovery type', ['Damage', 'Loss', 'Fine', 'Advance', 'Loan']),
      recovery_particulars: words('Recovery particulars'),
      recovery_amount: amount('Recovery amount'),
      recovery_instalments: { label: 'Recovery instalments', type: 'count', max: 120 },
      remarks: words('Remarks'),
    },
    derived: {
      total_earnings: { label: 'Total earnings', type: 'amount', of: sum(EARNINGS) },
      total_deductions: { label: 'Total deductions', type: 'amount', of: sum(DEDUCTIONS) },
    },
    rules: [
      {
        reads: [...EARNINGS, ...DEDUCTIONS, 'net_pay'],
        field: 'net_pay',
        check(row) {
          const earned = sum(EARNINGS)(row)
          const deducted = sum(DEDUCTIONS)(row)
          const net = (paise(earned) - paise(deducted)) / 100
          return paise(num(row, 'net_pay')) === paise(net)
            ? null
            : `Net pay must be the earnings ${rupeeText(earned)} less the deductions ${rupeeText(deducted)}, that is ${rupeeText(net)}`
        },
      },
      {
        reads: ['recovery_type', 'recovery_amount'],
        field: 'recovery_amount',
        check: (row) => (row.recovery_type !== null && row.recovery_amount === null ? 'Enter the amount of the recovery' : null),
      },
    ],
  },
  attendance: {
    label: 'Attendance',
    stem: 'attendance',
    menu: 'registers.input_attendance',
    instructions: [
      'One row per employee: an attendance code for every day of the month, and none for days the month does not have.',
      `Codes: ${CODES.map((c) => `${c} = ${ATTENDANCE_CODES[c]}`).join(', ')}.`,
      'So days worked (P), leave (L), absences (A), weekly offs (WO) and holidays (H) add up to the days of the month.',
    ],
    fields: { employee_code: code, employee_name: name, ...dayFields, overtime_hours: { label: 'Overtime hours', type: 'hours' } },
    derived: {
      days_worked: { label: 'Days worked', type: 'days', of: countOf('P') },
      leave_days: { label: 'Days on leave', type: 'days', of: countOf('L') },
      absent_days: { label: 'Days absent', type: 'days', of: countOf('A') },
      weekly_offs: { label: 'Weekly offs', type: 'days', of: countOf('WO') },
      holidays: { label: 'Holidays', type: 'days', of: countOf('H') },
      paid_days: {
        label: 'Paid days',
        type: 'days',
        of: (row: InputRow) => countOf('P')(row) + countOf('L')(row) + countOf('WO')(row) + countOf('H')(row),
      },
    },
    rules: [],
  },
  leave: {
    label: 'Leave',
    stem: 'leave',
    menu: 'registers.input_leave',
    instructions: [
      'One row per employee: for each kind of leave the balance at the start of the month, the days credited and the days availed in the month.',
      'Days may be halves (0.5). No kind may be availed beyond its balance. The closing balance is computed.',
    ],
    fields: {
      employee_code: code,
      employee_name: name,
      ...leaveFields,
      leave_from: date('Leave from', 'in_month'),
      leave_to: date('Leave to', 'in_month'),
      leave_wages_paid: amount('Leave wages paid'),
      remarks: words('Remarks'),
    },
    derived: Object.fromEntries(
      LEAVES.map(([k, label]) => [`${k}_closing`, { label: `${label} closing balance`, type: 'days', of: leaveClosing(k) }]),
    ) as Record<string, DerivedDef>,
    rules: [
      ...LEAVES.map(([k, label]): RowRuleDef => ({
        reads: [`${k}_opening`, `${k}_credited`, `${k}_availed`],
        field: `${k}_availed`,
        check: (row) =>
          leaveClosing(k)(row) < 0
            ? `${label} availed is more than the balance (${num(row, `${k}_opening`) + num(row, `${k}_credited`)} days)`
            : null,
      })),
      {
        reads: ['leave_from', 'leave_to'],
        field: 'leave_to',
        check: (row) =>
          typeof row.leave_from === 'string' && typeof row.leave_to === 'string' && row.leave_to < row.leave_from
            ? 'Leave to must be on or after leave from'
            : null,
      },
    ],
  },
  bonus: {
    label: 'Bonus',
    stem: 'bonus',
    menu: 'registers.input_bonus',
    instructions: [
      'One row per employee paid bonus in the month: the accounting year it is for, the bonus and what was set off against it.',
      'Net bonus must equal the gross bonus less the interim bonus and the other deductions.',
    ],
    fields: {
      employee_code: code,
      employee_name: name,
      accounting_year: words('Accounting year'),
      days_worked_in_year: { label: 'Days worked in the year', type: 'count', max: 366 },
      salary_for_year: amount('Salary or wage for the year'),
      bonus_percent: { label: 'Bonus %', type: 'hours', note: 'A percentage, e.g. 8.33' },
      gross_bonus: amount('Gross bonus', true),
      interim_bonus: amount('Interim or puja bonus paid'),
      other_deductions: amount('Other deductions'),
      net_bonus: amount('Net bonus paid', true),
      payment_date: date('Date of payment', 'in_month'),
      remarks: words('Remarks'),
    },
    derived: {
      bonus_deductions: { label: 'Bonus deductions', type: 'amount', of: sum(['interim_bonus', 'other_deductions']) },
    },
    rules: [
      {
        reads: ['gross_bonus', 'interim_bonus', 'other_deductions', 'net_bonus'],
        field: 'net_bonus',
        check(row) {
          const net = (paise(num(row, 'gross_bonus')) - paise(num(row, 'interim_bonus')) - paise(num(row, 'other_deductions'))) / 100
          return paise(num(row, 'net_bonus')) === paise(net)
            ? null
            : `Net bonus must be the gross bonus less the interim bonus and other deductions, that is ${rupeeText(net)}`
        },
      },
    ],
  },
  maternity: {
    label: 'Maternity',
    stem: 'maternity',
    menu: 'registers.input_maternity',
    instructions: [
      'One row per employee on maternity leave in the month: the leave days inside the month and the benefit paid for them.',
      'When the days and the average daily wage are both given, the benefit must be the days times the average daily wage.',
    ],
    fields: {
      employee_code: code,
      employee_name: name,
      notice_date: date('Date of notice'),
      delivery_date: date('Date of delivery'),
      leave_from: date('Leave from', 'in_month'),
      leave_to: date('Leave to', 'in_month'),
      leave_days: { label: 'Leave days in the month', type: 'count', max: 31 },
      average_daily_wage: amount('Average daily wage'),
      benefit_paid: amount('Maternity benefit paid', true),
      medical_bonus: amount('Medical bonus paid'),
      payment_date: date('Date of payment', 'in_month'),
      remarks: words('Remarks'),
    },
    derived: {
      total_paid: { label: 'Total paid', type: 'amount', of: sum(['benefit_paid', 'medical_bonus']) },
    },
    rules: [
      {
        reads: ['leave_from', 'leave_to', 'leave_days'],
        field: 'leave_days',
        check(row) {
          if (typeof row.leave_from !== 'string' || typeof row.leave_to !== 'string') return null
          if (row.leave_to < row.leave_from) return 'Leave to must be on or after leave from'
          const span = daysBetween(row.leave_from, row.leave_to)
          return row.leave_days !== null && row.leave_days !== span
            ? `Leave days must be ${span}, the days from leave from to leave to`
            : null
        },
      },
      {
        reads: ['leave_days', 'average_daily_wage', 'benefit_paid'],
        field: 'benefit_paid',
        check(row) {
          if (row.leave_days === null || row.average_daily_wage === null) return null
          const due = Math.round(num(row, 'leave_days') * num(row, 'average_daily_wage') * 100) / 100
          return paise(num(row, 'benefit_paid')) === paise(due)
            ? null
            : `Maternity benefit must be the leave days times the average daily wage, that is ${rupeeText(due)}`
        },
      },
    ],
  },
} as const satisfies Record<string, InputRegisterDef>

export type InputRegisters = typeof INPUT_REGISTERS
export type InputKind = keyof InputRegisters
export const INPUT_KINDS = Object.keys(INPUT_REGISTERS) as InputKind[]

/** The facts of a month written `2026-03` (a valid month: checked by the caller). */
export function registerMonth(month: string): RegisterMonth {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate()
  return { month, start: `${month}-01`, end: `${month}-${String(days).padStart(2, '0')}`, days }
}
