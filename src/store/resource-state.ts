import type { PageMeta } from '@ihrc/contract'
import type { Endpoint } from '@ihrc/contract/endpoints'
import type { TaggedEndpoint } from '@/services/cache-tags'
import type { WriteRow } from '@/services/write'

/** The state shape of a resource slice and the arguments of its calls (SPEC.md section 4). */

export interface Identified {
  id: number
}

export interface ResourceState<T extends Identified> {
  list: T[]
  /** Paging of the last list answer; null for unpaged lists. */
  meta: PageMeta | null
  current: T | null
  /** A read (the list or the current item) in flight, and its failure. */
  loading: boolean
  error: string | null
  /**
   * A write (create, update, delete) in flight, and its failure: kept apart from the read
   * state, so a refused save never turns the list into "Could not load the list".
   */
  saving: boolean
  saveError: string | null
  /** Only the newest list request may write the list, so a slow old answer cannot overwrite a newer filter's rows. */
  listRequestId: string | null
}

/** Fallback texts shown when the server gives no message (SPEC.md section 8). */
export interface ResourceMessages {
  list?: string
  get?: string
  create?: string
  update?: string
  remove?: string
}

export type ListParams = Record<string, string | number | boolean | readonly string[] | null | undefined>

/** A create or update body: JSON, or FormData when a file travels with the fields. */
export type Body = object | FormData

export interface SaveArg {
  body: Body
  /** The caller shows the errors itself (under the form's fields), so no toast. */
  inline?: boolean
}

type ById = Endpoint<`${string}/:id`>
/** The rows of the endpoint table a slice calls, e.g. `endpoints.branch`; a read-only list has only `list`. */
export interface ResourceEndpoints {
  /** Its path is the resource's cache tag. */
  list: TaggedEndpoint
  get?: ById
  create?: WriteRow
  update?: WriteRow<`${string}/:id`>
  remove?: WriteRow<`${string}/:id`>
  /** The record's audit trail (every factory resource has one). */
  history?: Endpoint<`${string}/:id/history`>
}

export function initialResourceState<T extends Identified>(): ResourceState<T> {
  return { list: [], meta: null, current: null, loading: false, error: null, saving: false, saveError: null, listRequestId: null }
}

/** Query params without empty values, so `?search=` never reaches the server. */
export function cleanParams(params: ListParams): Record<string, string | number | boolean | readonly string[]> {
  const out: Record<string, string | number | boolean | readonly string[]> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    out[key] = value as string | number | boolean | readonly string[]
  }
  return out
}
