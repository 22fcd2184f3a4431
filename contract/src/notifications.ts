/**
 * Notifications (DOMAIN.md "Notifications", API.md "Notifications"): reminders the
 * server creates for due dates and decisions, and each user's settings for them.
 */
import { z } from 'zod'
import { labelled, listQuery, plainText } from './envelope'
import { NOTICE_RECORD_TYPE } from './notices'
import { TRACKER_CUSTOM_MODULES, TRACKER_FAMILIES, type TrackerFamilyKey } from './tracker-families'

/** What a notification is about: the console opens the record from `module` and `record_id`. */
export const NOTIFICATION_MODULE = labelled({
  due_item: 'Due compliance',
  approval: 'Approval',
  // An approved item has left Due Compliance for History: its notification opens it there.
  history: 'Compliance history',
  edit_request: 'Edit request',
  // The requester's answer: it opens the record they asked to change (they may list it), not the approvers' queue.
  edit_outcome: 'Edit request outcome',
  agreement: 'Agreement',
  registration: 'S&E registration',
  notice: 'Notice',
  tracker: 'Tracker',
  // A tracker period with no payment once due (the grid's Missing cell): the family says which tracker opens it.
  ...TRACKER_CUSTOM_MODULES,
})
export type NotificationModule = (typeof NOTIFICATION_MODULE.values)[number]

/** Bounds and defaults of the settings (DOMAIN.md: days_before 1–10, times 1–4). */
export const NOTIFICATION_LIMITS = { daysBefore: { min: 1, max: 10 }, times: { min: 1, max: 4 } } as const
export const NOTIFICATION_DEFAULTS = { days_before: 3, times: 1, email_enabled: true, in_app_enabled: true } as const

function bounded(label: string, { min, max }: { min: number; max: number }) {
  const wrong = `${label} must be a whole number from ${min} to ${max}`
  return z.number({ error: wrong }).int(wrong).min(min, wrong).max(max, wrong)
}
const onOff = (label: string) => z.boolean({ error: `${label} must be true or false` })

export const notificationSettingsBody = z.strictObject({
  days_before: bounded('Days before', NOTIFICATION_LIMITS.daysBefore),
  times: bounded('Times', NOTIFICATION_LIMITS.times),
  email_enabled: onOff('E-mail'),
  in_app_enabled: onOff('In-app'),
})
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>
export const notificationSettings = notificationSettingsBody.extend({ updated_at: z.string().nullable() })
export type NotificationSettings = z.infer<typeof notificationSettings>

export const notificationUser = z.object({ id: z.number().int(), is_read: z.boolean() })
export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  module: NOTIFICATION_MODULE.schema,
  record_id: z.number().int().nullable(),
  /**
   * The kind of record the module leaves open: for an edit request and its outcome, the
   * edited record's type (`notice`, `branch`, `pf_tracker` …), which decides the queue
   * and the page that open it; for a tracker's payment reminder, the cell's status
   * (`missing`, `unpaid`), which its list filters by. Null for the other modules.
   */
  record_type: z.string().nullable(),
  /** yyyy-mm-dd, when the notification is about a date. */
  due_date: z.string().nullable(),
  /** Only the caller's own entry: another person's reading is not theirs to see. */
  users: z.array(notificationUser),
  created_at: z.string(),
})
export type Notification = z.infer<typeof notification>

const unmarked = z.preprocess(
  (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v),
  z.boolean({ error: 'Unread only must be true or false' }).optional(),
)
export const notificationQuery = listQuery.extend({
  unmarked,
  module: NOTIFICATION_MODULE.schema.optional(),
  search: plainText().trim().max(200).optional(),
})
export type NotificationQuery = z.input<typeof notificationQuery>

/** The answer of mark-all-read. */
export const markedCount = z.object({ marked: z.number().int() })

/** Where the console opens a notification's record (inside the console's base path); the mails link there too. */
export const NOTIFICATION_PAGE: Record<NotificationModule, string> = {
  due_item: '/due-compliance',
  approval: '/status',
  history: '/history',
  edit_request: '/edit-permission',
  edit_outcome: '/notifications',
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
/** More reminders than this for one person in one run come as one digest mail. */
export const DIGEST_OVER = 5

/**
 * The caller's personal calendar feed (ours, issue 23): an iCalendar URL carrying a
 * secret. The secret is kept hashed, so `url` is given only by the call that makes it
 * (create or renew); reading the feed's state answers whether one is active and since when.
 */
export const calendarFeed = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  url: z.string().nullable(),
})
export type CalendarFeed = z.infer<typeof calendarFeed>
export const calendarFeedQuery = z.object({ token: z.string().max(200) })
