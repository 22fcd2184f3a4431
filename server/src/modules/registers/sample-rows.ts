/**
 * Sample input rows of a made-up workforce: the i-th employee's salary, attendance and
 * leave for a month, valid by the kinds' rules (net pay is earnings less deductions, a
 * mark for every day of the month). Nothing is random, so a number of employees always
 * gives the same rows: the demo tenant's month, the tests' uploads and the bench's
 * 5,000 employees come from here. The tests compute what the registers must show from
 * these rows themselves; only the input is shared.
 */
import { DAY_KEYS, registerMonth } from '@ihrc/contract'

export type SampleRow = Record<string, string | number | null | undefined>
type Row = SampleRow

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
