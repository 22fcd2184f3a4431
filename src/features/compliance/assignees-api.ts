import type { Assignees, Envelope } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { useMemo } from 'react'
import type { OptionSource } from '@/components/resource/types'
import { api } from '@/services/api'
import { tagsOf } from '@/services/cache-tags'

/**
 * Who the Assign dialogs offer: only people who can act on every chosen branch (the
 * server's rule, `assigneeIssue` of the contract). Cached with users and designations,
 * whose grants and branches decide it.
 */
const assigneesApi = api.injectEndpoints({
  endpoints: (build) => ({
    assignees: build.query<Assignees, string>({
      query: (branchIds) => ({ ...requestOf(endpoints.compliance.assignees), params: { branch_ids: branchIds } }),
      transformResponse: (res: Envelope<Assignees>) => res.data,
      providesTags: () => tagsOf(endpoints.user.list, endpoints.role.list),
    }),
  }),
})

/** The owners (or approvers) the dialog may offer for these branches. */
export function useAssigneeOptions(field: keyof Assignees, branchIds: readonly (string | number)[]): OptionSource {
  const key = [...new Set(branchIds.map(String))].sort().join(',')
  const { data, isFetching } = assigneesApi.useAssigneesQuery(key)
  return useMemo(
    () => ({ options: (data?.[field] ?? []).map((p) => ({ value: String(p.id), label: p.name })), loading: isFetching }),
    [data, field, isFetching],
  )
}
