/**
 * What lateness costs on PF and ESI (issue 11): dated rules of interest and damages.
 * PF interest (s.7Q) and ESI damages (reg. 31-C) keep an unresearched start (LONG_STANDING):
 * the stored pages give their text but not the date it took effect (research log "PF and ESI
 * interest and damages"). ESI interest at 12 % is dated from the ESIC's own demand practice
 * reported by the Supreme Court.
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

/**
 * ESI interest went from 6 % (the unamended reg. 31-A) to 12 %: the ESIC's demand in The
 * Transport Corporation of India Ltd. v. ESIC (Supreme Court, 29 October 2021) charged 6 % up
 * to 19 October 1989 and 12 % after. The amending instrument itself was not reached.
 */
const ESI_INTEREST_12 = '1989-10-20'

export const LATE_PAYMENT_RULES: readonly LatePaymentSeed[] = [
  {
    scheme: 'pf',
    charge: 'interest',
    rate: { kind: 'per_annum', percent: 12 },
    capAtArrears: false,
    effectiveFrom: LONG_STANDING,
    source: `EPF & MP Act 1952 s.7Q: "simple interest at the rate of twelve per cent per annum ... from the date on which the amount has become so due till the date of its actual payment" (text: https://www.corporate-cases.com/2019/01/section7q-epf-mp-act-interest-payable-by-employer.html); ${START_NOT_RESEARCHED}: the stored pages give the section's text but not the Act that inserted it`,
  },
  {
    scheme: 'pf',
    charge: 'damages',
    rate: DELAY_BANDS,
    capAtArrears: true,
    effectiveFrom: '2008-09-26',
    effectiveTo: PF_DAMAGES_AMENDED,
    source: `${DOMAIN}: EPF & MP Act s.14B, EPF Scheme para 32A as revised by the notification of 26 September 2008: 5 % a year under 2 months of delay, 10 % for 2 to 4, 15 % for 4 to 6, 25 % from 6; never above the arrears (para 32A text: https://comply4hr.com/showsec.asp?seccode=EPF39)`,
  },
  {
    scheme: 'pf',
    charge: 'damages',
    rate: { kind: 'per_month_or_part', percent: 1 },
    capAtArrears: true,
    effectiveFrom: PF_DAMAGES_AMENDED,
    source: `Employees' Provident Funds (Amendment) Scheme, 2024, G.S.R. 329(E) of 14 June 2024 (F. No. R-15011/01/2022-SS-II), substituting para 32A(1): "damages ... at the rate of one per cent. of the arrear of contribution per month or part thereof"; in force "from the date of its publication in the Official Gazette" (text: https://gconnect.in/orders-in-brief/pension/employees-provident-funds-amendment-scheme-2024.html, https://taxguru.in/corporate-law/amendments-employee-benefit-schemes-5-notifications-issued-june-14-2024.html); publication reported as 15 June 2024 (Khaitan & Co), not confirmed: the notification date is used. The same day EPS para 5 (G.S.R. 327(E)) and EDLI para 8A (G.S.R. 330(E)) took the same 1 %`,
  },
  {
    scheme: 'esi',
    charge: 'interest',
    rate: { kind: 'per_annum', percent: 12 },
    capAtArrears: false,
    effectiveFrom: ESI_INTEREST_12,
    source: `ESI Act 1948 s.39(5)(a) and ESI (General) Regulations 1950 reg. 31-A: simple interest at 12 % a year for each day of delay (reg. text: https://comply4hr.com/showsec.asp?seccode=ESIR39); 12 % from 20 October 1989, 6 % before, as the ESIC's demand applied it in The Transport Corporation of India Ltd. v. ESIC, Supreme Court, 29 October 2021 (https://updates.manupatra.com/roundup/contentsummary.aspx?iid=35087); the amending instrument not reached`,
  },
  {
    scheme: 'esi',
    charge: 'damages',
    rate: DELAY_BANDS,
    capAtArrears: true,
    effectiveFrom: LONG_STANDING,
    source: `ESI Act 1948 s.85B and ESI (General) Regulations 1950 reg. 31-C: damages "not exceeding" 5 % a year up to 2 months of delay, 10 % for 2 to 4, 15 % for 4 to 6, 25 % from 6 (text: http://comply4hr.com/showsec.asp?seccode=ESIR41); ${START_NOT_RESEARCHED}`,
  },
]
