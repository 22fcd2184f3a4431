/**
 * The statutory rules every database starts with (DOMAIN.md "Statutory calendar facts"):
 * PF, PF IW and ESI centrally, and PT (RC and EC) and LWF for every state and union
 * territory of STATES, levied or not. Which states levy PT and LWF, and how often, is
 * read from STATES (one place for that fact); this file adds the due rules and rates.
 *
 * Honesty about sources: facts from DOMAIN.md cite it. Facts taken from secondary
 * state-wise compilations say so (`SECONDARY`). Where the due day is not known with
 * confidence the rule is stored as levied with no due rule (`UNCONFIRMED`), so no due
 * date is computed rather than a guessed one. Where the start of a rule was not
 * researched, `effective_from` is LONG_STANDING and the source says so.
 */
import type {
  DueRule,
  LatePaymentCharge,
  LatePaymentRate,
  LatePaymentScheme,
  RuleFrequency,
  RuleRate,
  StatutoryScheme,
} from '@ihrc/contract'
import { STATES, type StateSeed } from './states'

/** Before any period the console tracks; used where a rule's start date was not researched. */
export const LONG_STANDING = '2000-01-01'

const DOMAIN = 'DOMAIN.md "Statutory calendar facts"'
const SECONDARY =
  'secondary source: state-wise compliance calendars (hrcabin.com PT due dates; greytHR, HRD Consulting LWF tables), not checked against the Act or notification'
const UNCONFIRMED =
  'levied (see the state list); due day not confirmed, so no due date is computed until it is entered from the state notification'
const START_NOT_RESEARCHED = `in force since before ${LONG_STANDING} as far as this data goes (start date not researched)`

export interface RuleSeed {
  scheme: StatutoryScheme
  /** State code (STATES), or null for a central rule. */
  state: string | null
  levied: boolean
  frequency: RuleFrequency | null
  yearStartMonth: number | null
  dueRule: DueRule | null
  rates?: RuleRate[]
  wageCeiling?: number
  condition?: string
  effectiveFrom: string
  effectiveTo?: string
  source: string
}

export interface LatePaymentSeed {
  scheme: LatePaymentScheme
  charge: LatePaymentCharge
  rate: LatePaymentRate
  capAtArrears: boolean
  effectiveFrom: string
  effectiveTo?: string
  source: string
}

const CALENDAR_YEAR = 1
const FINANCIAL_YEAR = 4

const esiRule = (
  effectiveFrom: string,
  effectiveTo: string | undefined,
  days: number,
  employee: number,
  employer: number,
  source: string,
): RuleSeed => ({
  scheme: 'esi',
  state: null,
  levied: true,
  frequency: 'monthly',
  yearStartMonth: FINANCIAL_YEAR,
  dueRule: { kind: 'days_after_period_end', days },
  rates: [
    { name: 'employee', percent: employee },
    { name: 'employer', percent: employer },
  ],
  wageCeiling: 21000,
  effectiveFrom,
  effectiveTo,
  source: `${source}; wage ceiling ₹21,000 from 1 January 2017; contribution periods April–September and October–March`,
})

