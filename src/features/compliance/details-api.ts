import type { ComplianceItemDetails, DueItem, Envelope, Paged } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'

/** Compliance Details: one item in full, and its due items (cached with the assignments and due items they show). */
const detailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    complianceItem: build.query<ComplianceItemDetails, number>({
      query: (id) => ({ ...requestOf(endpoints.compliance.item, { id }), skipErrorToast: true }),
      transformResponse: (res: Envelope<ComplianceItemDetails>) => res.data,
      providesTags: () => [endpoints.compliance.list.path, endpoints.complianceCustom.list.path],
    }),
    itemDueItems: build.query<DueItem[], number>({
      query: (id) => ({
        ...requestOf(endpoints.dueItem.list),
        params: { compliance_id: id, page_size: 100, sort: 'due_date', order: 'desc' },
      }),
      transformResponse: (res: Paged<DueItem>) => res.data,
      providesTags: () => [endpoints.dueItem.list.path],
    }),
  }),
})

export const { useComplianceItemQuery, useItemDueItemsQuery } = detailsApi
