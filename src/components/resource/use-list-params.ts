import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { isDate, isDateInRange } from '@ihrc/contract/dates'
import type { ListParams } from '@/store/resource-slice'
import type { FilterConfig } from './types'

export const DEFAULT_PAGE_SIZE = 20

export interface ListView {
  page: number
  pageSize: number
  search: string
  sort: string | null
  order: 'asc' | 'desc' | null
  /** Filter values by query key, '' when unset. */
  filters: Record<string, string>
}

/** A filter by its query name, with its kind where its value has a form to hold (a day, a month). */
export type ListFilterKey = string | Pick<FilterConfig, 'key' | 'kind'>

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/
const FORM_OF: Partial<Record<NonNullable<FilterConfig['kind']>, (value: string) => boolean>> = {
  date: (value) => isDate(value) && isDateInRange(value),
  month: (value) => MONTH_RE.test(value),
}

/** The filter's value in the URL, '' where it is unset or was edited by hand out of its form (never sent to fail the list). */
function filterValue(filter: ListFilterKey, params: URLSearchParams): [string, string] {
  const { key, kind } = typeof filter === 'string' ? { key: filter, kind: undefined } : filter
  const raw = params.get(key) ?? ''
  const fits = kind && FORM_OF[kind]
  return [key, raw && fits && !fits(raw) ? '' : raw]
}

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * Paging, search, sort and filters live in the URL, so a reload or the back button
 * shows the same rows. Any change except paging returns to page 1.
 */
export function useListParams(filters: readonly ListFilterKey[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  // The filters' identity for the memo: configs are often built in a render.
  const keyList = filters.map((f) => (typeof f === 'string' ? f : `${f.key}:${f.kind ?? ''}`)).join(',')

  const view = useMemo<ListView>(() => {
    const order = searchParams.get('order')
    return {
      page: positive(searchParams.get('page'), 1),
      pageSize: positive(searchParams.get('page_size'), DEFAULT_PAGE_SIZE),
      search: searchParams.get('search') ?? '',
      sort: searchParams.get('sort'),
      order: order === 'asc' || order === 'desc' ? order : null,
      filters: Object.fromEntries(filters.map((filter) => filterValue(filter, searchParams))),
    }
  }, [searchParams, keyList]) // eslint-disable-line react-hooks/exhaustive-deps -- `filters` by keyList: a new array of the same filters is the same view

  const update = useCallback(
    (patch: Record<string, string | number | null | undefined>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key)
            else next.set(key, String(value))
          }
          if (!('page' in patch)) next.delete('page')
          return next
        },
        { replace: false },
      )
    },
    [setSearchParams],
  )

  /** What the list call sends: the URL's state in the API's query names. */
  const query = useMemo<ListParams>(
    () => ({
      page: view.page,
      page_size: view.pageSize,
      search: view.search,
      sort: view.sort,
      order: view.sort ? (view.order ?? 'asc') : null,
      ...view.filters,
    }),
    [view],
  )

  return { view, query, update }
}
