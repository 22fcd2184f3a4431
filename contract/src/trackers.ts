/**
 * Remittance trackers (DOMAIN.md "Remittance trackers", API.md "Remittance trackers"):
 * one row per registration per period and challan. The six families are ONE typed map,
 * TRACKER_FAMILIES; the server module, the endpoint rows and the console's page and
 * slices are all made from it, so a family is one entry here (plus its fields' labels).
 *
 * Wire shape of a row: the shared fields below, the family's own fields (flat, by the
 * keys of its `fields`), and `documents` keyed by the family's document kinds.
 */
import { z } from 'zod'
import { customBodyShape, customItemShape } from './custom-values'
import { enumOf, labelled, listQuery, optionalId, plainText, recordId } from './envelope'
import { editRequestItemShape } from './edit-requests'
import { dateUpToToday, isoDate, nullable, text } from './form-fields'
import { namedRef, recordDocument, stamps } from './record-shapes'
import { periodQuery } from './period'
import { DUE_DATE_STATUS } from './statutory-facts'
import { TRACKER_ROW_STATUS } from './status-labels'
import { expectedAmount, wageBandsField } from './wage-bands'
import { TRACKER_DOCUMENT_KIND } from './tracker-document-kinds'
import type { CustomFieldModule } from './settings'
import type { TrackerFamilyDef, TrackerFamilyKey, TrackerFieldDef } from './tracker-families'

const rowStatus = enumOf(TRACKER_ROW_STATUS)

// ---------------------------------------------------------------- enumerations

export const CHALLAN_TYPE = labelled({ main: 'Main', arrear: 'Arrear', damage: 'Damage' })

// ---------------------------------------------------------------- the family map (tracker-families.ts)

export * from './tracker-families'

/**
 * A family's module in Global Settings → Custom Fields: its key with `_tracker`, for
 * every family alike (a family whose key is missing from CUSTOM_FIELD_MODULE does not compile).
 */
export function trackerCustomModule(key: TrackerFamilyKey): CustomFieldModule {
  return `${key}_tracker` satisfies CustomFieldModule
}

// ---------------------------------------------------------------- field schemas

export const PERIOD_RE = /^\d{4}-(0[1-9]|1[0-2])$/
export const PERIOD_INVALID = 'Enter the period as YYYY-MM'
export const PAYMENT_DATE_IN_FUTURE = 'Payment date cannot be in the future'
export const MAX_AMOUNT = 999_999_999_999.99

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6
export function rupees(label: string, signed = false) {
  return z
    .number({ error: `${label} must be a number` })
    .min(signed ? -MAX_AMOUNT : 0, signed ? `${label} is too large` : `${label} cannot be negative`)
    .max(MAX_AMOUNT, `${label} is too large`)
    .refine(twoDecimals, `${label} can have at most 2 decimals`)
}

/** The body schema of one family field (every family field may be left empty). */
export function trackerFieldSchema(field: TrackerFieldDef) {
  switch (field.type) {
    case 'count':
      return nullable(
        z
          .number({ error: `${field.label} must be a whole number` })
          .int(`${field.label} must be a whole number`)
          .min(0, `${field.label} cannot be negative`)
          .max(10_000_000, `${field.label} is too large`),
      )
    case 'amount':
      return nullable(rupees(field.label))
    case 'text':
      return text(100, field.label)
    case 'date':
      return nullable(isoDate)
    case 'wage_bands':
      return wageBandsField(field.label)
  }
}

/** The response schema of one family field. */
function fieldItemSchema(field: TrackerFieldDef) {
  return field.type === 'count' || field.type === 'amount' ? z.number().nullable() : z.string().nullable()
}

/** The fields every family's body has. */
export const trackerBodyBase = z.object({
  setup_id: recordId('Registration'),
  period: plainText().trim().regex(PERIOD_RE, PERIOD_INVALID),
  challan_type: CHALLAN_TYPE.schema.default('main'),
  payment_date: nullable(dateUpToToday(PAYMENT_DATE_IN_FUTURE)),
  delay_reason: text(500, 'Delay reason'),
  total_paid_amount: nullable(rupees('Total paid amount')),
  difference_amount: nullable(rupees('Difference amount', true)),
  difference_reason: text(500, 'Difference reason'),
  ...customBodyShape,
})
export type TrackerBodyBase = z.infer<typeof trackerBodyBase>

