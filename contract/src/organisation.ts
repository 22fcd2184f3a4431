/**
 * Company setup (DOMAIN.md "Organisation"): groups, companies, branches, branch
 * agreements, the reference lookups and company edit requests. Wire names are
 * snake_case, dates are 'YYYY-MM-DD' strings. The SPA's forms, the server's validators
 * and the spreadsheet templates all read the rules and labels from here.
 */
import { z } from 'zod'
import { customBodyShape, customItemShape } from './custom-values'
import { labelled, listQuery, optionalId, plainText, recordId, wholeNumber } from './envelope'
import { withRules } from './field-rules'

// ---------------------------------------------------------------- enumerations

export const OFFICE_MODE = labelled({ physical: 'Physical', virtual: 'Virtual' })

export const OWNERSHIP = labelled({ owned: 'Owned', rented: 'Rented' })
export type Ownership = (typeof OWNERSHIP.values)[number]

export const OFFICE_TYPE = labelled({
  registered_office: 'Registered office',
  corporate_office: 'Corporate office',
  regional_office: 'Regional office',
  branch: 'Branch',
  factory: 'Factory',
  warehouse: 'Warehouse',
  other: 'Other',
})
export type OfficeType = (typeof OFFICE_TYPE.values)[number]

export const BRANCH_STATUS = labelled({ active: 'Active', closed: 'Closed' })
export type BranchStatus = (typeof BRANCH_STATUS.values)[number]

export const SE_STATUS = labelled({ valid: 'Valid', expired: 'Expired', applied: 'Applied' })
export type SeStatus = (typeof SE_STATUS.values)[number]

export const SE_VALIDITY_TYPE = labelled({ fixed: 'Fixed term', lifetime: 'Lifetime' })

/** Derived from `lease_valid_until`, never stored. */
export const LEASE_STATUS = labelled({ active: 'Active', expired: 'Expired' })
export type LeaseStatus = (typeof LEASE_STATUS.values)[number]

/** Derived from `end_date`, never stored. */
export const AGREEMENT_STATUS = labelled({ active: 'Active', expiring: 'Expiring', expired: 'Expired' })
export type AgreementStatus = (typeof AGREEMENT_STATUS.values)[number]
/** An agreement ending within this many days (inclusive) is "expiring". */
export const AGREEMENT_EXPIRING_DAYS = 30

export const EDIT_REQUEST_STATUS = labelled({ pending: 'Pending', approved: 'Approved', rejected: 'Rejected' })

/**
 * The console's labels of the record types that go through the edit-request flow
 * (trackers add theirs). The server accepts whichever types its edit-request registry
 * holds (any resource opts in), so a type is a name on the wire, not a closed list.
 */
const KNOWN_RECORD_TYPES = labelled({ company_group: 'Company group', company: 'Company', branch: 'Branch' })
export const EDIT_RECORD_TYPE: { values: readonly string[]; labels: Readonly<Record<string, string>> } = KNOWN_RECORD_TYPES
export type EditRecordType = string
/** The label of a record type, or the type itself humanised ('pf_tracker' → 'Pf tracker') when the console has none. */
export function editRecordLabel(type: string): string {
  return EDIT_RECORD_TYPE.labels[type] ?? (type.charAt(0).toUpperCase() + type.slice(1)).replaceAll('_', ' ')
}
export const editRecordType = z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, 'Choose a record type')

// ---------------------------------------------------------------- field rules

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
export const COMPANY_NAME_RE = /^[A-Za-z0-9 _-]+$/
export const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/
export const TAN_RE = /^[A-Z]{4}[0-9]{5}[A-Z]$/
export const CIN_RE = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/
export const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
export const MOBILE_RE = /^[0-9]{10}$/

/** The dates the console accepts: wide enough for any record, narrow enough for every store. */
export const DATE_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const
export const DATE_OUT_OF_RANGE = `Enter a date between ${DATE_RANGE.min} and ${DATE_RANGE.max}`
function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}
/** A real calendar date written 'YYYY-MM-DD' (rejects 2025-02-30 and year 0000), by default "Enter a date as YYYY-MM-DD". */
const isDate = (s: string) => DATE_RE.test(s) && isCalendarDate(s)
const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ')

