/**
 * Compliance (DOMAIN.md "Compliance"): the statutory library of obligations, the
 * tenant's custom items, and assignments of items to branches with an owner and an
 * approver (compliance-assignments.ts). Due items, their maker-checker and certificates build on assignments.
 * Read by the server's validators and the console's Audit Checklist screens.
 */
import { z } from 'zod'
import { customBodyShape, customItemShape } from './custom-values'
import { withRules } from './field-rules'
import { labelled, listQuery, optionalId, plainText, recordId, wholeNumber } from './envelope'
import { isoDate, nullable, requiredText, text } from './form-fields'
import { OFFICE_TYPE } from './organisation'
import { stamps } from './record-shapes'
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
