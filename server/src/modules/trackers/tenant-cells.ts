/**
 * The tracker grid of every family for a whole tenant, as of a day (issue 23). The grid
 * and the list's Missing answer one caller's request for one family; the daily sweep
 * (the missing cells to remind of) and the calendar feed (each registration's due dates)
 * need them for the tenant, as its admins see it. They are read through the same
 * functions (grid.ts, missing.ts), never a copy, so a reminder, the feed, the grid and
 * the list never disagree about a period.
 */
import {
  TRACKER_FAMILIES,
  TRACKER_FAMILY_KEYS,
  cellsOf,
  trackerMissingQuery,
  type TrackerCellStatus,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
  type CHALLAN_TYPE,
} from '@ihrc/contract'
import { and, eq, exists, gte, isNull, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, DbOrTx } from '../../db/client'
import { companies, rowSetupId, states, trackerRows } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { addDays } from '../../lib/civil-date'
import { loadStatutoryFacts } from '../statutory'
import { periodOf, rowStatus } from './derived'
import { financialYearOf, trackerGrid } from './grid'
import { missingPeriods } from './missing'
import { CODE_COLUMNS, SETUP_KINDS } from './registrations'

/** A period of a registration, with its due date. */
export interface TenantCell {
  family: TrackerFamilyKey
  setupId: number
  code: string
  companyName: string
  stateName: string | null
  /** `YYYY-MM`, the period's first month. */
  period: string
  dueDate: string
  status: TrackerCellStatus
  /**
   * An arrear or damage challan's own row, unpaid past its due date while the period has a
   * main challan (tenantUnpaidChallans); absent for the period's cell, which the main
   * challan (or, without one, its first row) answers.
   */
  challan?: ExtraChallan
}

/** A challan paid beside a period's main one. */
type ExtraChallan = Exclude<(typeof CHALLAN_TYPE.values)[number], 'main'>

/** Registrations of a state whose due rule for the family is not confirmed: nothing can be said due or missing. */
export interface UnconfirmedRule {
  family: TrackerFamilyKey
  stateName: string | null
  registrations: number
}

/** Every registration of the tenant, as its admins see them. */
function tenantView(db: DbOrTx, tenantId: number): RequestContext {
  return { db, auth: { userId: 0, tenantId, type: 'admin', permissions: [], branchIds: null } }
}

const families = () => TRACKER_FAMILY_KEYS.map((key) => [key, TRACKER_FAMILIES[key] as TrackerFamilyDef] as const)

/**
 * The tenant's missing periods on `asOf`, of every family: the list's Missing (the
 * periods past their due date with no row, from the first period the tenant recorded of
 * the family), of the registrations that owe the family as the grid lists them
 * (owesFamily: PF IW only where a row of it was recorded). And the registrations that cannot have any this year because
 * their state's due rule is not confirmed, so the caller can say so.
 */
export async function tenantMissingCells(
  db: DbOrTx,
  tenantId: number,
  asOf: string,
): Promise<{ missing: TenantCell[]; unconfirmed: UnconfirmedRule[] }> {
  const ctx = tenantView(db, tenantId)
  const all = trackerMissingQuery.parse({})
  const year = financialYearOf(asOf)
  const missing: TenantCell[] = []
  const unconfirmed: UnconfirmedRule[] = []
  for (const [key, family] of families()) {
    for (const m of await missingPeriods(ctx, family, key, all, asOf))
      missing.push({
        family: key,
        setupId: m.setup_id,
        code: m.code,
        companyName: m.company_name,
        stateName: m.state_name,
        period: m.period,
        dueDate: m.due_date,
        status: 'missing',
      })
    const grid = await trackerGrid(ctx, family, key, { year, status: 'not_confirmed' }, asOf)
    const byState = new Map<string | null, number>()
    for (const row of grid.rows) byState.set(row.state_name, (byState.get(row.state_name) ?? 0) + 1)
    for (const [stateName, registrations] of byState) unconfirmed.push({ family: key, stateName, registrations })
  }
  return { missing, unconfirmed }
}

/**
 * The tenant's periods of every family falling due from `from` to `to` (inclusive) whose
 * cell on `asOf` has one of `statuses`, in due-date order, of the registrations that
 * owe the family (as the missing cells above); `families` narrows the families read
 * (a user's feed reads only those they record).
 */