/**
 * Why text written like a date names no day of the calendar ("2024-09-31 is not a date:
 * September has 30 days"), or null when it is a day or is not written like a date at all.
 * A user who typed the right shape learns what is wrong with the day, not the format.
 */
export function missingDayMessage(s: string): string | null {
  if (!DATE_RE.test(s) || isCalendarDate(s)) return null
  const [year, month, day] = s.split('-').map(Number) as [number, number, number]
  if (month < 1 || month > 12) return `${s} is not a date: there is no month ${month}`
  if (day === 0) return `${s} is not a date: days start at 1`
  const last = new Date(Date.UTC(2000, month, 0))
  last.setUTCFullYear(year, month, 0)
  const days = last.getUTCDate()
  return `${s} is not a date: ${MONTH_NAMES[month - 1]}${month === 2 ? ` ${year}` : ''} has ${days} days`
}

export function dateText(message = 'Enter a date as YYYY-MM-DD') {
  // The range is judged on a date only, rather than by aborting at the first refine: an
  // explicit abort would stop the body's cross-field rules too (field-rules.ts).
  return z
    .string({ error: message })
    .trim()
    .refine(isDate, { error: (issue) => (typeof issue.input === 'string' && missingDayMessage(issue.input)) || message })
    .refine((s) => !isDate(s) || (s >= DATE_RANGE.min && s <= DATE_RANGE.max), DATE_OUT_OF_RANGE)
}
export const isoDate = dateText()
/** A date no later than today in India (a registration, a payment); text that is no date gets only the date's message. */
export const dateUpToToday = (message: string) => isoDate.refine((s) => !isDate(s) || s <= businessToday(), message)

/** Blank input ('' or whitespace, null, undefined) means "no value" and is stored as null. */
function blankToNull(v: unknown): unknown {
  if (v === undefined || v === null) return null
  if (typeof v === 'string' && v.trim() === '') return null
  return v
}
export function nullable<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable())
}
/** Optional upper-cased code checked against a pattern (PAN, TAN, CIN, GSTIN). */
export function code(re: RegExp, message: string) {
  return nullable(plainText().trim().toUpperCase().regex(re, message))
}
export function text(max: number, label: string) {
  return nullable(plainText().trim().max(max, `${label} must be at most ${max} characters`))
}
export function requiredText(max: number, label: string) {
  return plainText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
}
/** Multipart fields arrive as text: accept true/false, 'true'/'false', 'yes'/'no', '1'/'0'. */
export const flag = z.preprocess((v) => {
  if (typeof v === 'string') return ['true', 'yes', '1'].includes(v.trim().toLowerCase())
  return v ?? false
}, z.boolean())

export const pan = code(PAN_RE, 'PAN must look like AAAAA9999A')
export const tan = code(TAN_RE, 'TAN must look like AAAA99999A')
export const cin = code(CIN_RE, 'CIN must be 21 characters like U12345MH2020PTC123456')
export const gstin = code(GSTIN_RE, 'GSTIN must be 15 characters like 27AAAAA9999A1Z5')

// ---------------------------------------------------------------- shared read shapes

export const stamps = { created_at: z.string(), updated_at: z.string() }
export const namedRef = z.object({ id: z.number().int(), name: z.string() })
export type NamedRef = z.infer<typeof namedRef>

/** A stored document as the console sees it; download through its own route. */
export const fileRef = z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int() })
export type FileRef = z.infer<typeof fileRef>
/** A record's document of one named kind: the file, and who put it there when. */
export const recordDocument = fileRef.extend({ uploaded_at: z.string(), uploaded_by: namedRef.nullable() })
export type RecordDocument = z.infer<typeof recordDocument>
/** The item fields of a resource's document kinds: one per kind, null while missing (`{se_document, lease_document}`). */
export function documentFields<const K extends string>(kinds: readonly K[]) {
  return Object.fromEntries(kinds.map((k) => [k, recordDocument.nullable()])) as Record<K, z.ZodNullable<typeof recordDocument>>
}

