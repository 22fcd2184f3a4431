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

/** What formatAmount and formatCount write, as Intl options (the tests compare the two; numbers past 10^21 use them). */
export const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }
export const COUNT: Intl.NumberFormatOptions = { maximumFractionDigits: 0 }

/** `1234567` → `12,34,567`: the last three digits, then pairs (Indian grouping). */
function indianGroups(digits: string): string {
  if (digits.length <= 3) return digits
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
}

/**
 * A finite number in Indian grouping with `places` decimals (rupees: `₹` after any minus), as
 * `Intl.NumberFormat('en-IN', RUPEES or COUNT)` writes it (tests/unit/format-numbers.test.ts holds the two to the same text): rounded half
 * away from zero on its shortest decimal form (`1.005` → `1.01`), a minus even on a zero
 * (`-0`). Built by hand because the first en-IN NumberFormat in a page costs
 * 100–120 ms of CPU at ×4 (ICU's locale data), one long task wherever it falls: at import
 * (s39) or in the first card or chart that draws a number (bench/README.md, session s40).
 */
function grouped(n: number, places: number, rupees: boolean): string {
  const abs = Math.abs(n)
  // Past 10^21 a number's shortest form is written with an exponent: Intl writes it out.
  if (abs >= 1e21) return new Intl.NumberFormat('en-IN', rupees ? RUPEES : COUNT).format(n)
  // Below 10^-6 the shortest form has an exponent too, and rounds to zero at two places.
  const [whole = '0', fraction = ''] = abs < 1e-6 ? ['0'] : String(abs).split('.')
  const kept = whole + fraction.slice(0, places).padEnd(places, '0')
  const up = (fraction[places] ?? '0') >= '5'
  const digits = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept
  const int = places === 0 ? digits : digits.slice(0, -places)
  const decimals = places === 0 ? '' : `.${digits.slice(-places)}`
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${rupees ? '₹' : ''}${indianGroups(int)}${decimals}`
}

/** Rupees as administrators read them: `₹4,58,272.50`, always two decimals, Indian digit grouping. */
export function formatAmount(value: number | string | null | undefined): string {
  if (isEmpty(value)) return EMPTY
  const n = Number(value)
  return Number.isFinite(n) ? grouped(n, 2, true) : String(value)
}

/** A count in Indian grouping: `1,20,000`. */
export function formatCount(value: number | string | null | undefined): string {
  if (isEmpty(value)) return EMPTY
  const n = Number(value)
  return Number.isFinite(n) ? grouped(n, 0, false) : String(value)
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
