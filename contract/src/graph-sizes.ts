/**
 * The sizes of the dashboard's answers the console relies on, without zod (graph-query.ts
 * re-exports them beside the query's schema): /home reads them before any schema is needed.
 */

/** How many items of one day the calendar names with their branch, for the day's list (the first by name). */
export const CALENDAR_ITEMS_PER_DAY = 10

/** How many of a day's groups (its items by name and status) the calendar answers: as many as a cell writes out. */
export const CALENDAR_GROUPS_PER_DAY = 3

/** The next days "my items due soon" looks ahead on the dashboard's action cards. */
export const ACTION_DUE_DAYS = 7
