/**
 * Compliance (DOMAIN.md "Compliance"): the statutory library of obligations, the
 * tenant's custom items, and assignments of items to branches with an owner and an
 * approver. Due items, their maker-checker and certificates build on assignments.
 * Read by the server's validators and the console's Audit Checklist screens.
 */
import { z } from 'zod'
import { customBodyShape, customItemShape } from './custom-values'
import { withRules } from './field-rules'
import { envelope, inSentence, labelled, listQuery, optionalId, paged, plainText, recordId, wholeNumber } from './envelope'
import { OFFICE_TYPE, isoDate, namedRef, nullable, requiredText, stamps, text } from './organisation'
import { can, describePermissions, permission, type Action, type MenuKey, type Principal } from './permissions'
import { STATUTORY_SCHEME, dueRule } from './statutory'
import { RECURRING, frequencies } from './frequency'

// ---------------------------------------------------------------- enumerations

export const COMPLIANCE_FREQUENCY = frequencies(['one_time', ...RECURRING])
export type ComplianceFrequency = (typeof COMPLIANCE_FREQUENCY.values)[number]

export const CRITICALITY = labelled({ low: 'Low', medium: 'Medium', high: 'High' })
export type Criticality = (typeof CRITICALITY.values)[number]

export const APPLIES_TO = labelled({ central: 'Central', state: 'State' })

export const COMPLIANCE_CATEGORY = labelled({
  registration: 'Registration',
  licence: 'Licence',
  payment: 'Payment',
  return: 'Return',
  register: 'Register',
  display: 'Display',
  report: 'Report',
  other: 'Other',
})
export type ComplianceCategory = (typeof COMPLIANCE_CATEGORY.values)[number]

/** Periods of a yearly or half-yearly item are counted from this month: 4 = financial year, 1 = calendar year. */
export const FINANCIAL_YEAR_START = 4
export const DEFAULT_REMINDER_DAYS = 7

// ---------------------------------------------------------------- due rule

/** `MM-DD`, a day that exists in some year (02-29 allowed; a year without it uses 02-28). */
const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'Due date must be MM-DD')
  .refine((s) => {
    const [m, d] = s.split('-').map(Number) as [number, number]
    return d <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!
  }, 'Due date must be MM-DD')

/**
 * When an item's period falls due. The statutory vocabulary (`dueRule` of statutory.ts:
 * days after the period's end, a day of the next month, a day of the period's n-th
 * month), plus:
 * - `statutory`: from the statutory rules table for the branch's state (PF, ESI, PT,
 *   LWF): one source of truth with the trackers, never a second copy here.
 * - `fixed_dates`: the first of these `MM-DD` days after the period's end (Form D by
 *   30 December for a financial year).
 * - `on_event`: no calendar date (an accident report within 48 hours of the accident);
 *   no periodic due items are generated for it.
 */
export const complianceDueRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('statutory'), scheme: STATUTORY_SCHEME.schema }),
  ...dueRule.options,
  z.object({ kind: z.literal('fixed_dates'), dates: z.array(monthDay).min(1).max(12) }),
  z.object({ kind: z.literal('on_event'), event: plainText().trim().min(1).max(200) }),
])
export type ComplianceDueRule = z.infer<typeof complianceDueRule>

/** The due rule's kinds as the Custom Checklist form and spreadsheet name them. */
export const COMPLIANCE_DUE_KIND = labelled({
  days_after_period_end: 'Days after the period ends',
  day_of_next_month: 'A day of the next month',
  day_of_period_month: "A day of the period's n-th month",
  fixed_dates: 'Fixed dates (MM-DD)',
  statutory: 'Statutory rules (PF, ESI, PT, LWF)',
  on_event: 'On an event',
} satisfies Record<ComplianceDueRule['kind'], string>)
export type ComplianceDueKind = (typeof COMPLIANCE_DUE_KIND.values)[number]

// ---------------------------------------------------------------- item (library and custom)

