import { useMemo } from 'react'
import type { NamedRef } from '@ihrc/contract'
import type { Option, OptionSource } from '@/components/resource/types'
import type { AppDispatch } from '@/store/app-store'
import type { HeldCall } from '@/utils/use-calls-in-turn'
import {
  companyApi,
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
/** The same of a held call's cached state: not started yet, it is on its way (loading), not "no options". */
const useHeldOptionsOf = (held: { currentData?: readonly NamedRef[]; isFetching: boolean; isUninitialized: boolean }) =>
  useOptionsOf({ currentData: held.currentData, isFetching: held.isFetching || held.isUninitialized })

/** The companies' call under the selected values: one group's (SPEC.md section 3: the query cache keys on `group_id`), or all without a group. */
const companiesOf = (values: Values) => {
  const group = id(values.group_id)
  return group ? { group_id: group } : undefined
}
/** The branches' call under the selected values: one company's, or all without a company. */
const branchesOf = (values: Values) => {
  const company = id(values.company_id)
  return company ? { company_id: company } : undefined
}

export const useGroupOptions = (): OptionSource => useOptionsOf(useGroupOptionsQuery())

/** Companies of one group, cached per group, or all companies without a group. */
export const useCompanyOptions = (values: Values = {}): OptionSource => useOptionsOf(useCompanyOptionsQuery(companiesOf(values)))

export const useStateOptions = (): OptionSource => useOptionsOf(useStatesQuery())

export function useDistrictOptions(values: Values): OptionSource {
  const state = id(values.state_id)
  return useOptionsOf(useDistrictsQuery(state ?? 0, { skip: state === null }))
}

export function useLocationOptions(values: Values): OptionSource {
  const district = id(values.district_id)
  return useOptionsOf(useLocationsQuery(district ?? 0, { skip: district === null }))
}

export const useBranchOptions = (values: Values): OptionSource => useOptionsOf(useBranchOptionsQuery(branchesOf(values)))

/**
 * The place filters' calls (groups, companies, branches) under the selected values, for a page
 * that holds them itself and starts each in a task of its own (useCallsInTurn); its filters then
 * read the cache only (`useHeld…Options`) and start nothing when they mount (/home, session s39).
 */
export function placeOptionCalls(values: Values, dispatch: AppDispatch): HeldCall[] {
  const companies = companiesOf(values)
  const branches = branchesOf(values)
  return [
    { key: 'group options', start: () => dispatch(companyApi.endpoints.groupOptions.initiate()) },
    { key: `company options ${JSON.stringify(companies)}`, start: () => dispatch(companyApi.endpoints.companyOptions.initiate(companies)) },
    { key: `branch options ${JSON.stringify(branches)}`, start: () => dispatch(companyApi.endpoints.branchOptions.initiate(branches)) },
  ]
}

/** The place filters' options as the cache holds them, for a page that holds their calls (`placeOptionCalls`). */
export const useHeldGroupOptions = (): OptionSource => useHeldOptionsOf(companyApi.endpoints.groupOptions.useQueryState())
export const useHeldCompanyOptions = (values: Values): OptionSource =>
  useHeldOptionsOf(companyApi.endpoints.companyOptions.useQueryState(companiesOf(values)))
export const useHeldBranchOptions = (values: Values): OptionSource =>
  useHeldOptionsOf(companyApi.endpoints.branchOptions.useQueryState(branchesOf(values)))
