/**
 * Notice Tracker (DOMAIN.md "Notices", issue 22): an inspector's notice from receipt to
 * reply, its follow-ups (new notices linked to a parent), replies with their documents
 * and the timeline. Type, act, status and criticality are the tenant's suggestion lists
 * (API.md: `noticetracker/notice-type`, `notice-act`, `status`, `criticality`), each
 * starting from the defaults below; a notice stores the chosen name.
 */
import { z } from 'zod'
import { auditChange } from './audit'
import { customBodyShape, customItemShape } from './custom-values'
import { labelled, listQuery, optionalId, plainText, recordId } from './envelope'
import { withRules } from './field-rules'
import { editRequestItemShape, EDIT_REQUEST_STATUS } from './edit-requests'
import { dateText, dateUpToToday, flag, isoDate, nullable, requiredText, text } from './form-fields'
import { isNoticeClosed, NOTICE_ATTENTION_DAYS, NOTICE_DEFAULT_CRITICALITY } from './notice-facts'
import { fileRef, namedRef, stamps } from './record-shapes'
import { rupees } from './trackers'

/** The four suggestion lists and the wire stem of each (API.md "Notice tracker"). */
export const NOTICE_SUGGESTION = labelled({ notice_type: 'Notice type', act: 'Act', status: 'Status', criticality: 'Criticality' })
export type NoticeSuggestionKind = (typeof NOTICE_SUGGESTION.values)[number]

/** What every tenant's lists hold before it adds its own (DOMAIN.md: criticality low|medium|high, default high; status open|closed). */
export const NOTICE_DEFAULT_SUGGESTIONS: Readonly<Record<NoticeSuggestionKind, readonly string[]>> = {
  notice_type: ['Show cause notice', 'Inspection notice', 'Demand notice', 'Summons'],
  act: [
    'Employees’ Provident Funds and Miscellaneous Provisions Act, 1952',
    'Employees’ State Insurance Act, 1948',
    'Professional Tax',
    'Labour Welfare Fund',
    'Shops and Establishments Act',
  ],
  status: ['Open', 'Closed'],
  criticality: ['High', 'Medium', 'Low'],
}
export const NOTICE_OPEN = 'Open'

export const REPLY_SENT_IN_FUTURE = 'Reply date cannot be in the future'
export const NOTICE_DATE_IN_FUTURE = 'Notice date cannot be in the future'
export const RECEIVED_IN_FUTURE = 'Received date cannot be in the future'
export const NOTICE_COPY_REQUIRED = 'Attach the notice copy'
export const REPLY_DOCUMENTS_REQUIRED = 'Attach at least one reply document'
export const MAX_REPLY_DOCUMENTS = 10

/** Multipart sends numbers as text; blank is no amount. */
const amount = nullable(z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), rupees('Amount at stake')))

const noticeFields = z.object({
  company_id: recordId('Company'),
  branch_id: nullable(recordId('Branch')),
  location: text(200, 'Location'),
  notice_type: requiredText(100, 'Notice type'),
  act: text(200, 'Act'),
  notice_date: dateUpToToday(NOTICE_DATE_IN_FUTURE),
  reference_number: requiredText(100, 'Reference number'),
  received_on: nullable(dateUpToToday(RECEIVED_IN_FUTURE)),
  reply_due_date: nullable(isoDate),
  details: text(4000, 'Details'),
  criticality: z.preprocess((v) => (v == null || v === '' ? NOTICE_DEFAULT_CRITICALITY : v), requiredText(100, 'Criticality')),
  status: z.preprocess((v) => (v == null || v === '' ? NOTICE_OPEN : v), requiredText(100, 'Status')),
  issuing_authority: text(200, 'Issuing authority'),
  officer_name: text(100, 'Officer'),
  sections: text(500, 'Sections alleged'),
  amount_at_stake: amount,
  hearing_date: nullable(isoDate),
  hearing_place: text(200, 'Hearing place'),
  owner_id: nullable(recordId('Owner')),
  ...customBodyShape,
})
/** Create (multipart with the copy in `file`) and the whole-record PUT. */
export const noticeBody = withRules(noticeFields, (rule) => [
  rule(
    ['notice_date', 'received_on'],
    'received_on',
    'Received date must be on or after the notice date',
    (n) => n.received_on != null && n.received_on < n.notice_date,
  ),
  rule(
    ['notice_date', 'reply_due_date'],
    'reply_due_date',
    'Reply due date must be on or after the notice date',
    (n) => n.reply_due_date != null && n.reply_due_date < n.notice_date,
  ),
])
export type NoticeBody = z.infer<typeof noticeBody>

/**
 * A follow-up: a new notice under a parent. Company, branch, location, act and
 * criticality come from the parent (DOMAIN.md); the rest is its own.
 */
export const followUpBody = noticeFields
  .omit({ company_id: true, branch_id: true, location: true, act: true, criticality: true })
  .extend({ status: noticeFields.shape.status })
export const FOLLOW_UP_INHERITS = ['company_id', 'branch_id', 'location', 'act', 'criticality'] as const

export const notice = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  location: z.string().nullable(),
  notice_type: z.string(),
  act: z.string().nullable(),
  notice_date: z.string(),
  reference_number: z.string(),
  received_on: z.string().nullable(),
  reply_due_date: z.string().nullable(),
  details: z.string().nullable(),
  criticality: z.string(),
  status: z.string(),
  issuing_authority: z.string().nullable(),
  officer_name: z.string().nullable(),
  sections: z.string().nullable(),
  amount_at_stake: z.number().nullable(),
  hearing_date: z.string().nullable(),
  hearing_place: z.string().nullable(),
  owner: namedRef.nullable(),
  /** The notice this one follows up, if any. */
  parent: z.object({ id: z.number().int(), reference_number: z.string() }).nullable(),
  follow_ups: z.number().int(),
  replies: z.number().int(),
  /** The notice copy. */
  document: fileRef.nullable(),
  ...editRequestItemShape,
  ...customItemShape,
  ...stamps,
})
export type Notice = z.infer<typeof notice>