/** A library or custom item as the API answers it. */
export const complianceItem = z.object({
  id: z.number().int(),
  code: z.string(),
  act: z.string(),
  rule_or_section: z.string().nullable(),
  form: z.string().nullable(),
  header: z.string(),
  description: z.string(),
  category: COMPLIANCE_CATEGORY.schema,
  applies_to: APPLIES_TO.schema,
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  min_head_count: z.number().int(),
  /** Office types the item applies to; empty: every type. */
  branch_types: z.array(OFFICE_TYPE.schema),
  frequency: COMPLIANCE_FREQUENCY.schema,
  year_start_month: z.number().int(),
  due_rule: complianceDueRule,
  criticality: CRITICALITY.schema,
  penalty: z.string().nullable(),
  proof_required: z.boolean(),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
  /** The library item that takes over when this one ends (a Labour Code's), by code; null for most. */
  successor_code: z.string().nullable(),
  source: z.string().nullable(),
  is_custom: z.boolean(),
  /** A custom item's values of its tenant's Custom Checklist fields (absent on library items). */
  ...customItemShape,
  ...stamps,
})
export type ComplianceItem = z.infer<typeof complianceItem>

export const APPLIES_TO_STATE_NEEDS_STATE = 'Choose the state of a state item'
export const CENTRAL_ITEM_HAS_NO_STATE = 'A central item has no state'
export const EFFECTIVE_TO_BEFORE_FROM = 'Effective to must be after effective from'

const itemFields = z.object({
  code: requiredText(50, 'Code'),
  act: requiredText(200, 'Act'),
  rule_or_section: text(200, 'Rule or section'),
  form: text(100, 'Form'),
  header: requiredText(200, 'Header'),
  description: requiredText(2000, 'Description'),
  category: COMPLIANCE_CATEGORY.schema,
  applies_to: APPLIES_TO.schema,
  state_id: nullable(recordId('State')),
  min_head_count: wholeNumber('Minimum head count').default(0),
  branch_types: z.array(OFFICE_TYPE.schema).max(OFFICE_TYPE.values.length).default([]),
  frequency: COMPLIANCE_FREQUENCY.schema,
  year_start_month: z.coerce.number().int().min(1).max(12).default(FINANCIAL_YEAR_START),
  due_rule: complianceDueRule,
  criticality: CRITICALITY.schema,
  penalty: text(1000, 'Penalty'),
  proof_required: z.boolean().default(true),
  effective_from: isoDate,
  effective_to: nullable(isoDate),
  source: text(1000, 'Source'),
  ...customBodyShape,
})

/** Custom Checklist's create and whole-record update: the library's fields, for the tenant's own obligations. */
export const customItemBody = withRules(itemFields, (rule) => [
  rule(['applies_to', 'state_id'], 'state_id', APPLIES_TO_STATE_NEEDS_STATE, (b) => b.applies_to === 'state' && !b.state_id),
  rule(['applies_to', 'state_id'], 'state_id', CENTRAL_ITEM_HAS_NO_STATE, (b) => b.applies_to === 'central' && Boolean(b.state_id)),
  rule(
    ['effective_from', 'effective_to'],
    'effective_to',
    EFFECTIVE_TO_BEFORE_FROM,
    (b) => b.effective_to != null && b.effective_to <= b.effective_from,
  ),
])

/** Library browse and Custom Checklist lists. `on`: only items in force that day. */
export const complianceItemQuery = listQuery.extend({
  act: plainText().trim().max(200).optional(),
  state_id: optionalId,
  applies_to: APPLIES_TO.schema.optional(),
  category: COMPLIANCE_CATEGORY.schema.optional(),
  frequency: COMPLIANCE_FREQUENCY.schema.optional(),
  criticality: CRITICALITY.schema.optional(),
  on: isoDate.optional(),
})
export type ComplianceItemQuery = z.infer<typeof complianceItemQuery>

// ---------------------------------------------------------------- recommended checklist

/** `GET compliance/recommend`: the items that apply to the branch on `on` (default today) and are not assigned to it. */
export const recommendQuery = z.object({ branch_id: recordId('Branch'), on: isoDate.optional() })
/** An applicable item and the branch facts it matched: "Maharashtra branch", "25 employees ≥ 20", "Factory". */
export const recommendedItem = complianceItem.extend({ why: z.array(z.string()) })
export type RecommendedItem = z.infer<typeof recommendedItem>

// ---------------------------------------------------------------- assignments

