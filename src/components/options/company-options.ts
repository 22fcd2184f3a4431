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
/**
 * The options of the query's current argument only (`currentData`): while another group's
 * companies load, or after their fetch failed, the previous group's rows never stand in.
 */
function useOptionsOf({ currentData, isFetching }: { currentData?: readonly NamedRef[]; isFetching: boolean }): OptionSource {
  return useMemo(() => ({ options: toOptions(currentData), loading: isFetching }), [currentData, isFetching])
}

export const useGroupOptions = (): OptionSource => useOptionsOf(useGroupOptionsQuery())

/** Companies of one group, cached per group (SPEC.md section 3: the query cache keys on `group_id`), or all companies without a group. */
export function useCompanyOptions(values: Values = {}): OptionSource {
  const group = id(values.group_id)
  return useOptionsOf(useCompanyOptionsQuery(group ? { group_id: group } : undefined))
}

export const useStateOptions = (): OptionSource => useOptionsOf(useStatesQuery())

export function useDistrictOptions(values: Values): OptionSource {
  const state = id(values.state_id)
  return useOptionsOf(useDistrictsQuery(state ?? 0, { skip: state === null }))
}

export function useLocationOptions(values: Values): OptionSource {
  const district = id(values.district_id)
  return useOptionsOf(useLocationsQuery(district ?? 0, { skip: district === null }))
}

export function useBranchOptions(values: Values): OptionSource {
  const company = id(values.company_id)
  return useOptionsOf(useBranchOptionsQuery(company ? { company_id: company } : undefined))
}
