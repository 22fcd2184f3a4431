import type { DataStatus, Paged } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'
import { tagsOf } from '@/services/cache-tags'

/** How many due items have a status (the Status tabs' counts), refetched whenever a due item moves. */
const statusCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    dueStatusCount: build.query<number, DataStatus>({
      query: (status) => ({ ...requestOf(endpoints.dueItem.list), params: { data_status: status, page_size: 1 }, skipErrorToast: true }),
      transformResponse: (res: Paged<unknown>) => res.meta.total,
      providesTags: () => tagsOf(endpoints.dueItem.list),
    }),
  }),
})

export const { useDueStatusCountQuery } = statusCountApi
