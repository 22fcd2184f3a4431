import { useCallback, useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import type { Identified, ListParams, Resource } from '@/store/resource-slice'

/**
 * Loads a resource's list for the given query and reloads when the query changes.
 * The query object must be stable (memoised) between renders with the same values.
 *
 * `loading` is already true on the render before the request starts (the first one, and
 * the first with a new query): the request starts in an effect, after that render is on
 * the screen, and the store's list until then is empty or another query's, so the page
 * would draw "No … yet." for a frame before asking (tests/resource/first-render.test.tsx).
 * Starting it in a layout effect is not enough: the store's subscribers only listen from
 * their own effects, so the pending state still waits for those.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any area's extra state
export function useResourceList<T extends Identified>(resource: Resource<T, any>, query: ListParams, skip = false) {
  const dispatch = useAppDispatch()
  const state = useAppSelector(resource.select)
  const reload = useCallback(() => dispatch(resource.thunks.fetchList(query)), [dispatch, resource, query])
  const [asked, setAsked] = useState<ListParams | null>(null)
  useEffect(() => {
    if (skip) return
    const pending = reload()
    setAsked(query)
    // Leaving the page or changing the query abandons the older request.
    return () => pending.abort()
  }, [reload, skip, query])
  const loading = state.loading || (!skip && asked !== query)
  return { ...state, loading, reload }
}
