/**
 * One filter of the dashboard's query read from text (a URL's `?company_id=3&year=2025-26`)
 * without zod, as `graphQuery.shape[key]` parses it: /home reads its URL's filters before
 * its first paint, and building the query's schema there cost its cold load the evaluation
 * of zod and of every schema the query is made of (bench/README.md, s39). The server parses
 * with `graphQuery`; tests/unit/graph-query-values.test.ts holds the two to the same answers.
 */
import { isRecordId } from './bounds'
import { isDate, isDateInRange } from './dates'
import type { GraphQuery } from './graph-query'
import { financialYearRange, monthRange } from './period-range'

type Read = (raw: string) => number | string | undefined

/** `z.coerce.number().int().min(1).max(MAX_INT)`: Number(text), then a record's id or nothing. */
const id: Read = (raw) => {
  const n = Number(raw)
  return isRecordId(n) ? n : undefined
}
/** `z.string().trim().refine(valid)`: the trimmed text when valid. */
const text =
  (valid: (s: string) => boolean): Read =>
  (raw) => {
    const s = raw.trim()
    return valid(s) ? s : undefined
  }
const date = text((s) => isDate(s) && isDateInRange(s))

const READ: { [K in keyof GraphQuery]-?: Read } = {
  group_id: id,
  company_id: id,
  state_id: id,
  district_id: id,
  location_id: id,
  branch_id: id,
  month: text((s) => monthRange(s) !== null),
  year: text((s) => financialYearRange(s) !== null),
  from: date,
  to: date,
}

/** The value `key` of the graph query takes from `raw`, or undefined when the query would refuse it. */
export function graphQueryValue<K extends keyof GraphQuery>(key: K, raw: string): GraphQuery[K] | undefined {
  return READ[key](raw) as GraphQuery[K] | undefined
}
