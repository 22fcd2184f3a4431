/**
 * The shape of a statutory fact as the reference data writes it: the contract's fact
 * (statutory-facts.ts) with the state's code instead of its database id, and a few
 * builders so a state's file reads like the instrument: levy, contribution period,
 * remittance schedule, amounts, each with its own dates, sources and confidence.
 */
import type { DueRule, FactConfidence, RuleFrequency, ShareAmount, StatutoryFact, StatutoryScheme, WageBand } from '@ihrc/contract'

type Wire = StatutoryFact extends infer F ? (F extends StatutoryFact ? Omit<F, 'id' | 'state_id' | 'state_name'> : never) : never
/** A fact of the seed: `state` is the state's code (STATES), null for a central fact. */
export type FactSeed = Wire & { state: string | null }

/** The day the stored copies of the sources were read for issue 21 (the research log, docs/statutory-research-log.md). */
export const RETRIEVED = '2026-11-26'

/** What every fact says about where it comes from. */
export interface Provenance {
  /** From the instrument; where no instrument date was found, the earliest dated source (`note` says so). */
  from: string
  to?: string
  citation: string
  sources: string[]
  confidence: FactConfidence
  note?: string
  retrieved?: string
}

interface Scope {
  scheme: StatutoryScheme
  state: string | null
  variant?: RuleFrequency
  condition?: string
}

function base(scope: Scope, text: string, p: Provenance) {
  return {
    scheme: scope.scheme,
    state: scope.state,
    variant: scope.variant ?? null,
    condition: scope.condition ?? null,
    text,
    effective_from: p.from,
    effective_to: p.to ?? null,
    citation: p.citation,
    sources: p.sources,
    retrieved_on: p.retrieved ?? RETRIEVED,
    confidence: p.confidence,
    note: p.note ?? null,
  }
}

export function levy(scope: Scope, text: string, value: { levied: boolean | null; coverage?: string }, p: Provenance): FactSeed {
  return { ...base(scope, text, p), fact: 'levy', value: { levied: value.levied, coverage: value.coverage ?? null } }
}

export function period(
  scope: Scope,
  text: string,
  value: { frequency: RuleFrequency; yearStart: number; liability?: string },
  p: Provenance,
): FactSeed {
  return {
    ...base(scope, text, p),
    fact: 'period',
    value: { frequency: value.frequency, year_start_month: value.yearStart, liability: value.liability ?? null },
  }
}

/** `due: null` is the "due rule not confirmed" marker: levied, paid, but by when is not on record. */
export function schedule(
  scope: Scope,
  text: string,
  value: { frequency: RuleFrequency; yearStart: number; due: DueRule | null; form?: string },
  p: Provenance,
): FactSeed {
  return {
    ...base(scope, text, p),
    fact: 'schedule',
    value: { frequency: value.frequency, year_start_month: value.yearStart, due_rule: value.due, return_form: value.form ?? null },
  }
}

export function amounts(scope: Scope, text: string, value: Extract<FactSeed, { fact: 'amounts' }>['value'], p: Provenance): FactSeed {
  return { ...base(scope, text, p), fact: 'amounts', value }
}

// ---------------------------------------------------------------- shorthand for the values

export const CALENDAR_YEAR = 1
export const FINANCIAL_YEAR = 4
export const byDayOfNextMonth = (day: number): DueRule => ({ kind: 'day_of_next_month', day })
export const daysAfterPeriodEnd = (days: number): DueRule => ({ kind: 'days_after_period_end', days })
export const dayOfPeriodMonth = (periodMonth: number, day: number): DueRule => ({
  kind: 'day_of_period_month',
  period_month: periodMonth,
  day,
})

type Band = WageBand
type Share = ShareAmount

export const fixed = (amount: number): Share => ({ kind: 'fixed', amount })
export const percentOf = (percent: number, cap: number | null = null): Share => ({ kind: 'percent', percent, cap })
export const times = (n: number): Share => ({ kind: 'multiple', times: n })

/** A band of a slab: `to` inclusive (null: and above); the employee's share per contribution period. */
export function band(
  from: number,
  to: number | null,
  employee: Share | null,
  more: { employer?: Share; gender?: 'female' | 'male'; months?: { month: number; employee: number }[] } = {},
): Band {
  return { from, to, gender: more.gender ?? null, employee, employer: more.employer ?? null, months: more.months ?? [] }
}

/** Said of a row whose only sources give no date: it is known in force from the day they were read, not before. */
export const UNDATED = 'Dated from the day the sources were read: they give no date, so earlier periods have no rule on record.'

/** Provenance for a rule known only from undated compilations. */
export function undated(p: Omit<Provenance, 'from'>): Provenance {
  return { ...p, from: RETRIEVED, note: p.note ? `${UNDATED} ${p.note}` : UNDATED }
}
