import { z } from 'zod'
import { labelled } from './envelope'
import { RECURRING, frequencies } from './frequency'

/**
 * Statutory rules as dated data (DOMAIN.md "Statutory calendar facts"): when each
 * scheme falls due, at what amounts, and what lateness costs. The server keeps them in
 * `statutory_facts` (the vocabulary of statutory-facts.ts) and `late_payment_rules`; what
 * a rule may say is written here, so a new notification is a new row, never new code.
 */
export const STATUTORY_SCHEME = labelled({ pf: 'PF', pf_iw: 'PF IW', esi: 'ESI', ptrc: 'PT RC', ptec: 'PT EC', lwf: 'LWF' })
export type StatutoryScheme = (typeof STATUTORY_SCHEME.values)[number]

export const RULE_FREQUENCY = frequencies(RECURRING)
export type RuleFrequency = (typeof RULE_FREQUENCY.values)[number]

export const monthOfYear = z.number().int().min(1).max(12)
const dayOfMonth = z.number().int().min(1).max(31)

/**
 * When a period's payment falls due. A day past a month's end (the 31st of June) is that
 * month's last day.
 * - `days_after_period_end`: the period's last day plus `days` (0 = the last day itself;
 *   Karnataka PT: 20 days after the month's end).
 * - `day_of_next_month`: that day of the month after the period's last month (PF: the
 *   15th; LWF Maharashtra for January–June: 15 July).
 * - `day_of_period_month`: that day of the period's `period_month`-th month, counting its
 *   first month as 1 (Maharashtra PTEC for a financial year: 30 June, its 3rd month).
 */
export const dueRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('days_after_period_end'), days: z.number().int().min(0).max(366) }),
  z.object({ kind: z.literal('day_of_next_month'), day: dayOfMonth }),
  z.object({ kind: z.literal('day_of_period_month'), period_month: monthOfYear, day: dayOfMonth }),
])
export type DueRule = z.infer<typeof dueRule>

/** A calendar date `YYYY-MM-DD` that exists (no 31 June). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s)
  }, 'Date must be YYYY-MM-DD')

export const LATE_PAYMENT_SCHEME = labelled({ pf: 'PF', esi: 'ESI' })
export type LatePaymentScheme = (typeof LATE_PAYMENT_SCHEME.values)[number]
export const LATE_PAYMENT_CHARGE = labelled({ interest: 'Interest', damages: 'Damages' })
export type LatePaymentCharge = (typeof LATE_PAYMENT_CHARGE.values)[number]

/**
 * How a charge on late arrears is counted, per day of delay unless said otherwise
 * (a year is 365 days).
 * - `per_annum`: `percent` a year, per day of delay.
 * - `per_annum_by_delay`: the band with the largest `from_months` reached by the whole
 *   months of delay sets the yearly rate for the whole delay (EPF para 32A before 2024).
 * - `per_month_or_part`: `percent` for each month of delay or part of one (para 32A since 2024).
 */
export const latePaymentRate = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('per_annum'), percent: z.number().min(0) }),
  z.object({
    kind: z.literal('per_annum_by_delay'),
    bands: z.array(z.object({ from_months: z.number().int().min(0), percent: z.number().min(0) })).min(1),
  }),
  z.object({ kind: z.literal('per_month_or_part'), percent: z.number().min(0) }),
])
export type LatePaymentRate = z.infer<typeof latePaymentRate>

export const latePaymentRule = z.object({
  id: z.number().int(),
  scheme: LATE_PAYMENT_SCHEME.schema,
  charge: LATE_PAYMENT_CHARGE.schema,
  rate: latePaymentRate,
  /** The charge never exceeds the arrears (EPF s.14B, ESI regulation 31C). */
  cap_at_arrears: z.boolean(),
  effective_from: isoDay,
  effective_to: isoDay.nullable(),
  source: z.string(),
})
export type LatePaymentRule = z.infer<typeof latePaymentRule>
