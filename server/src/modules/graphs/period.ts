/**
 * The period a graph covers: the query's month, financial year or from/to (all given
 * apply, narrowest wins), else the current financial year; and its months in order.
 */
import { periodRange, type PeriodQuery, type PeriodRange } from '@ihrc/contract'
import { today } from '../../lib/crud'

/** `start` included, `end` excluded, both 'YYYY-MM-DD'. */
export type GraphRange = PeriodRange

/** The query was validated by `periodQuery`; the rule is the contract's, which the console's chart links read too. */
export function graphRange(query: Partial<PeriodQuery>): GraphRange {
  return periodRange(query, today())
}

/** Every month the range touches, as 'YYYY-MM' (at most 120). */
export function monthsOf({ start, end }: GraphRange): string[] {
  const months: string[] = []
  let y = Number(start.slice(0, 4))
  let m = Number(start.slice(5, 7))
  while (months.length < 120) {
    const month = `${y}-${String(m).padStart(2, '0')}`
    if (`${month}-01` >= end) break
    months.push(month)
    m += 1
    if (m === 13) {
      m = 1
      y += 1
    }
  }
  return months
}
