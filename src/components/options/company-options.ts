import { useMemo } from 'react'
import type { NamedRef } from '@ihrc/contract'
import type { Option, OptionSource } from '@/components/resource/types'
import {
  useBranchOptionsQuery,
  useCompanyOptionsQuery,
  useDistrictsQuery,
  useGroupOptionsQuery,
  useLocationsQuery,
  useStatesQuery,
} from '@/services/company-api'

/**
 * Dropdown options of Company Setup as hooks of the selected values (filters and form
 * values use the same names, so one hook serves both): group → company,
 * state → district → location, company → branch.
 */
type Values = Record<string, unknown>

const toOptions = (rows: readonly NamedRef[] | undefined): Option[] => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }))
const id = (value: unknown) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}
const EMPTY: OptionSource = { options: [] }

export function useGroupOptions(): OptionSource {
  const { data, isFetching } = useGroupOptionsQuery()
  return useMemo(() => ({ options: toOptions(data), loading: isFetching }), [data, isFetching])
}

/** Companies of one group, cached per group (SPEC.md section 3: the query cache keys on `group_id`), or all companies without a group. */
export function useCompanyOptions(values: Values = {}): OptionSource {
  const group = id(values.group_id)
  const { data, isFetching } = useCompanyOptionsQuery(group ? { group_id: group } : undefined)
  return useMemo(() => ({ options: toOptions(data), loading: isFetching }), [data, isFetching])
}

export function useStateOptions(): OptionSource {
  const { data, isFetching } = useStatesQuery()
  return useMemo(() => ({ options: toOptions(data), loading: isFetching }), [data, isFetching])
}

export function useDistrictOptions(values: Values): OptionSource {
  const state = id(values.state_id)
  const { data, isFetching } = useDistrictsQuery(state ?? 0, { skip: state === null })
  return useMemo(() => (state ? { options: toOptions(data), loading: isFetching } : EMPTY), [state, data, isFetching])
}

export function useLocationOptions(values: Values): OptionSource {
  const district = id(values.district_id)
  const { data, isFetching } = useLocationsQuery(district ?? 0, { skip: district === null })
  return useMemo(() => (district ? { options: toOptions(data), loading: isFetching } : EMPTY), [district, data, isFetching])
}

export function useBranchOptions(values: Values): OptionSource {
  const company = id(values.company_id)
  const { data, isFetching } = useBranchOptionsQuery(company ? { company_id: company } : undefined)
  return useMemo(() => ({ options: toOptions(data), loading: isFetching }), [data, isFetching])
}
