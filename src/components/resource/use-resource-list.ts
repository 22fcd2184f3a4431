import { useCallback, useEffect, useRef } from 'react'
import { useAppDispatch, useAppSelector } from '@/store/hooks'
import type { Identified, ListParams, Resource } from '@/store/resource-slice'

/** The same list as the page draws it: every field but the request's id, which nothing draws. */
const sameView = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => k === 'listRequestId' || a[k] === b[k])
}

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
 *
 * Which query was asked is a ref, not state, and the store's pending state, which draws nothing
 * new while the hook already says loading, renders nothing: a load renders twice (asked,
 * answered); the hook's own update of what it asked and the pending state were a third render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any area's extra state
export function useResourceList<T extends Identified>(resource: Resource<T, any>, query: ListParams, skip = false) {
  const dispatch = useAppDispatch()
  const reload = useCallback(() => dispatch(resource.thunks.fetchList(query)), [dispatch, resource, query])
  const asked = useRef<ListParams | null>(null)
  const state: ReturnType<typeof resource.select> = useAppSelector((root) => {
    const list = resource.select(root)
    return { ...list, loading: list.loading || (!skip && asked.current !== query) }
  }, sameView)
  useEffect(() => {
    if (skip) return
    // Before the request: its pending state re-renders at once, and that render must see it asked.
    asked.current = query
    const pending = reload()
    // Leaving the page or changing the query abandons the older request.
    return () => pending.abort()
  }, [reload, skip, query])
  return { ...state, reload }
}
