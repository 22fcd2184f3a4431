import type { ComplianceItemDetails, DueItem, Envelope, Paged } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'
import { tagsOf } from '@/services/cache-tags'

const dayBefore = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

/** Compliance Details: one item in full, and its due items (cached with the assignments and due items they show). */
const detailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    complianceItem: build.query<ComplianceItemDetails, number>({
      query: (id) => ({ ...requestOf(endpoints.compliance.item, { id }), skipErrorToast: true }),
      transformResponse: (res: Envelope<ComplianceItemDetails>) => res.data,
      providesTags: () => tagsOf(endpoints.compliance.list, endpoints.complianceCustom.list),
    }),
    /**
     * The item's due items on one side of `today`: from today on, nearest first (what comes
     * next leads, issue 19 item 18); before it, the latest first.
     */
    itemDueItems: build.query<DueItem[], { id: number; side: 'next' | 'past'; today: string }>({
      query: ({ id, side, today }) => ({
        ...requestOf(endpoints.dueItem.list),
        params: {
          compliance_id: id,
          page_size: 100,
          sort: 'due_date',
          ...(side === 'next' ? { from: today, order: 'asc' } : { to: dayBefore(today), order: 'desc' }),
        },
      }),
      transformResponse: (res: Paged<DueItem>) => res.data,
      providesTags: () => tagsOf(endpoints.dueItem.list),
    }),
  }),
})

export const { useComplianceItemQuery, useItemDueItemsQuery } = detailsApi
