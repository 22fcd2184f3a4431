import { z } from 'zod'
import { chooseOneOf, fieldLabel, inSentence, plural } from './error-map'
export { chooseOneOf, inSentence, plural }

// ---------------------------------------------------------------- field primitives

/**
 * The largest value of a PostgreSQL `integer`: ids and counts beyond it would fail in
 * SQL (a 500), so every id and whole number the API accepts is bounded by it.
 */
export const MAX_INT = 2_147_483_647

/**
 * A record id as the wire sends it (path and query text, form fields, JSON numbers).
 * With a label (a form's field), a missing id reads "<label> is required"; any other
 * bad id reads "<field> is not valid".
 */
export function recordId(label?: string) {
  const name = (issue: { path?: PropertyKey[] }) => label ?? fieldLabel(issue.path ?? [])
  const invalid = { error: (issue: { path?: PropertyKey[] }) => `${name(issue)} is not valid` }
  const required = label ? { error: `${label} is required` } : invalid
  return z.coerce.number(required).int(required).min(1, required).max(MAX_INT, invalid)
}

/** A filter's record id: absent means "any". */
export const optionalId = recordId().optional()

/** Whether `id` can be a record's id at all (a whole number from 1 to MAX_INT): any other is no record's. */
export function isRecordId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_INT
}

/** A whole number of 0 or more that the database can hold (head counts, pages). */
export function wholeNumber(label?: string) {
  const wrong = label && `${label} must be a whole number of 0 or more`
  return z.coerce
    .number(wrong ? { error: wrong } : undefined)
    .int(wrong || undefined)
    .min(0, wrong || undefined)
    .max(MAX_INT, label ? `${label} must be at most ${MAX_INT}` : undefined)
}

export const TEXT_HAS_NUL = 'Remove the invisible NUL character from this text'
/**
 * Every text the API accepts: PostgreSQL cannot store a NUL character, so it is
 * refused here with a sentence instead of failing in SQL.
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((s) => !s.includes('\u0000'), TEXT_HAS_NUL)
}

/** An enumeration with its human labels; `values` keeps the declared order for dropdowns. */
export function labelled<const T extends Record<string, string>>(labels: T) {
  const values = Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]
  const choices = chooseOneOf(values.map((v) => labels[v]!))
  // A missing value falls through to the shared map ("<field> is required").
  const error = (issue: { input?: unknown }) => (issue.input === undefined ? undefined : choices)
  return { values, labels, schema: z.enum(values, { error }) }
}

/** Error body of every non-2xx answer (API.md "Conventions"). */
export const errorMessage = z.union([z.string(), z.array(z.string()), z.record(z.string(), z.array(z.string()))])
export type ErrorMessage = z.infer<typeof errorMessage>
export const errorBody = z.object({ message: errorMessage })

export const pageMeta = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  /** True when `total` is the database's estimate (a large unsearched list), shown as "about N". */
  total_is_estimate: z.boolean().optional(),
})
export type PageMeta = z.infer<typeof pageMeta>

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() })
}
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMeta, message: z.string().optional() })
}
export interface Envelope<T> {
  data: T
  message?: string
}
export interface Paged<T> {
  data: T[]
  meta: PageMeta
  message?: string
}

export const MAX_PAGE_SIZE = 200
export const SORT_ORDER = labelled({ asc: 'Ascending', desc: 'Descending' })
/** Query every list endpoint accepts. */
export const listQuery = z.object({
  page: wholeNumber().min(1).default(1),
  page_size: wholeNumber().min(1).max(MAX_PAGE_SIZE).default(20),
  search: plainText().trim().max(200).optional(),
  sort: plainText().max(64).optional(),
  order: SORT_ORDER.schema.optional(),
})

export const idParam = z.object({ id: recordId() })
