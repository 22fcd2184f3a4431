import type {
  CanEdit,
  EditRecordType,
  EditRequest,
  EditRequestDetails,
  EditRequestQuery,
  Envelope,
  Paged,
  RequestEditBody,
} from '@ihrc/contract'
import { api } from '@/services/api'

/**
 * Edit requests (API.md "Edit requests"), shared by every resource that opts in: the
 * requester's check and request, and the approver's queue, details and decisions.
 */

const data = <T>(res: Envelope<T>) => res.data

export const editRequestApi = api.enhanceEndpoints({ addTagTypes: ['EditRequest'] }).injectEndpoints({
  endpoints: (build) => ({
    /** May the caller edit this record directly, and is a request for it already waiting? */
    canEdit: build.query<CanEdit, { recordType: EditRecordType; id: number }>({
      query: ({ recordType, id }) => ({ url: `company/can-edit/${id}`, params: { record_type: recordType } }),
      transformResponse: data<CanEdit>,
      providesTags: ['EditRequest'],
    }),
    requestEdit: build.mutation<EditRequest, RequestEditBody>({
      // The dialog shows the refusal under its fields, so no toast.
      query: (body) => ({ url: 'company/request-edit', method: 'POST', data: body, skipErrorToast: true }),
      transformResponse: data<EditRequest>,
      invalidatesTags: ['EditRequest'],
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
  useCanEditQuery,
  useRequestEditMutation,
  useEditRequestsQuery,
  useEditRequestHistoryQuery,
  useEditRequestDetailsQuery,
  useApproveEditRequestMutation,
  useRejectEditRequestMutation,
} = editRequestApi
