import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'
import type { Envelope } from '@ihrc/contract'
import { endpoints, pathOf, type Endpoint, type PathParamNames, type PathParams } from '@ihrc/contract/endpoints'
import { api } from './api'
import type { CacheTag } from './cache-tags'
import { http } from './http'

/** A row of the endpoint table that changes data. */
export type WriteRow<Path extends string = string> = Endpoint<Path> & { readonly method: 'POST' | 'PUT' | 'DELETE' }

/** What one write sends; the path's `:name` parameters are required exactly when the row has them. */
export type WriteCall<Path extends string> = {
  body?: unknown
  /** The caller shows the error itself (a form, a dialog): no toast. */
  inline?: boolean
  /** The toast's text when the server gives no message (SPEC.md section 8). */
  fallback?: string
  /** Upload progress, 0 to 100. */
  onProgress?: (percent: number) => void
  /**
   * The reads this write changes, when they are not its area's: fewer (adding a district
   * must not refetch agreement types, since the lookups share one area) or reaching into
   * another area (a notice edit request's decision changes the edit-request queue too).
   */
  changes?: readonly CacheTag[]
} & ([PathParamNames<Path>] extends [never] ? { params?: undefined } : { params: PathParams<Path> })

/**
 * The reads a write changes: every parameterless read of its area of the table. An area is
 * one resource (or one workflow, such as due items), so a due item's move refetches Due
 * Compliance, Status and History at once, and a write needs no list of tags of its own.
 */
const readsOfArea = new Map<Endpoint, CacheTag[]>()
for (const area of Object.values(endpoints) as Record<string, Endpoint>[]) {
  const rows = Object.values(area)
  const tags = rows.filter((row) => row.method === 'GET' && !row.path.includes(':')).map((row) => row.path as CacheTag)
  for (const row of rows) readsOfArea.set(row, tags)
}

export function tagsChangedBy(row: WriteRow): CacheTag[] {
  const tags = readsOfArea.get(row)
  // A row made outside the table would change nothing anyone reads: fail loudly rather than leave lists stale.
  if (!tags) throw new Error(`${row.method} ${row.path} is no row of the endpoint table`)
  return tags
}

/**
 * Every console write: calls the row of the endpoint table through the one axios instance
 * (token, refresh, SPEC.md section 8's toasts and fallbacks), then invalidates the cache
 * tags of the row's area so every list and dropdown showing the data reads again.
 * `await dispatch(write(row)<Answer>(call))` resolves to the answer's `data` and rejects
 * with the axios error, which `readError` reads. It is curried so the row's path infers
 * the parameters while the caller names the answer's contract type. Slices wrap it in their
 * thunks to keep their transitions (SPEC.md section 4).
 */
export function write<Path extends string>(row: WriteRow<Path>) {
  const url = pathOf as (endpoint: Endpoint, params?: PathParams<Path>) => string
  return <Result = unknown>(call: WriteCall<Path>) =>
    async (dispatch: Dispatch<UnknownAction>): Promise<Result> => {
      const { onProgress } = call
      const res = await http.request<Envelope<Result> | ''>({
        method: row.method,
        url: url(row, call.params),
        data: call.body,
        skipErrorToast: call.inline,
        fallbackMessage: call.fallback,
        onUploadProgress: onProgress && ((e) => onProgress(e.total ? (e.loaded / e.total) * 100 : 0)),
      })
      dispatch(api.util.invalidateTags([...(call.changes ?? tagsChangedBy(row))]))
      // A delete may answer with no body.
      return (res.data === '' ? undefined : res.data?.data) as Result
    }
}
