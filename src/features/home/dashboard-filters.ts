import { useMemo } from 'react'
import type { GraphQuery } from '@ihrc/contract/graph-query'
import { graphQueryValue } from '@ihrc/contract/graph-query-values'
import type { FilterConfig } from '@/components/resource/types'
import { useListParams } from '@/components/resource/use-list-params'
import { monthFilter, yearFilter } from '@/components/options/period-filters'
import { branchFilter, companyFilter, groupFilter } from '@/components/options/place-filters'
import { useHeldBranchOptions, useHeldCompanyOptions, useHeldGroupOptions } from '@/components/options/company-options'

/**
 * The dashboard's filters, the lists' own: group → company → branch, then the period (a financial
 * year, narrowed to a month). The page holds the place filters' calls (HomePage: placeOptionCalls),
 * so these read the cache only and start nothing in the heading's commit.
 */
export const DASHBOARD_FILTERS: readonly FilterConfig[] = [
  { ...groupFilter, useOptions: useHeldGroupOptions },
  { ...companyFilter, useOptions: useHeldCompanyOptions },
  { ...branchFilter, useOptions: useHeldBranchOptions },
  yearFilter,
  monthFilter,
]
const KEYS = DASHBOARD_FILTERS.map((f) => f.key)
type FilterKey = 'group_id' | 'company_id' | 'branch_id' | 'year' | 'month'

/** The filters of the place only (the calendar pages its own month). */
export type PlaceQuery = Pick<GraphQuery, 'group_id' | 'company_id' | 'branch_id'>

/**
 * The dashboard's filters kept in the URL (`?company_id=3&year=2025-26`), so a link
 * reproduces the view; `query` holds only the values the graph query accepts (a value
 * edited by hand into nonsense is dropped, not sent to fail every chart).
 */
export function useDashboardFilters() {
  const { view, update } = useListParams(DASHBOARD_FILTERS)
  const query = useMemo<GraphQuery>(() => {
    const valid: Record<string, unknown> = {}
    for (const key of KEYS as FilterKey[]) {
      const raw = view.filters[key]
      if (!raw) continue
      const value = graphQueryValue(key, raw)
      if (value !== undefined) valid[key] = value
    }
    return valid as GraphQuery
  }, [view.filters])
  const place = useMemo<PlaceQuery>(
    () => ({ group_id: query.group_id, company_id: query.company_id, branch_id: query.branch_id }),
    [query.group_id, query.company_id, query.branch_id],
  )
  const choose = (filter: FilterConfig, value: string | null) =>
    update({ [filter.key]: value, ...Object.fromEntries((filter.clears ?? []).map((k) => [k, null])) })
  const clear = () => update(Object.fromEntries(KEYS.map((k) => [k, null])))
  const active = Object.keys(query).length > 0
  return { values: view.filters, query, place, choose, clear, active }
}
