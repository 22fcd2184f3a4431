/**
 * The period a graph covers: the query's month, financial year or from/to (all given
 * apply, narrowest wins), else the current financial year; and its months in order.
 */
import { financialYearRange, monthRange, type PeriodQuery } from '@ihrc/contract'
import { today } from '../../lib/crud'

/** `start` included, `end` excluded, both 'YYYY-MM-DD'. */
export interface GraphRange {
  start: string
  end: string
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

function currentFinancialYear(): GraphRange {
  const now = today()
  const year = Number(now.slice(0, 4)) - (now.slice(5, 7) < '04' ? 1 : 0)
  return { start: `${year}-04-01`, end: `${year + 1}-04-01` }
}

/** The query was validated by `periodQuery`, so every range it names exists. */
export function graphRange(query: Partial<PeriodQuery>): GraphRange {
  const ranges: GraphRange[] = []
  if (query.month) ranges.push(monthRange(query.month)!)
  if (query.year) ranges.push(financialYearRange(query.year)!)
  // One open end of from/to is closed by the current financial year's.
  if (query.from || query.to) {
    const year = currentFinancialYear()
    ranges.push({ start: query.from ?? year.start, end: query.to ? nextDay(query.to) : year.end })
  }
  if (!ranges.length) return currentFinancialYear()
  const start = ranges.map((r) => r.start).reduce((a, b) => (a > b ? a : b))
  const end = ranges.map((r) => r.end).reduce((a, b) => (a < b ? a : b))
  return { start, end: end < start ? start : end }
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
