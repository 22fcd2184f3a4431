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
import { endpoints, requestOf } from '@ihrc/contract/endpoints'
import { api } from '@/services/api'
import { tagsOf } from '@/services/cache-tags'
import { write } from '@/services/write'

/**
 * Edit requests (API.md "Edit requests"), shared by every resource that opts in: the
 * requester's check and request, and the approver's queue, details and decisions.
 */

const data = <T>(res: Envelope<T>) => res.data
/** Every edit-request read (both queues, a record's check, one request's details) shares the queue's tag. */
const EDIT_REQUESTS = tagsOf(endpoints.editRequest.pending)

export const editRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** May the caller edit this record directly, and is a request for it already waiting? */
    canEdit: build.query<CanEdit, { recordType: EditRecordType; id: number }>({
      query: ({ recordType, id }) => ({ ...requestOf(endpoints.editRequest.canEdit, { id }), params: { record_type: recordType } }),
      transformResponse: data<CanEdit>,
      providesTags: EDIT_REQUESTS,
    }),
    editRequests: build.query<Paged<EditRequest>, Partial<EditRequestQuery>>({
      query: (params) => ({ ...requestOf(endpoints.editRequest.pending), params }),
      providesTags: EDIT_REQUESTS,
    }),
    /** Every request with its outcome, newest first (the History view). */
    editRequestHistory: build.query<Paged<EditRequest>, Partial<EditRequestQuery>>({
      query: (params) => ({ ...requestOf(endpoints.editRequest.history), params }),
      providesTags: EDIT_REQUESTS,
    }),
    editRequestDetails: build.query<EditRequestDetails, number>({
      query: (id) => requestOf(endpoints.editRequest.details, { id }),
      transformResponse: data<EditRequestDetails>,
      providesTags: EDIT_REQUESTS,
    }),
    /** Notice edit requests (API.md `noticetracker/edit-history`), decided under Notice Edit Permission. */
    noticeEditRequests: build.query<Paged<EditRequest>, Partial<EditRequestQuery>>({
      query: (params) => ({ ...requestOf(endpoints.notice.editHistory), params }),
      providesTags: EDIT_REQUESTS,
    }),
  }),
})

export const { useCanEditQuery, useEditRequestsQuery, useEditRequestHistoryQuery, useEditRequestDetailsQuery, useNoticeEditRequestsQuery } =
  editRequestApi

/** The dialog shows the refusal under its fields, so no toast. */
export const requestEdit = (body: RequestEditBody) => write(endpoints.editRequest.requestEdit)<EditRequest>({ body, inline: true })
export const approveEditRequest = (id: number, remark?: string) =>
  write(endpoints.editRequest.approve)<EditRequest>({ params: { id }, body: { remark: remark ?? null } })
export const rejectEditRequest = (id: number, remark: string) =>
  write(endpoints.editRequest.reject)<EditRequest>({ params: { id }, body: { remark } })
/** Notice edit requests (API.md `noticetracker/edit-history`), decided under Notice Edit Permission. */
export const decideNoticeEditRequest = (id: number, approve: boolean, remark?: string) =>
  write(endpoints.notice.decideEdit)<EditRequest>({
    params: { id },
    body: { status: approve ? 'approved' : 'rejected', remark: remark ?? null },
    // The notice itself changed on approval (its list and timeline read again), and so did the record's pending request.
    changes: tagsOf(endpoints.editRequest.pending, endpoints.notice.list),
  })
