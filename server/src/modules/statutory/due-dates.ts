/**
 * Due dates from the statutory facts (issues 11 and 21): pure functions over the fact rows
 * (load them with loadStatutoryFacts). The remittance schedule in force for a period gives
 * its months and due day, the levy whether anything is owed; nothing here knows a scheme
 * or a state. A period always answers: with its due date, or with why there is none
 * ("not levied", or "due rule not confirmed for this state": never silently nothing).
 */
import type { DueDateStatus, FactOf, RuleFrequency, StatutoryFact, StatutoryFactKind, StatutoryScheme } from '@ihrc/contract'
import { addDays, dayOf, daysBetween, monthIndex, parseMonth, yearMonth, type YearMonth } from '../../lib/civil-date'

const PERIOD_MONTHS: Record<RuleFrequency, number> = { monthly: 1, quarterly: 3, half_yearly: 6, yearly: 12 }

export interface DueQuery {
  scheme: StatutoryScheme
  /** The registration's state; central facts (PF, ESI) apply wherever the state has none of its own. */
  stateId: number | null
  /** `YYYY-MM`: any month of the period (its first month, as trackers write it). */
  period: string
  /**
   * The registration's own frequency where a state has variants (Maharashtra PTRC monthly
   * or yearly, Kerala's two LWF funds); without it, or with one the state has no variant
   * for, the state's default facts decide.
   */
  frequency?: RuleFrequency
}

/** The facts a period was dated by: what "show the rule" opens. */
export interface PeriodFacts {
  levy: FactOf<'levy'> | null
  period: FactOf<'period'> | null
  schedule: FactOf<'schedule'> | null
}

export interface DuePeriod {
  /** First and last day of the period, `YYYY-MM-DD`. */
  start: string
  end: string
  /** null unless `status` is `due`. */
  due: string | null
  status: DueDateStatus
  facts: PeriodFacts
}

interface Span {
  first: YearMonth
  last: YearMonth
}

/** The period of `frequency` counted from `yearStartMonth` that contains `month`. */
export function spanOf(frequency: RuleFrequency, yearStartMonth: number, month: YearMonth): Span {
  const length = PERIOD_MONTHS[frequency]
  const index = monthIndex(month)
  const first = index - ((((index - (yearStartMonth - 1)) % length) + length) % length)
  return { first: yearMonth(0, first + 1), last: yearMonth(0, first + length) }
}

const startOf = (span: Span) => dayOf(span.first, 1)
const endOf = (span: Span) => dayOf(span.last, 31)

export function inForce(fact: { effective_from: string; effective_to: string | null }, date: string): boolean {
  return fact.effective_from <= date && (fact.effective_to === null || date < fact.effective_to)
}

function dueOf(rule: NonNullable<FactOf<'schedule'>['value']['due_rule']>, span: Span): string {
  switch (rule.kind) {
    case 'days_after_period_end':
      return addDays(endOf(span), rule.days)
    case 'day_of_next_month':
      return dayOf(yearMonth(span.last.year, span.last.month + 1), rule.day)
    case 'day_of_period_month':
      return dayOf(yearMonth(span.first.year, span.first.month + rule.period_month - 1), rule.day)
  }
}

const keyOf = (scheme: StatutoryScheme, stateId: number | null) => `${scheme}:${stateId ?? 'central'}`
/** The facts grouped by scheme and state, built once per facts array (a grid asks thousands of times). */
const books = new WeakMap<readonly StatutoryFact[], Map<string, StatutoryFact[]>>()
function bookOf(facts: readonly StatutoryFact[]): Map<string, StatutoryFact[]> {
  let book = books.get(facts)
  if (!book) {
    book = new Map()
    for (const fact of facts) {
      const key = keyOf(fact.scheme, fact.state_id)
      book.set(key, [...(book.get(key) ?? []), fact])
    }
    books.set(facts, book)
  }
  return book
}

/** The facts of this scheme for this state: its own when it has any, else the central ones. */
export function factsFor(facts: readonly StatutoryFact[], scheme: StatutoryScheme, stateId: number | null): StatutoryFact[] {
  const book = bookOf(facts)
  return (stateId !== null && book.get(keyOf(scheme, stateId))) || book.get(keyOf(scheme, null)) || []
}

/** Of one kind: the registration's variant where the state has one for this kind, else the default. */
export function ofKind<K extends StatutoryFactKind>(facts: readonly StatutoryFact[], kind: K, frequency?: RuleFrequency): FactOf<K>[] {
  const all = facts.filter((f): f is FactOf<K> => f.fact === kind)
  const variant = frequency ? all.filter((f) => f.variant === frequency) : []
  return variant.length ? variant : all.filter((f) => f.variant === null)
}

/** The latest-starting fact in force on `date`. */
export function latestInForce<F extends StatutoryFact>(facts: readonly F[], date: string): F | null {
  let best: F | null = null
  for (const f of facts) if (inForce(f, date) && (!best || f.effective_from > best.effective_from)) best = f
  return best
}

/** The fact with a frequency in force for the period it gives `month` (of several, the latest effective_from wins). */
function periodic<F extends FactOf<'schedule'> | FactOf<'period'>>(facts: readonly F[], month: YearMonth): { fact: F; span: Span } | null {
  let best: { fact: F; span: Span } | null = null
  for (const fact of facts) {
    const span = spanOf(fact.value.frequency, fact.value.year_start_month, month)
    if (inForce(fact, startOf(span)) && (!best || fact.effective_from > best.fact.effective_from)) best = { fact, span }
  }
  return best
}

/**
 * The period containing `query.period` and its due date: the remittance schedule in force
 * at the period's start gives its months and due day (a newer schedule needs no end date on
 * the older one); the levy in force then says whether anything is owed.
 */
export function dueDate(facts: readonly StatutoryFact[], query: DueQuery): DuePeriod {
  const month = parseMonth(query.period)
  const mine = factsFor(facts, query.scheme, query.stateId)
  const schedule = periodic(ofKind(mine, 'schedule', query.frequency), month)
  const contribution = periodic(ofKind(mine, 'period', query.frequency), month)
  const span = schedule?.span ?? contribution?.span ?? { first: month, last: month }
  const start = startOf(span)
  const levy = latestInForce(ofKind(mine, 'levy', query.frequency), start)
  const found: PeriodFacts = { levy, period: contribution?.fact ?? null, schedule: schedule?.fact ?? null }
  const answer = (status: DueDateStatus, due: string | null = null): DuePeriod => ({ start, end: endOf(span), due, status, facts: found })
  if (levy?.value.levied === false) return answer('not_levied')
  const rule = schedule?.fact.value.due_rule
  if (levy?.value.levied !== true || !schedule || !rule) return answer('not_confirmed')
  return answer('due', dueOf(rule, schedule.span))
}

/** Every period that starts in the months `from`..`to` (`YYYY-MM`), in order, with its due date or why it has none. */
export function duePeriods(facts: readonly StatutoryFact[], query: Omit<DueQuery, 'period'> & { from: string; to: string }): DuePeriod[] {
  const periods = new Map<string, DuePeriod>()
  for (let i = monthIndex(parseMonth(query.from)); i <= monthIndex(parseMonth(query.to)); i++) {
    const month = yearMonth(0, i + 1)
    const found = dueDate(facts, { ...query, period: `${month.year}-${String(month.month).padStart(2, '0')}` })
    if (found.start === dayOf(month, 1)) periods.set(found.start, found)
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
