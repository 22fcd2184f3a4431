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
import { labelled, listQuery, plainText, recordId } from './envelope'
import { dateUpToToday, editRequestItemShape, isoDate, namedRef, nullable, recordDocument, stamps, text } from './organisation'
import { periodQuery } from './period'
import { DUE_DATE_STATUS, DUE_RULE_NOT_CONFIRMED } from './statutory-facts'
import { expectedAmount, wageBandsField } from './wage-bands'
import type { CustomFieldModule } from './settings'
import type { TrackerFamilyDef, TrackerFamilyKey, TrackerFieldDef } from './tracker-families'

// ---------------------------------------------------------------- enumerations

export const CHALLAN_TYPE = labelled({ main: 'Main', arrear: 'Arrear', damage: 'Damage' })

export const TRACKER_DOCUMENT_KIND = labelled({
  ecr: 'ECR',
  challan: 'Challan',
  receipt: 'Receipt',
  return: 'Return',
  payment: 'Payment',
  iw_return: 'IW return',
})
export type TrackerDocumentKind = (typeof TRACKER_DOCUMENT_KIND.values)[number]

/**
 * A row's payment state, derived (never stored): paid by the due date, paid after it,
 * unpaid with the due date passed, or unpaid and not yet due.
 */
export const TRACKER_ROW_STATUS = labelled({
  on_time: 'Paid on time',
  late: 'Paid late',
  unpaid: 'Unpaid',
  not_due: 'Not yet due',
  // Unpaid with no due date on record: never shown as "not yet due" (issue 21, no silent gaps).
  due_unknown: DUE_RULE_NOT_CONFIRMED,
})
export type TrackerRowStatus = (typeof TRACKER_ROW_STATUS.values)[number]

/** A grid cell: the row statuses, plus a period with no row at all once its due date has passed, or no levy. */
export const TRACKER_CELL_STATUS = labelled({
  on_time: 'Paid on time',
  late: 'Paid late',
  unpaid: 'Unpaid',
  missing: 'Missing',
  not_due: 'Not yet due',
  not_levied: 'Not levied',
  not_confirmed: DUE_RULE_NOT_CONFIRMED,
})
export type TrackerCellStatus = (typeof TRACKER_CELL_STATUS.values)[number]

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

export const trackerItemBase = z.object({
  id: z.number().int(),
  setup_id: z.number().int(),
  code: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
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
  status: TRACKER_ROW_STATUS.schema,
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

const optionalId = recordId().optional()
/**
 * A family's list and export filters (API.md: `company_id`, `branch_id`, `month`, `year`,
 * `search`). Registrations belong to a company and a place, not a branch, so `branch_id`
 * is not a filter; `state_id` is. `month`/`year` select rows by their period.
 */
export const trackerQuery = listQuery.extend({
  ...periodQuery.shape,
  company_id: optionalId,
  state_id: optionalId,
  setup_id: optionalId,
  status: TRACKER_ROW_STATUS.schema.optional(),
})

/** The template's preset (`?company_id=` fills the code dropdown with that company's codes). */
export const trackerTemplateQuery = z.object({ company_id: optionalId })

// ---------------------------------------------------------------- missing and late at a glance

export const FINANCIAL_YEAR_RE = /^\d{4}-\d{2}$/
export const trackerGridQuery = z.object({
  /** `2025-26`; default: the financial year of today. */
  year: plainText().trim().regex(FINANCIAL_YEAR_RE, 'Enter a financial year as 2025-26').optional(),
  company_id: optionalId,
  state_id: optionalId,
  /** Keep registrations with at least one cell of this status. */
  status: TRACKER_CELL_STATUS.schema.optional(),
})
export type TrackerGridQuery = z.infer<typeof trackerGridQuery>

export const trackerGridCell = z.object({
  /** `YYYY-MM`, the period's first month. */
  period: z.string(),
  status: TRACKER_CELL_STATUS.schema,
  /** The row paying it (the main challan's, else the first); null when missing. */
  row_id: z.number().int().nullable(),
  due_date: z.string().nullable(),
  delay_days: z.number().int().nullable(),
  exposure: exposureItem.nullable(),
})
export type TrackerGridCell = z.infer<typeof trackerGridCell>

export const trackerGridRow = z.object({
  setup_id: z.number().int(),
  code: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** The registration's state, whose rules date its cells (the rule behind a cell: its state, scheme and period). */
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  cells: z.array(trackerGridCell),
})
export type TrackerGridRow = z.infer<typeof trackerGridRow>

export const trackerGridTotal = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  interest: z.number(),
  damages: z.number(),
  total: z.number(),
})

/**
 * The list's "Missing" (issue 19 item 15): the periods of the family's registrations whose
 * due date has passed with no row at all, the grid's Missing cells as a paged list. A
 * payment list has no row to show for them, so they are a view of their own, with the
 * list's filters and an export of the same rows.
 */
export const trackerMissingQuery = listQuery.extend({
  ...periodQuery.pick({ month: true, year: true }).shape,
  company_id: optionalId,
  state_id: optionalId,
  setup_id: optionalId,
})
export type TrackerMissingQuery = z.infer<typeof trackerMissingQuery>

export const trackerMissingItem = z.object({
  /** A missing period has no row: this number is its registration and period (`missingPeriodId`), unique in the list. */
  id: z.number().int(),
  setup_id: z.number().int(),
  code: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  state_name: z.string().nullable(),
  period: z.string(),
  due_date: z.string(),
  /** Days from the due date to today. */
  delay_days: z.number().int(),
})
export type TrackerMissingItem = z.infer<typeof trackerMissingItem>

/** Registration 12, `2024-09` → 12202409. */
export const missingPeriodId = (setupId: number, period: string) => setupId * 1_000_000 + Number(period.replace('-', ''))

/**
 * Without a year or month, the list's Missing runs from the first period the tenant
 * recorded for the family (before it, nothing was kept here, so nothing is "missing"),
 * at most as far back as the Financial year filter reaches: this year and the five before.
 */
export const MISSING_YEARS = 6

/**
 * Why a missing period shows no exposure: interest and damages run on an amount owed,
 * and nothing records what this period owed. The days overdue are shown instead.
 */
export const MISSING_EXPOSURE_NOTE = 'No payment recorded, so no amount to compute interest and damages on'

export const trackerGrid = z.object({
  year: z.string(),
  /** The periods of the year, in order (months, or half-years/years for LWF and PT EC). */
  periods: z.array(z.string()),
  rows: z.array(trackerGridRow),
  totals: z.array(trackerGridTotal),
})
export type TrackerGrid = z.infer<typeof trackerGrid>
