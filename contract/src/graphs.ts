/**
 * The dashboard graphs' query and answers (API.md "Graphs"; rows in graph-endpoints.ts).
 * Every graph takes the dashboard's filters (group, company, place, branch) and a period
 * (periodQuery: financial year, month or from/to); a count graph answers slices, a
 * "-graph" the same counts month by month over the period.
 */
import { z } from 'zod'
import { labelled } from './envelope'
import type { REMITTANCE_SCHEMES } from './graph-endpoints'

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

/**
 * One day of the compliance calendar: its due items by status (`overdue` derived), its
 * largest groups of items by name and status, and the first items by name; and the
 * remittances that fall due that day (the tracker grid's due dates), per tracker family
 * and payment status, for the families the caller may read.
 */
export const calendarDay = z.object({
  date: z.string(),
  /** How many due items fall due that day (`statuses` sums to it, and `groups` to it or less). */
  count: z.number().int(),
  statuses: z.record(z.string(), z.number().int()),
  /**
   * The day's items counted by name and status, every item the caller sees counted: the
   * CALENDAR_GROUPS_PER_DAY largest groups (by name on a tie), so a cell says
   * "Pay monthly wages × 300" and how many items its groups leave out (`count` less theirs).
   */
  groups: z.array(z.object({ name: z.string(), status: z.string(), count: z.number().int() })),
  /** The first CALENDAR_ITEMS_PER_DAY items by name, each with its branch and company, so a day of several branches says whose each one is. */
  items: z.array(
    z.object({ id: z.number().int(), name: z.string(), status: z.string(), branch_name: z.string(), company_name: z.string() }),
  ),
  /**
   * Registrations whose remittance falls due that day, per family (`pf`…), the financial
   * year of the tracker grid that holds their period (`2025-26`) and grid status (`on_time`, `missing`…).
   */
  payments: z.array(z.object({ family: z.string(), label: z.string(), year: z.string(), status: z.string(), count: z.number().int() })),
})
export type CalendarDay = z.infer<typeof calendarDay>
export const calendarDays = z.array(calendarDay)

/**
 * The dashboard's action cards (`graph/action-summary`): what needs doing now, each
 * figure null when the caller may not open the list its card opens (the card is then not shown).
 * `missing` and `exposure` list only the tracker families the caller may read.
 */
export const actionSummary = z.object({
  /** The financial year of today, whose tracker grid the missing and exposure figures read. */
  year: z.string(),
  overdue: z.number().int().nullable(),
  awaiting_my_approval: z.number().int().nullable(),
  /** Mine (owner), due from today to ACTION_DUE_DAYS ahead, not yet submitted. */
  my_due_soon: z.number().int().nullable(),
  /** Open notices whose reply or hearing is within NOTICE_ATTENTION_DAYS or past (the notice list's "attention"). */
  notices_attention: z.number().int().nullable(),
  missing: z.array(z.object({ family: z.string(), label: z.string(), count: z.number().int() })),
  /** PF and ESI interest and damages of the year's late payments; null when no such family is readable. */
  exposure: z
    .object({
      total: z.number(),
      families: z.array(z.object({ family: z.string(), label: z.string(), total: z.number() })),
      companies: z.array(z.object({ company_id: z.number().int(), company_name: z.string(), total: z.number() })),
    })
    .nullable(),
})
export type ActionSummary = z.infer<typeof actionSummary>