// ---------------------------------------------------------------- company group

export const companyGroupBody = z.object({
  name: requiredText(100, 'Group name'),
})
/**
 * On the items of records open to edit requests: true while a request to change this
 * record waits for a decision. The console then shows "Edit requested" and offers no
 * second request (issue 19).
 */
export const editRequestItemShape = { edit_request_pending: z.boolean().optional() }

export const companyGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  companies_count: z.number().int(),
  ...editRequestItemShape,
  ...stamps,
})
export type CompanyGroup = z.infer<typeof companyGroup>
export const companyGroupQuery = listQuery
export const GROUP_HAS_COMPANIES = 'This group has companies; delete or move them first'

// ---------------------------------------------------------------- company

export const companyName = plainText({ error: 'Company name is required' })
  .trim()
  .min(3, 'Company name must be 3 to 50 characters')
  .max(50, 'Company name must be 3 to 50 characters')
  .regex(COMPANY_NAME_RE, 'Company name may contain only letters, digits, spaces, _ and -')

export const companyBody = z.object({
  group_id: recordId('Group'),
  name: companyName,
  pan,
  tan,
  cin,
  gstin,
  registered_address: text(500, 'Registered address'),
  ...customBodyShape,
})
export const company = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  name: z.string(),
  pan: z.string().nullable(),
  tan: z.string().nullable(),
  cin: z.string().nullable(),
  gstin: z.string().nullable(),
  registered_address: z.string().nullable(),
  branches_count: z.number().int(),
  ...customItemShape,
  ...editRequestItemShape,
  ...stamps,
})
export type Company = z.infer<typeof company>
export const companyQuery = listQuery.extend({ group_id: recordId().optional() })
export const COMPANY_HAS_BRANCHES = 'This company has branches; delete or move them first'

// ---------------------------------------------------------------- branch

const branchFields = z.object({
  company_id: recordId('Company'),
  state_id: recordId('State'),
  district_id: recordId('District'),
  location_id: recordId('Location'),
  name: requiredText(100, 'Branch name'),
  address: requiredText(500, 'Address'),
  opening_date: isoDate,
  head_count: wholeNumber('Head count'),
  office_mode: OFFICE_MODE.schema,
  ownership: nullable(OWNERSHIP.schema),
  office_type: OFFICE_TYPE.schema,
  other_office_type: text(100, 'Other office type'),
  gstin,
  status: z.preprocess((v) => blankToNull(v) ?? 'active', BRANCH_STATUS.schema),
  se_status: nullable(SE_STATUS.schema),
  se_registration_number: text(100, 'S&E registration number'),
  se_validity_type: nullable(SE_VALIDITY_TYPE.schema),
  se_valid_until: nullable(isoDate),
  lease_valid_until: nullable(isoDate),
  ...customBodyShape,
})

