import type { BranchOption, Company, CompanyGroup, Envelope, NamedRef, Place, State } from '@ihrc/contract'
import { FALLBACK } from '@ihrc/contract/messages'
import { MAX_PAGE_SIZE } from '@ihrc/contract/bounds'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from './api'
import { tagsOf } from './cache-tags'
import { write } from './write'

/**
 * Read-mostly data of Company Setup through RTK Query (DESIGN.md "Front end"): the
 * lookups behind dropdowns, the suggest-or-create lists and the edit-request queue,
 * shared by every area that picks a group, company, branch or place. Each lookup
 * provides its resource's tag (the API path), so a write anywhere refetches it
 * (services/api.ts). List screens keep their page state in features/company/slices.ts.
 */

const data = <T>(res: Envelope<T>) => res.data

export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    groupOptions: build.query<CompanyGroup[], void>({
      query: () => ({ ...requestOf(endpoints.companyGroup.list), params: { page_size: MAX_PAGE_SIZE, sort: 'name' } }),
      transformResponse: data<CompanyGroup[]>,
      providesTags: tagsOf(endpoints.companyGroup.list),
    }),
    /** With `group_id`: that group's companies, each group cached apart (SPEC.md section 3). */
    companyOptions: build.query<Company[], { group_id: number } | void>({
      query: (byGroup) => ({
        ...requestOf(endpoints.company.list),
        params: { page_size: MAX_PAGE_SIZE, sort: 'name', ...byGroup },
        fallbackMessage: byGroup ? FALLBACK.fetchCompaniesForGroup : undefined,
      }),
      transformResponse: data<Company[]>,
      providesTags: tagsOf(endpoints.company.list),
    }),
    branchOptions: build.query<BranchOption[], { company_id?: number } | void>({
      query: (params) => ({ ...requestOf(endpoints.branch.all), params: params ?? {} }),
      transformResponse: data<BranchOption[]>,
      providesTags: tagsOf(endpoints.branch.list),
    }),
    states: build.query<State[], void>({
      query: () => requestOf(endpoints.lookups.states),
      transformResponse: data<State[]>,
      providesTags: tagsOf(endpoints.lookups.states),
    }),
    districts: build.query<Place[], number>({
      query: (stateId) => ({ ...requestOf(endpoints.lookups.districts), params: { state_id: stateId } }),
      transformResponse: data<Place[]>,
      providesTags: tagsOf(endpoints.lookups.districts),
    }),
    locations: build.query<Place[], number>({
      query: (districtId) => ({ ...requestOf(endpoints.lookups.locations), params: { district_id: districtId } }),
      transformResponse: data<Place[]>,
      providesTags: tagsOf(endpoints.lookups.locations),
    }),
    agreementTypes: build.query<NamedRef[], void>({
      query: () => requestOf(endpoints.lookups.agreementTypes),
      transformResponse: data<NamedRef[]>,
      providesTags: tagsOf(endpoints.lookups.agreementTypes),
    }),
    subcategories: build.query<NamedRef[], void>({
      query: () => requestOf(endpoints.lookups.subcategories),
      transformResponse: data<NamedRef[]>,
      providesTags: tagsOf(endpoints.lookups.subcategories),
    }),
  }),
})

export const {
  useGroupOptionsQuery,
  useCompanyOptionsQuery,
  useBranchOptionsQuery,
  useStatesQuery,
  useDistrictsQuery,
  useLocationsQuery,
  useAgreementTypesQuery,
  useSubcategoriesQuery,
} = companyApi

/*
 * The suggest-or-create adds. The lookups share one area of the endpoint table, so each
 * names the one list it changes: adding a district does not refetch agreement types.
 */
export const addDistrict = (body: { state_id: number; name: string }) =>
  write(endpoints.lookups.addDistrict)<Place>({ body, changes: tagsOf(endpoints.lookups.districts) })
export const addLocation = (body: { district_id: number; name: string }) =>
  write(endpoints.lookups.addLocation)<Place>({ body, changes: tagsOf(endpoints.lookups.locations) })
