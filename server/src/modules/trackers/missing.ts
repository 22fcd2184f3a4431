/**
 * The list's "Missing" (issue 19 item 15): the grid's Missing cells, the periods of a
 * family's registrations past their due date with no row at all, as a paged list with
 * the list's filters. Made from the grid itself (grid.ts), so the two never disagree
 * about which periods are missing.
 */
import {
  MISSING_YEARS,
  cellsOf,
  financialYearRange,
  missingPeriodId,
  type PageMeta,
  type TrackerFamilyDef,
  type TrackerFamilyKey,
  type TrackerMissingItem,
  type TrackerMissingQuery,
} from '@ihrc/contract'
import { and, eq, sql } from 'drizzle-orm'
import { trackerRows } from '../../db/schema'
import { pagedAnswer, type RequestContext } from '../../lib/crud'
import { financialYearOf, trackerGrid } from './grid'

/** `2025` or `2025-26` → `2025-26`. */
function financialYear(year: string): string {
  const first = Number(financialYearRange(year)!.start.slice(0, 4))
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`
}

/** The family's first period recorded by the tenant (`YYYY-MM`), or null before its first row. */
async function firstRecorded(ctx: RequestContext, key: TrackerFamilyKey): Promise<string | null> {
  const [row] = await ctx.db
    .select({ first: sql<string | null>`to_char(min(${trackerRows.period}), 'YYYY-MM')` })
    .from(trackerRows)
    .where(and(eq(trackerRows.tenantId, ctx.auth.tenantId), eq(trackerRows.family, key)))
  return row?.first ?? null
}

/**
 * The periods asked for: the month's year, the year, or (neither given) from the first
 * period recorded to this year, at most MISSING_YEARS years; `since` drops the months
 * before the first recorded one.
 */
async function rangeOf(ctx: RequestContext, key: TrackerFamilyKey, query: TrackerMissingQuery, today: string) {
  if (query.month) return { years: [financialYearOf(`${query.month}-01`)], since: null }
  if (query.year) return { years: [financialYear(query.year)], since: null }
  const thisYear = Number(financialYearOf(today).slice(0, 4))
  const since = await firstRecorded(ctx, key)
  const firstYear = since ? Math.max(Number(financialYearOf(`${since}-01`).slice(0, 4)), thisYear - MISSING_YEARS + 1) : thisYear
  return { years: Array.from({ length: thisYear - firstYear + 1 }, (_, i) => financialYear(String(thisYear - i))), since }
}

type SortKey = 'period' | 'code' | 'company_name'
const SORTS: Record<SortKey, (a: TrackerMissingItem, b: TrackerMissingItem) => number> = {
  period: (a, b) => a.period.localeCompare(b.period),
  code: (a, b) => a.code.localeCompare(b.code),
  company_name: (a, b) => a.company_name.localeCompare(b.company_name),
}

/** Every missing period the query selects, newest first unless sorted otherwise (then by company and code). */
export async function missingPeriods(
  ctx: RequestContext,
  family: TrackerFamilyDef,
  key: TrackerFamilyKey,
  query: TrackerMissingQuery,
  today: string,
): Promise<TrackerMissingItem[]> {
  const { years, since } = await rangeOf(ctx, key, query, today)
  const grids = await Promise.all(
    years.map((year) =>
      trackerGrid(ctx, family, key, { year, company_id: query.company_id, state_id: query.state_id, status: 'missing' }, today),
    ),
  )
  const search = query.search?.toLowerCase()
  const items = grids.flatMap((grid) =>
    grid.rows
      .filter(
        (row) => (query.setup_id === undefined || row.setup_id === query.setup_id) && (!search || row.code.toLowerCase().includes(search)),
      )
      .flatMap((row) =>
        cellsOf(grid, row)
          .filter((cell) => cell.status === 'missing' && (!query.month || cell.period === query.month) && (!since || cell.period >= since))
          .map((cell): TrackerMissingItem => ({
            id: missingPeriodId(row.setup_id, cell.period),
            setup_id: row.setup_id,
            code: row.code,
            company_id: row.company_id,
            company_name: row.company_name,
            state_name: row.state_name,
            period: cell.period,
            due_date: cell.due_date!,
            delay_days: cell.delay_days!,
          })),
      ),
  )
  // Own keys only: `sort=__proto__` is a key of every object (the fuzz test asked for it).
  const sortKey: SortKey = query.sort && Object.hasOwn(SORTS, query.sort) ? (query.sort as SortKey) : 'period'
  const direction = query.order ?? (query.sort ? 'asc' : 'desc')
  const then = (a: TrackerMissingItem, b: TrackerMissingItem) => SORTS.company_name(a, b) || SORTS.code(a, b) || SORTS.period(b, a)
  return items.sort((a, b) => (direction === 'asc' ? 1 : -1) * SORTS[sortKey](a, b) || then(a, b))
}

/** One page of them, in the list's envelope. */
export async function missingPage(
  ctx: RequestContext,
  family: TrackerFamilyDef,
  key: TrackerFamilyKey,
  query: TrackerMissingQuery,
  today: string,
): Promise<{ data: TrackerMissingItem[]; meta: PageMeta }> {
  const all = await missingPeriods(ctx, family, key, query, today)
  const start = (query.page - 1) * query.page_size
  return pagedAnswer(query, all.slice(start, start + query.page_size), all.length)
}
