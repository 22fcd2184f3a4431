/**
 * Missing and late at a glance (issue 11): a family's registrations by the periods of a
 * financial year, and the list's "Missing" view made from the same cells.
 *
 * The answer says each fact once (issue 26: at 500 registrations × 12 months it was
 * 913 KB when every cell repeated its period, its due date and the day its exposure runs
 * to): a cell's period is its place in `periods`, its due date the same place in its
 * row's `due_dates`, and an unpaid cell's exposure runs to the answer's `as_of`. Fields
 * with nothing to say are left out. `cellsOf` gives the cells back with all of it, for
 * whoever reads them one by one.
 */
import { z } from 'zod'
import { enumOf, listQuery, optionalId, plainText } from './envelope'
import { periodQuery } from './period'
import { TRACKER_CELL_STATUS, type TrackerCellStatus } from './status-labels'
import { registrationShape } from './trackers'

const cellStatus = enumOf(TRACKER_CELL_STATUS)

export const FINANCIAL_YEAR_RE = /^\d{4}-\d{2}$/
export const trackerGridQuery = z.object({
  /** `2025-26`; default: the financial year of today. */
  year: plainText().trim().regex(FINANCIAL_YEAR_RE, 'Enter a financial year as 2025-26').optional(),
  company_id: optionalId,
  state_id: optionalId,
  /** Keep registrations with at least one cell of this status. */
  status: cellStatus.optional(),
})
export type TrackerGridQuery = z.infer<typeof trackerGridQuery>

/** PF and ESI interest and damages of a late or unpaid cell: to its payment date, or to the answer's `as_of` while unpaid. */
export const gridExposure = z.object({ interest: z.number(), damages: z.number(), total: z.number() })
export type GridExposure = z.infer<typeof gridExposure>

export const trackerGridCell = z.object({
  status: cellStatus,
  /** The row paying it (the main challan's, else the first); absent when none. */
  row_id: z.number().int().optional(),
  /** Days late (paid late, unpaid or missing once due); absent when on time or not yet due. */
  delay_days: z.number().int().optional(),
  exposure: gridExposure.optional(),
})
export type TrackerGridCell = z.infer<typeof trackerGridCell>

export const trackerGridRow = z.object({
  ...registrationShape,
  /** One a period, in the order of the answer's `periods`; null where nothing falls due or the rule is not confirmed. */
  due_dates: z.array(z.string().nullable()),
  /** One a period, in the order of the answer's `periods`. */
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

export const trackerGrid = z.object({
  year: z.string(),
  /** The periods of the year, in order (months, or half-years/years for LWF and PT EC). */
  periods: z.array(z.string()),
  /** The day an unpaid cell's exposure and days overdue run to (the server's today). */
  as_of: z.string(),
  rows: z.array(trackerGridRow),
  totals: z.array(trackerGridTotal),
})
export type TrackerGrid = z.infer<typeof trackerGrid>

/** A cell with its period and due date, as a reader of one cell wants it. */
export interface GridCellView {
  period: string
  due_date: string | null
  status: TrackerCellStatus
  row_id: number | null
  delay_days: number | null
  exposure: GridExposure | null
}

/** A row's cells with their periods and due dates put back. */
export function cellsOf(grid: Pick<TrackerGrid, 'periods'>, row: Pick<TrackerGridRow, 'cells' | 'due_dates'>): GridCellView[] {
  return row.cells.map((cell, i) => ({
    period: grid.periods[i]!,
    due_date: row.due_dates[i] ?? null,
    status: cell.status,
    row_id: cell.row_id ?? null,
    delay_days: cell.delay_days ?? (cell.status === 'on_time' ? 0 : null),
    exposure: cell.exposure ?? null,
  }))
}

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