/** Whether a notice is still open or closed (its status, read through Status Settings), as the list filters and the dashboard counts. */
export const NOTICE_OPEN_STATE = labelled({ open: 'Open', closed: 'Closed' })

const optionalText = plainText().trim().max(200).optional()
export const noticeQuery = listQuery.extend({
  group_id: optionalId,
  company_id: optionalId,
  branch_id: optionalId,
  location: optionalText,
  notice_type: optionalText,
  act: optionalText,
  criticality: optionalText,
  status: optionalText,
  parent_id: optionalId,
  received_from: dateText().optional(),
  received_to: dateText().optional(),
  open_state: NOTICE_OPEN_STATE.schema.optional(),
  /** Dated on or before this day: the dashboard counts the notices that exist by its period's end. */
  notice_date_to: dateText().optional(),
  reply_due_from: dateText().optional(),
  reply_due_to: dateText().optional(),
  /** Only open notices whose reply or hearing is within NOTICE_ATTENTION_DAYS or past (the menu entry's count). */
  attention: flag.optional(),
})

// ---------------------------------------------------------------- replies

/** Multipart: these fields plus one or more files, each in a field named `file`. */
export const replyBody = z.object({
  sent_on: dateUpToToday(REPLY_SENT_IN_FUTURE),
  text: requiredText(10_000, 'Reply'),
  /** The reply closes the notice unless this is set. */
  keep_open: flag.optional().default(false),
})
export const noticeReply = z.object({
  id: z.number().int(),
  notice_id: z.number().int(),
  sent_on: z.string(),
  text: z.string(),
  keep_open: z.boolean(),
  documents: z.array(fileRef),
  created_by: namedRef.nullable(),
  created_at: z.string(),
})
export type NoticeReply = z.infer<typeof noticeReply>
export const replyDocumentParams = z.object({ id: recordId(), fileId: recordId() })

// ---------------------------------------------------------------- timeline

export const NOTICE_EVENT = labelled({
  created: 'Created',
  edited: 'Edited',
  document: 'Notice copy changed',
  replied: 'Replied',
  followed_up: 'Followed up',
  closed: 'Closed',
  request: 'Edit requested',
  approve: 'Edit approved',
  reject: 'Edit rejected',
})
export type NoticeEvent = (typeof NOTICE_EVENT.values)[number]
/** One step of a notice's history, oldest first: its audit trail, its replies and its follow-ups. */
export const noticeTimelineEntry = z.object({
  event: NOTICE_EVENT.schema,
  at: z.string(),
  actor: namedRef.nullable(),
  changes: z.array(auditChange),
  remark: z.string().nullable(),
  /** The reply (event `replied`) or the follow-up notice (`followed_up`) the entry is about. */
  reply_id: z.number().int().nullable(),
  follow_up: z.object({ id: z.number().int(), reference_number: z.string() }).nullable(),
})
export type NoticeTimelineEntry = z.infer<typeof noticeTimelineEntry>
export const noticeTimeline = z.object({
  notice: notice,
  replies: z.array(noticeReply),
  /** The thread: the parent chain's root first, then every notice under it in date order. */
  thread: z.array(notice.pick({ id: true, reference_number: true, notice_date: true, status: true, notice_type: true })),
  entries: z.array(noticeTimelineEntry),
})
export type NoticeTimeline = z.infer<typeof noticeTimeline>

// ---------------------------------------------------------------- edit requests

/** POST noticetracker/request-edit-permission. */
export const noticeEditRequestBody = z.object({
  notice_id: recordId('Notice'),
  reason: requiredText(1000, 'Reason'),
  proposed_changes: z.record(z.string(), z.unknown()).refine((o) => Object.keys(o).length > 0, 'Propose at least one change'),
})
export const NOTICE_DECISION = labelled({ approved: 'Approve', rejected: 'Reject' })
/** PUT noticetracker/approve-edit-request/{id}: approve, or reject with a remark. */
export const noticeDecisionBody = withRules(z.object({ status: NOTICE_DECISION.schema, remark: text(1000, 'Remark') }), (rule) => [
  rule(['status', 'remark'], 'remark', 'Remark is required', (d) => d.status === 'rejected' && !d.remark),
])
export const noticeEditHistoryQuery = listQuery.extend({
  /** One request (its notification opens it so): within the caller's scope, else an empty list. */
  id: optionalId,
  status: EDIT_REQUEST_STATUS.schema.optional(),
  notice_id: optionalId,
})

// ---------------------------------------------------------------- reply-due wording

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'); negative when past. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
}
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`
/** "due in 3 days", "due today", "overdue by 5 days" (issue 22). */
export function dueText(date: string, today: string): string {
  const n = daysUntil(date, today)
  if (n === 0) return 'due today'
  return n > 0 ? `due in ${days(n)}` : `overdue by ${days(-n)}`
}
/** An open notice whose date (reply due or hearing) is within NOTICE_ATTENTION_DAYS or past. */
export function needsAttention(date: string | null, status: string, today: string): boolean {
  return date !== null && !isNoticeClosed(status) && daysUntil(date, today) <= NOTICE_ATTENTION_DAYS
}
