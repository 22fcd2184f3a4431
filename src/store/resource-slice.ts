import {
  createAsyncThunk,
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type AsyncThunk,
  type ActionReducerMapBuilder,
  type Draft,
  type PayloadAction,
} from '@reduxjs/toolkit'
import { isAxiosError } from 'axios'
import { GENERIC_ERROR, type Envelope, type PageMeta, type Paged } from '@ihrc/contract'
import { pathOf, type Endpoint } from '@ihrc/contract/endpoints'
import { resourceChanged } from '@/services/api'
import { http } from '@/services/http'

/**
 * One factory for the spec's "list plus current item" client state (SPEC.md sections 3
 * and 4): company group, company, branch and every later CRUD area. Each operation sets
 * `loading`, then success or failure with the server's message or the area's fallback.
 */

/**
 * A failed call, read once: `message` for the state and toasts, `fields` when the
 * server answered with the object-of-arrays form (so a form can put each under its
 * field), `lines` when it answered with a list (bulk-upload row errors).
 */
export interface ReadError {
  message: string
  status?: number
  fields?: Record<string, string[]>
  lines?: string[]
}

export function readError(error: unknown, fallback: string): ReadError {
  const response = isAxiosError(error) ? error.response : undefined
  return readErrorBody(response?.data, response?.status, fallback)
}

/** The same reading of an error body already taken out of its response (an RTK Query error's `data`). */
export function readErrorBody(body: unknown, status: number | undefined, fallback: string): ReadError {
  const raw = body && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : undefined
  if (typeof raw === 'string' && raw.trim()) return { message: raw, status }
  if (Array.isArray(raw) && raw.length) {
    const lines = raw.map(String)
    return { message: lines.join('\n'), status, lines }
  }
  if (raw && typeof raw === 'object') {
    const fields: Record<string, string[]> = {}
    for (const [key, value] of Object.entries(raw)) fields[key] = Array.isArray(value) ? value.map(String) : [String(value)]
    const lines = Object.values(fields).flat()
    if (lines.length) return { message: lines.join('\n'), status, fields, lines }
  }
  return { message: fallback, status }
}

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
  list: Endpoint
  get?: ById
  create?: Endpoint
  update?: ById
  remove?: ById
  /** The record's audit trail (every factory resource has one). */
  history?: Endpoint<`${string}/:id/history`>
}

