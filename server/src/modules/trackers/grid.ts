/**
 * Missing and late at a glance (issue 11): a family's registrations by the periods of a
 * financial year, each cell paid on time, paid late (with the days), unpaid, missing (no
 * row once the due date has passed), not yet due, not levied, or "due rule not confirmed
 * for this state" (issue 21: never a silent blank); with PF and ESI late-payment exposure
 * per cell and a total per company. One query for the registrations, one for the year's
 * rows; due dates and exposure from the dated facts.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import {
  financialYearOf,
  type GridExposure,
  type LatePaymentRule,
  type LatePaymentScheme,
  type RuleFrequency,
  type StatutoryFact,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
  type TrackerGrid,
  type TrackerGridCell,
  type TrackerGridQuery,
  type TrackerGridRow,
} from '@ihrc/contract'
import { samePlanFor, type Db } from '../../db/client'
import { companies, states, trackerRows } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { addDays } from '../../lib/civil-date'
import { preparedArrays, preparedOnce, preparedWithReader, type Prepared } from '../../lib/crud/row-reader'
import { delayDays, dueDate, exposure, loadLatePaymentRules, loadStatutoryFacts } from '../statutory'
import { CODE_COLUMNS, SETUP_KINDS, owesFamily, visibleRegistrations } from './registrations'

/** The contract's, which the console's period filters read too. */
export { financialYearOf }

/** The twelve months of a financial year, `YYYY-MM`, April first. */
export function monthsOf(year: string): string[] {
  const first = Number(year.slice(0, 4))
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((3 + i) % 12) + 1
    return `${month >= 4 ? first : first + 1}-${String(month).padStart(2, '0')}`
  })
}

/** A row of a registration's month: its id, payment date and arrears, and whether it is the main challan. */
export interface Paid {
  id: number
  paymentDate: string | null
  arrears: string | null
  main: boolean
}

/** The main challan's row of a period pays it; without one, the first row of any type. */
const pays = (row: Paid, than: Paid | undefined) => !than || (row.main && !than.main) || (row.main === than.main && row.id < than.id)

const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T

/**
 * A family's rows of a year, one row a registration: `key id paid arrears` for each of its
 * rows, joined by commas (key: the period's days since `from`, times two, plus one for the
 * main challan; paid: the payment date's days since `from`; '-' for a missing value).
 * Reading 6,000 rows as rows (pg's objects, then Drizzle's, or json_agg's) cost more than
 * the rest of the grid; as 500 lines of text, a third of that. Numbers, not dates or
 * extract(year)·12 + extract(month), and one fewer piece to join: the database's CPU for
 * it went 5.8 → 4.6 ms at 500 × 12 with the period as days, then 4.6–4.9 → 3.9–4.0 ms
 * with the payment date as days and the main flag in the key. Prepared once per database
 * handle and family.
 */
const statements = new WeakMap<object, Map<string, ReturnType<typeof preparedArrays> | Prepared>>()
function yearRowsOf(db: Db, familyKey: TrackerFamilyKey, family: TrackerFamilyDef) {
  return preparedOnce(statements, db, `year ${familyKey}`, () => {
    const { rowColumn } = SETUP_KINDS[family.setup]
    const r = trackerRows
    const from = sql`${placeholder('from')}::date`
    const key = sql`(${r.period} - ${from}) * 2 + (${r.challanType} = 'main')::int`
    const paid = sql`coalesce((${r.paymentDate} - ${from})::text, '-')`
    const arrears = family.arrears ? sql`coalesce(${r.fields} ->> ${family.arrears}, '-')` : sql`'-'`
    const select = db
      .select({
        setupId: rowColumn,
        rows: sql<string>`string_agg((${key}) || ' ' || ${r.id} || ' ' || ${paid} || ' ' || ${arrears}, ',')`,
      })
      .from(r)
      .where(
        and(
          eq(r.tenantId, placeholder('tenant')),
          eq(r.family, familyKey),
          sql`${r.period} >= ${from} and ${r.period} < ${placeholder('to')}::date`,
        ),
      )
      .groupBy(rowColumn)
    return preparedArrays(db, select.$dynamic() as unknown as PgSelect)
  }) as ReturnType<typeof preparedArrays>
}

