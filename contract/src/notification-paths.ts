/**
 * Where the console opens a notification's record, and the paths around it: plain data,
 * no zod. The console's shell (the header's bell) opens notifications, and it must not
 * evaluate the notifications' and notices' schemas to do so (bench/README.md, session
 * s38); the server's mails and calendar feed link to the same pages.
 */
import type { Notification, NotificationModule } from './notifications'
import { TRACKER_FAMILIES, TRACKER_CUSTOM_MODULES, type TrackerFamilyKey } from './tracker-families'

/** The record type of a notice in edit requests and their notifications. */
export const NOTICE_RECORD_TYPE = 'notice'

/** The console's list of a person's notifications (inside the console's base path); the bell and the mails' digests link there. */
export const NOTIFICATIONS_PAGE = '/notifications'

/** Where the console opens a notification's record (inside the console's base path); the mails link there too. */
export const NOTIFICATION_PAGE: Record<NotificationModule, string> = {
  due_item: '/due-compliance',
  approval: '/status',
  history: '/history',
  edit_request: '/edit-permission',
  edit_outcome: NOTIFICATIONS_PAGE,
  agreement: '/group-company-setup/branch-agreement',
  registration: '/group-company-setup/branch',
  notice: '/notice-tracker',
  tracker: '/pf-tracker',
  ...(Object.fromEntries(Object.entries(TRACKER_FAMILIES).map(([key, f]) => [`${key}_tracker`, `/${f.stem}`])) as Record<
    `${TrackerFamilyKey}_tracker`,
    string
  >),
}

/** The queue that decides notice edit requests; every other type's is Edit Permission's. */
const NOTICE_QUEUE_PAGE = '/notice-edit-permission'

/** The lists of the records open to edit requests, each answering `?id=` with that one record. */
const EDITED_RECORD_LIST: Readonly<Record<string, string>> = {
  company_group: '/group-company-setup/entity',
  company: '/group-company-setup/company',
  branch: '/group-company-setup/branch',
  ...Object.fromEntries(Object.values(TRACKER_FAMILIES).map((f) => [f.recordType, `/${f.stem}`])),
}

/**
 * Where an edit request's record opens for its requester: a notice's own page, else its
 * list narrowed to it. The requester could see the record to ask (the server checks
 * List), so this opens for them, where an approver's queue would answer 403.
 */
function editedRecordPath(type: string | null, id: number): string {
  if (type === NOTICE_RECORD_TYPE) return `${NOTIFICATION_PAGE.notice}/${id}`
  const list = type ? EDITED_RECORD_LIST[type] : undefined
  return list ? `${list}?id=${id}` : NOTIFICATION_PAGE.edit_outcome
}

type Linked = Pick<Notification, 'module' | 'record_id'> & Partial<Pick<Notification, 'record_type'>>

/**
 * The page of a notification's own record: a notice, a branch (its S&E registration), a
 * registration's missing periods in its tracker, the record an edit request's outcome
 * answers; due items, submissions awaiting approval, approved items, agreements and
 * edit requests open their list filtered to that one record (`id`, answered within the
 * caller's scope: another's id lists nothing).
 */
export function notificationPath(n: Linked): string {
  const area = NOTIFICATION_PAGE[n.module]
  if (n.record_id === null) return area
  if (n.module === 'notice') return `${area}/${n.record_id}`
  if (n.module === 'registration') return `${area}/${n.record_id}/edit`
  if (n.module === 'edit_outcome') return editedRecordPath(n.record_type ?? null, n.record_id)
  // A registration's periods with no payment: no row (missing), or rows without their payment date (unpaid).
  if (n.module in TRACKER_CUSTOM_MODULES)
    return `${area}?status=${n.record_type === 'unpaid' ? 'unpaid' : 'missing'}&setup_id=${n.record_id}`
  if (n.module === 'due_item' || n.module === 'approval' || n.module === 'history' || n.module === 'agreement')
    return `${area}?id=${n.record_id}`
  // The timeline holds every request whatever its outcome; a pending one keeps its Approve and Reject there.
  if (n.module === 'edit_request') return `${n.record_type === NOTICE_RECORD_TYPE ? NOTICE_QUEUE_PAGE : area}?tab=history&id=${n.record_id}`
  return area
}
export const NOTIFICATION_SETTINGS_PAGE = '/notification-settings'
