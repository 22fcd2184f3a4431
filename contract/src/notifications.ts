/**
 * Notifications (DOMAIN.md "Notifications", API.md "Notifications"): reminders the
 * server creates for due dates and decisions, and each user's settings for them.
 */
import { z } from 'zod'
import { labelled, listQuery, plainText } from './envelope'
import { TRACKER_CUSTOM_MODULES } from './tracker-families'

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

/**
 * The kinds of event a person chooses to hear of (SCREENS.md Notification settings: "which
 * events notify"), each the modules its notifications open. Every kind is on until the
 * person turns it off; the server keeps the ones turned off, so a kind added later reaches everyone.
 */
export const NOTIFICATION_EVENT = labelled({
  reminders: 'Due dates and overdue items',
  approvals: 'Submissions for approval, approvals and rejections',
  edit_requests: 'Edit requests and their answers',
  expiries: 'Agreements and S&E registrations about to expire',
  notices: "Notices' reply and hearing dates",
  payments: 'Tracker payments missing or not made',
})
export type NotificationEventKind = (typeof NOTIFICATION_EVENT.values)[number]
/** The kind of each module's notifications: the one place that decides who hears of what. */
export function eventKindOf(module: NotificationModule): NotificationEventKind {
  switch (module) {
    case 'due_item':
      return 'reminders'
    case 'approval':
    case 'history':
      return 'approvals'
    case 'edit_request':
    case 'edit_outcome':
      return 'edit_requests'
    case 'agreement':
    case 'registration':
      return 'expiries'
    case 'notice':
      return 'notices'
    default:
      return 'payments'
  }
}

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
  /** The kinds heard of; left out, the saved choice stays. */
  events: z.array(NOTIFICATION_EVENT.schema).max(NOTIFICATION_EVENT.values.length).optional(),
})
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>
export const notificationSettings = notificationSettingsBody.extend({
  events: z.array(NOTIFICATION_EVENT.schema),
  updated_at: z.string().nullable(),
})
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
