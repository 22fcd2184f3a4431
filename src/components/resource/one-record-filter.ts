import type { FilterConfig } from './types'

/**
 * `id`: the list narrowed to one record, as a notification opens it. Shown only while set,
 * as a clearable filter naming the record, so the user sees why the list holds one row
 * and may widen it; the server answers within the caller's scope, so another's id lists nothing.
 */
export function oneRecordFilter(noun: string): FilterConfig {
  const label = `One ${noun}`
  return {
    key: 'id',
    label,
    onlyWhenSet: true,
    useOptions: (filters) => ({ options: filters.id ? [{ value: filters.id, label: `${label} (#${filters.id})` }] : [] }),
  }
}
