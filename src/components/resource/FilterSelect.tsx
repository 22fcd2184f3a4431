import { Select } from '@/components/ui/Select'
import type { FilterConfig } from './types'

/** One toolbar filter; its options may depend on the other filters (state → district). */
export function FilterSelect({
  filter,
  filters,
  onChange,
}: {
  filter: FilterConfig
  filters: Record<string, string>
  onChange: (value: string | null) => void
}) {
  const { options, loading } = filter.useOptions(filters)
  return (
    <div className="w-48">
      <Select
        aria-label={filter.label}
        placeholder={filter.label}
        options={options}
        loading={loading}
        value={filters[filter.key] || null}
        onChange={(value: string | null) => onChange(value)}
        clearable
        searchable
      />
    </div>
  )
}
