import { useEffect, useState } from 'react'
import { Input } from '@/components/ui/Input'
import { Select } from '@/components/ui/Select'
import type { FilterConfig, OptionSource } from './types'
import { useDebouncedValue } from './use-debounced-value'

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
  if (filter.kind === 'date' || filter.kind === 'text') {
    return <TypedFilter filter={filter} value={filters[filter.key] ?? ''} onChange={onChange} />
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

/** A date applies when picked; text once typing pauses (as the search box). */
function TypedFilter({ filter, value, onChange }: { filter: FilterConfig; value: string; onChange: (value: string | null) => void }) {
  const [text, setText] = useState(value)
  const settled = useDebouncedValue(text.trim(), filter.kind === 'text' ? 300 : 0)
  useEffect(() => {
    if (settled !== value) onChange(settled || null)
    // Only a settled change of what was typed filters; the URL catching up must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
  return (
    <div className="w-44">
      <Input
        type={filter.kind === 'date' ? 'date' : 'search'}
        aria-label={filter.label}
        placeholder={filter.label}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  )
}
