/**
 * The register formats every tenant starts with: the combined registers, Forms A to E, of
 * the Ease of Compliance to Maintain Registers under various Labour Laws Rules, 2017
 * (Ministry of Labour and Employment, G.S.R. 154(E), 21 February 2017, in force from
 * that day), laid out as data (contract registers.ts). They serve every state (no state
 * codes) until a state's own format is added with its dates.
 *
 * Honesty about sources, as in statutory-rules.ts:
 * - The instrument, its number, date and the five forms' titles are confirmed by a
 *   reproduction of the notification (SOURCE_URL) and by trade-body circulars quoting it.
 * - Column headings of Forms A to D follow the Schedule as reproduced by several independent
 *   implementations of the forms; the Gazette's own scan could not be read from here.
 * - Form E's columns could not be read from any source reachable here: they are this
 *   product's reading of the form's title, and its source says so.
 * - The Labour Codes took effect on 21 November 2025. The Code on Wages (Central) Rules,
 *   2026 (G.S.R. 343(E), 8 May 2026) are in force for establishments of the central sphere
 *   and prescribe registers of their own; their column layouts, and whether they supersede
 *   the 2017 Rules (the draft of 30 December 2025 proposed it), were not confirmed from here.
 *   So no Labour Code format is seeded as in force and these formats carry no end date;
 *   once confirmed, a Code format is added with its `effective_from` and these end there.
 */
import { sql } from 'drizzle-orm'
import type { RegisterColumn, RegisterFormatBody } from '@ihrc/contract'
import type { DbOrTx } from '../client'

export const EASE_OF_COMPLIANCE_2017 =
  'Ease of Compliance to Maintain Registers under various Labour Laws Rules, 2017 (Ministry of Labour and Employment, G.S.R. 154(E), 21 February 2017)'
export const SOURCE_URL = 'https://www.latestlaws.com/mobile/app/bare-acts/66826'
const CONFIRMED =
  'Instrument, number, date (in force from 21 February 2017) and form titles: the notification as reproduced at the source address, and the circulars of the Bombay Chamber of Commerce and Industry and of the Council for Leather Exports quoting G.S.R. 154(E).'
const COLUMNS_SECONDARY =
  "Column headings: the form's Schedule as reproduced by several independent implementations of it; not checked against the Gazette's scan."
const CODES_PENDING =
  'The Code on Wages (Central) Rules, 2026 (G.S.R. 343(E), 8 May 2026) prescribe registers for the central sphere; whether they supersede these Rules was not confirmed, so this format has no end date.'
const BLANK_COLUMNS =
  'Columns the input registers do not carry (marked blank) are printed empty, to be filled by hand, so the form keeps every column in its order.'

const source = (...extra: string[]) => [CONFIRMED, COLUMNS_SECONDARY, BLANK_COLUMNS, ...extra, CODES_PENDING].join(' ')

// ---------------------------------------------------------------- column helpers

type Column = RegisterColumn
const serial = (header: string): Column => ({ header, group: null, value: { kind: 'serial' }, total: false })
const blank = (header: string, group: string | null = null): Column => ({ header, group, value: { kind: 'blank' }, total: false })
const salary = (header: string, field: string, total = false, group: string | null = null): Column => ({
  header,
  group,
  value: { kind: 'field', input: 'salary', field },
  total,
})
const derived = (
  header: string,
  input: RegisterColumn['value'] & { kind: 'derived' },
  total = false,
  group: string | null = null,
): Column => ({
  header,
  group,
  value: input,
  total,
})
const field = (header: string, input: 'attendance' | 'leave', name: string, total = false, group: string | null = null): Column => ({
  header,
  group,
  value: { kind: 'field', input, field: name },
  total,
})

/** Lines every form's title block carries under its own heading. */
const ESTABLISHMENT = [
  'Name of the Establishment: {establishment}',
  'Address: {address}',
  'Name of Owner:',
  'LIN:',
  'Registration numbers: S&E {se_registration}; PF {pf_codes}; ESI {esi_codes}',
]
const period = 'For the period from {period_from} to {period_to} ({month})'