/** A branch with its cross-field rules, each reported on the field the user must fix. */
export const branchBody = withRules(branchFields, (rule) => [
  rule(
    ['office_mode', 'ownership'],
    'ownership',
    'Ownership applies only to physical offices',
    (b) => b.office_mode === 'virtual' && Boolean(b.ownership),
  ),
  rule(
    ['office_type', 'other_office_type'],
    'other_office_type',
    'Describe the office type when it is Other',
    (b) => b.office_type === 'other' && !b.other_office_type,
  ),
  rule(
    ['office_type', 'other_office_type'],
    'other_office_type',
    'Other office type applies only when the office type is Other',
    (b) => b.office_type !== 'other' && Boolean(b.other_office_type),
  ),
  rule(
    ['se_validity_type', 'se_valid_until'],
    'se_valid_until',
    'S&E valid until is required for a fixed-term registration',
    (b) => b.se_validity_type === 'fixed' && !b.se_valid_until,
  ),
  rule(
    ['se_validity_type', 'se_valid_until'],
    'se_valid_until',
    'A lifetime registration has no end date',
    (b) => b.se_validity_type === 'lifetime' && Boolean(b.se_valid_until),
  ),
  rule(
    ['se_validity_type', 'se_valid_until'],
    'se_validity_type',
    'Choose the S&E validity type',
    (b) => Boolean(b.se_valid_until) && !b.se_validity_type,
  ),
  rule(
    ['ownership', 'lease_valid_until'],
    'lease_valid_until',
    'Lease valid until applies only to rented premises',
    (b) => Boolean(b.lease_valid_until) && b.ownership !== 'rented',
  ),
])
export const BRANCH_DOCUMENT_KIND = labelled({ se_document: 'S&E certificate', lease_document: 'Lease deed' })
export const branch = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  group_id: z.number().int(),
  state_id: z.number().int(),
  state_name: z.string(),
  district_id: z.number().int(),
  district_name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  name: z.string(),
  address: z.string(),
  opening_date: z.string(),
  head_count: z.number().int(),
  office_mode: OFFICE_MODE.schema,
  ownership: OWNERSHIP.schema.nullable(),
  office_type: OFFICE_TYPE.schema,
  other_office_type: z.string().nullable(),
  gstin: z.string().nullable(),
  status: BRANCH_STATUS.schema,
  se_status: SE_STATUS.schema.nullable(),
  se_registration_number: z.string().nullable(),
  se_validity_type: SE_VALIDITY_TYPE.schema.nullable(),
  se_valid_until: z.string().nullable(),
  lease_valid_until: z.string().nullable(),
  lease_status: LEASE_STATUS.schema.nullable(),
  ...documentFields(BRANCH_DOCUMENT_KIND.values),
  ...customItemShape,
  ...editRequestItemShape,
  ...stamps,
})
export type Branch = z.infer<typeof branch>
/** Where a branch is, as the branch list and the dashboard filter by it: group, company and place. */
export const placeFilterShape = {
  group_id: optionalId,
  company_id: optionalId,
  state_id: optionalId,
  district_id: optionalId,
  location_id: optionalId,
}
export const branchQuery = listQuery.extend({
  ...placeFilterShape,
  status: BRANCH_STATUS.schema.optional(),
})
/** `branch/all`: every branch the caller may see, for dropdowns. */
export const branchOption = z.object({ id: z.number().int(), name: z.string(), company_id: z.number().int(), state_id: z.number().int() })
export type BranchOption = z.infer<typeof branchOption>
export const branchAllQuery = z.object({ company_id: optionalId, group_id: optionalId })
export type BranchDocumentKind = (typeof BRANCH_DOCUMENT_KIND.values)[number]

/**
 * Statuses derived from dates (lease, agreement) are judged by the calendar day in
 * India, where every tenant's records are: at 23:00 UTC it is already tomorrow there.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata'
const businessDay = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
let lastDay = { minute: NaN, day: '' }
/**
 * Today's date in India as 'YYYY-MM-DD'. Formatted once a minute (lists ask it per row):
 * India's midnight falls on a whole UTC minute, so the minute's answer is exact.
 */
export function businessToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastDay.minute) lastDay = { minute, day: businessDay.format(now) }
  return lastDay.day
}

/** Lease status on a given day: active through `lease_valid_until`, expired after it. */
export function leaseStatus(leaseValidUntil: string | null, today: string): LeaseStatus | null {
  if (!leaseValidUntil) return null
  return leaseValidUntil >= today ? 'active' : 'expired'
}

// ---------------------------------------------------------------- agreement

