/**
 * Calendar dates as `YYYY-MM-DD` strings, the way the rules and the trackers write them.
 * Arithmetic runs on UTC midnights, so no time zone or daylight saving shifts a day.
 */
const DAY_MS = 86_400_000

/** A year and a 1-based month; months past December roll into the next years. */
export interface YearMonth {
  year: number
  month: number
}

/** UTC midnight of `YYYY-MM-DD` (read by position: the grid and the exports count days for thousands of cells). */
function parseDate(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
}

function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Normalises a month count (13 → January of the next year). */
export function yearMonth(year: number, month: number): YearMonth {
  const index = year * 12 + (month - 1)
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export function monthIndex({ year, month }: YearMonth): number {
  return year * 12 + (month - 1)
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

export function daysInMonth({ year, month }: YearMonth): number {
  return month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** That day of the month, or its last day when the month is shorter (31 June → 30 June). */
export function dayOf(ym: YearMonth, day: number): string {
  return `${pad(ym.year, 4)}-${pad(ym.month)}-${pad(Math.min(day, daysInMonth(ym)))}`
}

export function addDays(date: string, days: number): string {
  return formatDate(parseDate(date) + days * DAY_MS)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDate(to) - parseDate(from)) / DAY_MS)
}

/** The same day `months` later, or that month's last day (31 January + 1 month → 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return dayOf(yearMonth(year, month + months), day)
}

/** Calendar months from `from`'s month to `to`'s month (same month = 0). */
function monthSpan(from: string, to: string): number {
  return monthIndex(parseMonth(to)) - monthIndex(parseMonth(from))
}

/** Whole months from `from` to `to`: a month is reached on the same day of a later month. */
export function wholeMonthsBetween(from: string, to: string): number {
  const months = monthSpan(from, to)
  return Math.max(0, addMonths(from, months) > to ? months - 1 : months)
}

/** Months begun from `from` to `to`, a part month counting as one. */
export function monthsBegunBetween(from: string, to: string): number {
  const months = monthSpan(from, to)
  return Math.max(0, addMonths(from, months) < to ? months + 1 : months)
}

/** `YYYY-MM` of a month. */
export function parseMonth(period: string): YearMonth {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return { year, month }
}
