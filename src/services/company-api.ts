import type {
  BranchOption,
  Company,
  CompanyGroup,
  EditRequest,
  EditRequestDetails,
  EditRequestQuery,
  Envelope,
  NamedRef,
  Paged,
  Place,
  State,
} from '@ihrc/contract'
import { FALLBACK, MAX_PAGE_SIZE } from '@ihrc/contract'
import { api } from './api'

/**
 * Read-mostly data of Company Setup through RTK Query (DESIGN.md "Front end"): the
 * lookups behind dropdowns, the suggest-or-create lists and the edit-request queue.
 * Records with list + current state (group, company, branch, agreement) live in slices.ts.
 */

const data = <T>(res: Envelope<T>) => res.data

export const companyApi = api
  .enhanceEndpoints({ addTagTypes: ['District', 'Location', 'AgreementType', 'Subcategory', 'EditRequest'] })
  .injectEndpoints({
    endpoints: (build) => ({
      groupOptions: build.query<CompanyGroup[], void>({
        query: () => ({ url: 'company-group', params: { page_size: MAX_PAGE_SIZE, sort: 'name' } }),
        transformResponse: data<CompanyGroup[]>,
      }),
      /** With `group_id`: that group's companies, each group cached apart (SPEC.md section 3). */
      companyOptions: build.query<Company[], { group_id: number } | void>({
        query: (byGroup) => ({
          url: 'company',
          params: { page_size: MAX_PAGE_SIZE, sort: 'name', ...byGroup },
          fallbackMessage: byGroup ? FALLBACK.fetchCompaniesForGroup : undefined,
        }),
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
      editRequests: build.query<Paged<EditRequest>, Partial<EditRequestQuery>>({
        query: (params) => ({ url: 'company/tracker-edit-permission', params }),
        providesTags: ['EditRequest'],
      }),
      /** Every request with its outcome, newest first (the History view). */
      editRequestHistory: build.query<Paged<EditRequest>, Partial<EditRequestQuery>>({
        query: (params) => ({ url: 'company/trackerTimeline', params }),
        providesTags: ['EditRequest'],
      }),
      editRequestDetails: build.query<EditRequestDetails, number>({
        query: (id) => ({ url: `company/edit-request-details/${id}` }),
        transformResponse: data<EditRequestDetails>,
        providesTags: (_r, _e, id) => [{ type: 'EditRequest', id }],
      }),
      approveEditRequest: build.mutation<EditRequest, { id: number; remark?: string }>({
        query: ({ id, remark }) => ({ url: `company/approve/${id}`, method: 'PUT', data: { remark: remark ?? null } }),
        transformResponse: data<EditRequest>,
        invalidatesTags: ['EditRequest'],
      }),
      rejectEditRequest: build.mutation<EditRequest, { id: number; remark: string }>({
        query: ({ id, remark }) => ({ url: `company/reject/${id}`, method: 'PUT', data: { remark } }),
        transformResponse: data<EditRequest>,
        invalidatesTags: ['EditRequest'],
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
  useEditRequestsQuery,
  useEditRequestHistoryQuery,
  useEditRequestDetailsQuery,
  useApproveEditRequestMutation,
  useRejectEditRequestMutation,
} = companyApi
