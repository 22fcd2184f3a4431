import { z } from 'zod'
import { MAX_INT, MAX_PAGE_SIZE } from './bounds'
import { chooseOneOf, fieldLabel, inSentence, plural } from './error-map'
import { labelSet, type LabelSet } from './labels'
export { chooseOneOf, inSentence, plural }
export { MAX_INT, MAX_PAGE_SIZE, isRecordId } from './bounds'

// ---------------------------------------------------------------- field primitives

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

/** The schema of a set of labelled values: a value outside it reads "Choose one of: <labels>". */
export function enumOf<const K extends string>(set: LabelSet<K>) {
  const choices = chooseOneOf(set.values.map((v) => set.labels[v]))
  // A missing value falls through to the shared map ("<field> is required").
  const error = (issue: { input?: unknown }) => (issue.input === undefined ? undefined : choices)
  return z.enum(set.values, { error })
}

/** An enumeration with its human labels and its schema; `values` keeps the declared order for dropdowns. */
export function labelled<const T extends Record<string, string>>(labels: T) {
  const set = labelSet(labels)
  return { ...set, schema: enumOf(set) }
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
