/**
 * What lateness costs (DOMAIN.md "Late payment"): interest and damages on late or
 * missing PF and ESI arrears, from the dated late-payment rules. Pure; load the rules
 * with loadLatePaymentRules.
 *
 * Which rule: the one in force on the due date, the day the default began, for the
 * whole delay (a 2023 default paid in 2025 keeps the banded rates).
 * Rounding: each charge is computed exactly in paise and rounded half up to whole
 * rupees, as challans are paid; the total is the sum of the rounded charges. A charge
 * capped at the arrears never exceeds the arrears' whole rupees.
 */
import type { LatePaymentCharge, LatePaymentRate, LatePaymentRule, LatePaymentScheme } from '@ihrc/contract'
import { monthsBegunBetween, wholeMonthsBetween } from '../../lib/civil-date'
import { delayDays } from './due-dates'

const DAYS_PER_YEAR = 365n

export interface ExposureQuery {
  scheme: LatePaymentScheme
  /** Rupees due and unpaid on the due date. */
  arrears: number
  due: string
  /** null while unpaid: the exposure runs to `today`. */
  paidOn: string | null
  today: string
}

export interface Exposure {
  delayDays: number
  /** Rupees; null when no rule of that charge is in force on the due date. */
  interest: number | null
  damages: number | null
  total: number
}

/** The charge as a fraction of the arrears: numerator over denominator, in basis points of days or months. */
function fractionOf(rate: LatePaymentRate, due: string, end: string, days: number): { num: bigint; den: bigint } {
  const basisPoints = (percent: number) => BigInt(Math.round(percent * 100))
  switch (rate.kind) {
    case 'per_annum':
      return { num: basisPoints(rate.percent) * BigInt(days), den: 10_000n * DAYS_PER_YEAR }
    case 'per_annum_by_delay': {
      const months = wholeMonthsBetween(due, end)
      const band = rate.bands.filter((b) => b.from_months <= months).sort((a, b) => b.from_months - a.from_months)[0]
      return { num: basisPoints(band?.percent ?? 0) * BigInt(days), den: 10_000n * DAYS_PER_YEAR }
    }
    case 'per_month_or_part':
      return { num: basisPoints(rate.percent) * BigInt(monthsBegunBetween(due, end)), den: 10_000n }
  }
}

function ruleFor(rules: readonly LatePaymentRule[], scheme: LatePaymentScheme, charge: LatePaymentCharge, due: string) {
  return rules
    .filter(
      (r) => r.scheme === scheme && r.charge === charge && r.effective_from <= due && (r.effective_to === null || due < r.effective_to),
    )
    .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0]
}

export function exposure(rules: readonly LatePaymentRule[], query: ExposureQuery): Exposure {
  const end = query.paidOn ?? query.today
  const days = delayDays(query.due, query.paidOn, query.today)
  const arrearsPaise = Number.isFinite(query.arrears) ? BigInt(Math.round(query.arrears * 100)) : 0n
  const charge = (name: LatePaymentCharge): number | null => {
    const rule = ruleFor(rules, query.scheme, name, query.due)
    if (!rule) return null
    if (days === 0 || arrearsPaise <= 0n) return 0
    const { num, den } = fractionOf(rule.rate, query.due, end, days)
    // paise × fraction, rounded half up to rupees: (2x + d) / 2d with x = paise × num, d = den × 100
    const rupees = (2n * arrearsPaise * num + den * 100n) / (2n * den * 100n)
    return Number(rule.cap_at_arrears && rupees > arrearsPaise / 100n ? arrearsPaise / 100n : rupees)
  }
  const interest = charge('interest')
  const damages = charge('damages')
  return { delayDays: days, interest, damages, total: (interest ?? 0) + (damages ?? 0) }
}
