import { TRACKER_FAMILIES, type TrackerFamilyKey } from '@ihrc/contract/tracker-families'
import type { GraphQuery } from '@ihrc/contract/graph-query'

/** The console path of a tracker family's page (`/pf-tracker`), which the dashboard's links open filtered. */
export const familyPath = (key: string) => `/${TRACKER_FAMILIES[key as TrackerFamilyKey].stem}`

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
