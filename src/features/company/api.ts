import type { BranchOption, Company, CompanyGroup, Envelope, NamedRef, Place, State } from '@ihrc/contract'
import { MAX_PAGE_SIZE } from '@ihrc/contract'
import { api } from '@/services/api'

/**
 * Read-mostly data of Company Setup through RTK Query (DESIGN.md "Front end"): the
 * lookups behind dropdowns and the suggest-or-create lists (edit requests: components/edit-requests).
 * Records with list + current state (group, company, branch, agreement) live in slices.ts.
 */

const data = <T>(res: Envelope<T>) => res.data

export const companyApi = api.enhanceEndpoints({ addTagTypes: ['District', 'Location', 'AgreementType', 'Subcategory'] }).injectEndpoints({
  endpoints: (build) => ({
    groupOptions: build.query<CompanyGroup[], void>({
      query: () => ({ url: 'company-group', params: { page_size: MAX_PAGE_SIZE, sort: 'name' } }),
      transformResponse: data<CompanyGroup[]>,
    }),
    companyOptions: build.query<Company[], void>({
      query: () => ({ url: 'company', params: { page_size: MAX_PAGE_SIZE, sort: 'name' } }),
      transformResponse: data<Company[]>,
    }),
    branchOptions: build.query<BranchOption[], { company_id?: number } | void>({
      query: (params) => ({ url: 'branch/all', params: params ?? {} }),
      transformResponse: data<BranchOption[]>,
    }),
    states: build.query<State[], void>({
      query: () => ({ url: 'states' }),
      transformResponse: data<State[]>,
    }),
    districts: build.query<Place[], number>({
      query: (stateId) => ({ url: 'district', params: { state_id: stateId } }),
      transformResponse: data<Place[]>,
      providesTags: (_r, _e, stateId) => [{ type: 'District', id: stateId }],
    }),
    addDistrict: build.mutation<Place, { state_id: number; name: string }>({
      query: (body) => ({ url: 'district', method: 'POST', data: body }),
      transformResponse: data<Place>,
      invalidatesTags: (_r, _e, body) => [{ type: 'District', id: body.state_id }],
    }),
    locations: build.query<Place[], number>({
      query: (districtId) => ({ url: 'location', params: { district_id: districtId } }),
      transformResponse: data<Place[]>,
      providesTags: (_r, _e, districtId) => [{ type: 'Location', id: districtId }],
    }),
    addLocation: build.mutation<Place, { district_id: number; name: string }>({
      query: (body) => ({ url: 'location', method: 'POST', data: body }),
      transformResponse: data<Place>,
      invalidatesTags: (_r, _e, body) => [{ type: 'Location', id: body.district_id }],
    }),
    agreementTypes: build.query<NamedRef[], void>({
      query: () => ({ url: 'agreement-type' }),
      transformResponse: data<NamedRef[]>,
      providesTags: ['AgreementType'],
    }),
    addAgreementType: build.mutation<NamedRef, string>({
      query: (name) => ({ url: 'agreement-type', method: 'POST', data: { name } }),
      transformResponse: data<NamedRef>,
      invalidatesTags: ['AgreementType'],
    }),
    subcategories: build.query<NamedRef[], void>({
      query: () => ({ url: 'subcategory' }),
      transformResponse: data<NamedRef[]>,
      providesTags: ['Subcategory'],
    }),
    addSubcategory: build.mutation<NamedRef, string>({
      query: (name) => ({ url: 'subcategory', method: 'POST', data: { name } }),
      transformResponse: data<NamedRef>,
      invalidatesTags: ['Subcategory'],
    }),
  }),
})

export const {
  useGroupOptionsQuery,
  useCompanyOptionsQuery,
  useBranchOptionsQuery,
  useStatesQuery,
  useDistrictsQuery,
  useAddDistrictMutation,
  useLocationsQuery,
  useAddLocationMutation,
  useAgreementTypesQuery,
  useAddAgreementTypeMutation,
  useSubcategoriesQuery,
  useAddSubcategoryMutation,
} = companyApi
