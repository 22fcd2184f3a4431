/**
 * Why the project departs from API.md, where the row's own description (the table's
 * comment) does not already say it. Keyed by area (calls added), by `METHOD path` (calls
 * dropped) and by `part name` or `METHOD path name` (parameters and fields). A difference
 * with no note here is still listed; its reason is then its row's description.
 */
import { CALENDAR_GROUPS_PER_DAY, CALENDAR_ITEMS_PER_DAY, type Endpoint } from '@ihrc/contract'
import type { WrittenCall } from './api-md'

const HISTORY = 'Every record has its audit trail (`:id/history`: who changed which field, from what to what), shown on its History tab.'
const TRACKER =
  'Rows are also created one at a time (API.md had only the bulk upload); `grid` is the year-by-period view of every registration (paid, late, missing), `missing` the periods past due with no row, each with its xlsx.'
const INPUT_REGISTER = 'An upload is a record: its own detail, its rows (read page by page) and its audit trail.'

const ADDED: Record<string, string> = {
  companyGroup: HISTORY,
  company: HISTORY,
  branch: `${HISTORY} A branch keeps its registration documents by kind.`,
  agreement: `${HISTORY} The agreement copy is downloaded through the API, after its permission check.`,
  lookups: 'API.md says only "POST adds a suggestion where it makes sense": these are those rows, each with the menu that may add.',
  role: HISTORY,
  user: HISTORY,
  statutory:
    'The statutory rules (rates, thresholds and due dates by scheme and state, with their sources) that date the trackers and checklists, readable by every user.',
  pfSetup: HISTORY,
  esiSetup: HISTORY,
  ptSetup: HISTORY,
  lwfSetup: `${HISTORY} A registration's certificate is kept with it where its scheme issues one.`,
  compliance: 'Recommended and Assigned Checklist and Compliance Details read the statutory library and one item with its assignments.',
  complianceCustom: `${HISTORY} API.md names no sheet paths for Custom Checklist: they follow the branch's pattern.`,
  dueItem:
    'A due item is read by id (a notification opens it); its proof files are uploaded, read and removed one by one before it is submitted; the bulk update has its template.',
  certificate: 'A certificate of one company and month is generated on demand (body `company_id`, `year`, `month`).',
  certificateTemplate: HISTORY,
  statusSettings:
    'Status Settings is one setting per tenant (a label and colour per status), read by every screen and saved whole: no CRUD set.',
  noticeStatusSettings: "The same for the notices' statuses (issue 22).",
  customField: HISTORY,
  pfTracker: `${HISTORY} ${TRACKER}`,
  esiTracker: `${HISTORY} ${TRACKER}`,
  lwfTracker: `${HISTORY} ${TRACKER}`,
  ptrcTracker: `${HISTORY} ${TRACKER}`,
  ptecTracker: `${HISTORY} ${TRACKER}`,
  pfiwTracker: `${HISTORY} ${TRACKER}`,
  salaryRegister: INPUT_REGISTER,
  attendanceRegister: INPUT_REGISTER,
  leaveRegister: INPUT_REGISTER,
  bonusRegister: INPUT_REGISTER,
  maternityRegister: INPUT_REGISTER,
  outputRegister: `${HISTORY} Generation runs as a background job the console polls.`,
  registerTemplate: HISTORY,
  notice: HISTORY,
  notification:
    'Mark all read, and a personal calendar feed (iCalendar) of the caller\'s due dates that calendar apps subscribe to (README, "Calendar feed").',
  graph: "The dashboard's action cards.",
  externalUser:
    'External users are created with an invitation, then their access is extended or revoked, never edited or deleted as a whole (the audit keeps who had access when).',
}

const STATUS_SETTINGS =
  'Status Settings is one setting per tenant, read and saved whole (`GET`/`PUT settings/status`), so it has no records to add, edit or delete.'
const EXTERNAL_USER =
  'External users are extended (`PUT external-user/:id/extend`) or revoked (`POST external-user/:id/revoke`), never edited or deleted as a whole.'
const MISSING: Record<string, string> = {
  'GET settings/status/:id': STATUS_SETTINGS,
  'POST settings/status': STATUS_SETTINGS,
  'PUT settings/status/:id': STATUS_SETTINGS,
  'DELETE settings/status/:id': STATUS_SETTINGS,
  'PUT external-user/:id': EXTERNAL_USER,
  'DELETE external-user/:id': EXTERNAL_USER,
}

