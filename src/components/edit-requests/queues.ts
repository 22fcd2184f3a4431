import type { EditRequest, EditRequestQuery, MenuKey, Paged } from '@ihrc/contract'
import { useWrite } from '@/store/use-write'
import {
  approveEditRequest,
  decideNoticeEditRequest,
  rejectEditRequest,
  useEditRequestHistoryQuery,
  useEditRequestsQuery,
  useNoticeEditRequestsQuery,
} from './api'

type Params = Partial<EditRequestQuery>
interface QueryState {
  data?: Paged<EditRequest>
  isFetching: boolean
  error?: unknown
  refetch: () => unknown
}
export interface Decide {
  /** Rejects with the axios error when the server refuses (`readError` reads it). */
  decide(id: number, approve: boolean, remark?: string): Promise<unknown>
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
    const [approve, approving] = useWrite(approveEditRequest)
    const [reject, rejecting] = useWrite(rejectEditRequest)
    return {
      decide: (id, yes, remark) => (yes ? approve(id, remark) : reject(id, remark ?? '')),
      busy: approving || rejecting,
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
    const [decide, busy] = useWrite(decideNoticeEditRequest)
    return { decide, busy }
  },
}
