import type { Envelope, SetupCode } from '@ihrc/contract'
import { requestOf, type Endpoint } from '@ihrc/contract/endpoints'
import type { OptionSource } from '@/components/resource/types'
import { api } from '@/services/api'
import { useMemo } from 'react'

/** A company's registrations of one kind (`pf-code` …), the tracker filter's "code" options. */
const codesApi = api.injectEndpoints({
  endpoints: (build) => ({
    setupCodes: build.query<SetupCode[], { endpoint: Endpoint; company_id?: string }>({
      query: ({ endpoint, company_id }) => ({ ...requestOf(endpoint), params: company_id ? { company_id } : {} }),
      transformResponse: (res: Envelope<SetupCode[]>) => res.data,
    }),
  }),
})

export function useCodeOptions(endpoint: Endpoint, companyId: string | undefined): OptionSource {
  const { currentData, isFetching } = codesApi.useSetupCodesQuery({ endpoint, company_id: companyId || undefined })
  return useMemo(
    () => ({ options: (currentData ?? []).map((c) => ({ value: String(c.id), label: c.code })), loading: isFetching }),
    [currentData, isFetching],
  )
}
