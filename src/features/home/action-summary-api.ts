import type { ActionSummary, Envelope } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'

/** The dashboard's action cards (`graph/action-summary`); the cards show a failure themselves, so no toast repeats it. */
const actionSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    actionSummary: build.query<ActionSummary, void>({
      query: () => ({ ...requestOf(endpoints.graph.actionSummary), skipErrorToast: true }),
      transformResponse: (res: Envelope<ActionSummary>) => res.data,
    }),
  }),
})

export const { useActionSummaryQuery } = actionSummaryApi
