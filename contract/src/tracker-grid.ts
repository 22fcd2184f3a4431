/**
 * A tracker family at a glance: the grid of a financial year's periods per registration
 * (missing and late cells, the exposure they carry) and the list of missing periods.
 */
import { z } from 'zod'
import { listQuery, plainText, recordId } from './envelope'
import { periodQuery } from './period'
import { TRACKER_CELL_STATUS, exposureItem } from './trackers'

const optionalId = recordId().optional()

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
