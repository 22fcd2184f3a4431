import { createAction } from '@reduxjs/toolkit'
import { FALLBACK } from '@ihrc/contract/messages'
import { createResourceSlice, type Identified, type ResourceEndpoints, type ResourceMessages } from './resource-slice'

/**
 * A remittance tracker family's client state (SPEC.md section 4): the resource slice's
 * list plus current tracker, and the flags a tracker screen reacts to. An update sets
 * `updated`, a delete sets `deleted` and clears the current tracker (whichever row was
 * deleted); `resetFlags` puts both back once the screen has acted on them.
 */
export interface TrackerFlags {
  updated: boolean
  deleted: boolean
}

/**
 * The family-neutral texts of SPEC.md section 8; a family overrides those it has its own
 * wording for ("Failed to update PF tracker", "Failed to delete PFIW tracker").
 */
const TRACKER_FALLBACKS: ResourceMessages = {
  list: FALLBACK.fetchTracker,
  get: FALLBACK.fetchTracker,
  update: FALLBACK.updateTracker,
  remove: FALLBACK.deleteTracker,
}

export interface TrackerOptions {
  /** Slice name, also the store key, e.g. `pfTracker`. */
  name: string
  /** The family's rows of the endpoint table (API.md "Remittance trackers"). */
  endpoints: ResourceEndpoints
  messages?: ResourceMessages
}

/** One call per family makes its slice. */
export function createTrackerSlice<T extends Identified>({ name, endpoints, messages }: TrackerOptions) {
  const resetFlags = createAction(`${name}/resetFlags`)
  const resource = createResourceSlice<T, TrackerFlags>({
    name,
    endpoints,
    messages: { ...TRACKER_FALLBACKS, ...messages },
    extraState: { updated: false, deleted: false },
    extend: (builder, thunks) => {
      // The standard update and delete transitions are case reducers already; these run after them.
      builder
        .addCase(thunks.update.pending, (state) => {
          state.updated = false
        })
        .addCase(thunks.remove.pending, (state) => {
          state.deleted = false
        })
        .addCase(resetFlags, (state) => {
          state.updated = false
          state.deleted = false
        })
        .addMatcher(thunks.update.fulfilled.match, (state) => {
          state.updated = true
        })
        .addMatcher(thunks.remove.fulfilled.match, (state) => {
          state.deleted = true
          state.current = null
        })
    },
  })
  return { ...resource, actions: { ...resource.actions, resetFlags } }
}

export type Tracker<T extends Identified> = ReturnType<typeof createTrackerSlice<T>>
