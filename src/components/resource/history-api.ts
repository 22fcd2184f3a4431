import type { AuditEntry, Envelope } from '@ihrc/contract'
import { api } from '@/services/api'

/** A record's audit trail, newest first (`GET {path}/{id}/history`, contract/src/audit.ts). */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordHistory: build.query<AuditEntry[], { path: string; id: number }>({
      // The drawer shows a failure in place, so no toast.
      query: ({ path, id }) => ({ url: `${path}/${id}/history`, skipErrorToast: true }),
      transformResponse: (res: Envelope<AuditEntry[]>) => res.data,
    }),
  }),
})

export const { useRecordHistoryQuery } = historyApi
