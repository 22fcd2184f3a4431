import type { StatutoryRulesQuery, StatutoryRulesResponse } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'

/** `GET statutory-rules`: reference data, the same for every tenant, cached like any lookup. */
export const statutoryRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    statutoryRules: build.query<StatutoryRulesResponse, StatutoryRulesQuery>({
      query: (params) => ({ ...requestOf(endpoints.statutory.rules), params, skipErrorToast: true }),
    }),
  }),
})

export const { useStatutoryRulesQuery } = statutoryRulesApi
