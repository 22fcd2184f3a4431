/**
 * The periods of list filters without zod (period.ts holds their schema, `periodQuery`, and
 * re-exports these): the dashboard reads its period's days without evaluating any schema.
 * Period filters of lists over dated records (trackers, notices, due items):
 * `month=2025-04`, `year=2025-26` (the Indian financial year, April to March, see
 * DOMAIN.md; `year=2025` is the same year by its first calendar year) and `from` /
 * `to` (dates, both included). Given together they all apply.
 */
import { DATE_RANGE } from './dates'

export const MONTH_INVALID = 'Enter a month as YYYY-MM'
export const FINANCIAL_YEAR_INVALID = 'Enter a financial year as 2025-26'

const FIRST_YEAR = Number(DATE_RANGE.min.slice(0, 4))
const LAST_YEAR = Number(DATE_RANGE.max.slice(0, 4))
const inRange = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR

/** `2025-04` → 2025-04-01 up to (not including) 2025-05-01; null when it is no month of the accepted years. */
export function monthRange(month: string): { start: string; end: string } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (!m || !inRange(Number(m[1]))) return null
  const year = Number(m[1])
  const next = Number(m[2]) + 1
  const end = next === 13 ? `${year + 1}-01-01` : `${year}-${String(next).padStart(2, '0')}-01`
  return { start: `${month}-01`, end }
}

/** `2025-26` or `2025` → 2025-04-01 up to (not including) 2026-04-01; null when it is no financial year. */
export function financialYearRange(year: string): { start: string; end: string } | null {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(year)
  if (!m) return null
  const first = Number(m[1])
  if (!inRange(first) || (m[2] !== undefined && Number(m[2]) !== (first + 1) % 100)) return null
  return { start: `${first}-04-01`, end: `${first + 1}-04-01` }
}

/** `2025-26` for any day from 1 April 2025 to 31 March 2026. */
export function financialYearOf(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number]
  const first = m >= 4 ? y : y - 1
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`
}

/** `start` included, `end` excluded, both 'YYYY-MM-DD'. */
export interface PeriodRange {
  start: string
  end: string
}

function dayAfter(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/**
 * The period a dashboard graph covers: the query's month, financial year and from/to
 * (all given apply, the narrowest wins; one open end of from/to is closed by the current
 * financial year's), else the financial year of `today`. The server counts over it and
 * the console cuts a chart's list at its last day, so both read this one rule.
 * Months and years are those `periodQuery` accepts (others are ignored).
 */
export function periodRange(query: PeriodFilter, today: string): PeriodRange {
  const current = financialYearRange(financialYearOf(today))!
  const ranges: PeriodRange[] = []
  const month = query.month ? monthRange(query.month) : null
  const year = query.year ? financialYearRange(query.year) : null
  if (month) ranges.push(month)
  if (year) ranges.push(year)
  if (query.from || query.to) ranges.push({ start: query.from ?? current.start, end: query.to ? dayAfter(query.to, 1) : current.end })
  if (!ranges.length) return current
  const start = ranges.map((r) => r.start).reduce((a, b) => (a > b ? a : b))
  const end = ranges.map((r) => r.end).reduce((a, b) => (a < b ? a : b))
  return { start, end: end < start ? start : end }
}

/** The last day of `periodRange`: a count graph counts the records that exist by then. */
export function periodLastDay(query: PeriodFilter, today: string): string {
  return dayAfter(periodRange(query, today).end, -1)
}

/** The period filters as a query carries them (`periodQuery`'s output). */
export interface PeriodFilter {
  month?: string
  year?: string
  from?: string
  to?: string
}
