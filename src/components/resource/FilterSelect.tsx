import { type ReactNode, useEffect, useState } from 'react'
import { DatePicker } from '@/components/ui/DatePicker'
import { FitsText } from '@/components/ui/FitsText'
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
 * Room the controls keep beside their text, px: a select's clear and open buttons, a date
 * picker's calendar button, a search box's padding and the browser's clear (×) button.
 */
export const RESERVE = { select: 64, date: 40, search: 28 }

/**
 * Each filter as wide as its label needs (FitsText), at least 9rem (a month picker, with its
 * calendar and clear buttons, 10rem): six filters share one line at 1366 px. A filter a link
 * sets (`onlyWhenSet`) names itself in its value ("Office type: Factory"), so it is as wide
 * as that value, else the reason the list is short is cut off.
 */
function Sized({
  filter,
  reserve,
  chosen,
  children,
}: {
  filter: FilterConfig
  reserve: number
  /** The chosen option's label. */
  chosen?: string
  children: ReactNode
}) {
  const texts = filter.onlyWhenSet && chosen ? [filter.label, chosen] : [filter.label]
  return (
    <FitsText texts={texts} reserve={reserve} minRem={filter.kind === 'month' ? 10 : 9}>
      {children}
    </FitsText>
  )
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
      <Sized filter={filter} reserve={RESERVE.date}>
        <DatePicker aria-label={filter.label} placeholder={filter.label} size={SIZE} value={value} onChange={onChange} />
      </Sized>
    )
  if (filter.kind === 'month')
    return (
      <Sized filter={filter} reserve={RESERVE.date}>
        <MonthPicker
          label={filter.label}
          placeholder={filter.label}
          size={SIZE}
          value={value}
          financialYear={filters.year || undefined}
          onChange={onChange}
          onClear={() => onChange(null)}
        />
      </Sized>
    )
  return (
    <Sized filter={filter} reserve={RESERVE.select} chosen={options.find((o) => o.value === value)?.label}>
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
    </Sized>
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
    <Sized filter={filter} reserve={RESERVE.search}>
      <Input
        type="search"
        size={SIZE}
        aria-label={filter.label}
        placeholder={filter.label}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Sized>
  )
}
