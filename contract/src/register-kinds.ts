/**
 * The five monthly input registers (DOMAIN.md "Registers and returns") as ONE typed map
 * of plain data (no zod, like TRACKER_FAMILIES): the endpoint rows, the row schema
 * (register-inputs.ts), the template, the upload's checks, the console's five screens and the
 * register formats' column choices are all made from it, so a kind is one entry here.
 *
 * Each entry says its fields (the template's columns, in order), the values derived
 * from a row (totals, days worked, leave balances: what a register format's column may
 * show besides a field), and the checks across fields of one row.
 */
import {
  CODES,
  DEDUCTIONS,
  EARNINGS,
  LEAVES,
  amount,
  choice,
  code,
  countOf,
  date,
  dayFields,
  leaveClosing,
  leaveFields,
  name,
  num,
  paise,
  sum,
  words,
} from './register-field-builders'
import {
  ATTENDANCE_CODES,
  daysBetween,
  rupeeText,
  type DerivedDef,
  type InputRegisterDef,
  type InputRow,
  type RowRuleDef,
} from './register-kind-types'

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
