import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ListParams } from '@/store/resource-slice'

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

const positive = (raw: string | null, fallback: number) => {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * Paging, search, sort and filters live in the URL, so a reload or the back button
 * shows the same rows. Any change except paging returns to page 1.
 */
export function useListParams(filterKeys: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  const keyList = filterKeys.join(',')

  const view = useMemo<ListView>(() => {
    const order = searchParams.get('order')
    return {
      page: positive(searchParams.get('page'), 1),
      pageSize: positive(searchParams.get('page_size'), DEFAULT_PAGE_SIZE),
      search: searchParams.get('search') ?? '',
      sort: searchParams.get('sort'),
      order: order === 'asc' || order === 'desc' ? order : null,
      filters: Object.fromEntries(
        keyList
          .split(',')
          .filter(Boolean)
          .map((k) => [k, searchParams.get(k) ?? '']),
      ),
    }
  }, [searchParams, keyList])

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
