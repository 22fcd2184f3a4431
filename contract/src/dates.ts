/**
 * Dates written 'YYYY-MM-DD' without zod: which texts are days, the range every store
 * accepts, and why a date-like text is no day. form-fields.ts builds the date schemas on
 * these; a page that only reads a date from its URL evaluates no schema (bench/README.md, s39).
 */

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/** The dates the console accepts: wide enough for any record, narrow enough for every store. */
export const DATE_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const
export const DATE_OUT_OF_RANGE = `Enter a date between ${DATE_RANGE.min} and ${DATE_RANGE.max}`

function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}
/** A real calendar date written 'YYYY-MM-DD' (rejects 2025-02-30 and year 0000). */
export const isDate = (s: string) => DATE_RE.test(s) && isCalendarDate(s)
/** A date that is not one reads only the date's message, not the range's too. */
export const isDateInRange = (s: string) => !isDate(s) || (s >= DATE_RANGE.min && s <= DATE_RANGE.max)
const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ')

/**
 * Why text written like a date names no day of the calendar ("2024-09-31 is not a date:
 * September has 30 days"), or null when it is a day or is not written like a date at all.
 * A user who typed the right shape learns what is wrong with the day, not the format.
 */
export function missingDayMessage(s: string): string | null {
  if (!DATE_RE.test(s) || isCalendarDate(s)) return null
  const [year, month, day] = s.split('-').map(Number) as [number, number, number]
  if (month < 1 || month > 12) return `${s} is not a date: there is no month ${month}`
  if (day === 0) return `${s} is not a date: days start at 1`
  const last = new Date(Date.UTC(2000, month, 0))
  last.setUTCFullYear(year, month, 0)
  const days = last.getUTCDate()
  return `${s} is not a date: ${MONTH_NAMES[month - 1]}${month === 2 ? ` ${year}` : ''} has ${days} days`
}
