/**
 * Andhra Pradesh and Telangana: the same PT and LWF Acts of 1987, Telangana's adopted on
 * its formation (research log "Andhra Pradesh / Telangana").
 */
import {
  CALENDAR_YEAR,
  FINANCIAL_YEAR,
  amounts,
  band,
  byDayOfNextMonth,
  dayOfPeriodMonth,
  fixed,
  levy,
  period,
  schedule,
  type FactSeed,
  type Provenance,
} from '../fact'

const PT_SLABS = [
  'https://hrdconsultinggroup.com/pt1/',
  'https://www.praansconsultech.com/professional-tax-details/telangana',
  'http://www.rdcalculator.co.in/telangana-professional-tax-rates/',
]
const SLAB_TEXT = 'Up to ₹15,000 a month nil; ₹15,001–20,000 ₹150 a month; above ₹20,000 ₹200 a month.'
const SLAB_BANDS = [band(0, 15000, fixed(0)), band(15001, 20000, fixed(150)), band(20001, null, fixed(200))]

/**
 * The slab of today was substituted into the First Schedule by G.O.Ms.No. 82, Revenue (CT-IV)
 * Department, dated 4 February 2013, published in the Andhra Pradesh Gazette (extraordinary) of
 * 6 February 2013; Telangana carried the Act over on its formation, 2 June 2014, and the
 * Telangana Commercial Taxes Department's own page prints the same schedule.
 */
const GO_82 = [
  'https://zphs-pedanandipadu.blogspot.com/2013/02/andhra-pradesh-tax-on-professions.html',
  'https://www.hrinfo.in/2013/02/new-professional-tax-slabs-are-as.html',
  'https://vidhyavaradhi.com/2020/09/professional-tax-rates.html',
]
const SLAB_SINCE: Record<'AP' | 'TS', Omit<Provenance, 'citation'> & { instrument: string }> = {
  AP: {
    from: '2013-02-06',
    instrument:
      'First Schedule as substituted by notification under s.37(1), G.O.Ms.No. 82, Revenue (CT-IV) Department, dated 4 February 2013 (Gazette extraordinary of 6 February 2013)',
    sources: GO_82,
    confidence: 'secondary',
    note: "The G.O. reproduced (its order sends the notification to the Gazette of 6 February 2013, the day kept); a teachers' page reads it as in force from 4 February 2013.",
  },
  TS: {
    from: '2014-06-02',
    instrument:
      'First Schedule (the Andhra Pradesh schedule of G.O.Ms.No. 82 of 4 February 2013, in force in Telangana from its formation on 2 June 2014)',
    sources: ['https://tgct.gov.in/tgportal/AllActs/APPT/APPTSchedule.aspx', ...GO_82],
    confidence: 'primary',
    note: "The Telangana Commercial Taxes Department's schedule; dated from Telangana's formation, when the Andhra Pradesh Act and its schedule carried over.",
  },
}

/**
 * s.10 of the 1987 Act, as the Telangana Commercial Taxes Department prints it (the Act in
 * force in the combined State on 2 June 2014, carried over by both States): enrolled persons
 * pay the year's tax before 30 June. The day s.10 took this form was not found, so both
 * States' rows start on 2 June 2014, the reorganisation.
 */
const EC_S10 = 'https://tgct.gov.in/tgportal/AllActs/APPT/APPTAct/10Payment.html'
const EC_SCHEDULE = 'https://tgct.gov.in/tgportal/AllActs/APPT/APPTSchedule.aspx'
const EC_SINCE: Record<'AP' | 'TS', Omit<Provenance, 'citation'> & { note: string }> = {
  TS: {
    from: '2014-06-02',
    sources: [EC_S10, EC_SCHEDULE],
    confidence: 'primary',
    note: "The Telangana Commercial Taxes Department's own text of s.10 and of the First Schedule; dated from Telangana's formation.",
  },
  AP: {
    from: '2014-06-02',
    sources: [EC_S10, EC_SCHEDULE, 'https://zphs-pedanandipadu.blogspot.com/2013/02/andhra-pradesh-tax-on-professions.html'],
    confidence: 'secondary',
    note: "The same Act's s.10 and First Schedule as the Telangana department prints them (Andhra Pradesh's own department page was not reached); dated from the reorganisation of 2 June 2014, when that text was in force in the combined State, since the day s.10 took this form was not found.",
  },
}