export interface SeededFormat extends RegisterFormatBody {
  seedKey: string
}

const base = {
  effective_from: '2017-02-21',
  effective_to: null,
  instrument: EASE_OF_COMPLIANCE_2017,
  source_url: SOURCE_URL,
  state_codes: [] as string[],
  copied_from_id: null,
  rows_with: null,
  notes: [] as string[],
}

const formA: SeededFormat = {
  ...base,
  seedKey: 'eoc-2017-form-a',
  name: 'Form A: Employee register',
  form: 'Form A',
  rows_from: 'salary',
  title: ['FORM A', 'FORMAT OF EMPLOYEE REGISTER', '[Part-A: For all Establishments]', '[See rule 2(1)]', ...ESTABLISHMENT, period],
  columns: [
    serial('Sl. No.'),
    salary('Employee Code', 'employee_code'),
    salary('Name', 'employee_name'),
    blank('Surname'),
    salary('Gender', 'gender'),
    salary("Father's/Spouse Name", 'father_or_spouse_name'),
    salary('Date of Birth#', 'date_of_birth'),
    blank('Nationality'),
    blank('Education Level'),
    salary('Date of Joining', 'date_of_joining'),
    salary('Designation', 'designation'),
    salary('Category Address* (HS/S/SS/US)', 'category'),
    blank('Type of Employment'),
    blank('Mobile'),
    salary('UAN', 'uan'),
    blank('PAN'),
    salary('ESIC IP', 'esic_ip_number'),
    blank('LWF'),
    blank('AADHAAR'),
    blank('Bank A/c Number'),
    blank('Bank'),
    blank('Branch (IFSC)'),
    blank('Present Address'),
    blank('Permanent'),
    blank('Service Book No.'),
    salary('Date of Exit', 'date_of_exit'),
    salary('Reason for Exit', 'reason_for_exit'),
    blank('Mark of Identification'),
    blank('Photo'),
    blank('Specimen Signature/Thumb Impression'),
    salary('Remarks', 'remarks'),
  ],
  notes: [
    '*Highly Skilled/Skilled/Semi Skilled/Un Skilled',
    '#In case the age is between 14 to 18 years, mention the nature of work, daily hours of work and intervals of rest in the remarks column.',
  ],
  source: source('Rows: one per employee of the month’s salary register.'),
}

const formB: SeededFormat = {
  ...base,
  seedKey: 'eoc-2017-form-b',
  name: 'Form B: Wage register',
  form: 'Form B',
  rows_from: 'salary',
  title: [
    'FORM B',
    'FORMAT OF WAGE REGISTER',
    '[See rule 2(1)]',
    ...ESTABLISHMENT,
    'Wage period: monthly, from {period_from} to {period_to} ({month})',
  ],
  columns: [
    serial('Sl. No. in Employee Register'),
    salary('Name', 'employee_name'),
    salary('Rate of Wage', 'rate_of_wage'),
    derived('No. of Days worked', { kind: 'derived', input: 'attendance', name: 'days_worked' }, true),
    salary('Overtime hours worked', 'overtime_hours', true),
    salary('Basic', 'basic', true),
    salary('Special Basic', 'special_basic', true),
    salary('DA', 'da', true),
    salary('Payments Overtime', 'overtime_pay', true),
    salary('HRA', 'hra', true),
    salary('Others', 'other_earnings', true),
    derived('Total', { kind: 'derived', input: 'salary', name: 'total_earnings' }, true),
    salary('PF', 'pf', true, 'Deductions'),
    salary('ESIC', 'esic', true, 'Deductions'),
    salary('Society', 'society', true, 'Deductions'),
    salary('Income Tax', 'income_tax', true, 'Deductions'),
    salary('Insurance', 'insurance', true, 'Deductions'),
    salary('Others', 'other_deductions', true, 'Deductions'),
    salary('Recoveries', 'recoveries', true, 'Deductions'),
    derived('Total', { kind: 'derived', input: 'salary', name: 'total_deductions' }, true, 'Deductions'),
    salary('Net Payment', 'net_pay', true),
    salary('Employer Share PF Welfare Fund', 'employer_pf_share', true),
    salary('Receipt by Employee/Bank Transaction ID', 'payment_reference'),
    salary('Date of Payment', 'payment_date'),
    salary('Remarks', 'remarks'),
  ],
  source: source("Rows: one per employee of the month's salary register; days worked are the days marked P in its attendance register."),
}

