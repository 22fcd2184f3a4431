import { useEffect, useMemo } from 'react'
import type { NamedRef } from '@ihrc/contract'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import type { Option, OptionSource } from '@/components/resource/types'
import {
  useBranchOptionsQuery,
  useCompanyOptionsQuery,
  useDistrictsQuery,
  useGroupOptionsQuery,
  useLocationsQuery,
  useStatesQuery,
} from './api'
import { companies, fetchCompaniesForGroup } from './slices'

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

/** Companies of one group from the per-group cache (SPEC.md section 3), or all companies without a group. */
export function useCompanyOptions(values: Values = {}): OptionSource {
  const group = id(values.group_id)
  const dispatch = useAppDispatch()
  const cached = useAppSelector((s) => (group ? companies.select(s).byGroup[group] : undefined))
  const failed = useAppSelector((s) => (group ? group in companies.select(s).byGroupFailed : false))
  const all = useCompanyOptionsQuery(undefined, { skip: group !== null })
  useEffect(() => {
    if (group) void dispatch(fetchCompaniesForGroup({ groupId: group }))
  }, [dispatch, group])
  return useMemo(
    () => (group ? { options: toOptions(cached), loading: !cached && !failed } : { options: toOptions(all.data), loading: all.isFetching }),
    [group, cached, failed, all.data, all.isFetching],
  )
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
