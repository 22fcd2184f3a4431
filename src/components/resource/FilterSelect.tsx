import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import type { FilterConfig, OptionSource } from './types'

const NO_OPTIONS: OptionSource = { options: [] }
const noOptions = () => NO_OPTIONS

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
  const { options, loading } = (filter.useOptions ?? noOptions)(filters)
  if (filter.kind === 'date') {
    return (
      <div className="w-44">
        <Input type="date" aria-label={filter.label} value={filters[filter.key] ?? ''} onChange={(e) => onChange(e.target.value || null)} />
      </div>
    )
  }
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