const agreementFields = z.object({
  branch_id: recordId('Branch'),
  agreement_type: requiredText(100, 'Agreement type'),
  sub_category: text(100, 'Sub-category'),
  owner_name: text(100, 'Owner name'),
  partner_name: text(100, 'Partner name'),
  partner_contact: nullable(plainText().trim().regex(MOBILE_RE, 'Partner contact must be 10 digits')),
  start_date: isoDate,
  end_date: nullable(isoDate),
  applies_to_all_branches: flag,
  ...customBodyShape,
})
export const agreementBody = withRules(agreementFields, (rule) => [
  rule(
    ['start_date', 'end_date'],
    'end_date',
    'End date must be on or after the start date',
    (a) => a.end_date != null && a.end_date < a.start_date,
  ),
])
export const agreement = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  agreement_type: z.string(),
  sub_category: z.string().nullable(),
  owner_name: z.string().nullable(),
  partner_name: z.string().nullable(),
  partner_contact: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  applies_to_all_branches: z.boolean(),
  status: AGREEMENT_STATUS.schema,
  document: fileRef.nullable(),
  ...customItemShape,
  ...stamps,
})
export type Agreement = z.infer<typeof agreement>
export const agreementQuery = listQuery.extend({
  group_id: optionalId,
  company_id: optionalId,
  branch_id: optionalId,
  status: AGREEMENT_STATUS.schema.optional(),
})

/** Day difference between two 'YYYY-MM-DD' dates (b − a). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}
/** Active, expiring (ends within AGREEMENT_EXPIRING_DAYS) or expired on `today`; no end date = active. */
export function agreementStatus(endDate: string | null, today: string): AgreementStatus {
  if (!endDate) return 'active'
  if (endDate < today) return 'expired'
  return daysBetween(today, endDate) <= AGREEMENT_EXPIRING_DAYS ? 'expiring' : 'active'
}

// ---------------------------------------------------------------- lookups

export const state = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  pt_applicable: z.boolean(),
  lwf_applicable: z.boolean(),
})
export type State = z.infer<typeof state>
/** A district or location; `is_custom` marks one the tenant added. */
export const place = z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int(), is_custom: z.boolean() })
export type Place = z.infer<typeof place>
export const districtQuery = z.object({ state_id: recordId('State') })
export const locationQuery = z.object({ district_id: recordId('District') })
export const districtBody = z.object({ state_id: recordId('State'), name: requiredText(100, 'District name') })
export const locationBody = z.object({ district_id: recordId('District'), name: requiredText(100, 'Location name') })
/** agreement types and sub-categories: the tenant's own list, grown by "suggest or create". */
export const suggestionBody = z.object({ name: requiredText(100, 'Name') })
export const suggestionQuery = z.object({ search: plainText().trim().max(100).optional() })

// ---------------------------------------------------------------- bulk upload

export const bulkResult = z.object({ created: z.number().int() })

// ---------------------------------------------------------------- edit requests

export const editRequestBody = z.object({
  reason: requiredText(1000, 'Reason'),
  proposed_changes: z.record(z.string(), z.unknown()).refine((o) => Object.keys(o).length > 0, 'Propose at least one change'),
})
export const requestEditBody = editRequestBody.extend({
  record_type: editRecordType,
  record_id: recordId('Record'),
})
export type RequestEditBody = z.infer<typeof requestEditBody>
export const decisionBody = z.object({ remark: text(1000, 'Remark') })
export const rejectBody = z.object({ remark: requiredText(1000, 'Remark') })
export const recordTypeQuery = z.object({ record_type: editRecordType.default('company') })
export const editRequest = z.object({
  id: z.number().int(),
  record_type: editRecordType,
  record_id: z.number().int(),
  record_name: z.string().nullable(),
  reason: z.string(),
  proposed_changes: z.record(z.string(), z.unknown()),
  status: EDIT_REQUEST_STATUS.schema,
  requested_by: namedRef,
  decided_by: namedRef.nullable(),
  decided_at: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
})
export type EditRequest = z.infer<typeof editRequest>
/** Details add the record as it is now, so the approver sees before and after. */
export const editRequestDetails = editRequest.extend({ current: z.record(z.string(), z.unknown()).nullable() })
export type EditRequestDetails = z.infer<typeof editRequestDetails>
export const editRequestQuery = listQuery.extend({
  status: EDIT_REQUEST_STATUS.schema.optional(),
  record_type: editRecordType.optional(),
  record_id: optionalId,
})
export type EditRequestQuery = z.infer<typeof editRequestQuery>
export const canEdit = z.object({ can_edit: z.boolean(), pending_request_id: z.number().int().nullable() })
export type CanEdit = z.infer<typeof canEdit>
