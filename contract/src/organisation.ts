/**
 * Company setup (DOMAIN.md "Organisation"): groups, companies, branches and the
 * reference lookups (agreements and edit requests have their own files). Wire names are
 * snake_case, dates are 'YYYY-MM-DD' strings. The SPA's forms, the server's validators
 * and the spreadsheet templates all read the rules and labels from here.
 */
import { z } from 'zod'
import { customBodyShape, customItemShape } from './custom-values'
import { labelled, listQuery, optionalId, plainText, recordId, wholeNumber } from './envelope'
import { editRequestItemShape } from './edit-requests'
import { withRules } from './field-rules'
import { blankToNull, cin, COMPANY_NAME_RE, dateText, gstin, isoDate, nullable, pan, requiredText, tan, text } from './form-fields'
import { placeFilterShape } from './place-filter'
import { documentFields, stamps } from './record-shapes'

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

// ---------------------------------------------------------------- company group

export const companyGroupBody = z.object({
  name: requiredText(100, 'Group name'),
})
export const companyGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  companies_count: z.number().int(),
  ...editRequestItemShape,
  ...stamps,
})
export type CompanyGroup = z.infer<typeof companyGroup>
/** `id`: one group (an edit request's outcome opens it so), within the caller's scope. */
export const companyGroupQuery = listQuery.extend({ id: optionalId })
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
export const companyQuery = listQuery.extend({ id: optionalId, group_id: recordId().optional() })
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
export const branchQuery = listQuery.extend({
  id: optionalId,
  ...placeFilterShape,
  status: BRANCH_STATUS.schema.optional(),
  office_type: OFFICE_TYPE.schema.optional(),
  ownership: OWNERSHIP.schema.optional(),
  se_status: SE_STATUS.schema.optional(),
  /** Opened on or before this day: the dashboard counts the branches that exist by its period's end. */
  opened_to: dateText().optional(),
})
/** `branch/all`: every branch the caller may see, for dropdowns. */
export const branchOption = z.object({ id: z.number().int(), name: z.string(), company_id: z.number().int(), state_id: z.number().int() })
export type BranchOption = z.infer<typeof branchOption>
export const branchAllQuery = z.object({ company_id: optionalId, group_id: optionalId })
export type BranchDocumentKind = (typeof BRANCH_DOCUMENT_KIND.values)[number]

/** Lease status on a given day: active through `lease_valid_until`, expired after it. */
export function leaseStatus(leaseValidUntil: string | null, today: string): LeaseStatus | null {
  if (!leaseValidUntil) return null
  return leaseValidUntil >= today ? 'active' : 'expired'
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