function pt(state: 'AP' | 'TS', act: string): FactSeed[] {
  const rc = { scheme: 'ptrc' as const, state }
  const ec = { scheme: 'ptec' as const, state }
  const { instrument, ...since } = SLAB_SINCE[state]
  return [
    levy(
      rc,
      'Registered employers deduct the tax from salaries and file Form V every month.',
      { levied: true, coverage: 'Salary and wage earners above ₹15,000 a month' },
      {
        from: since.from,
        citation: `${act}, s.4 and the Schedule`,
        sources: [...since.sources, ...PT_SLABS],
        confidence: 'secondary',
        note: "Levied since the Act's commencement (date not found); dated from the schedule's instrument.",
      },
    ),
    period(
      rc,
      'The tax on salaries is for each month.',
      { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
      { from: since.from, citation: act, sources: [...since.sources, ...PT_SLABS], confidence: 'secondary' },
    ),
    schedule(
      rc,
      'The tax deducted in a month is paid, with the return in Form V, within 10 days of the expiry of the month.',
      { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: byDayOfNextMonth(10), form: 'Form V' },
      {
        from: '2024-03-20',
        citation: `${act}, s.7(1) and Rules, 1987, r.12 (Form V, the monthly return "for the month ending on")`,
        sources: [
          'https://1-comply.com/2024/03/20/all-about-professional-tax-in-andhra-pradesh',
          'https://tgct.gov.in/tgportal/AllActs/APPT/forms/form5.html',
          'https://hrdconsultinggroup.com/pt1/',
          'https://www.hrcabin.com/professional-tax-payment-due-dates-state-wise/',
        ],
        confidence: 'secondary',
        note: 'Dated from the earliest dated source that gives the day (1-comply, 20 March 2024: Form V "along with the payment of tax due, on or before 10th day of the month succeeding"), written of the Andhra Pradesh Act that Telangana carried over. The Commercial Taxes Department\'s Form V confirms the monthly return under s.7(1), not the day.',
      },
    ),
    amounts(
      rc,
      SLAB_TEXT,
      { kind: 'slabs', wage_basis: 'monthly', bands: SLAB_BANDS, employer_minimum: null },
      { ...since, citation: `${act}, ${instrument}, entry 1`, sources: [...since.sources, ...PT_SLABS] },
    ),
    levy(
      ec,
      'Persons enrolled under the Act (companies, firms, professionals, contractors and the other classes of the First Schedule) pay their own yearly tax.',
      { levied: true, coverage: "Enrolled persons: the First Schedule's classes other than salary and wage earners (entry 1)" },
      { ...EC_SINCE[state], citation: `${act}, s.10 and the First Schedule (entries 2 onwards)` },
    ),
    period(
      ec,
      "The enrolled person's tax is for each year.",
      { frequency: 'yearly', yearStart: FINANCIAL_YEAR },
      { ...EC_SINCE[state], citation: `${act}, s.10 ("for each year"), First Schedule (per annum)` },
    ),
    schedule(
      ec,
      "Enrolled before the year or by 31 May: the year's tax is paid before 30 June (by the 29th); enrolled after 31 May: within one month of enrolment.",
      { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: dayOfPeriodMonth(3, 29) },
      {
        ...EC_SINCE[state],
        citation: `${act}, s.10(a) and (b); Rules r.14`,
        note: `${EC_SINCE[state].note} "Before 30th June" is read strictly, as by the 29th. Enrolment after 31 May (one month from enrolment) is not modelled.`,
      },
    ),
  ]
}

const AP_LWF =
  'Andhra Pradesh Labour Welfare Fund Act, 1987 (Act 34 of 1987), s.10(1); Andhra Pradesh Labour Welfare Fund Rules, 1988 (in force 1 May 1988)'
const AP_LWF_SOURCES = [
  'https://www.setindiabiz.com/blog/lwf-andhra-pradesh',
  'https://cleartax.in/s/andhra-pradesh-labour-welfare-fund',
  'https://www.legitquest.com/act/andhra-pradesh-labour-welfare-fund-rules-1988/A970',
]
const TS_LWF = 'Telangana Labour Welfare Fund Act, 1987 and Rules, 1988 (the Andhra Pradesh Act and Rules as adopted by Telangana)'
const TS_LWF_SOURCES = [
  'https://www.greythr.com/wiki/acts/telangana-labour-welfare-fund-act/',
  'https://poisepayroll.com/LWF-Telangana.aspx',
  'https://community.emgage.work/complaince/labour-welfare-fund/labour-welfare-fund-details/labour-welfare-fund-telangana',
]

function lwf(
  state: 'AP' | 'TS',
  act: string,
  sources: string[],
  from: string,
  employee: number,
  employer: number,
  amountNote: string,
): FactSeed[] {
  const s = { scheme: 'lwf' as const, state }
  const coverage =
    'Factories and motor transport undertakings of one or more; shops, societies and trusts of 20 or more; not managers or supervisors drawing over ₹1,600'
  return [
    levy(
      s,
      'Covered employers contribute once a year for employees on the register on 31 December.',
      { levied: true, coverage },
      { from, citation: act, sources, confidence: 'secondary' },
    ),
    period(
      s,
      'The contribution is for the calendar year.',
      { frequency: 'yearly', yearStart: CALENDAR_YEAR, liability: 'Employees on the register on 31 December' },
      { from, citation: act, sources, confidence: 'secondary' },
    ),
    schedule(
      s,
      "The year's contributions are paid with Form F by 31 January of the following year.",
      { frequency: 'yearly', yearStart: CALENDAR_YEAR, due: byDayOfNextMonth(31), form: 'Form F' },
      { from, citation: act, sources, confidence: 'secondary' },
    ),
    amounts(
      s,
      `Employee ₹${employee}, employer ₹${employer} a year.`,
      {
        kind: 'slabs',
        wage_basis: 'monthly',
        bands: [band(0, null, fixed(employee), { employer: fixed(employer) })],
        employer_minimum: null,
      },
      {
        from,
        citation: act,
        sources,
        confidence: 'secondary',
        note: amountNote,
      },
    ),
  ]
}

export const ANDHRA_PRADESH: readonly FactSeed[] = [
  ...pt('AP', 'Andhra Pradesh Tax on Professions, Trades, Callings and Employments Act, 1987'),
  ...lwf(
    'AP',
    AP_LWF,
    AP_LWF_SOURCES,
    '2025-01-24',
    30,
    70,
    'In force at least since the setindiabiz guide of 24 January 2025; the amendment that set ₹30/₹70 ("last amended in 2015", deskera) was not found.',
  ),
]

export const TELANGANA: readonly FactSeed[] = [
  ...pt('TS', 'Telangana Tax on Professions, Trades, Callings and Employments Act, 1987'),
  ...lwf('TS', TS_LWF, TS_LWF_SOURCES, '2021-07-02', 2, 5, 'In force at least since the greytHR page of 2 July 2021.'),
]
