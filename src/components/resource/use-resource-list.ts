import { useCallback, useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import type { Identified, ListParams, Resource } from '@/store/resource-slice'

/**
 * Loads a resource's list for the given query and reloads when the query changes.
 * The query object must be stable (memoised) between renders with the same values.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any area's extra state
export function useResourceList<T extends Identified>(resource: Resource<T, any>, query: ListParams, skip = false) {
  const dispatch = useAppDispatch()
  const state = useAppSelector(resource.select)
  const reload = useCallback(() => dispatch(resource.thunks.fetchList(query)), [dispatch, resource, query])
  useEffect(() => {
    if (skip) return
    const pending = reload()
    // Leaving the page or changing the query abandons the older request.
    return () => pending.abort()
  }, [reload, skip])
  return { ...state, reload }
}