const formC: SeededFormat = {
  ...base,
  seedKey: 'eoc-2017-form-c',
  name: 'Form C: Register of loans/recoveries',
  form: 'Form C',
  rows_from: 'salary',
  rows_with: 'recovery_type',
  title: ['FORM C', 'FORMAT OF REGISTER OF LOANS/RECOVERIES', '[See rule 2(1)]', ...ESTABLISHMENT, period],
  columns: [
    serial('Sl. No. in Employee Register'),
    salary('Name', 'employee_name'),
    salary('Recovery Type (Damage/Loss/Fine/Advance/Loans)', 'recovery_type'),
    salary('Particulars', 'recovery_particulars'),
    blank('Date of Damage/Loss*'),
    salary('Amount', 'recovery_amount', true),
    blank('Whether Show Cause issued*'),
    blank('Explanation heard in presence of*'),
    salary('Number of Instalments', 'recovery_instalments'),
    blank('First Month/Year'),
    blank('Last Month/Year'),
    blank('Date of Complete Recovery'),
    salary('Remarks', 'remarks'),
  ],
  source: source("Rows: the employees of the month's salary register with a recovery type."),
}

const DAY_COLUMNS: Column[] = Array.from({ length: 31 }, (_, i) =>
  field(String(i + 1), 'attendance', `day_${String(i + 1).padStart(2, '0')}`, false, 'Date'),
)

const formD: SeededFormat = {
  ...base,
  seedKey: 'eoc-2017-form-d',
  name: 'Form D: Attendance register',
  form: 'Form D',
  rows_from: 'attendance',
  title: ['FORM D', 'FORMAT OF ATTENDANCE REGISTER', '[See rule 2(1)]', ...ESTABLISHMENT, period],
  columns: [
    serial('Sl. No.'),
    field('Employee Code', 'attendance', 'employee_code'),
    field('Name', 'attendance', 'employee_name'),
    blank('Relay# or set work'),
    blank('Place of work*'),
    ...DAY_COLUMNS,
    derived('Summary No. of Days', { kind: 'derived', input: 'attendance', name: 'days_worked' }, true),
    blank('Remarks No. of hours'),
    blank('Signature of Register Keeper'),
  ],
  notes: [
    'Each day shows the attendance code of the input register: P present, A absent, L leave, WO weekly off, H paid holiday.',
    '*Not necessary in case of electronic format.',
  ],
  source: source(
    "Rows: one per employee of the month's attendance register. The form asks for the times in and out of each day; the input register records each day's attendance code instead, which is printed in the day's column.",
  ),
}

const leaveGroup = (code: 'el' | 'cl' | 'sl', group: string): Column[] => [
  field('Opening Balance', 'leave', `${code}_opening`, true, group),
  field('Added', 'leave', `${code}_credited`, true, group),
  field('Availed', 'leave', `${code}_availed`, true, group),
  derived('Closing Balance', { kind: 'derived', input: 'leave', name: `${code}_closing` }, true, group),
]

