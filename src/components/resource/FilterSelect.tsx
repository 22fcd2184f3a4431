import { useEffect, useState } from 'react'
import { DatePicker } from '@/components/ui/DatePicker'
import { Input } from '@/components/ui/Input'
import { MonthPicker } from '@/components/ui/MonthPicker'
import { Select } from '@/components/ui/Select'
import type { FilterConfig, OptionSource } from './types'
import { useDebouncedValue } from './use-debounced-value'

const NO_OPTIONS: OptionSource = { options: [] }
const noOptions = () => NO_OPTIONS
/** Every toolbar control has the kit's small height, so a list's filters fit one line at 1366 px (issue 19 item 9). */
const SIZE = 'sm'
/**
 * As wide as the filter's label needs beside the control's icons and border, at least 9rem (a month
 * picker, with its calendar and clear buttons, 10rem): six filters share one line at 1366 px.
 * A filter a link set (`onlyWhenSet`) names itself in its value ("Office type: Factory"),
 * so it is as wide as that value, else the reason the list is short is cut off.
 */
/** A letter's width at the kit's small size, generous: half a rem cut labels of wide letters ("Company" by a pixel, "PTEC number" by nine). */
const LETTER_REM = 0.6
const widthOf = (filter: FilterConfig, options: OptionSource['options'] = []) => {
  const text = filter.onlyWhenSet ? Math.max(filter.label.length, ...options.map((o) => o.label.length)) : filter.label.length
  return { width: `${Math.max(filter.kind === 'month' ? 10 : 9, text * LETTER_REM + 4.875)}rem` }
}

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
  const value = filters[filter.key] || null
  if (filter.kind === 'text') return <TextFilter filter={filter} value={value ?? ''} onChange={onChange} />
  if (filter.kind === 'date')
    return (
      <div style={widthOf(filter)}>
        <DatePicker aria-label={filter.label} placeholder={filter.label} size={SIZE} value={value} onChange={onChange} />
      </div>
    )
  if (filter.kind === 'month')
    return (
      <div style={widthOf(filter)}>
        <MonthPicker
          label={filter.label}
          placeholder={filter.label}
          size={SIZE}
          value={value}
          financialYear={filters.year || undefined}
          onChange={onChange}
          onClear={() => onChange(null)}
        />
      </div>
    )
  return (
    <div style={widthOf(filter, options)}>
      <Select
        aria-label={filter.label}
        placeholder={filter.label}
        size={SIZE}
        options={options}
        loading={loading}
        value={value}
        onChange={(next: string | null) => onChange(next)}
        clearable
        searchable
      />
    </div>
  )
}

/** Free text applies once typing pauses (as the search box). */
function TextFilter({ filter, value, onChange }: { filter: FilterConfig; value: string; onChange: (value: string | null) => void }) {
  const [text, setText] = useState(value)
  const settled = useDebouncedValue(text.trim(), 300)
  useEffect(() => {
    if (settled !== value) onChange(settled || null)
    // Only a settled change of what was typed filters; the URL catching up must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
  return (
    <div style={widthOf(filter)}>
      <Input
        type="search"
        size={SIZE}
        aria-label={filter.label}
        placeholder={filter.label}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  )
}
