/**
 * Due dates from the statutory rules (issue 11): pure functions over the rule rows
 * (load them with loadStatutoryRules). Every due day, frequency and year start comes
 * from the rule in force for the period; nothing here knows a scheme or a state.
 */
import type { RuleFrequency, StatutoryRule, StatutoryScheme } from '@ihrc/contract'
import { addDays, dayOf, daysBetween, monthIndex, parseMonth, yearMonth, type YearMonth } from './civil-date'

const PERIOD_MONTHS: Record<RuleFrequency, number> = { monthly: 1, quarterly: 3, half_yearly: 6, yearly: 12 }

export interface DueQuery {
  scheme: StatutoryScheme
  /** The registration's state; central rules (PF, ESI) apply wherever the state has none of its own. */
  stateId: number | null
  /** `YYYY-MM`: any month of the period (its first month, as trackers write it). */
  period: string
  /**
   * The registration's own frequency where a state offers several (Maharashtra PTRC
   * monthly or yearly); without it the rule with no condition decides.
   */
  frequency?: RuleFrequency
}

export interface DuePeriod {
  /** First and last day of the period, `YYYY-MM-DD`. */
  start: string
  end: string
  due: string
  rule: StatutoryRule
}

interface Span {
  first: YearMonth
  last: YearMonth
}

/** The period of `rule` that contains `month`: periods are counted from the rule's year start. */
function spanOf(rule: StatutoryRule, month: YearMonth): Span {
  if (!rule.frequency || !rule.year_start_month) return { first: month, last: month }
  const length = PERIOD_MONTHS[rule.frequency]
  const index = monthIndex(month)
  const first = index - ((((index - (rule.year_start_month - 1)) % length) + length) % length)
  return { first: yearMonth(0, first + 1), last: yearMonth(0, first + length) }
}

const startOf = (span: Span) => dayOf(span.first, 1)
const endOf = (span: Span) => dayOf(span.last, 31)

function inForce(rule: { effective_from: string; effective_to: string | null }, date: string): boolean {
  return rule.effective_from <= date && (rule.effective_to === null || date < rule.effective_to)
}

function dueOf(rule: StatutoryRule, span: Span): string | null {
  const due = rule.due_rule
  if (!rule.levied || !due) return null
  switch (due.kind) {
    case 'days_after_period_end':
      return addDays(endOf(span), due.days)
    case 'day_of_next_month':
      return dayOf(yearMonth(span.last.year, span.last.month + 1), due.day)
    case 'day_of_period_month':
      return dayOf(yearMonth(span.first.year, span.first.month + due.period_month - 1), due.day)
  }
}

const keyOf = (scheme: StatutoryScheme, stateId: number | null) => `${scheme}:${stateId ?? 'central'}`
/** The rules grouped by scheme and state, built once per rules array (a grid asks thousands of times). */
const books = new WeakMap<readonly StatutoryRule[], Map<string, StatutoryRule[]>>()
function bookOf(rules: readonly StatutoryRule[]): Map<string, StatutoryRule[]> {
  let book = books.get(rules)
  if (!book) {
    book = new Map()
    for (const rule of rules) {
      const key = keyOf(rule.scheme, rule.state_id)
      book.set(key, [...(book.get(key) ?? []), rule])
    }
    books.set(rules, book)
  }
  return book
}

/** The rules of this scheme for this state: its own when it has any, else the central ones. */
function rulesFor(rules: readonly StatutoryRule[], { scheme, stateId, frequency }: DueQuery): StatutoryRule[] {
  const book = bookOf(rules)
  const candidates = (stateId !== null && book.get(keyOf(scheme, stateId))) || book.get(keyOf(scheme, null)) || []
  // A state that does not levy the scheme has no frequency to match: its rule still answers.
  return candidates.filter((r) => (frequency && r.levied ? r.frequency === frequency : r.condition === null))
}

/**
 * The period containing `query.period` and its due date under the rule in force for
 * it (effective_from ≤ period start < effective_to; of several, the latest
 * effective_from wins, so a newer rule needs no end date on the older one). null when
 * no rule is in force, the state does not levy the scheme, or the due day is unknown.
 */
export function dueDate(rules: readonly StatutoryRule[], query: DueQuery): DuePeriod | null {
  const month = parseMonth(query.period)
  let best: { rule: StatutoryRule; span: Span } | null = null
  for (const rule of rulesFor(rules, query)) {
    const span = spanOf(rule, month)
    if (inForce(rule, startOf(span)) && (!best || rule.effective_from > best.rule.effective_from)) best = { rule, span }
  }
  if (!best) return null
  const due = dueOf(best.rule, best.span)
  return due === null ? null : { start: startOf(best.span), end: endOf(best.span), due, rule: best.rule }
}

/** Every period with a due date that starts in the months `from`..`to` (`YYYY-MM`), in order. */
export function duePeriods(rules: readonly StatutoryRule[], query: Omit<DueQuery, 'period'> & { from: string; to: string }): DuePeriod[] {
  const periods = new Map<string, DuePeriod>()
  for (let i = monthIndex(parseMonth(query.from)); i <= monthIndex(parseMonth(query.to)); i++) {
    const month = yearMonth(0, i + 1)
    const found = dueDate(rules, { ...query, period: `${month.year}-${String(month.month).padStart(2, '0')}` })
    if (found && found.start === dayOf(month, 1)) periods.set(found.start, found)
  }
  return [...periods.values()]
}

/**
 * Days late: paid on the due date (or before) = 0, one day after = 1. Unpaid, the days
 * from the due date to `today` (the caller's clock: businessToday() of the contract).
 */
export function delayDays(due: string, paidOn: string | null, today: string): number {
  return Math.max(0, daysBetween(due, paidOn ?? today))
}