const formE: SeededFormat = {
  ...base,
  seedKey: 'eoc-2017-form-e',
  name: 'Form E: Register of rest/leave/leave wages',
  form: 'Form E',
  rows_from: 'leave',
  title: ['FORM E', 'FORMAT OF REGISTER OF REST/LEAVE/LEAVE WAGES', '[See rule 2(1)]', ...ESTABLISHMENT, period],
  columns: [
    serial('Sl. No.'),
    field('Employee Code', 'leave', 'employee_code'),
    field('Name', 'leave', 'employee_name'),
    derived('Rest days (weekly offs) in the month', { kind: 'derived', input: 'attendance', name: 'weekly_offs' }, true),
    ...leaveGroup('el', 'Earned Leave'),
    ...leaveGroup('cl', 'Casual Leave'),
    ...leaveGroup('sl', 'Sick Leave'),
    field('Leave from', 'leave', 'leave_from'),
    field('Leave to', 'leave', 'leave_to'),
    field('Leave wages paid', 'leave', 'leave_wages_paid', true),
    field('Remarks', 'leave', 'remarks'),
  ],
  source: [
    CONFIRMED,
    "Form E's column headings could not be read from any source reachable here: the columns are this product's reading of the form's title (rest days, each kind of leave with its opening balance, days added, days availed and closing balance, and leave wages). Check them against the Gazette before relying on this register in an inspection.",
    'The Rules prescribe Form E for the Mines Act, 1952, the Sales Promotion Employees (Conditions of Service) Act, 1976 and the Working Journalists and Other Newspaper Employees Act, 1955.',
    CODES_PENDING,
  ].join(' '),
}

export const SEEDED_REGISTER_FORMATS: readonly SeededFormat[] = [formA, formB, formC, formD, formE]

/**
 * Puts the seeded formats into every tenant (or the given ones) and keeps them in step
 * with this file: one statement, which writes nothing when every copy is current.
 */
export async function seedRegisterFormats(db: DbOrTx, tenantIds?: readonly number[]): Promise<void> {
  const rows = SEEDED_REGISTER_FORMATS.map((f) => ({
    seed_key: f.seedKey,
    name: f.name,
    form: f.form,
    rows_from: f.rows_from,
    rows_with: f.rows_with,
    title: f.title,
    columns: f.columns,
    notes: f.notes,
    state_codes: f.state_codes,
    effective_from: f.effective_from,
    effective_to: f.effective_to,
    instrument: f.instrument,
    source: f.source,
    source_url: f.source_url,
  }))
  const tenantFilter = tenantIds ? sql`where t.id = any(${sql.param([...tenantIds])}::int[])` : sql``
  await db.execute(sql`
    insert into register_formats (tenant_id, seed_key, name, form, rows_from, rows_with, title, columns, notes, state_codes,
      effective_from, effective_to, instrument, source, source_url)
    select t.id, f.seed_key, f.name, f.form, f.rows_from, f.rows_with, f.title, f.columns, f.notes, f.state_codes,
      f.effective_from, f.effective_to, f.instrument, f.source, f.source_url
    from tenants t
    cross join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as f(seed_key text, name text, form text, rows_from text,
      rows_with text, title jsonb, columns jsonb, notes jsonb, state_codes jsonb, effective_from date, effective_to date,
      instrument text, source text, source_url text)
    ${tenantFilter}
    on conflict (tenant_id, seed_key) do update set
      name = excluded.name, form = excluded.form, rows_from = excluded.rows_from, rows_with = excluded.rows_with,
      title = excluded.title, columns = excluded.columns, notes = excluded.notes, state_codes = excluded.state_codes,
      effective_from = excluded.effective_from, effective_to = excluded.effective_to, instrument = excluded.instrument,
      source = excluded.source, source_url = excluded.source_url, updated_at = now()
    where (register_formats.name, register_formats.form, register_formats.rows_from, register_formats.rows_with,
      register_formats.title, register_formats.columns, register_formats.notes, register_formats.state_codes,
      register_formats.effective_from, register_formats.effective_to, register_formats.instrument, register_formats.source,
      register_formats.source_url)
      is distinct from (excluded.name, excluded.form, excluded.rows_from, excluded.rows_with, excluded.title, excluded.columns,
      excluded.notes, excluded.state_codes, excluded.effective_from, excluded.effective_to, excluded.instrument, excluded.source,
      excluded.source_url)`)
}