export interface ResourceOptions<Extra extends object> {
  /** Slice name, also the key under which the store mounts it. */
  name: string
  /** The area's rows of the endpoint table; the list row's path is also the resource's cache tag (services/api.ts). */
  endpoints: ResourceEndpoints
  messages: ResourceMessages
  /** Extra state next to the standard shape (e.g. companies cached per group). */
  extraState?: Extra
  /**
   * An area's own writes (a role's or a user's permissions): they take the same
   * `saving` / `saveError` transitions as create, update and delete.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any thunk that rejects with a ReadError
  writes?: AsyncThunk<any, any, { rejectValue: ReadError }>[]
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

type Thunk<Result, Arg> = ReturnType<typeof createAsyncThunk<Result, Arg, { rejectValue: ReadError }>>

export interface ResourceThunks<T extends Identified> {
  fetchList: Thunk<{ list: T[]; meta: PageMeta | null }, ListParams | void>
  fetchOne: Thunk<T, number>
  create: Thunk<T, SaveArg>
  update: Thunk<T, SaveArg & { id: number }>
  remove: Thunk<number, number>
}

/**
 * Builds the five thunks on the area's endpoints; exported apart so an area can add its
 * own reducers around them. Each successful write invalidates the resource's cache tag
 * (its list path), so every dropdown that lists the resource refetches (services/api.ts:
 * one cache per resource).
 */
export function createResourceThunks<T extends Identified>(
  name: string,
  endpoints: ResourceEndpoints,
  messages: ResourceMessages,
): ResourceThunks<T> {
  const fallback = (key: keyof ResourceMessages) => messages[key] ?? GENERIC_ERROR
  const tag = endpoints.list.path
  // A slice whose area has no such call (a read-only list) fails loudly rather than calling a guessed path.
  const the = <E extends Endpoint>(operation: keyof ResourceEndpoints, endpoint: E | undefined): E => {
    if (!endpoint) throw new Error(`${name} has no ${operation} endpoint`)
    return endpoint
  }
  return {
    fetchList: createAsyncThunk<{ list: T[]; meta: PageMeta | null }, ListParams | void, { rejectValue: ReadError }>(
      `${name}/fetchList`,
      async (params, { rejectWithValue, signal }) => {
        try {
          const res = await http.get<Paged<T> | Envelope<T[]>>(pathOf(endpoints.list), {
            signal,
            fallbackMessage: messages.list,
            params: cleanParams(params ?? {}),
            paramsSerializer: { indexes: null },
          })
          return { list: res.data.data, meta: 'meta' in res.data ? res.data.meta : null }
        } catch (error) {
          return rejectWithValue(readError(error, fallback('list')))
        }
      },
    ),
    fetchOne: createAsyncThunk<T, number, { rejectValue: ReadError }>(`${name}/fetchOne`, async (id, { rejectWithValue }) => {
      const url = pathOf(the('get', endpoints.get), { id })
      try {
        return (await http.get<Envelope<T>>(url, { fallbackMessage: messages.get })).data.data
      } catch (error) {
        return rejectWithValue(readError(error, fallback('get')))
      }
    }),
    create: createAsyncThunk<T, SaveArg, { rejectValue: ReadError }>(
      `${name}/create`,
      async ({ body, inline }, { rejectWithValue, dispatch }) => {
        const url = pathOf(the('create', endpoints.create))
        try {
          const created = (await http.post<Envelope<T>>(url, body, { skipErrorToast: inline, fallbackMessage: messages.create })).data.data
          dispatch(resourceChanged(tag))
          return created
        } catch (error) {
          return rejectWithValue(readError(error, fallback('create')))
        }
      },
    ),
    update: createAsyncThunk<T, SaveArg & { id: number }, { rejectValue: ReadError }>(
      `${name}/update`,
      async ({ id, body, inline }, { rejectWithValue, dispatch }) => {
        const url = pathOf(the('update', endpoints.update), { id })
        try {
          const updated = (await http.put<Envelope<T>>(url, body, { skipErrorToast: inline, fallbackMessage: messages.update })).data.data
          dispatch(resourceChanged(tag))
          return updated
        } catch (error) {
          return rejectWithValue(readError(error, fallback('update')))
        }
      },
    ),
    remove: createAsyncThunk<number, number, { rejectValue: ReadError }>(`${name}/remove`, async (id, { rejectWithValue, dispatch }) => {
      const url = pathOf(the('remove', endpoints.remove), { id })
      try {
        await http.delete(url, { fallbackMessage: messages.remove })
        dispatch(resourceChanged(tag))
        return id
      } catch (error) {
        return rejectWithValue(readError(error, fallback('remove')))
      }
    }),
  }
}

/**
 * The standard transitions, written once. `extend` lets an area handle its own thunks
 * on the same state (the company slice's per-group cache).
 */
export function createResourceSlice<T extends Identified, Extra extends object = Record<never, never>>(
  options: ResourceOptions<Extra> & {
    extend?: (builder: ActionReducerMapBuilder<ResourceState<T> & Extra>, thunks: ResourceThunks<T>) => void
  },
) {
  type State = ResourceState<T> & Extra
  const thunks = createResourceThunks<T>(options.name, options.endpoints, options.messages)
  const initialState = { ...initialResourceState<T>(), ...(options.extraState ?? ({} as Extra)) } as State

  // Immer drafts of a generic T do not unify with T; inside a reducer the draft is written like the plain state.
  const plain = (state: Draft<State>) => state as unknown as State
  const failed = (state: Draft<State>, message: string) => {
    state.loading = false
    state.error = message
  }
  const messageOf = (payload: ReadError | undefined, error: { message?: string }) => payload?.message ?? error.message ?? GENERIC_ERROR

  const slice = createSlice({
    name: options.name,
    initialState,
    reducers: {
      setCurrent(state, action: PayloadAction<T | null>) {
        plain(state).current = action.payload
      },
      clearError(state) {
        state.error = null
        state.saveError = null
      },
    },
    extraReducers: (builder) => {
      const b = builder as unknown as ActionReducerMapBuilder<State>
      b.addCase(thunks.fetchList.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.listRequestId = action.meta.requestId
      })
        .addCase(thunks.fetchList.fulfilled, (state, action) => {
          if (state.listRequestId !== action.meta.requestId) return
          state.loading = false
          plain(state).list = action.payload.list
          state.meta = action.payload.meta
        })
        .addCase(thunks.fetchList.rejected, (state, action) => {
          if (state.listRequestId !== action.meta.requestId) return
          // An abandoned request (page left, query changed) is not a failure to report.
          if (action.meta.aborted) {
            state.loading = false
            return
          }
          failed(state, messageOf(action.payload, action.error))
        })
        .addCase(thunks.fetchOne.fulfilled, (state, action) => {
          state.loading = false
          plain(state).current = action.payload
        })
        .addCase(thunks.create.fulfilled, (state, action) => {
          plain(state).list.push(action.payload)
          if (state.meta) state.meta.total += 1
        })
        .addCase(thunks.update.fulfilled, (state, action) => {
          const s = plain(state)
          const item = action.payload
          const at = s.list.findIndex((row) => row.id === item.id)
          if (at >= 0) s.list[at] = item
          if (s.current?.id === item.id) s.current = item
        })
        .addCase(thunks.remove.fulfilled, (state, action) => {
          const before = state.list.length
          state.list = state.list.filter((row) => row.id !== action.payload)
          if (state.meta && state.list.length < before) state.meta.total -= 1
          if (state.current?.id === action.payload) state.current = null
        })
      b.addCase(thunks.fetchOne.pending, (state) => {
        state.loading = true
        state.error = null
      }).addCase(thunks.fetchOne.rejected, (state, action) => failed(state, messageOf(action.payload, action.error)))
      options.extend?.(b, thunks)
      const writes = [thunks.create, thunks.update, thunks.remove, ...(options.writes ?? [])] as const
      b.addMatcher(isPending(...writes), (state) => {
        state.saving = true
        state.saveError = null
      })
        .addMatcher(isFulfilled(...writes), (state) => {
          state.saving = false
        })
        .addMatcher(isRejected(...writes), (state, action) => {
          state.saving = false
          state.saveError = messageOf(action.payload as ReadError | undefined, action.error)
        })
    },
  })

  return {
    name: options.name,
    /** With `reducer`, what `rootReducer.inject(...)` takes (store/root-reducer.ts mounts areas lazily). */
    reducerPath: options.name,
    endpoints: options.endpoints,
    reducer: slice.reducer,
    actions: slice.actions,
    thunks,
    /** For writes outside the thunks (a bulk upload): every cached read of this resource refetches. */
    changed: () => resourceChanged(options.endpoints.list.path),
    /** The slice's state under its name; the initial state until the first action after injection reaches it. */
    select: (root: object): State => (root as Partial<Record<string, State>>)[options.name] ?? initialState,
  }
}

export type Resource<T extends Identified, Extra extends object = Record<never, never>> = ReturnType<typeof createResourceSlice<T, Extra>>
