/**
 * Missing and late at a glance (issue 11): a family's registrations by the periods of a
 * financial year, each cell paid on time, paid late (with the days), unpaid, missing (no
 * row once the due date has passed), not yet due, or not levied; with PF and ESI
 * late-payment exposure per cell and a total per company. One query for the
 * registrations, one for the year's rows; due dates and exposure from the dated rules.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
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
import { delayDays, dueDate, exposure, loadLatePaymentRules, loadStatutoryRules } from '../statutory'
import { CODE_COLUMNS, SETUP_KINDS } from './registrations'

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

interface PaidRow {
  id: number
  setupId: number
  period: string
  challanType: string
  paymentDate: string | null
  arrears: string | null
}

/** The main challan's row of a period pays it; without one, the first row of any type. */
function payingRow(rows: PaidRow[] | undefined): PaidRow | undefined {
  return rows?.find((r) => r.challanType === 'main') ?? rows?.[0]
}

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
      })
      .from(table)
      .innerJoin(companies, eq(companies.id, table.companyId))
      .leftJoin(states, eq(states.id, table.stateId))
      .where(
        and(
          eq(table.tenantId, tenantId),
          sql`${code} is not null`,
          query.company_id === undefined ? undefined : eq(table.companyId, query.company_id),
          query.state_id === undefined ? undefined : eq(table.stateId, query.state_id),
        ),
      )
      .orderBy(asc(companies.name), asc(code)),
    db
      .select({
        id: trackerRows.id,
        setupId: sql<number>`${rowColumn}`,
        period: sql<string>`to_char(${trackerRows.period}, 'YYYY-MM')`,
        challanType: trackerRows.challanType,
        paymentDate: trackerRows.paymentDate,
        arrears: family.arrears ? sql<string | null>`${trackerRows.fields} ->> ${family.arrears}` : sql<null>`null`,
      })
      .from(trackerRows)
      .where(
        and(
          eq(trackerRows.tenantId, tenantId),
          eq(trackerRows.family, familyKey),
          gte(trackerRows.period, `${months[0]}-01`),
          lt(trackerRows.period, `${Number(year.slice(0, 4)) + 1}-04-01`),
        ),
      )
      .orderBy(asc(trackerRows.id)),
    loadStatutoryRules(db, { scheme: family.scheme }),
    family.arrears ? loadLatePaymentRules(db, { scheme: family.scheme }) : Promise.resolve([]),
  ])

  const rowsBy = new Map<string, PaidRow[]>()
  for (const r of paid as PaidRow[]) {
    const key = `${r.setupId}:${r.period}`
    rowsBy.set(key, [...(rowsBy.get(key) ?? []), r])
  }

  // Registrations of one state and frequency share their periods, and equal payments their cost: each is worked out once.
  const periods = new Map<string, ReturnType<typeof dueDate>>()
  const periodOf = (stateId: number | null, frequency: RuleFrequency | null, month: string) => {
    const key = `${stateId}:${frequency}:${month}`
    if (!periods.has(key))
      periods.set(key, dueDate(rules, { scheme: family.scheme, stateId, period: month, frequency: frequency ?? undefined }))
    return periods.get(key)!
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
    const cells = months.map((month): TrackerGridCell => {
      const found = periodOf(reg.stateId, reg.frequency, month)
      // A month inside a longer period (an LWF half-year) is not a period of its own: nothing falls due in it.
      if (!found || found.start.slice(0, 7) !== month) return blank(month, 'not_levied')
      const row = payingRow(rowsBy.get(`${reg.id}:${month}`))
      const due = found.due
      if (!row)
        return {
          ...blank(month, due < today ? 'missing' : 'not_due'),
          due_date: due,
          delay_days: due < today ? delayDays(due, null, today) : null,
        }
      const status: TrackerCellStatus = row.paymentDate ? (row.paymentDate > due ? 'late' : 'on_time') : due < today ? 'unpaid' : 'not_due'
      const late = status === 'late' || status === 'unpaid'
      return {
        period: month,
        status,
        row_id: row.id,
        due_date: due,
        // Paid by the due date is 0 days late without counting them.
        delay_days: status === 'on_time' ? 0 : row.paymentDate || due < today ? delayDays(due, row.paymentDate, today) : null,
        exposure: late ? costOf(row.arrears, due, row.paymentDate) : null,
      }
    })
    if (query.status && !cells.some((c) => c.status === query.status)) continue
    rows.push({
      setup_id: reg.id,
      code: reg.code as string,
      company_id: reg.companyId,
      company_name: reg.companyName,
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
