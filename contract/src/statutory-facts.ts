import { z } from 'zod'
import { DUE_RULE_NOT_CONFIRMED } from './status-labels'
import { labelled, recordId } from './envelope'
import { RULE_FREQUENCY, STATUTORY_SCHEME, dueRule, isoDay, latePaymentRule, monthOfYear } from './statutory'

/**
 * The statutory facts (issue 21): what the law says about each scheme, as dated rows an
 * auditor can check. A row is one fact about one scheme in one state (or centrally):
 * - `levy`: whether the scheme is levied there at all;
 * - `period`: the contribution period (what one amount is for: a month, a half-year);
 * - `schedule`: the remittance schedule (how often it is paid and by when), which may
 *   differ from the contribution period (Punjab's monthly LWF is paid half-yearly);
 *   `due_rule` null is the "due rule not confirmed for this state" marker;
 * - `amounts`: the slabs or rates, dated separately because they change by notification.
 * Every row names its instrument, its sources, when they were read and how sure we are.
 */
export const STATUTORY_FACT = labelled({
  levy: 'Levy',
  period: 'Contribution period',
  schedule: 'Remittance schedule',
  amounts: 'Amounts',
})
export type StatutoryFactKind = (typeof STATUTORY_FACT.values)[number]

/**
 * - `primary`: read from the instrument or the department's own page on a government host;
 * - `secondary`: a third-party compilation or reproduction, where no primary text was reached;
 * - `conflicting`: sources disagree; the row holds the reading judged right, the note says why.
 */
export const FACT_CONFIDENCE = labelled({ primary: 'Primary', secondary: 'Secondary', conflicting: 'Conflicting' })
export type FactConfidence = (typeof FACT_CONFIDENCE.values)[number]

// ---------------------------------------------------------------- the four kinds of value

export const levyValue = z.object({
  /** null: whether it is levied here is not confirmed (shown as "not confirmed", never as "not levied"). */
  levied: z.boolean().nullable(),
  /** Who is covered, in the instrument's words (thresholds, exclusions); null when not levied. */
  coverage: z.string().nullable(),
})

export const periodValue = z.object({
  frequency: RULE_FREQUENCY.schema,
  /** Month (1–12) the scheme's year begins: periods are counted from it (1 calendar, 4 financial). */
  year_start_month: monthOfYear,
  /** Whose amount is due for a period ("employees on the register on 30 June and 31 December"). */
  liability: z.string().nullable(),
})

export const scheduleValue = z.object({
  frequency: RULE_FREQUENCY.schema,
  year_start_month: monthOfYear,
  /** null: levied, but the due day is not confirmed (the no-silent-gaps marker). */
  due_rule: dueRule.nullable(),
  /** The return or challan filed with the payment (Form A-1, Form V). */
  return_form: z.string().nullable(),
})

/**
 * One share of an amount, per employee and contribution period: a fixed sum, a percentage
 * of the band's wages (with a cap per employee), or a multiple of the employee's share.
 */
export const shareAmount = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: z.number().min(0) }),
  z.object({ kind: z.literal('percent'), percent: z.number().min(0).max(100), cap: z.number().min(0).nullable() }),
  z.object({ kind: z.literal('multiple'), times: z.number().min(0) }),
])
export type ShareAmount = z.infer<typeof shareAmount>

/** Where a slab's wages are measured: a month's, a half-year's or a year's (Kerala PT: half-yearly income). */
export const WAGE_BASIS = labelled({ monthly: 'Monthly wages', half_yearly: 'Half-yearly income', yearly: 'Annual income' })

export const GENDER = labelled({ female: 'Women', male: 'Men' })
export type Gender = (typeof GENDER.values)[number]

export const wageBand = z.object({
  /** Lowest wage of the band, inclusive; `to` the highest, inclusive (null: no upper bound). */
  from: z.number().min(0),
  to: z.number().min(0).nullable(),
  /** Where the state's slab differs for women and men; null for everyone. */
  gender: GENDER.schema.nullable(),
  employee: shareAmount.nullable(),
  employer: shareAmount.nullable(),
  /** Months (1–12) whose employee share differs (Maharashtra and Karnataka PT: ₹300 in February). */
  months: z.array(z.object({ month: monthOfYear, employee: z.number().min(0) })).default([]),
})
export type WageBand = z.infer<typeof wageBand>

