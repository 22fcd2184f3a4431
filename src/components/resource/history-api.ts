import type { AuditEntry, Envelope } from '@ihrc/contract'
import { requestOf, type Endpoint } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'

/** A record's audit trail, newest first (`GET {path}/{id}/history`, contract/src/audit.ts). */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordHistory: build.query<AuditEntry[], { endpoint: Endpoint<`${string}/:id/history`>; id: number }>({
      // The drawer shows a failure in place, so no toast.
      query: ({ endpoint, id }) => ({ ...requestOf(endpoint, { id }), skipErrorToast: true }),
      transformResponse: (res: Envelope<AuditEntry[]>) => res.data,
    }),
  }),
})

export const { useRecordHistoryQuery } = historyApi
