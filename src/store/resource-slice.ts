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
import { GENERIC_ERROR } from '@ihrc/contract/messages'
import type { Envelope, PageMeta, Paged } from '@ihrc/contract/envelope'
import { pathOf, type Endpoint } from '@ihrc/contract/endpoints'
import { resourceChanged } from '@/services/api'
import { write } from '@/services/write'
import { http } from '@/services/http'
import { readError, type ReadError } from './read-error'
import {
  cleanParams,
  initialResourceState,
  type Identified,
  type ListParams,
  type ResourceEndpoints,
  type ResourceMessages,
  type ResourceState,
  type SaveArg,
} from './resource-state'

/**
 * One factory for the spec's "list plus current item" client state (SPEC.md sections 3
 * and 4): company group, company, branch and every later CRUD area. Each operation sets
 * `loading`, then success or failure with the server's message or the area's fallback.
 */

export { readError, readErrorBody, type ReadError } from './read-error'
export { cleanParams, initialResourceState } from './resource-state'
export type { Body, Identified, ListParams, ResourceEndpoints, ResourceMessages, ResourceState, SaveArg } from './resource-state'

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
        try {
          return await dispatch(write(the('create', endpoints.create))<T>({ body, inline, fallback: messages.create }))
        } catch (error) {
          return rejectWithValue(readError(error, fallback('create')))
        }
      },
    ),
    update: createAsyncThunk<T, SaveArg & { id: number }, { rejectValue: ReadError }>(
      `${name}/update`,
      async ({ id, body, inline }, { rejectWithValue, dispatch }) => {
        try {
          return await dispatch(write(the('update', endpoints.update))<T>({ params: { id }, body, inline, fallback: messages.update }))
        } catch (error) {
          return rejectWithValue(readError(error, fallback('update')))
        }
      },
    ),
    remove: createAsyncThunk<number, number, { rejectValue: ReadError }>(`${name}/remove`, async (id, { rejectWithValue, dispatch }) => {
      try {
        await dispatch(write(the('remove', endpoints.remove))({ params: { id }, fallback: messages.remove }))
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
    changed: () => resourceChanged(options.endpoints.list),
    /** The slice's state under its name; the initial state until the first action after injection reaches it. */
    select: (root: object): State => (root as Partial<Record<string, State>>)[options.name] ?? initialState,
  }
}

export type Resource<T extends Identified, Extra extends object = Record<never, never>> = ReturnType<typeof createResourceSlice<T, Extra>>
