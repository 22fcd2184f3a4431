import { formatDate } from '@/components/ui/format'
import type { FilterConfig } from './types'

/**
 * Filters a link sets rather than the toolbar offers (a dashboard chart opens its list
 * narrowed to one slice): shown only while set, their value naming the filter ("Office
 * type: Factory", "Opened on or before 31 Mar 2026"), so the user sees why the list is
 * short and may clear it.
 */
export function linkedChoiceFilter<K extends string>(
  key: string,
  label: string,
  choices: { values: readonly K[]; labels: Record<K, string> },
): FilterConfig {
  const source = { options: choices.values.map((value) => ({ value, label: `${label}: ${choices.labels[value]}` })) }
  return { key, label, onlyWhenSet: true, useOptions: () => source }
}

/** A day bound (`YYYY-MM-DD`) a link sets, shown as its sentence with the day. */
export function linkedDayFilter(key: string, label: string): FilterConfig {
  return {
    key,
    label,
    onlyWhenSet: true,
    useOptions: (filters) => ({ options: filters[key] ? [{ value: filters[key], label: `${label} ${formatDate(filters[key])}` }] : [] }),
  }
}
