/**
 * What the console sends the dashboard's graphs (their filters) and the sizes of their
 * answers it relies on, without the answers' schemas (graphs.ts): /home parses its URL's
 * filters with this query and evaluates no other graph schema (bench/README.md, s38).
 */
import { z } from 'zod'
import { recordId } from './envelope'
import { periodQuery } from './period'
import { placeFilterShape } from './place-filter'

export const graphQuery = z.object({
  ...placeFilterShape,
  branch_id: recordId().optional(),
  ...periodQuery.shape,
})
export type GraphQuery = z.infer<typeof graphQuery>

/** How many items of one day the calendar names with their branch, for the day's list (the first by name). */
export const CALENDAR_ITEMS_PER_DAY = 10

/** How many of a day's groups (its items by name and status) the calendar answers: as many as a cell writes out. */
export const CALENDAR_GROUPS_PER_DAY = 3

/** The next days "my items due soon" looks ahead on the dashboard's action cards. */
export const ACTION_DUE_DAYS = 7
