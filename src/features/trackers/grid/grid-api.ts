import type { Envelope, TrackerGrid } from '@ihrc/contract'
import { requestOf, type Endpoint } from '@ihrc/contract/endpoints'
import { cleanParams, type ListParams } from '@/store/resource-slice'
import { api } from '@/services/api'
import { tagsOf, type TaggedEndpoint } from '@/services/cache-tags'

/**
 * A family's grid (`GET {stem}/grid`), cached under the family's list path: an upload,
 * edit or delete of its rows (each invalidates that tag) redraws the grid.
 */
export const gridApi = api.injectEndpoints({
  endpoints: (build) => ({
    trackerGrid: build.query<TrackerGrid, { endpoint: Endpoint; list: TaggedEndpoint; params: ListParams }>({
      // The grid shows a failure in place, so no toast.
      query: ({ endpoint, params }) => ({ ...requestOf(endpoint), params: cleanParams(params), skipErrorToast: true }),
      transformResponse: (res: Envelope<TrackerGrid>) => res.data,
      providesTags: (_r, _e, { list }) => tagsOf(list),
    }),
  }),
})

export const { useTrackerGridQuery } = gridApi