export const assignment = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  group_id: z.number().int(),
  state_name: z.string(),
  compliance_id: z.number().int(),
  code: z.string(),
  header: z.string(),
  act: z.string(),
  form: z.string().nullable(),
  category: COMPLIANCE_CATEGORY.schema,
  criticality: CRITICALITY.schema,
  is_custom: z.boolean(),
  /** The item's frequency, or the override when set. */
  frequency: COMPLIANCE_FREQUENCY.schema,
  frequency_override: COMPLIANCE_FREQUENCY.schema.nullable(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  approver_id: z.number().int(),
  approver_name: z.string(),
  reminder_days_before: z.number().int(),
  active: z.boolean(),
  /** The earliest open due item's date (kept by the due items); null while there is none. */
  next_due_date: z.string().nullable(),
  /** The branch's state and, for a PF, ESI, PT or LWF item, its scheme: the rule behind its due dates is opened by them. */
  state_id: z.number().int(),
  statutory_scheme: STATUTORY_SCHEME.schema.nullable(),
  /** Why a statutory item has no due date this month ("Due rule not confirmed for this state", "Not levied"); null otherwise. */
  due_note: z.string().nullable(),
  ...stamps,
})
export type Assignment = z.infer<typeof assignment>

/** How many branch × item pairs one assign call may make (50 branches × 80 items fits with room). */
export const MAX_ASSIGN_PAIRS = 10_000
export const MAX_ASSIGNMENT_IDS = 5_000
export const TOO_MANY_PAIRS = `Assign at most ${MAX_ASSIGN_PAIRS} branch and item pairs at once`
export const CHOOSE_A_CHANGE = 'Choose something to change'
/** Maker-checker: the person who submits an item is never the one who approves it. */
export const OWNER_IS_APPROVER = 'Choose an approver other than the owner: nobody may approve their own work'
const differentPeople = (b: { owner_id?: number; approver_id?: number }) =>
  b.owner_id === undefined || b.approver_id === undefined || b.owner_id !== b.approver_id
const reminderDays = z.coerce.number().int().min(0, 'Reminder days must be 0 to 90').max(90, 'Reminder days must be 0 to 90')
const ids = (label: string, max: number) =>
  z
    .array(recordId(label), { error: `Choose at least one ${inSentence(label)}` })
    .min(1, `Choose at least one ${inSentence(label)}`)
    .max(max, `Choose at most ${max}`)

/** `POST compliance`: every branch × every item, all or nothing; pairs already assigned are skipped. */
export const assignBody = z
  .object({
    branch_ids: ids('Branch', MAX_ASSIGN_PAIRS),
    compliance_ids: ids('Compliance', MAX_ASSIGN_PAIRS),
    owner_id: recordId('Owner'),
    approver_id: recordId('Approver'),
    reminder_days_before: reminderDays.default(DEFAULT_REMINDER_DAYS),
    frequency_override: nullable(COMPLIANCE_FREQUENCY.schema).optional(),
  })
  .refine((b) => b.branch_ids.length * b.compliance_ids.length <= MAX_ASSIGN_PAIRS, { message: TOO_MANY_PAIRS, path: ['compliance_ids'] })
  .refine(differentPeople, { message: OWNER_IS_APPROVER, path: ['approver_id'] })
export type AssignBody = z.infer<typeof assignBody>
export const assignResult = z.object({
  /** Ids of the assignments made, in branch then item order. */
  created: z.array(z.number().int()),
  /** Pairs that were assigned already (left as they are). */
  skipped: z.number().int(),
})
export type AssignResult = z.infer<typeof assignResult>

/** `compliance/assign-user`: set the owner and/or approver of assignments. */
export const assignUserBody = z
  .object({
    assignment_ids: ids('Assignment', MAX_ASSIGNMENT_IDS),
    owner_id: recordId('Owner').optional(),
    approver_id: recordId('Approver').optional(),
  })
  .refine((b) => b.owner_id !== undefined || b.approver_id !== undefined, { message: CHOOSE_A_CHANGE, path: ['owner_id'] })
  .refine(differentPeople, { message: OWNER_IS_APPROVER, path: ['approver_id'] })

/** `PUT compliance`: bulk update; `active: false` deactivates (due items stop being generated), `true` reactivates. */
export const updateAssignmentsBody = z
  .object({
    assignment_ids: ids('Assignment', MAX_ASSIGNMENT_IDS),
    owner_id: recordId('Owner').optional(),
    approver_id: recordId('Approver').optional(),
    reminder_days_before: reminderDays.optional(),
    frequency_override: nullable(COMPLIANCE_FREQUENCY.schema).optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'assignment_ids' && b[k as keyof typeof b] !== undefined), {
    message: CHOOSE_A_CHANGE,
    path: ['owner_id'],
  })
  .refine(differentPeople, { message: OWNER_IS_APPROVER, path: ['approver_id'] })