/** The family's registrations with a code, their company's and state's names, in the grid's order (company, code). */
function registrationSelect(db: Db, family: TrackerFamilyDef, where: SQL | undefined) {
  const { table } = SETUP_KINDS[family.setup]
  const { code, frequency } = CODE_COLUMNS[family.codeField]
  const fields = {
    id: table.id,
    code,
    companyId: table.companyId,
    companyName: companies.name,
    stateId: table.stateId,
    stateName: states.name,
    frequency: frequency ?? sql<null>`null`,
    registeredOn: table.registrationDate,
  }
  const select = db
    .select(fields)
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .leftJoin(states, eq(states.id, table.stateId))
    .where(and(where, sql`${code} is not null`))
    .orderBy(asc(companies.name), asc(code))
  return { fields, select }
}

/** A registration as the grid lists it (with its code and names). */
type ListedRegistration = Awaited<ReturnType<typeof registrationSelect>['select']>[number]

/**
 * The registrations the caller sees, filtered by the query's company and state. For a
 * caller who sees every branch, a statement prepared once per family and filter (Drizzle
 * built and PostgreSQL planned it on every call: ~1 ms of the two); a caller limited to
 * some branches has them in the statement's text.
 */
async function gridRegistrations(ctx: RequestContext, familyKey: TrackerFamilyKey, family: TrackerFamilyDef, query: TrackerGridQuery) {
  const db = ctx.db as Db
  const { table } = SETUP_KINDS[family.setup]
  const filters = (company: number | undefined, state: number | undefined) =>
    and(company === undefined ? undefined : eq(table.companyId, company), state === undefined ? undefined : eq(table.stateId, state))
  const owes = owesFamily(familyKey, family)
  if (ctx.auth.branchIds !== null)
    return registrationSelect(db, family, and(visibleRegistrations(table, ctx.auth), owes, filters(query.company_id, query.state_id)))
      .select
  const key = `registrations ${familyKey} ${query.company_id !== undefined} ${query.state_id !== undefined}`
  const prepared = preparedOnce(statements, db, key, () => {
    const generic = samePlanFor(db)
    const everyBranch = { ...ctx.auth, tenantId: placeholder<number>('tenant') }
    const where = and(
      visibleRegistrations(table, everyBranch),
      owes,
      filters(
        query.company_id === undefined ? undefined : placeholder<number>('company'),
        query.state_id === undefined ? undefined : placeholder<number>('state'),
      ),
    )
    const { fields, select } = registrationSelect(generic, family, where)
    return preparedWithReader(generic, select.$dynamic() as unknown as PgSelect, fields)
  }) as Prepared
  const values = { tenant: ctx.auth.tenantId, company: query.company_id, state: query.state_id }
  return (await prepared.execute(values)) as ListedRegistration[]
}

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000

/** The month (0 to 11) of each day of the year whose months are `months`, by days since the first. */
function monthOfDay(months: readonly string[], to: string): number[] {
  const first = dayNumber(`${months[0]}-01`)
  const byDay: number[] = []
  months.forEach((month, i) => {
    const end = dayNumber(i + 1 < months.length ? `${months[i + 1]}-01` : to) - first
    for (let day = dayNumber(`${month}-01`) - first; day < end; day++) byDay[day] = i
  })
  return byDay
}

/**
 * The year's paying row of each registration's months (month 0 is April); the year is
 * `months`, ending on `yearEnd`. Only the rows from `from` to `to` are read, and of
 * them only the months `only` keeps (all when absent).
 */
