/**
 * Assignments of compliance items to branches, each with an owner and an approver
 * (Recommended and Assigned Checklist): the bulk bodies, and the one rule of who may
 * own or approve items of which branches.
 */
import { z } from 'zod'
import { COMPLIANCE_CATEGORY, COMPLIANCE_FREQUENCY, CRITICALITY, DEFAULT_REMINDER_DAYS, complianceItem } from './compliance'
import { inSentence, listQuery, optionalId, plainText, recordId } from './envelope'
import { nullable } from './form-fields'
import { namedRef, stamps } from './record-shapes'
import { can, describePermissions, permission, type Action, type MenuKey, type Principal } from './permissions'
import { STATUTORY_SCHEME } from './statutory'

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
