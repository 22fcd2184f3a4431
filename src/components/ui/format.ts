import dayjs from 'dayjs'
import { DATE } from './constants'

/**
 * How the console writes every date, moment, month and amount, in one place (issue 19
 * item 16): a date year-month-day (SPEC.md section 5, "Default display format is
 * year-month-day"), a moment day-month-year hours:minutes with am/pm (section 9), a month
 * "Sep 2026" (dayjs's short names: never "Sept" beside "Oct"), rupees in Indian grouping
 * with two decimals. An empty value reads as a dash everywhere.
 */
export const EMPTY = '—'

const isEmpty = (value: unknown): value is null | undefined | '' => value === null || value === undefined || value === ''

/** `2026-11-26` (or a timestamp) → `2026-11-26`; text that is no date stays as it is. */
export function formatDate(value: string | null | undefined): string {
  if (isEmpty(value)) return EMPTY
  const d = dayjs(value)
  return d.isValid() ? d.format(DATE.format) : value
}

/** A moment (`2026-11-26T07:07:00Z`, or `2026-11-26T12:37` as pickers hold it) → `26-11-2026 12:37 pm`, in the browser's time. */
export function formatDateTime(value: string | null | undefined): string {
  if (isEmpty(value)) return EMPTY
  const d = dayjs(value)
  return d.isValid() ? d.format(DATE.dateTimeFormat) : value
}

/** A period's month, `2026-09` (or any day of it) → `Sep 2026`. */
export function formatMonth(value: string | null | undefined): string {
  if (isEmpty(value)) return EMPTY
  const d = dayjs(value.length === 7 ? `${value}-01` : value)
  return d.isValid() ? d.format(DATE.monthFormat) : value
}

/** A month view's heading (`2025-06` or any day of it) → `June 2025`. */
export function formatMonthTitle(value: string): string {
  const d = dayjs(value.length === 7 ? `${value}-01` : value)
  return d.isValid() ? d.format(DATE.monthTitleFormat) : value
}

/** A day as a month view's cell names it to a screen reader: `2025-06-15` → `15 June 2025, Sunday`. */
export function formatSpokenDay(value: string): string {
  const d = dayjs(value)
  return d.isValid() ? d.format(DATE.spokenDayFormat) : value
}

/**
 * A number format built on its first use: built at import, /home's two took 20-30 ms of CPU
 * at x4 in the evaluation of its first scripts, before any amount is on screen (s39).
 */
function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let built: Intl.NumberFormat | undefined
  return () => (built ??= new Intl.NumberFormat('en-IN', options))
}

const RUPEES = numberFormat({ style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Rupees as administrators read them: `₹4,58,272.50`, always two decimals, Indian digit grouping. */
export function formatAmount(value: number | string | null | undefined): string {
  if (isEmpty(value)) return EMPTY
  const n = Number(value)
  return Number.isFinite(n) ? RUPEES().format(n) : String(value)
}

const COUNT = numberFormat({ maximumFractionDigits: 0 })

/** A count in Indian grouping: `1,20,000`. */
export function formatCount(value: number | string | null | undefined): string {
  if (isEmpty(value)) return EMPTY
  const n = Number(value)
  return Number.isFinite(n) ? COUNT().format(n) : String(value)
}

/** "1 day", "12 days". */
export const formatDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`

/**
 * A due item's period: a whole calendar month as the month (`Oct 2026`), anything else as
 * its two days (`2026-04-01 – 2026-09-30`).
 */
export function formatPeriod(start: string, end: string): string {
  const first = dayjs(start)
  const last = dayjs(end)
  if (first.isValid() && last.isValid() && first.date() === 1 && last.isSame(first.endOf('month'), 'day')) return formatMonth(start)
  return `${formatDate(start)} – ${formatDate(end)}`
}