export const exposureItem = z.object({
  interest: z.number(),
  damages: z.number(),
  total: z.number(),
  /** The day the figures run to: the payment date, or today while unpaid. */
  as_of: z.string(),
})
export type Exposure = z.infer<typeof exposureItem>

/** Who may change a row and how: directly, or only through an edit request. */
/** How the caller may change a row: directly, by an edit request, or not at all (View alone, auditors). */
export const TRACKER_EDIT_MODE = labelled({ direct: 'Edit', request: 'Request edit', none: 'View only' })
export type TrackerEditMode = (typeof TRACKER_EDIT_MODE.values)[number]

/** The registration a tracker row or grid row is of: its code, company and state (whose rules date its periods). */
export const registrationShape = {
  setup_id: z.number().int(),
  code: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
}

export const trackerItemBase = z.object({
  id: z.number().int(),
  ...registrationShape,
  /** `YYYY-MM`: the first month of the period (a month, or the half-year or year of PT EC and LWF). */
  period: z.string(),
  /** The last day of the period, `YYYY-MM-DD`. */
  period_end: z.string(),
  /** From the statutory rule in force for the period; null where the state levies nothing or the rule is not on record. */
  due_date: z.string().nullable(),
  /** Why `due_date` is what it is: due, not levied, or "due rule not confirmed for this state". */
  due_status: DUE_DATE_STATUS.schema,
  challan_type: CHALLAN_TYPE.schema,
  payment_date: z.string().nullable(),
  /** Paid: days after the due date (0 when on time); unpaid and past due: days to today; else null. */
  delay_days: z.number().int().nullable(),
  status: rowStatus,
  delay_reason: z.string().nullable(),
  total_paid_amount: z.number().nullable(),
  difference_amount: z.number().nullable(),
  difference_reason: z.string().nullable(),
  documents: z.partialRecord(TRACKER_DOCUMENT_KIND.schema, recordDocument.nullable()),
  /** Late or unpaid PF and ESI rows: interest and damages to date; null otherwise. */
  exposure: exposureItem.nullable(),
  /** What the slabs or rates in force give for the row's head count and wages, beside what it paid (null: no amounts apply); "expected" would read as a raw validator word. */
  statutory_amount: expectedAmount.nullable(),
  uploaded_by: namedRef.nullable(),
  uploaded_at: z.string().nullable(),
  can_edit: TRACKER_EDIT_MODE.schema,
  ...customItemShape,
  ...editRequestItemShape,
  ...stamps,
})
export type TrackerItemBase = z.infer<typeof trackerItemBase>
/** A row as the console handles it: the shared fields and the family's own, by key. */
export type TrackerItem = TrackerItemBase & Record<string, unknown>

/** A family's body: the shared fields and its own (create and update; update is a full replacement like every PUT). */
export function trackerBody(family: TrackerFamilyDef) {
  return trackerBodyBase.extend(Object.fromEntries(Object.entries(family.fields).map(([k, f]) => [k, trackerFieldSchema(f)])))
}
/** A family's row. */
export function trackerItem(family: TrackerFamilyDef) {
  return trackerItemBase.extend(Object.fromEntries(Object.entries(family.fields).map(([k, f]) => [k, fieldItemSchema(f)])))
}

/**
 * A family's list and export filters (API.md: `company_id`, `branch_id`, `month`, `year`,
 * `search`). Registrations belong to a company and a place, not a branch, so `branch_id`
 * is not a filter; `state_id` is. `month`/`year` select rows by their period.
 */
export const trackerQuery = listQuery.extend({
  ...periodQuery.shape,
  /** One row (an edit request's outcome opens it so), within the caller's scope. */
  id: optionalId,
  company_id: optionalId,
  state_id: optionalId,
  setup_id: optionalId,
  status: rowStatus.optional(),
})

/** The template's preset (`?company_id=` fills the code dropdown with that company's codes). */
export const trackerTemplateQuery = z.object({ company_id: optionalId })
