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
import { MAX_PAGE_SIZE } from '@ihrc/contract'
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'

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
        query: () => ({ ...requestOf(endpoints.companyGroup.list), params: { page_size: MAX_PAGE_SIZE, sort: 'name' } }),
        transformResponse: data<CompanyGroup[]>,
      }),
      companyOptions: build.query<Company[], void>({
        query: () => ({ ...requestOf(endpoints.company.list), params: { page_size: MAX_PAGE_SIZE, sort: 'name' } }),
        transformResponse: data<Company[]>,
      }),
      branchOptions: build.query<BranchOption[], { company_id?: number } | void>({
        query: (params) => ({ ...requestOf(endpoints.branch.all), params: params ?? {} }),
        transformResponse: data<BranchOption[]>,
      }),
      states: build.query<State[], void>({
        query: () => requestOf(endpoints.lookups.states),
        transformResponse: data<State[]>,
      }),
      districts: build.query<Place[], number>({
        query: (stateId) => ({ ...requestOf(endpoints.lookups.districts), params: { state_id: stateId } }),
        transformResponse: data<Place[]>,
        providesTags: (_r, _e, stateId) => [{ type: 'District', id: stateId }],
      }),
      addDistrict: build.mutation<Place, { state_id: number; name: string }>({
        query: (body) => ({ ...requestOf(endpoints.lookups.addDistrict), data: body }),
        transformResponse: data<Place>,
        invalidatesTags: (_r, _e, body) => [{ type: 'District', id: body.state_id }],
      }),
      locations: build.query<Place[], number>({
        query: (districtId) => ({ ...requestOf(endpoints.lookups.locations), params: { district_id: districtId } }),
        transformResponse: data<Place[]>,
        providesTags: (_r, _e, districtId) => [{ type: 'Location', id: districtId }],
      }),
      addLocation: build.mutation<Place, { district_id: number; name: string }>({
        query: (body) => ({ ...requestOf(endpoints.lookups.addLocation), data: body }),
        transformResponse: data<Place>,
        invalidatesTags: (_r, _e, body) => [{ type: 'Location', id: body.district_id }],
      }),
      agreementTypes: build.query<NamedRef[], void>({
        query: () => requestOf(endpoints.lookups.agreementTypes),
        transformResponse: data<NamedRef[]>,
        providesTags: ['AgreementType'],
      }),
      addAgreementType: build.mutation<NamedRef, string>({
        query: (name) => ({ ...requestOf(endpoints.lookups.addAgreementType), data: { name } }),
        transformResponse: data<NamedRef>,
        invalidatesTags: ['AgreementType'],
      }),
      subcategories: build.query<NamedRef[], void>({
        query: () => requestOf(endpoints.lookups.subcategories),
        transformResponse: data<NamedRef[]>,
        providesTags: ['Subcategory'],
      }),
      addSubcategory: build.mutation<NamedRef, string>({
        query: (name) => ({ ...requestOf(endpoints.lookups.addSubcategory), data: { name } }),
        transformResponse: data<NamedRef>,
        invalidatesTags: ['Subcategory'],
      }),
      editRequests: build.query<Paged<EditRequest>, Partial<EditRequestQuery>>({
        query: (params) => ({ ...requestOf(endpoints.editRequest.pending), params }),
        providesTags: ['EditRequest'],
      }),
      /** Every request with its outcome, newest first (the History view). */
      editRequestHistory: build.query<Paged<EditRequest>, Partial<EditRequestQuery>>({
        query: (params) => ({ ...requestOf(endpoints.editRequest.history), params }),
        providesTags: ['EditRequest'],
      }),
      editRequestDetails: build.query<EditRequestDetails, number>({
        query: (id) => requestOf(endpoints.editRequest.details, { id }),
        transformResponse: data<EditRequestDetails>,
        providesTags: (_r, _e, id) => [{ type: 'EditRequest', id }],
      }),
      approveEditRequest: build.mutation<EditRequest, { id: number; remark?: string }>({
        query: ({ id, remark }) => ({ ...requestOf(endpoints.editRequest.approve, { id }), data: { remark: remark ?? null } }),
        transformResponse: data<EditRequest>,
        invalidatesTags: ['EditRequest'],
      }),
      rejectEditRequest: build.mutation<EditRequest, { id: number; remark: string }>({
        query: ({ id, remark }) => ({ ...requestOf(endpoints.editRequest.reject, { id }), data: { remark } }),
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
