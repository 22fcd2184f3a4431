/**
 * Missing and late at a glance (issue 11): a family's registrations by the periods of a
 * financial year, each cell paid on time, paid late (with the days), unpaid, missing (no
 * row once the due date has passed), not yet due, not levied, or "due rule not confirmed
 * for this state" (issue 21: never a silent blank); with PF and ESI late-payment exposure
 * per cell and a total per company. One query for the registrations, one for the year's
 * rows; due dates and exposure from the dated facts.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import {
  type Exposure,
  type LatePaymentScheme,
  type RuleFrequency,
  type TrackerCellStatus,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
  type TrackerGrid,
  type TrackerGridCell,
  type TrackerGridQuery,
  type TrackerGridRow,
} from '@ihrc/contract'
import type { Db } from '../../db/client'
import { companies, states, trackerRows } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { delayDays, dueDate, exposure, loadLatePaymentRules, loadStatutoryFacts } from '../statutory'
import { CODE_COLUMNS, SETUP_KINDS, visibleRegistrations } from './registrations'

/** `2025-26` for any day from 1 April 2025 to 31 March 2026. */
export function financialYearOf(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number]
  const first = m >= 4 ? y : y - 1
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`
}

/** The twelve months of a financial year, `YYYY-MM`, April first. */
export function monthsOf(year: string): string[] {
  const first = Number(year.slice(0, 4))
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((3 + i) % 12) + 1
    return `${month >= 4 ? first : first + 1}-${String(month).padStart(2, '0')}`
  })
}

/** A row of the year: its registration, month of the year (0–11), payment and whether it is the main challan. */
interface PaidRow extends Record<string, unknown> {
  setup_id: number
  month: number
  id: number
  payment_date: string | null
  arrears: string | null
  main: boolean
}

/** The main challan's row of a period pays it; without one, the first row of any type. */
const pays = (row: PaidRow, than: PaidRow | undefined) => !than || (row.main && !than.main) || (row.main === than.main && row.id < than.id)

export async function trackerGrid(
  ctx: RequestContext,
  family: TrackerFamilyDef,
  familyKey: TrackerFamilyKey,
  query: TrackerGridQuery,
  today: string,
): Promise<TrackerGrid> {
  const db = ctx.db as Db
  const tenantId = ctx.auth.tenantId
  const year = query.year ?? financialYearOf(today)
  const months = monthsOf(year)
  const { table, rowColumn } = SETUP_KINDS[family.setup]
  const { code, frequency } = CODE_COLUMNS[family.codeField]
  const firstYear = Number(year.slice(0, 4))
  const firstMonth = firstYear * 12 + 4 // April's (year × 12 + month)

  const [registrations, paid, rules, lateRules] = await Promise.all([
    db
      .select({
        id: table.id,
        code,
        companyId: table.companyId,
        companyName: companies.name,
        stateId: table.stateId,
        stateName: states.name,
        frequency: frequency ?? sql<null>`null`,
        registeredOn: table.registrationDate,
      })
      .from(table)
      .innerJoin(companies, eq(companies.id, table.companyId))
      .leftJoin(states, eq(states.id, table.stateId))
      .where(
        and(
          visibleRegistrations(table, ctx.auth),
          sql`${code} is not null`,
          query.company_id === undefined ? undefined : eq(table.companyId, query.company_id),
          query.state_id === undefined ? undefined : eq(table.stateId, query.state_id),
        ),
      )
      .orderBy(asc(companies.name), asc(code)),
    // Plain rows of few columns: Drizzle's mapping or PostgreSQL's json_agg of 6,000 rows cost more than the whole grid.
    db.execute<PaidRow>(sql`
      select ${rowColumn} as setup_id,
        (extract(year from ${trackerRows.period})::int * 12 + extract(month from ${trackerRows.period})::int) - ${firstMonth} as month,
        ${trackerRows.id} as id, ${trackerRows.paymentDate}::text as payment_date,
        ${family.arrears ? sql`${trackerRows.fields} ->> ${family.arrears}` : sql`null`} as arrears, ${trackerRows.challanType} = 'main' as main
      from ${trackerRows}
      where ${trackerRows.tenantId} = ${tenantId} and ${trackerRows.family} = ${familyKey}
        and ${trackerRows.period} >= ${`${months[0]}-01`} and ${trackerRows.period} < ${`${firstYear + 1}-04-01`}`),
    loadStatutoryFacts(db, { scheme: family.scheme }),
    family.arrears ? loadLatePaymentRules(db, { scheme: family.scheme }) : Promise.resolve([]),
  ])

  const rowsBy = new Map<number, (PaidRow | undefined)[]>()
  for (const r of paid.rows) {
    const byMonth = rowsBy.get(r.setup_id) ?? rowsBy.set(r.setup_id, new Array<PaidRow | undefined>(12)).get(r.setup_id)!
    if (pays(r, byMonth[r.month])) byMonth[r.month] = r
  }

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
  const costs = new Map<string, Exposure | null>()
  const costOf = (arrears: string | null, due: string, paidOn: string | null) => {
    if (!family.arrears || arrears === null) return null
    const key = `${arrears}:${due}:${paidOn}`
    if (!costs.has(key)) {
      const cost = exposure(lateRules, { scheme: family.scheme as LatePaymentScheme, arrears: Number(arrears), due, paidOn, today })
      costs.set(key, { interest: cost.interest ?? 0, damages: cost.damages ?? 0, total: cost.total, as_of: paidOn ?? today })
    }
    return costs.get(key)!
  }

  const rows: TrackerGridRow[] = []
  for (const reg of registrations) {
    const regPeriods = periodsOf(reg.stateId, reg.frequency)
    const regRows = rowsBy.get(reg.id)
    const cells = months.map((month, i): TrackerGridCell => {
      const found = regPeriods[i]!
      // A month inside a longer period (an LWF half-year) is not a period of its own: nothing falls due in it.
      if (found.start.slice(0, 7) !== month || found.status === 'not_levied') return blank(month, 'not_levied')
      const row = regRows?.[i]
      // Before the month of its registration, nothing was owed under this code.
      if (!row && reg.registeredOn && month < reg.registeredOn.slice(0, 7)) return blank(month, 'not_levied')
      const due = found.due
      if (due === null) return { ...blank(month, 'not_confirmed'), row_id: row?.id ?? null }
      if (!row)
        return {
          ...blank(month, due < today ? 'missing' : 'not_due'),
          due_date: due,
          delay_days: due < today ? delayDays(due, null, today) : null,
        }
      const { id, payment_date: paymentDate, arrears } = row
      const status: TrackerCellStatus = paymentDate ? (paymentDate > due ? 'late' : 'on_time') : due < today ? 'unpaid' : 'not_due'
      const late = status === 'late' || status === 'unpaid'
      return {
        period: month,
        status,
        row_id: id,
        due_date: due,
        // Paid by the due date is 0 days late without counting them.
        delay_days: status === 'on_time' ? 0 : paymentDate || due < today ? delayDays(due, paymentDate, today) : null,
        exposure: late ? costOf(arrears, due, paymentDate) : null,
      }
    })
    if (query.status && !cells.some((c) => c.status === query.status)) continue
    rows.push({
      setup_id: reg.id,
      code: reg.code as string,
      company_id: reg.companyId,
      company_name: reg.companyName,
      state_id: reg.stateId,
      state_name: reg.stateName,
      cells,
    })
  }
  return { year, periods: months, rows, totals: totalsOf(rows) }
}

function blank(period: string, status: TrackerCellStatus): TrackerGridCell {
  return { period, status, row_id: null, due_date: null, delay_days: null, exposure: null }
}

/** Exposure per company over the rows shown; companies with none are left out. */
function totalsOf(rows: TrackerGridRow[]): TrackerGrid['totals'] {
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