const CENTRAL: RuleSeed[] = [
  {
    scheme: 'pf',
    state: null,
    levied: true,
    frequency: 'monthly',
    yearStartMonth: FINANCIAL_YEAR,
    dueRule: { kind: 'day_of_next_month', day: 15 },
    rates: [
      { name: 'employee', percent: 12 },
      { name: 'employer_epf', percent: 3.67 },
      { name: 'employer_eps', percent: 8.33 },
      { name: 'edli', percent: 0.5 },
      { name: 'admin', percent: 0.5, minimum: 500 },
    ],
    wageCeiling: 15000,
    effectiveFrom: '2018-06-01',
    source: `${DOMAIN}; EPF Scheme 1952 para 38 (by the 15th of the following month); admin charges 0.5 % (min ₹500) from 1 June 2018, which dates this row`,
  },
  {
    scheme: 'pf_iw',
    state: null,
    levied: true,
    frequency: 'monthly',
    yearStartMonth: FINANCIAL_YEAR,
    dueRule: { kind: 'days_after_period_end', days: 15 },
    effectiveFrom: '2008-10-01',
    source: `${DOMAIN}; EPF Scheme para 83 (international workers, in force 1 October 2008): monthly IW-1 return within 15 days of month end`,
  },
  esiRule('2017-01-01', '2017-06-01', 21, 1.75, 4.75, 'ESI (Central) Regulations 1950 reg. 31: within 21 days of the month end'),
  esiRule('2017-06-01', '2019-07-01', 15, 1.75, 4.75, `${DOMAIN}: within 15 days of the month end since contributions for June 2017`),
  esiRule('2019-07-01', undefined, 15, 0.75, 3.25, `${DOMAIN}; rates 0.75 % / 3.25 % from 1 July 2019`),
]

type StateScheme = 'ptrc' | 'ptec' | 'lwf'
type KnownRule = Pick<RuleSeed, 'dueRule' | 'source'> & Partial<Pick<RuleSeed, 'rates' | 'yearStartMonth'>>

/** Due rules known for a state's levy; a levied scheme missing here is stored UNCONFIRMED. */
const KNOWN: Record<StateScheme, Record<string, KnownRule>> = {
  ptrc: {
    MH: {
      dueRule: { kind: 'days_after_period_end', days: 0 },
      source: `${DOMAIN}: monthly by the month's end where last year's tax reached ₹50,000 (Maharashtra State Tax on Professions, Trades, Callings and Employments Rules 1975, r.11)`,
    },
    KA: { dueRule: { kind: 'days_after_period_end', days: 20 }, source: `${DOMAIN}: within 20 days of the month's end` },
    WB: { dueRule: { kind: 'day_of_next_month', day: 21 }, source: `${DOMAIN}: by the 21st of the following month` },
    AP: { dueRule: { kind: 'day_of_next_month', day: 10 }, source: `${SECONDARY}: by the 10th of the following month` },
    TS: { dueRule: { kind: 'day_of_next_month', day: 10 }, source: `${SECONDARY}: by the 10th of the following month` },
    GJ: { dueRule: { kind: 'day_of_next_month', day: 15 }, source: `${SECONDARY}: by the 15th of the following month` },
    MP: { dueRule: { kind: 'day_of_next_month', day: 10 }, source: `${SECONDARY}: by the 10th of the following month` },
    TN: {
      dueRule: { kind: 'days_after_period_end', days: 0 },
      source: `${SECONDARY}: half-years April–September and October–March, by 30 September and 31 March`,
    },
    KL: {
      dueRule: { kind: 'day_of_period_month', period_month: 5, day: 31 },
      source: `${SECONDARY}: half-years April–September and October–March, by 31 August and 28 February (computed as the 5th month's last day, so 29 February in a leap year)`,
    },
    BR: {
      dueRule: { kind: 'day_of_period_month', period_month: 8, day: 30 },
      source: `${SECONDARY}: yearly, by 30 November of the financial year`,
    },
    MN: {
      dueRule: { kind: 'day_of_period_month', period_month: 12, day: 30 },
      source: `${SECONDARY}: yearly, by 30 March of the financial year`,
    },
  },
  ptec: {
    MH: { dueRule: { kind: 'day_of_period_month', period_month: 3, day: 30 }, source: `${DOMAIN}: PTEC by 30 June of the financial year` },
  },
  lwf: {
    MH: {
      dueRule: { kind: 'day_of_next_month', day: 15 },
      yearStartMonth: CALENDAR_YEAR,
      rates: [
        { name: 'employee', amount: 25 },
        { name: 'employer', amount: 75 },
      ],
      source: `${DOMAIN}: deducted 30 June and 31 December, paid by 15 July and 15 January; ₹25 employee / ₹75 employer per half-year (date of that rate revision not researched)`,
    },
    KA: { dueRule: { kind: 'day_of_next_month', day: 15 }, source: `${SECONDARY}: December, by 15 January` },
    TN: { dueRule: { kind: 'day_of_next_month', day: 31 }, source: `${SECONDARY}: December, by 31 January` },
    AP: { dueRule: { kind: 'day_of_next_month', day: 31 }, source: `${SECONDARY}: December, by 31 January` },
    TS: {
      dueRule: { kind: 'day_of_next_month', day: 31 },
      source: `${SECONDARY}: December, by 31 January (as Andhra Pradesh, whose Act Telangana adopted)`,
    },
    CG: { dueRule: { kind: 'day_of_next_month', day: 15 }, source: `${SECONDARY}: June and December, by 15 July and 15 January` },
    DL: { dueRule: { kind: 'day_of_next_month', day: 15 }, source: `${SECONDARY}: June and December, by 15 July and 15 January` },
    GJ: { dueRule: { kind: 'day_of_next_month', day: 15 }, source: `${SECONDARY}: June and December, by 15 July and 15 January` },
    MP: { dueRule: { kind: 'day_of_next_month', day: 15 }, source: `${SECONDARY}: June and December, by 15 July and 15 January` },
    WB: { dueRule: { kind: 'day_of_next_month', day: 15 }, source: `${SECONDARY}: June and December, by 15 July and 15 January` },
  },
}

