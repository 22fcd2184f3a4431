import { useMemo } from 'react'
import { PERSON_STATUS_LABELS, USER_TYPE_LABELS } from '@ihrc/contract/people-labels'
import { USER_STATUS_VALUES } from '@ihrc/contract/people'
import { USER_TYPES } from '@ihrc/contract/permissions'
import { endpoints } from '@ihrc/contract/endpoints'
import type { Option, OptionSource } from '@/components/resource/types'
import type { TaggedEndpoint } from '@/services/cache-tags'
import { useNamedRowsQuery, type NamedRow } from '@/services/named-rows-api'

export const TYPE_OPTIONS: Option[] = USER_TYPES.map((t) => ({ value: t, label: USER_TYPE_LABELS[t] }))
export const STATUS_OPTIONS: Option[] = USER_STATUS_VALUES.map((s) => ({ value: s, label: PERSON_STATUS_LABELS[s] }))

/** Up to 200 rows of a named list as options (designations, users): enough for a tenant's dropdown. */
export function useNamedOptions(endpoint: TaggedEndpoint, label: (row: NamedRow) => string = (r) => r.name): OptionSource {
  const { data, isFetching } = useNamedRowsQuery(endpoint)
  return useMemo(
    () => ({ options: (data ?? []).map((r) => ({ value: String(r.id), label: label(r) })), loading: isFetching }),
    // The label function is a formatting choice of the caller, not an input to recompute on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, isFetching],
  )
}

export const useRoleOptions = () => useNamedOptions(endpoints.role.list)