async function paidMonths(
  db: Db,
  familyKey: TrackerFamilyKey,
  family: TrackerFamilyDef,
  months: readonly string[],
  yearEnd: string,
  values: { tenant: number; from: string; to: string },
  only?: ReadonlySet<number>,
) {
  const rows = (await yearRowsOf(db, familyKey, family).execute(values)) as [number, string][]
  const monthOf = monthOfDay(months, yearEnd)
  // The statement counts days from `from`; monthOf from the year's first day.
  const shift = dayNumber(values.from) - dayNumber(`${months[0]}-01`)
  // Payments fall on a few days: each day's date is written once.
  const dates = new Map<number, string>()
  const dateOf = (days: number) => {
    let date = dates.get(days)
    if (date === undefined) dates.set(days, (date = addDays(values.from, days)))
    return date
  }
  const bySetup = new Map<number, (Paid | undefined)[]>()
  for (const [setupId, text] of rows) {
    const paid = new Array<Paid | undefined>(12)
    // Read in place, entry by entry (split into arrays of strings, the 12,000 entries of the dashboard's year cost
    // ~2 ms of the server's CPU an answer, most of it collecting the pieces).
    for (let at = 0; at < text.length;) {
      const afterKey = text.indexOf(' ', at)
      const afterId = text.indexOf(' ', afterKey + 1)
      const afterPaid = text.indexOf(' ', afterId + 1)
      let end = text.indexOf(',', afterPaid + 1)
      if (end === -1) end = text.length
      const key = integerAt(text, at, afterKey)
      const m = monthOf[(key >> 1) + shift]!
      if (!only || only.has(m)) {
        const row = {
          id: integerAt(text, afterKey + 1, afterId),
          paymentDate: isDash(text, afterId + 1, afterPaid) ? null : dateOf(integerAt(text, afterId + 1, afterPaid)),
          arrears: isDash(text, afterPaid + 1, end) ? null : text.slice(afterPaid + 1, end),
          main: (key & 1) === 1,
        }
        if (pays(row, paid[m])) paid[m] = row
      }
      at = end + 1
    }
    bySetup.set(setupId, paid)
  }
  return bySetup
}

const DASH = 45 // '-'

/** Whether the piece of `text` from `start` to `end` is '-', the statement's missing value (not a negative number). */
const isDash = (text: string, start: number, end: number) => end === start + 1 && text.charCodeAt(start) === DASH

/** The integer written in `text` from `start` to `end` (digits, perhaps after a minus sign). */
function integerAt(text: string, start: number, end: number): number {
  const negative = text.charCodeAt(start) === DASH
  let n = 0
  for (let i = negative ? start + 1 : start; i < end; i++) n = n * 10 + (text.charCodeAt(i) - 48)
  return negative ? -n : n
}

/** The facts a grid's cells are worked out from; every scheme's may be given (each is looked up by scheme). */
export interface GridFacts {
  rules: readonly StatutoryFact[]
  lateRules: readonly LatePaymentRule[]
}

/** What a registration's cells depend on. */
export interface GridRegistration {
  id: number
  stateId: number | null
  frequency: RuleFrequency | null
  registeredOn: string | null
}

/**
 * How the cells of a family's year are worked out (the grid's, and its narrower passes'
 * for the dashboard): each registration's periods and due dates, and each month's cell
 * from its paying row. With `dueWithin`, only the periods falling due in the window are
 * cells; every other is not levied with no due date.
 */
