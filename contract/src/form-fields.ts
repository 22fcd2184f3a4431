/**
 * The field schemas every form shares: dates written 'YYYY-MM-DD', blank text stored as
 * null, bounded text, registration codes (PAN, TAN, CIN, GSTIN) and multipart flags.
 * The SPA's forms and the server's validators read their messages from here.
 */
import { z } from 'zod'
import { businessToday } from './business-day'
import { plainText } from './envelope'

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
export const COMPANY_NAME_RE = /^[A-Za-z0-9 _-]+$/
export const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/
export const TAN_RE = /^[A-Z]{4}[0-9]{5}[A-Z]$/
export const CIN_RE = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/
export const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
export const MOBILE_RE = /^[0-9]{10}$/

/** The dates the console accepts: wide enough for any record, narrow enough for every store. */
export const DATE_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const
export const DATE_OUT_OF_RANGE = `Enter a date between ${DATE_RANGE.min} and ${DATE_RANGE.max}`
function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}
/** A real calendar date written 'YYYY-MM-DD' (rejects 2025-02-30 and year 0000), by default "Enter a date as YYYY-MM-DD". */
const isDate = (s: string) => DATE_RE.test(s) && isCalendarDate(s)
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

export function dateText(message = 'Enter a date as YYYY-MM-DD') {
  // The range is judged on a date only, rather than by aborting at the first refine: an
  // explicit abort would stop the body's cross-field rules too (field-rules.ts).
  return z
    .string({ error: message })
    .trim()
    .refine(isDate, { error: (issue) => (typeof issue.input === 'string' && missingDayMessage(issue.input)) || message })
    .refine((s) => !isDate(s) || (s >= DATE_RANGE.min && s <= DATE_RANGE.max), DATE_OUT_OF_RANGE)
}
export const isoDate = dateText()
/** A date no later than today in India (a registration, a payment); text that is no date gets only the date's message. */
export const dateUpToToday = (message: string) => isoDate.refine((s) => !isDate(s) || s <= businessToday(), message)

/** Blank input ('' or whitespace, null, undefined) means "no value" and is stored as null. */
export function blankToNull(v: unknown): unknown {
  if (v === undefined || v === null) return null
  if (typeof v === 'string' && v.trim() === '') return null
  return v
}
export function nullable<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable())
}
/** Optional upper-cased code checked against a pattern (PAN, TAN, CIN, GSTIN). */
export function code(re: RegExp, message: string) {
  return nullable(plainText().trim().toUpperCase().regex(re, message))
}
export function text(max: number, label: string) {
  return nullable(plainText().trim().max(max, `${label} must be at most ${max} characters`))
}
export function requiredText(max: number, label: string) {
  return plainText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
}
/** Multipart fields arrive as text: accept true/false, 'true'/'false', 'yes'/'no', '1'/'0'. */
export const flag = z.preprocess((v) => {
  if (typeof v === 'string') return ['true', 'yes', '1'].includes(v.trim().toLowerCase())
  return v ?? false
}, z.boolean())

export const pan = code(PAN_RE, 'PAN must look like AAAAA9999A')
export const tan = code(TAN_RE, 'TAN must look like AAAA99999A')
export const cin = code(CIN_RE, 'CIN must be 21 characters like U12345MH2020PTC123456')
export const gstin = code(GSTIN_RE, 'GSTIN must be 15 characters like 27AAAAA9999A1Z5')
