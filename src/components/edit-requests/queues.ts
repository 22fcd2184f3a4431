import type { EditRequest, EditRequestQuery, MenuKey, Paged } from '@ihrc/contract'
import {
  useApproveEditRequestMutation,
  useDecideNoticeEditRequestMutation,
  useEditRequestHistoryQuery,
  useEditRequestsQuery,
  useNoticeEditRequestsQuery,
  useRejectEditRequestMutation,
} from './api'

type Params = Partial<EditRequestQuery>
interface QueryState {
  data?: Paged<EditRequest>
  isFetching: boolean
  error?: unknown
  refetch: () => unknown
}
export interface Decide {
  decide(id: number, approve: boolean, remark?: string): Promise<{ error?: unknown }>
  busy: boolean
}

/**
 * An approver's queue of edit requests: who decides (the menu whose grant shows the
 * buttons), how its pending requests and its history are read, and how a decision is
 * sent. Edit Permission decides company and tracker requests; Notice Edit Permission
 * decides notices' (the server holds the same split).
 */
export interface EditRequestQueue {
  menu: MenuKey
  title: string
  /** What the pending view says when nothing waits. */
  idle: string
  usePending(params: Params, options: { skip: boolean }): QueryState
  useHistory(params: Params, options: { skip: boolean }): QueryState
  useDecide(): Decide
}

export const COMPANY_QUEUE: EditRequestQueue = {
  menu: 'company.edit_permission',
  title: 'Edit permission',
  idle: 'No edit request is waiting. Requests appear here when someone asks to change a company record or a tracker row.',
  usePending: useEditRequestsQuery,
  useHistory: useEditRequestHistoryQuery,
  useDecide() {
    const [approve, approving] = useApproveEditRequestMutation()
    const [reject, rejecting] = useRejectEditRequestMutation()
    return {
      decide: (id, yes, remark) => (yes ? approve({ id, remark }) : reject({ id, remark: remark ?? '' })),
      busy: approving.isLoading || rejecting.isLoading,
    }
  },
}

export const NOTICE_QUEUE: EditRequestQueue = {
  menu: 'settings.notice_edit_permission',
  title: 'Notice edit permission',
  idle: 'No notice edit request is waiting. Requests appear here when someone asks to change a notice.',
  usePending: (params, options) => useNoticeEditRequestsQuery({ ...params, status: 'pending' }, options),
  useHistory: useNoticeEditRequestsQuery,
  useDecide() {
    const [decide, state] = useDecideNoticeEditRequestMutation()
    return { decide: (id, approve, remark) => decide({ id, approve, remark }), busy: state.isLoading }
  },
}
