/**
 * What lateness costs on PF and ESI (issue 11): dated rules of interest and damages.
 * Not part of issue 21's research: the interest rows and ESI damages keep an unresearched
 * start (LONG_STANDING, the data test knows them by this name) until someone reads s.7Q
 * and reg. 31A/31C's histories.
 */
import type { LatePaymentCharge, LatePaymentRate, LatePaymentScheme } from '@ihrc/contract'

/** Before any period the console tracks; where the start of a late-payment rule was not researched. */
export const LONG_STANDING = '2000-01-01'
const DOMAIN = 'DOMAIN.md "Statutory calendar facts"'
const START_NOT_RESEARCHED = `in force since before ${LONG_STANDING} as far as this data goes (start date not researched)`

export interface LatePaymentSeed {
  scheme: LatePaymentScheme
  charge: LatePaymentCharge
  rate: LatePaymentRate
  capAtArrears: boolean
  effectiveFrom: string
  effectiveTo?: string
  source: string
}

const DELAY_BANDS: LatePaymentRate = {
  kind: 'per_annum_by_delay',
  bands: [
    { from_months: 0, percent: 5 },
    { from_months: 2, percent: 10 },
    { from_months: 4, percent: 15 },
    { from_months: 6, percent: 25 },
  ],
}

/**
 * The 2024 amendment is "in force from the date of its publication in the Official
 * Gazette". The notification (G.S.R. 329(E)) is dated 14 June 2024; Khaitan & Co report
 * publication on 15 June 2024. Not confirmed from the Gazette itself: the notified date
 * is used, as data, so a correction is one row.
 */
const PF_DAMAGES_AMENDED = '2024-06-14'

export const LATE_PAYMENT_RULES: readonly LatePaymentSeed[] = [
  {
    scheme: 'pf',
    charge: 'interest',
    rate: { kind: 'per_annum', percent: 12 },
    capAtArrears: false,
    effectiveFrom: LONG_STANDING,
    source: `${DOMAIN}: EPF & MP Act 1952 s.7Q, 12 % a year for each day of delay; ${START_NOT_RESEARCHED}`,
  },
  {
    scheme: 'pf',
    charge: 'damages',
    rate: DELAY_BANDS,
    capAtArrears: true,
    effectiveFrom: '2008-09-26',
    effectiveTo: PF_DAMAGES_AMENDED,
    source: `${DOMAIN}: EPF & MP Act s.14B, EPF Scheme para 32A as revised by the notification of 26 September 2008: 5 % a year under 2 months of delay, 10 % for 2 to 4, 15 % for 4 to 6, 25 % from 6; never above the arrears`,
  },
  {
    scheme: 'pf',
    charge: 'damages',
    rate: { kind: 'per_month_or_part', percent: 1 },
    capAtArrears: true,
    effectiveFrom: PF_DAMAGES_AMENDED,
    source: `EPF (Amendment) Scheme 2024, G.S.R. 329(E) of 14 June 2024, para 32A(1): 1 % of the arrears per month of default or part thereof; in force on publication in the Gazette, reported as 15 June 2024 (Khaitan & Co), not confirmed: the notification date is used`,
  },
  {
    scheme: 'esi',
    charge: 'interest',
    rate: { kind: 'per_annum', percent: 12 },
    capAtArrears: false,
    effectiveFrom: LONG_STANDING,
    source: `${DOMAIN}: ESI (General) Regulations 1950 reg. 31A, 12 % a year for each day of delay; ${START_NOT_RESEARCHED}`,
  },
  {
    scheme: 'esi',
    charge: 'damages',
    rate: DELAY_BANDS,
    capAtArrears: true,
    effectiveFrom: LONG_STANDING,
    source: `${DOMAIN}: ESI (General) Regulations 1950 reg. 31C, 5 / 10 / 15 / 25 % a year by the same bands as EPF, never above the contribution due; ${START_NOT_RESEARCHED}`,
  },
]