export function gridCells(family: TrackerFamilyDef, months: readonly string[], facts: GridFacts, today: string, dueWithin?: DueWindow) {
  const { rules, lateRules } = facts
  // Registrations of one state and frequency share their periods, and equal payments their cost: each is worked out once.
  const periods = new Map<string, ReturnType<typeof dueDate>[]>()
  const periodsOf = (stateId: number | null, frequency: RuleFrequency | null) => {
    const key = `${stateId}:${frequency}`
    let found = periods.get(key)
    if (!found) {
      found = months.map((period) => dueDate(rules, { scheme: family.scheme, stateId, period, frequency: frequency ?? undefined }))
      periods.set(key, found)
    }
    return found
  }
  const falls = (due: string | null) => !dueWithin || (due !== null && due >= dueWithin.start && due < dueWithin.end)
  // The months (0 to 11) whose period falls due in the window, per state and frequency as their periods.
  const falling = new Map<ReturnType<typeof dueDate>[], number[]>()
  const monthsFalling = (stateId: number | null, frequency: RuleFrequency | null): readonly number[] => {
    const found = periodsOf(stateId, frequency)
    let months = falling.get(found)
    if (!months) falling.set(found, (months = found.flatMap((period, i) => (falls(period.due) ? [i] : []))))
    return months
  }
  // A registration none of whose periods falls due in the window: every cell not levied, no due date (one pair shared,
  // frozen: the calendar's month leaves most of two years' 1,500 registrations so).
  const nothingFalls = Object.freeze({
    cells: Object.freeze(months.map(() => NOT_LEVIED)) as TrackerGridCell[],
    dueDates: Object.freeze(months.map(() => null)) as (string | null)[],
  })
  // Days late repeat too: every registration misses or pays on the same few dates.
  const delays = new Map<string, number>()
  const delayOf = (due: string, paidOn: string | null) => {
    const key = `${due}|${paidOn}`
    let days = delays.get(key)
    if (days === undefined) delays.set(key, (days = delayDays(due, paidOn, today)))
    return days
  }
  const costs = new Map<string, GridExposure | undefined>()
  const costOf = (arrears: string | null, due: string, paidOn: string | null) => {
    if (!family.arrears || arrears === null) return undefined
    const key = `${arrears}:${due}:${paidOn}`
    if (!costs.has(key)) {
      const cost = exposure(lateRules, { scheme: family.scheme as LatePaymentScheme, arrears: Number(arrears), due, paidOn, today })
      costs.set(key, { interest: cost.interest ?? 0, damages: cost.damages ?? 0, total: cost.total })
    }
    return costs.get(key)
  }

  /** The registration's cells, and the due date of each period falling due (null elsewhere). */
  const cells = (reg: GridRegistration, regRows: readonly (Paid | undefined)[] | undefined) => {
    if (dueWithin && monthsFalling(reg.stateId, reg.frequency).length === 0) return nothingFalls
    const regPeriods = periodsOf(reg.stateId, reg.frequency)
    const dueDates: (string | null)[] = []
    const cells = months.map((month, i): TrackerGridCell => {
      const found = regPeriods[i]!
      dueDates.push(null)
      if (!falls(found.due)) return NOT_LEVIED
      // A month inside a longer period (an LWF half-year) is not a period of its own: nothing falls due in it.
      if (found.start.slice(0, 7) !== month || found.status === 'not_levied') return NOT_LEVIED
      const row = regRows?.[i]
      // Before the month of its registration, nothing was owed under this code.
      if (!row && reg.registeredOn && month < reg.registeredOn.slice(0, 7)) return NOT_LEVIED
      const due = found.due
      if (due === null) return row ? { status: 'not_confirmed', row_id: row.id } : NOT_CONFIRMED
      dueDates[i] = due
      if (!row) return due < today ? { status: 'missing', delay_days: delayOf(due, null) } : NOT_DUE
      const { id, paymentDate, arrears } = row
      if (paymentDate && paymentDate <= due) return { status: 'on_time', row_id: id }
      if (!paymentDate && due >= today) return { status: 'not_due', row_id: id }
      // Paid late, or unpaid once due: the days, and (PF and ESI) what it costs.
      const cost = costOf(arrears, due, paymentDate)
      const cell: TrackerGridCell = { status: paymentDate ? 'late' : 'unpaid', row_id: id, delay_days: delayOf(due, paymentDate) }
      if (cost) cell.exposure = cost
      return cell
    })
    return { cells, dueDates }
  }
  return { monthsFalling, cells }
}

/**
 * The year's paying rows of a family's registrations (paidMonths). With a window (the
 * registrations given), only the months some registration's period falls due in are read,
 * and none when no period does.
 */
export async function paidMonthsFalling(
  db: Db,
  familyKey: TrackerFamilyKey,
  family: TrackerFamilyDef,
  months: readonly string[],
  tenant: number,
  work: Pick<ReturnType<typeof gridCells>, 'monthsFalling'>,
  within?: readonly GridRegistration[],
) {
  const yearEnd = `${Number(months[0]!.slice(0, 4)) + 1}-04-01`
  if (!within) return paidMonths(db, familyKey, family, months, yearEnd, { tenant, from: `${months[0]}-01`, to: yearEnd })
  const wanted = new Set<number>()
  for (const reg of within) for (const i of work.monthsFalling(reg.stateId, reg.frequency)) wanted.add(i)
  if (wanted.size === 0) return new Map<number, (Paid | undefined)[]>()
  const first = Math.min(...wanted)
  const last = Math.max(...wanted)
  const to = last + 1 < months.length ? `${months[last + 1]}-01` : yearEnd
  return paidMonths(db, familyKey, family, months, yearEnd, { tenant, from: `${months[first]}-01`, to }, wanted)
}

