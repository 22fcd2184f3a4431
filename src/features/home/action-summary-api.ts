import type { ActionSummary, Envelope } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'
import { useAppDispatch } from '@/store/hooks'
import { ASK_AGAIN, useAskAgain } from '@/utils/held-query'

/** The dashboard's action cards (`graph/action-summary`); the cards show a failure themselves, so no toast repeats it. */
const actionSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    actionSummary: build.query<ActionSummary, void>({
      query: () => ({ ...requestOf(endpoints.graph.actionSummary), skipErrorToast: true }),
      transformResponse: (res: Envelope<ActionSummary>) => res.data,
    }),
  }),
})

/** Asks for the cards' figures (or joins the running call) and holds them until `unsubscribe`: the page holds it (HomePage). */
export const holdActionSummary = () => actionSummaryApi.endpoints.actionSummary.initiate()

/**
 * The cards' figures as the cache holds them (the page asks, one task after its first
 * drawing): mounting, the cards start nothing in the heading's commit (bench/README.md,
 * Lighthouse, session s39). "Try again" asks once more.
 */
export function useActionSummary() {
  const dispatch = useAppDispatch()
  const result = actionSummaryApi.endpoints.actionSummary.useQueryState()
  return useAskAgain(result, () => dispatch(actionSummaryApi.endpoints.actionSummary.initiate(undefined, ASK_AGAIN)))
}
