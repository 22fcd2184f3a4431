/**
 * The periods of an assigned item and their due dates (pure). A statutory due rule
 * (PF, ESI, PT, LWF) asks the statutory rules for the branch's state, one source of
 * truth with the trackers; every other rule is counted here from the item's frequency
 * and year start.
 */
import type { ComplianceDueRule, ComplianceFrequency, StatutoryFact } from '@ihrc/contract'
import { addDays, addMonths, dayOf, monthIndex, parseMonth, yearMonth, type YearMonth } from '../../../lib/civil-date'
import { duePeriods } from '../../statutory'

/** Due items are kept this many months ahead. */
export const MONTHS_AHEAD = 12

export interface Period {
  start: string
  end: string
  due: string
}

export interface PeriodSource {
  frequency: ComplianceFrequency
  /** 1–12: the month periods are counted from (4: the financial year). */
  yearStartMonth: number
  dueRule: ComplianceDueRule
  effectiveFrom: string
  effectiveTo: string | null
  /** The branch's state, for statutory rules. */
  stateId: number | null
  /** The day the assignment was made: a one-time item's only period. */
  assignedOn: string
}

const MONTHS: Record<Exclude<ComplianceFrequency, 'one_time'>, number> = { monthly: 1, quarterly: 3, half_yearly: 6, yearly: 12 }

/** The first `MM-DD` of `dates` after `day`. */
function nextFixedDate(day: string, dates: readonly string[]): string {
  const year = Number(day.slice(0, 4))
  const candidates = [year, year + 1].flatMap((y) =>
    dates.map((md) => dayOf({ year: y, month: Number(md.slice(0, 2)) }, Number(md.slice(3)))),
  )
  return candidates.filter((d) => d > day).sort()[0]!
}

function dueOf(
  rule: Exclude<ComplianceDueRule, { kind: 'statutory' | 'on_event' }>,
  first: YearMonth,
  last: YearMonth,
  end: string,
): string {
  switch (rule.kind) {
    case 'days_after_period_end':
      return addDays(end, rule.days)
    case 'day_of_next_month':
      return dayOf(yearMonth(last.year, last.month + 1), rule.day)
    case 'day_of_period_month':
      return dayOf(yearMonth(first.year, first.month + rule.period_month - 1), rule.day)
    case 'fixed_dates':
      return nextFixedDate(end, rule.dates)
  }
}

/** Periods counted from the year start, starting in months `from`..`to` (month indexes). */
function countedPeriods(source: PeriodSource, rule: Parameters<typeof dueOf>[0], from: number, to: number): Period[] {
  if (source.frequency === 'one_time') {
    const first = parseMonth(source.assignedOn)
    return [{ start: source.assignedOn, end: source.assignedOn, due: dueOf(rule, first, first, source.assignedOn) }]
  }
  const length = MONTHS[source.frequency]
  const offset = source.yearStartMonth - 1
  const periods: Period[] = []
  for (let i = from - ((((from - offset) % length) + length) % length); i <= to; i += length) {
    const first = yearMonth(0, i + 1)
    const last = yearMonth(0, i + length)
    const end = dayOf(last, 31)
    periods.push({ start: dayOf(first, 1), end, due: dueOf(rule, first, last, end) })
  }
  return periods
}

/**
 * The periods to hold on `today`: each period starting before the end of the window
 * (this month and the next 11) whose due date is this month or later, within the item's
 * effective dates. An `on_event` item has no calendar periods.
 */
export function periodsToHold(source: PeriodSource, rules: readonly StatutoryFact[], today: string): Period[] {
  const thisMonth = `${today.slice(0, 7)}-01`
  const windowEnd = addMonths(thisMonth, MONTHS_AHEAD)
  // A period due this month may have started a year before (a yearly return).
  const from = monthIndex(parseMonth(thisMonth)) - 12
  const to = monthIndex(parseMonth(windowEnd)) - 1
  const rule = source.dueRule
  let periods: Period[]
  if (rule.kind === 'on_event') return []
  if (rule.kind === 'statutory') {
    const month = (i: number) => {
      const ym = yearMonth(0, i + 1)
      return `${ym.year}-${String(ym.month).padStart(2, '0')}`
    }
    // Only periods with a due date on record become due items; the others are shown "not confirmed" on the assignment.
    periods = duePeriods(rules, { scheme: rule.scheme, stateId: source.stateId, from: month(from), to: month(to) }).flatMap((p) =>
      p.due === null ? [] : [{ start: p.start, end: p.end, due: p.due }],
    )
  } else {
    periods = countedPeriods(source, rule, from, to)
  }
  return periods
    .filter((p) => p.due >= thisMonth && p.start < windowEnd)
    .filter((p) => p.end >= source.effectiveFrom && (source.effectiveTo === null || p.start < source.effectiveTo))
    .map(({ start, end, due }) => ({ start, end, due }))
}
