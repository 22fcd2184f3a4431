import type { DueStatus, Paged } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'
import { tagsOf } from '@/services/cache-tags'

/** How many due items are at a stage of the approval (the Status tabs' counts), refetched whenever a due item moves. */
const statusCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    dueStatusCount: build.query<number, DueStatus>({
      query: (status) => ({ ...requestOf(endpoints.dueItem.list), params: { status, page_size: 1 }, skipErrorToast: true }),
      transformResponse: (res: Paged<unknown>) => res.meta.total,
      providesTags: () => tagsOf(endpoints.dueItem.list),
    }),
  }),
})

export const { useDueStatusCountQuery } = statusCountApi