export type UpdateAssignmentsBody = z.infer<typeof updateAssignmentsBody>
export type UpdateAssignmentsInput = z.input<typeof updateAssignmentsBody>
export const updateResult = z.object({ updated: z.number().int() })
export type UpdateResult = z.infer<typeof updateResult>

// ---------------------------------------------------------------- who can own and approve

/**
 * The grant each side of an assignment works with: the owner updates the item on Due
 * Compliance, the approver decides it on Status. Someone without it would be assigned
 * work they cannot open ("No access").
 */
export const ASSIGNEE_GRANT = {
  owner_id: { menu: 'audit.due_compliance', action: 'edit', label: 'Owner' },
  approver_id: { menu: 'audit.status', action: 'edit', label: 'Approver' },
} as const satisfies Record<string, { menu: MenuKey; action: Action; label: string }>
export type AssigneeField = keyof typeof ASSIGNEE_GRANT
export const ASSIGNEE_FIELDS = Object.keys(ASSIGNEE_GRANT) as AssigneeField[]

/** A person as the assignment rule reads them: type, status and effective grants (designation ∪ own). */
export interface Assignee extends Principal {
  name: string
  status: string
  branch_ids: readonly number[]
  access_until: string | null
}

/**
 * Why `person` cannot be the owner (or approver) of items on these branches, or null when
 * they can: an active admin, or an active user (not an auditor, whose access has not
 * ended) holding the side's grant and every one of the branches.
 */
export function assigneeIssue(
  field: AssigneeField,
  person: Assignee,
  branches: readonly { id: number; name: string }[],
  today: string,
): string | null {
  const { label, menu, action } = ASSIGNEE_GRANT[field]
  const expired = person.access_until !== null && person.access_until < today
  if (person.status !== 'active' || person.type === 'auditor' || expired) return `${label} ${person.name} is not an active user who can act`
  if (!can(person, menu, action)) {
    const [grant] = describePermissions([permission(menu, action)])
    return `${label} ${person.name} needs the permission ${grant} (give it in Designation or User Access Permission)`
  }
  if (person.type === 'admin') return null
  const outside = branches.filter((b) => !person.branch_ids.includes(b.id))
  return outside.length ? `${label} ${person.name} has no access to ${outside.map((b) => `"${b.name}"`).join(', ')}` : null
}

/** `GET compliance/assignees`: who may own and who may approve items of these branches (all of them). */
export const assigneesQuery = z.object({
  branch_ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : (v ?? [])),
    z.array(recordId('Branch')).max(MAX_ASSIGN_PAIRS, `Choose at most ${MAX_ASSIGN_PAIRS}`),
  ),
})
export const assignees = z.object({ owner_id: z.array(namedRef), approver_id: z.array(namedRef) })
export type Assignees = z.infer<typeof assignees>

const flagQuery = z.enum(['true', 'false']).transform((v) => v === 'true')
/** `GET compliance`: the assigned checklist. */
export const assignmentQuery = listQuery.extend({
  group_id: optionalId,
  company_id: optionalId,
  branch_id: optionalId,
  owner_id: optionalId,
  approver_id: optionalId,
  compliance_id: optionalId,
  act: plainText().trim().max(200).optional(),
  frequency: COMPLIANCE_FREQUENCY.schema.optional(),
  criticality: CRITICALITY.schema.optional(),
  active: flagQuery.optional(),
})
export type AssignmentQuery = z.infer<typeof assignmentQuery>

/** `compliance/items/:id`: one library or custom item and the caller's tenant's assignments of it. */
export const complianceItemDetails = complianceItem.extend({ assignments: z.array(assignment) })
export type ComplianceItemDetails = z.infer<typeof complianceItemDetails>

// ---------------------------------------------------------------- endpoint schemas

/** The schemas of the `compliance` rows (compliance-endpoints.ts); the custom items' are the standard crud ones. */
export const complianceSchemas = {
  recommend: { query: recommendQuery, response: envelope(z.array(recommendedItem)) },
  list: { query: assignmentQuery, response: paged(assignment) },
  assign: { body: assignBody, response: envelope(assignResult) },
  update: { body: updateAssignmentsBody, response: envelope(updateResult) },
  assignUser: { body: assignUserBody, response: envelope(updateResult) },
  assignees: { query: assigneesQuery, response: envelope(assignees) },
  library: { query: complianceItemQuery, response: paged(complianceItem) },
  item: { params: z.object({ id: recordId() }), response: envelope(complianceItemDetails) },
}