/** Due dates from `start` (inclusive) to `end` (exclusive), `YYYY-MM-DD`. */
export interface DueWindow {
  start: string
  end: string
}

/**
 * A family's grid of a year (the list's, the dashboard's, the reminders'). With
 * `dueWithin`, a narrower pass for callers that read only the periods falling due in the
 * window (the calendar's month): those cells are the full grid's, every other cell is
 * not levied with no due date, and the totals count only the window's cells; only the
 * window's months of rows are read.
 */
export async function trackerGrid(
  ctx: RequestContext,
  family: TrackerFamilyDef,
  familyKey: TrackerFamilyKey,
  query: TrackerGridQuery,
  today: string,
  dueWithin?: DueWindow,
): Promise<TrackerGrid> {
  const db = ctx.db as Db
  const tenantId = ctx.auth.tenantId
  const year = query.year ?? financialYearOf(today)
  const months = monthsOf(year)
  const firstYear = Number(year.slice(0, 4))

  const yearEnd = `${firstYear + 1}-04-01`
  const wholeYear = { tenant: tenantId, from: `${months[0]}-01`, to: yearEnd }
  // Without a window the year's rows do not wait for the registrations: the four statements run side by side.
  const [registrations, rules, lateRules, yearRowsBy] = await Promise.all([
    gridRegistrations(ctx, familyKey, family, query),
    loadStatutoryFacts(db, { scheme: family.scheme }),
    family.arrears ? loadLatePaymentRules(db, { scheme: family.scheme }) : Promise.resolve([]),
    dueWithin ? undefined : paidMonths(db, familyKey, family, months, yearEnd, wholeYear),
  ])

  const work = gridCells(family, months, { rules, lateRules }, today, dueWithin)
  const rowsBy = yearRowsBy ?? (await paidMonthsFalling(db, familyKey, family, months, tenantId, work, registrations))

  const rows: TrackerGridRow[] = []
  for (const reg of registrations) {
    const { cells, dueDates } = work.cells(reg, rowsBy.get(reg.id))
    if (query.status && !cells.some((c) => c.status === query.status)) continue
    rows.push({
      setup_id: reg.id,
      code: reg.code as string,
      company_id: reg.companyId,
      company_name: reg.companyName,
      state_id: reg.stateId,
      state_name: reg.stateName,
      due_dates: dueDates,
      cells,
    })
  }
  return { year, periods: months, as_of: today, rows, totals: totalsOf(rows) }
}

// Cells that say only their status are shared: the answer repeats them by reference, and JSON writes each where it stands.
const NOT_LEVIED: TrackerGridCell = Object.freeze({ status: 'not_levied' })
const NOT_CONFIRMED: TrackerGridCell = Object.freeze({ status: 'not_confirmed' })
const NOT_DUE: TrackerGridCell = Object.freeze({ status: 'not_due' })

/** Exposure per company over the rows shown; companies with none are left out. */
export function totalsOf(rows: readonly Pick<TrackerGridRow, 'company_id' | 'company_name' | 'cells'>[]): TrackerGrid['totals'] {
  const byCompany = new Map<number, TrackerGrid['totals'][number]>()
  for (const row of rows) {
    for (const cell of row.cells) {
      if (!cell.exposure) continue
      const total = byCompany.get(row.company_id) ?? {
        company_id: row.company_id,
        company_name: row.company_name,
        interest: 0,
        damages: 0,
        total: 0,
      }
      total.interest = round(total.interest + cell.exposure.interest)
      total.damages = round(total.damages + cell.exposure.damages)
      total.total = round(total.total + cell.exposure.total)
      byCompany.set(row.company_id, total)
    }
  }
  return [...byCompany.values()]
}

const round = (rupees: number) => Math.round(rupees * 100) / 100
