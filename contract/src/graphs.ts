/**
 * The dashboard graphs' query and answers (API.md "Graphs"; rows in graph-endpoints.ts).
 * Every graph takes the dashboard's filters (group, company, place, branch) and a period
 * (periodQuery: financial year, month or from/to); a count graph answers slices, a
 * "-graph" the same counts month by month over the period.
 */
import { z } from 'zod'
import { labelled, recordId } from './envelope'
import type { REMITTANCE_SCHEMES } from './graph-endpoints'
import { placeFilterShape } from './organisation'
import { periodQuery } from './period'

export const graphQuery = z.object({
  ...placeFilterShape,
  branch_id: recordId().optional(),
  ...periodQuery.shape,
})
export type GraphQuery = z.infer<typeof graphQuery>

/** One slice of a count graph: a status (or type) by its key and label, and how many records have it. */
export const graphSlice = z.object({ key: z.string(), label: z.string(), count: z.number().int() })
export type GraphSlice = z.infer<typeof graphSlice>
export const graphSlices = z.array(graphSlice)

/** Counts month by month: `months` in order (`2025-04`…), one series per status with one value per month. */
export const graphSeries = z.object({
  months: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.number()) })),
})
export type GraphSeries = z.infer<typeof graphSeries>

/** Branch status has two dimensions on one card: active / closed and owned / rented. */
export const branchStatusGraph = z.object({ status: graphSlices, ownership: graphSlices })
export type BranchStatusGraph = z.infer<typeof branchStatusGraph>

/** The four remittance schemes by the setup they pay against, as the dashboard names them. */
export const REMITTANCE_SCHEME = labelled({ pf: 'PF', esi: 'ESI', pt: 'PT', lwf: 'LWF' } satisfies Record<RemittanceScheme, string>)
export type RemittanceScheme = (typeof REMITTANCE_SCHEMES)[number]

/** One slice of an amount graph, in rupees. */
export const graphAmount = z.object({ key: z.string(), label: z.string(), amount: z.number() })
export type GraphAmount = z.infer<typeof graphAmount>
export const graphAmounts = z.array(graphAmount)

/** How many items of one day a calendar cell lists by name; the day's list shows them all. */
export const CALENDAR_ITEMS_PER_DAY = 10

/** One day of the compliance calendar: its due items by status (`overdue` derived), and the first of them by name. */
export const calendarDay = z.object({
  date: z.string(),
  count: z.number().int(),
  statuses: z.record(z.string(), z.number().int()),
  items: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.string() })),
})
export type CalendarDay = z.infer<typeof calendarDay>
export const calendarDays = z.array(calendarDay)
