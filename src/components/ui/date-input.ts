import dayjs from 'dayjs'
import { DATE } from './constants'

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/

/** A real calendar date typed as YYYY-MM-DD, normalised; null when it is not one. */
export function parseIsoDate(text: string): string | null {
  const m = ISO.exec(text.trim())
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (y < DATE.minYear || y > DATE.maxYear) return null
  const date = dayjs(new Date(y, mo - 1, d))
  // new Date rolls 2025-02-30 over to March: a rollover means the date does not exist.
  if (date.year() !== y || date.month() !== mo - 1 || date.date() !== d) return null
  return date.format(DATE.format)
}

export function clampDate(value: string, min?: string | null, max?: string | null): string {
  if (min && value < min) return min
  if (max && value > max) return max
  return value
}

/**
 * What a typed date becomes (SPEC.md section 5): empty clears it, a valid date is
 * clamped to min/max, anything else falls back to the previous value.
 */
export function resolveTypedDate(text: string, previous: string | null, min?: string | null, max?: string | null): string | null {
  if (text.trim() === '') return null
  const parsed = parseIsoDate(text)
  return parsed === null ? previous : clampDate(parsed, min, max)
}

export const WEEKDAY_LABELS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const

/** The financial year (April–March) a date falls in, written "2025-26". */
export function financialYear(date: string): string {
  const d = dayjs(date)
  const start = d.month() >= 3 ? d.year() : d.year() - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** First year of the 12-year page holding `year`, kept within the minimum and maximum years. */
export function yearPageStart(year: number): number {
  const y = Math.min(DATE.maxYear, Math.max(DATE.minYear, year))
  const start = Math.floor(y / DATE.yearsPerPage) * DATE.yearsPerPage
  return Math.max(DATE.minYear, Math.min(start, DATE.maxYear - DATE.yearsPerPage + 1))
}

/** The years of the page starting at `start`, dropping any outside 100–10000. */
export function yearsOnPage(start: number): number[] {
  return Array.from({ length: DATE.yearsPerPage }, (_, i) => start + i).filter((y) => y >= DATE.minYear && y <= DATE.maxYear)
}

/** The twelve months (YYYY-MM) of a financial year written "2025-26": April 2025 to March 2026. */
export function financialYearMonths(fy: string): string[] {
  const start = Number(fy.slice(0, 4))
  return Array.from({ length: 12 }, (_, i) => dayjs(new Date(start, 3 + i, 1)).format('YYYY-MM'))
}

/** The financial year after ("next") or before ("previous") the given one. */
export function shiftFinancialYear(fy: string, by: number): string {
  const start = Number(fy.slice(0, 4)) + by
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}