export async function tenantDueCells(
  db: DbOrTx,
  tenantId: number,
  asOf: string,
  window: { from: string; to: string; statuses: readonly TrackerCellStatus[]; families?: readonly TrackerFamilyKey[] },
): Promise<TenantCell[]> {
  const ctx = tenantView(db, tenantId)
  const years = financialYearsBetween(window.from, window.to)
  const wanted = new Set(window.statuses)
  const cells: TenantCell[] = []
  for (const [key, family] of families()) {
    if (window.families && !window.families.includes(key)) continue
    for (const year of years) {
      const grid = await trackerGrid(ctx, family, key, { year }, asOf)
      for (const row of grid.rows)
        for (const cell of cellsOf(grid, row))
          if (cell.due_date && cell.due_date >= window.from && cell.due_date <= window.to && wanted.has(cell.status))
            cells.push({
              family: key,
              setupId: row.setup_id,
              code: row.code,
              companyName: row.company_name,
              stateName: row.state_name,
              period: cell.period,
              dueDate: cell.due_date,
              status: cell.status,
            })
    }
  }
  return cells.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.setupId - b.setupId)
}

/**
 * The arrear and damage challans of the tenant entered without a payment date and past
 * their due date (from `from` to the day before `asOf`), in periods that also have a main
 * challan: the grid's cell is the main challan's, so such a row shows Unpaid in the list
 * (its status filter, the same due dates: derived.ts) but in no cell. Without a main
 * challan the row is the cell's own and the cells above already hold it.
 */
export async function tenantUnpaidChallans(db: DbOrTx, tenantId: number, asOf: string, from: string): Promise<TenantCell[]> {
  const found: TenantCell[] = []
  for (const [key, family] of families()) {
    const { table: setup, rowColumn } = SETUP_KINDS[family.setup]
    const { code, frequency } = CODE_COLUMNS[family.codeField]
    const main = alias(trackerRows, 'main')
    const hasMain = exists(
      db
        .select({ one: sql`1` })
        .from(main)
        .where(
          and(
            eq(main.tenantId, trackerRows.tenantId),
            eq(main.family, trackerRows.family),
            eq(main.period, trackerRows.period),
            eq(main.challanType, 'main'),
            eq(rowSetupId(main), rowColumn),
          ),
        ),
    )
    const [rows, rules] = await Promise.all([
      db
        .select({
          setupId: setup.id,
          code,
          companyName: companies.name,
          stateId: setup.stateId,
          stateName: states.name,
          frequency: frequency ?? sql<null>`null`,
          period: trackerRows.period,
          // The statement leaves `main` out.
          challan: sql<ExtraChallan>`${trackerRows.challanType}`,
        })
        .from(trackerRows)
        .innerJoin(setup, eq(setup.id, rowColumn))
        .innerJoin(companies, eq(companies.id, setup.companyId))
        .leftJoin(states, eq(states.id, setup.stateId))
        .where(
          and(
            eq(trackerRows.tenantId, tenantId),
            eq(trackerRows.family, key),
            isNull(trackerRows.paymentDate),
            ne(trackerRows.challanType, 'main'),
            // A period falls due within a year of its start: older periods cannot fall due from `from` on.
            gte(trackerRows.period, addDays(from, -366)),
            hasMain,
          ),
        ),
      loadStatutoryFacts(db as Db, { scheme: family.scheme }),
    ])
    for (const row of rows) {
      const period = row.period.slice(0, 7)
      const due = periodOf(rules, family, { state_id: row.stateId, period, frequency: row.frequency as never }).due
      if (!due || due < from || rowStatus(due, null, false, asOf) !== 'unpaid') continue
      found.push({
        family: key,
        setupId: row.setupId,
        code: String(row.code),
        companyName: row.companyName,
        stateName: row.stateName,
        period,
        dueDate: due,
        status: 'unpaid',
        challan: row.challan,
      })
    }
  }
  return found.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.setupId - b.setupId)
}

/**
 * The financial years whose periods can fall due between two days: a period falls due
 * after it ends, so the year before `from`'s is read too (March's PF is due in April).
 */
function financialYearsBetween(from: string, to: string): string[] {
  const first = Number(financialYearOf(from).slice(0, 4)) - 1
  const last = Number(financialYearOf(to).slice(0, 4))
  return Array.from({ length: last - first + 1 }, (_, i) => financialYearOf(`${first + i}-04-01`))
}
