import type { Ref } from 'react'
import { Button } from '@/components/ui/Button'
import { FilterSelect } from '@/components/resource/FilterSelect'
import { DASHBOARD_FILTERS, type useDashboardFilters } from './dashboard-filters'

/**
 * One bar of filters above the dashboard (group, company, branch, financial year, month),
 * the lists' own controls, wrapping rather than scrolling at 1366 px; "Clear filters"
 * once any applies.
 */
export function DashboardFilterBar({ filters, at }: { filters: ReturnType<typeof useDashboardFilters>; at?: Ref<HTMLElement> }) {
  return (
    <section ref={at} aria-label="Dashboard filters" className="flex flex-wrap items-center gap-2">
      {DASHBOARD_FILTERS.map((filter) => (
        <FilterSelect key={filter.key} filter={filter} filters={filters.values} onChange={(value) => filters.choose(filter, value)} />
      ))}
      {filters.active && (
        <Button size="sm" variant="plain" onClick={filters.clear}>
          Clear filters
        </Button>
      )}
    </section>
  )
}
