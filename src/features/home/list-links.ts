import { TRACKER_FAMILIES, financialYearRange, monthRange, type GraphQuery, type TrackerFamilyKey } from '@ihrc/contract'
import { financialYearOf } from '@/components/options/period-filters'

/** The console path of a tracker family's page (`/pf-tracker`), which the dashboard's links open filtered. */
export const familyPath = (key: string) => `/${TRACKER_FAMILIES[key as TrackerFamilyKey].stem}`

/**
 * The last day of the dashboard's period, as the graphs read it (server `graphs/period.ts`):
 * the narrowest of the month and the financial year chosen, else the current financial
 * year. A count chart counts the records that exist by then, so its list is cut there too.
 */
export function periodLastDay(query: GraphQuery, today: string): string {
  const ends = [query.month && monthRange(query.month)?.end, query.year && financialYearRange(query.year)?.end].filter(
    (end): end is string => !!end,
  )
  const end = ends.length ? ends.reduce((a, b) => (a < b ? a : b)) : financialYearRange(financialYearOf(today))!.end
  const last = new Date(`${end}T00:00:00Z`)
  last.setUTCDate(last.getUTCDate() - 1)
  return last.toISOString().slice(0, 10)
}

/** Which of the dashboard's filters a list takes. */
export type DashboardFilterKey = 'group_id' | 'company_id' | 'branch_id' | 'year' | 'month'

/**
 * The list a bar or slice opens: `path` narrowed to the slice (`own`) and to the
 * dashboard's filters the list takes, so it holds the rows the chart counted.
 */
export function listLink(path: string, own: Record<string, string>, query: GraphQuery, takes: readonly DashboardFilterKey[]): string {
  const params = new URLSearchParams(own)
  for (const key of takes) if (query[key] !== undefined) params.set(key, String(query[key]))
  return `${path}?${params.toString()}`
}