/** A percentage of a named wage base of the tracker row (PF, ESI). */
export const wageRate = z.object({
  name: z.string().min(1),
  percent: z.number().min(0).max(100),
  /** The row field the percentage is of (`epf_wages`, `gross_wages`). */
  base: z.string().min(1),
  /** Least amount payable per period (PF admin charges: ₹500 an establishment). */
  minimum: z.number().min(0).nullable(),
})

export const amountsValue = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rates'),
    rates: z.array(wageRate).min(1),
    /** Monthly wages above which a person is not covered (ESI ₹21,000) or contributions stop (PF ₹15,000). */
    wage_ceiling: z.number().min(0).nullable(),
  }),
  z.object({
    kind: z.literal('slabs'),
    wage_basis: WAGE_BASIS.schema,
    bands: z.array(wageBand).min(1),
    /** The employer's least total for a contribution period, whatever the head count (Madhya Pradesh LWF ₹1,500). */
    employer_minimum: z.number().min(0).nullable(),
  }),
  z.object({
    kind: z.literal('fixed'),
    /** The employer's own tax for a period (PT EC), one amount per registration. */
    employer: z.number().min(0),
  }),
])

// ---------------------------------------------------------------- a fact as the API gives it

const provenance = {
  id: z.number().int(),
  scheme: STATUTORY_SCHEME.schema,
  /** null: a central rule (PF, ESI), in force wherever the state has none of its own. */
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  /**
   * Only for registrations of this remittance frequency (Maharashtra PTRC below ₹50,000 a
   * year: yearly); null: the state's default, for every other registration.
   */
  variant: RULE_FREQUENCY.schema.nullable(),
  /** Who the variant is for, in words. */
  condition: z.string().nullable(),
  /** The rule in words, as the instrument says it. */
  text: z.string().min(1),
  effective_from: isoDay,
  effective_to: isoDay.nullable(),
  /** The Act, section or rule, notification number and date. */
  citation: z.string().min(1),
  /** Where the instrument or its best available copy was read. */
  sources: z.array(z.url()).min(1),
  retrieved_on: isoDay,
  confidence: FACT_CONFIDENCE.schema,
  /** Why this reading, what conflicts, what could not be reached. */
  note: z.string().nullable(),
}

export const statutoryFact = z.discriminatedUnion('fact', [
  z.object({ ...provenance, fact: z.literal('levy'), value: levyValue }),
  z.object({ ...provenance, fact: z.literal('period'), value: periodValue }),
  z.object({ ...provenance, fact: z.literal('schedule'), value: scheduleValue }),
  z.object({ ...provenance, fact: z.literal('amounts'), value: amountsValue }),
])
export type StatutoryFact = z.infer<typeof statutoryFact>
export type FactOf<K extends StatutoryFactKind> = Extract<StatutoryFact, { fact: K }>

/** `GET statutory-rules` (and its export): the facts with their sources, filtered; any signed-in user reads them. */
export const statutoryRulesQuery = z.object({
  scheme: STATUTORY_SCHEME.schema.optional(),
  /** The state's own facts and the central ones. */
  state_id: recordId().optional(),
  fact: STATUTORY_FACT.schema.optional(),
  /** Only the facts in force on this day (`YYYY-MM-DD`); all of them, past and present, without it. */
  on: isoDay.optional(),
})
export type StatutoryRulesQuery = z.infer<typeof statutoryRulesQuery>
export const statutoryRulesResponse = z.object({
  data: z.array(statutoryFact),
  late_payment: z.array(latePaymentRule),
})
export type StatutoryRulesResponse = z.infer<typeof statutoryRulesResponse>

// ---------------------------------------------------------------- how a period's due date came about

/**
 * A period's due date, or why there is none: `not_levied` (the state levies nothing),
 * `not_confirmed` (levied, but the due day, or any rule for the period, is not on record).
 */
export const DUE_DATE_STATUS = labelled({ due: 'Due', not_levied: 'Not levied', not_confirmed: DUE_RULE_NOT_CONFIRMED })
export type DueDateStatus = (typeof DUE_DATE_STATUS.values)[number]