const PLACE = 'The filter bar narrows by group, company, state, district, location and branch wherever records belong to a place.'
const PERIOD = '`month` (`2025-04`), `year` (financial year `2025-26`) and `from`/`to` (dates) choose the period.'
const FIELDS: Record<string, string> = {
  'query parameter id':
    "The `id=` one-record filter: a notification or a mail link opens the list on that one record (within the caller's scope, else an empty list).",
  'query parameter owner':
    '`owner=me` / `approver=me`: the caller\'s own items, the user read from the token (the dashboard\'s "mine" cards open these).',
  'query parameter approver':
    '`owner=me` / `approver=me`: the caller\'s own items, the user read from the token (the dashboard\'s "mine" cards open these).',
  'query parameter owner_id': "Lists filter by owner and approver (the Assign dialogs' people).",
  'query parameter approver_id': "Lists filter by owner and approver (the Assign dialogs' people).",
  'query parameter group_id': PLACE,
  'query parameter company_id': PLACE,
  'query parameter state_id': PLACE,
  'query parameter district_id': PLACE,
  'query parameter location_id': PLACE,
  'query parameter month': PERIOD,
  'query parameter year': PERIOD,
  'query parameter from': PERIOD,
  'query parameter to': PERIOD,
  'query parameter module':
    'Notifications are filtered by module, one per tracker family (`pf_tracker`, `esi_tracker`, …) beside the others.',
  'query parameter within_days': 'Due Compliance shows open items due within `within_days` of today (default 30) or already late.',
  'query parameter delayed': 'History can keep only the items complied with delay.',
  'query parameter setup_id':
    'Tracker rows pay against a registration (a setup of the company, in a state), not a branch: they filter by registration, state and company, and by payment status.',
  'query parameter on': 'Items that apply on a date (`on=YYYY-MM-DD`, default today): the statutory rules change over time.',
  'query parameter record_type': 'Edit requests cover several kinds of record (company setup, trackers), named by `record_type`.',
  'query parameter attention': "Only open notices whose reply or hearing is near or past (the menu entry's count).",
  'GET registers/output/:id/download type': 'The output register as xlsx or pdf (`type=xlsx|pdf`).',
  'GET user type': 'User Setup filters by designation and user type.',
  'GET user role_id': 'User Setup filters by designation and user type.',
  'GET user/user-data/export type': 'User Setup filters by designation and user type.',
  'GET user/user-data/export role_id': 'User Setup filters by designation and user type.',
  'query parameter status': 'Lists filter by their status.',
  'query parameter branch_id': PLACE,
  'GET pf-tracker branch_id': 'Tracker rows pay against a registration, not a branch: `setup_id`, `state_id` and `company_id` filter them.',
  'answer field tenant_name': 'The profile names the tenant (the organisation) for the header.',
  'body field reminder_days_before': "An assignment sets when its reminders start and may override the item's frequency.",
  'body field frequency_override': "An assignment sets when its reminders start and may override the item's frequency.",
  'body field active': '`active: false` deactivates assignments (no more due items are generated), `true` reactivates them.',
  'body field outcome': 'A submission says its outcome (complied, not complied, not applicable), a remark and the day of compliance.',
  'body field remark': 'A submission says its outcome (complied, not complied, not applicable), a remark and the day of compliance.',
  'body field complied_on': 'A submission says its outcome (complied, not complied, not applicable), a remark and the day of compliance.',
}

/**
 * Calls API.md names without their shape, whose shape matters to an integrator: the
 * fields themselves are read from the schemas when docs/api.md is written.
 */
export const OPEN_SHAPES: Record<string, string> = {
  'GET graph/compliance-calendar-dates': `Each day counts its due items by status (\`statuses\`) and by name and status (\`groups\`: the ${CALENDAR_GROUPS_PER_DAY} largest, every item of the day counted), names the first ${CALENDAR_ITEMS_PER_DAY} by name with their branch and company (\`items\`), and lists the remittances falling due that day (\`payments\`: per tracker family, financial year and grid status, only the families the caller may read).`,
  'GET notifications/settings':
    "The caller's reminder settings: how many days before the due date reminders start (1–10), how many are sent (1–4), and by mail and in the console.",
  'POST notifications/settings': 'Saves all four settings at once.',
  'GET notifications':
    'Each notification names its module (one per tracker family beside due items, approvals, edit requests, agreements, registrations and notices) and the record it opens.',
  'GET compliance/data': 'The due items with their status, outcome, delay and proof.',
}

export const whyAdded = (area: string): string | undefined => ADDED[area]
export const whyMissing = (call: WrittenCall): string | undefined => MISSING[`${call.method} ${call.path}`]
export const whyField = (row: Endpoint, part: string, name: string): string | undefined =>
  FIELDS[`${row.method} ${row.path} ${name}`] ??
  (part === 'query parameter' && name === 'branch_id' && row.path.includes('-tracker')
    ? FIELDS['GET pf-tracker branch_id']
    : FIELDS[`${part} ${name}`])
