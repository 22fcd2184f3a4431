/**
 * The field schemas every form shares: dates written 'YYYY-MM-DD', blank text stored as
 * null, bounded text, registration codes (PAN, TAN, CIN, GSTIN) and multipart flags.
 * The SPA's forms and the server's validators read their messages from here.
 */
import { z } from 'zod'
import { businessToday } from './business-day'
import { DATE_OUT_OF_RANGE, isDate, isDateInRange, missingDayMessage } from './dates'
import { plainText } from './envelope'
export { DATE_OUT_OF_RANGE, DATE_RANGE, missingDayMessage } from './dates'

export const COMPANY_NAME_RE = /^[A-Za-z0-9 _-]+$/
export const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/
export const TAN_RE = /^[A-Z]{4}[0-9]{5}[A-Z]$/
export const CIN_RE = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/
export const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
export const MOBILE_RE = /^[0-9]{10}$/

/** A real calendar date written 'YYYY-MM-DD' within DATE_RANGE, by default "Enter a date as YYYY-MM-DD". */
export function dateText(message = 'Enter a date as YYYY-MM-DD') {
  // The range is judged on a date only, rather than by aborting at the first refine: an
  // explicit abort would stop the body's cross-field rules too (field-rules.ts).
  return z
    .string({ error: message })
    .trim()
    .refine(isDate, { error: (issue) => (typeof issue.input === 'string' && missingDayMessage(issue.input)) || message })
    .refine(isDateInRange, DATE_OUT_OF_RANGE)
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