/** PT years are financial years; LWF half-years and years are calendar ones (June and December, December only). */
const YEAR_START: Record<StateScheme, number> = { ptrc: FINANCIAL_YEAR, ptec: FINANCIAL_YEAR, lwf: CALENDAR_YEAR }

function frequencyOf(state: StateSeed, scheme: StateScheme): RuleFrequency | null {
  if (scheme === 'lwf') return state.lwf ?? null
  return state.pt?.[scheme] ?? null
}

function stateRule(state: StateSeed, scheme: StateScheme): RuleSeed {
  const frequency = frequencyOf(state, scheme)
  const base = { scheme, state: state.code, effectiveFrom: LONG_STANDING }
  if (!frequency) {
    return {
      ...base,
      levied: false,
      frequency: null,
      yearStartMonth: null,
      dueRule: null,
      source: `not levied in ${state.name}; ${START_NOT_RESEARCHED}`,
    }
  }
  const known = KNOWN[scheme][state.code]
  return {
    ...base,
    levied: true,
    frequency,
    yearStartMonth: known?.yearStartMonth ?? YEAR_START[scheme],
    dueRule: known?.dueRule ?? null,
    rates: known?.rates,
    source: `${known?.source ?? UNCONFIRMED}; ${START_NOT_RESEARCHED}`,
  }
}

/** Maharashtra employers whose last year's tax was below ₹50,000 pay PTRC once a year. */
const MAHARASHTRA_YEARLY_PTRC: RuleSeed = {
  scheme: 'ptrc',
  state: 'MH',
  levied: true,
  frequency: 'yearly',
  yearStartMonth: FINANCIAL_YEAR,
  dueRule: { kind: 'days_after_period_end', days: 0 },
  condition: "Last year's tax below ₹50,000: one payment for the financial year, by 31 March",
  effectiveFrom: LONG_STANDING,
  source: `${DOMAIN} (monthly only where last year's liability reached the threshold); yearly by 31 March: ${SECONDARY}; ${START_NOT_RESEARCHED}`,
}

export const STATUTORY_RULES: readonly RuleSeed[] = [
  ...CENTRAL,
  ...STATES.flatMap((state) => (['ptrc', 'ptec', 'lwf'] as const).map((scheme) => stateRule(state, scheme))),
  MAHARASHTRA_YEARLY_PTRC,
]

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
