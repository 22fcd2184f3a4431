/** Maharashtra: PT under the 1975 Act and its rules; LWF under the Maharashtra Labour Welfare Fund Act, 1953 (research log "Maharashtra"). */
import {
  CALENDAR_YEAR,
  FINANCIAL_YEAR,
  amounts,
  band,
  byDayOfNextMonth,
  dayOfPeriodMonth,
  daysAfterPeriodEnd,
  fixed,
  levy,
  period,
  schedule,
  times,
  type FactSeed,
} from '../fact'
import type { DueRule, FactConfidence } from '@ihrc/contract'

const PT_ACT = 'Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975'
const SLABS = 'https://mptinformation.in/showchart.asp?str=mptratsal'
const SLABS_2009 = 'http://rafagaems.in/page10701132.aspx'
/** "Rate schedules under the Profession Tax Act, 1975": Schedule I entry 1 with the dates of each version, 2006 to 2015. */
const RATE_SCHEDULES = 'https://paperzz.com/doc/9145907/1-4-2006-to-30-6-2009-1-7-2009-to-30-6-2014'
const SLABS_2023 = 'https://capindia.in/amendment-under-maharashtra-profession-tax'
const DUE = 'https://taxclick.org/type/mvat-cst/due-date-of-payment-of-tax-and-return-under-profession-tax-act-1975'
const PTEC_FEE = 'https://complianceuncovered.com/applicability/'
const FEB = [{ month: 2, employee: 300 }]

const rc = { scheme: 'ptrc' as const, state: 'MH' }
const ec = { scheme: 'ptec' as const, state: 'MH' }
const lwf = { scheme: 'lwf' as const, state: 'MH' }

/**
 * r.11(3) of the Rules, version by version: employers whose tax last year reached the
 * threshold pay and file every month, the others once a year. The threshold rose from
 * ₹50,000 to ₹1,00,000 on 6 June 2019; the Amendment Rules of 28 February 2026 moved both
 * days to the 15th.
 */
interface Rule11 {
  from: string
  to?: string
  threshold: string
  monthly: { text: string; due: DueRule }
  yearly: { text: string; due: DueRule }
  citation: string
  sources: string[]
  confidence: FactConfidence
  note?: string
}
const RULES_1975 = 'Maharashtra State Tax on Professions, Trades, Callings and Employments Rules, 1975, r.11(3)'
const RULE_11_2019 = [
  'https://taxguru.in/goods-and-service-tax/maharashtra-pt-returns-tax-payment-employers-limit-increased.html',
  'https://www.avantis.co.in/updates/article/5868/maharashtra-state-tax-on-professions-trades-callings-and-employments-a/',
]
const RULE_11_2026 = [
  'https://unitedconsultancy.com/?p=40970',
  'https://chhedaconsultancyservices.com/maharashtra-pt-due-date-changed-to-15th-of-every-month',
]
const MONTH_END = { text: 'by the last date of the month to which it relates', due: daysAfterPeriodEnd(0) }
const MARCH_END = { text: 'by 31 March of the year', due: daysAfterPeriodEnd(0) }
const RULE_11: Rule11[] = [
  {
    from: '2012-07-01',
    to: '2019-06-06',
    threshold: '₹50,000',
    monthly: MONTH_END,
    yearly: MARCH_END,
    citation: `${RULES_1975}; e-return by notification VAT/AMD.1010/IB/PT/Adm-6 of 14 July 2011, e-payment from 1 July 2012 by notification PFT.1012/C.R.29/Taxation-3 of 14 June 2012`,
    sources: [DUE],
    confidence: 'secondary',
    note: "Dated from the e-payment notification, the latest instrument the source names; the monthly/yearly split by last year's ₹50,000 is older.",
  },
  {
    from: '2019-06-06',
    to: '2026-02-28',
    threshold: '₹1,00,000',
    monthly: MONTH_END,
    yearly: MARCH_END,
    citation: `${RULES_1975}, cl.(a) and (c) as amended by the Maharashtra State Tax on Professions, Trades, Callings and Employments (Amendment) Rules, 2019, notification No. PFT-2019/C.R.8/Taxation-3 dated 6 June 2019`,
    sources: RULE_11_2019,
    confidence: 'secondary',
    note: "The notification's text (taxguru) substitutes ₹1,00,000 for ₹50,000 in both clauses; dated from its date (made without previous publication; the day of publication was not given).",
  },
  {
    from: '2026-02-28',
    threshold: '₹1,00,000',
    monthly: { text: 'by the 15th day of the month to which it relates', due: dayOfPeriodMonth(1, 15) },
    yearly: { text: 'by 15 March of the year', due: dayOfPeriodMonth(12, 15) },
    citation: `${RULES_1975}, cl.(a) and (c) as amended by the Maharashtra State Tax on Professions, Trades, Callings and Employments (Amendment) Rules, 2026, notification of the Finance Department dated 28 February 2026`,
    sources: RULE_11_2026,
    confidence: 'conflicting',
    note: 'unitedconsultancy reports the amendment as made: in r.11(3)(a) "31st March" becomes "15th March", in r.11(3)(c) "last date" becomes "15th day", and the illustration\'s 31 May and 30 June become 15 May and 15 June, which reads as the 15th of the month to which the return relates; chhedaconsultancy reads it as the 15th of the following month. The earlier reading is kept (paid on the day shown is never late). Dated from the notification\'s date; the notification itself was not reached.',
  },
]
const PTRC_SCHEDULES: FactSeed[] = RULE_11.flatMap((r) => {
  const p = { from: r.from, to: r.to, citation: r.citation, sources: r.sources, confidence: r.confidence, note: r.note }
  return [
    schedule(
      rc,
      `Employers whose tax in the previous year was ${r.threshold} or more pay and file the e-return every month, ${r.monthly.text}.`,
      { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: r.monthly.due, form: 'Form IIIB e-return, MTR-6 challan' },
      p,
    ),
    schedule(
      { ...rc, variant: 'yearly', condition: `Last year's tax below ${r.threshold}: one payment and return for the financial year` },
      `Employers whose tax in the previous year was below ${r.threshold} pay and file once a year, ${r.yearly.text}.`,
      { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: r.yearly.due, form: 'Form IIIB e-return, MTR-6 challan' },
      {
        ...p,
        note: `${r.note ? `${r.note} ` : ''}A newly registered employer files monthly until the end of the year of registration (r.11A); not modelled.`,
      },
    ),
  ]
})

const PT: FactSeed[] = [
  levy(
    rc,
    'Employers deduct professional tax from salaries and wages and pay it under their registration certificate.',
    { levied: true, coverage: 'Salary and wage earners (Schedule I entry 1)' },
    {
      from: '2006-04-01',
      citation: `${PT_ACT}, s.4 and Schedule I entry 1`,
      sources: [RATE_SCHEDULES, SLABS_2009, SLABS],
      confidence: 'secondary',
      note: 'In force at least since the schedule of 1 April 2006 (the earliest dated version in the rate schedules); the Act itself is of 1975.',
    },
  ),
  period(
    rc,
    'The tax is for each month of salary.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    {
      from: '2006-04-01',
      citation: `${PT_ACT}, Schedule I entry 1 (rates per month)`,
      sources: [RATE_SCHEDULES, SLABS_2009, SLABS],
      confidence: 'secondary',
    },
  ),
  ...PTRC_SCHEDULES,
  amounts(
    rc,
    'Men: up to ₹7,500 nil; ₹7,501–10,000 ₹175 a month; above ₹10,000 ₹200 a month and ₹300 in February. Women: up to ₹25,000 nil; above ₹25,000 ₹200 a month and ₹300 in February.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 7500, fixed(0), { gender: 'male' }),
        band(7501, 10000, fixed(175), { gender: 'male' }),
        band(10001, null, fixed(200), { gender: 'male', months: FEB }),
        band(0, 25000, fixed(0), { gender: 'female' }),
        band(25001, null, fixed(200), { gender: 'female', months: FEB }),
      ],
      employer_minimum: null,
    },
    {
      from: '2023-04-01',
      citation:
        'Maharashtra State Tax on Professions, Trades, Callings and Employments (Amendment) Act, 2023, Schedule I entry 1, in force 1 April 2023',
      sources: [SLABS, SLABS_2023],
      confidence: 'secondary',
    },
  ),
  amounts(
    rc,
    'Up to ₹7,500 nil; men ₹7,501–10,000 ₹175 a month, women up to ₹10,000 nil; above ₹10,000 ₹200 a month and ₹300 in February.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 7500, fixed(0), { gender: 'male' }),
        band(7501, 10000, fixed(175), { gender: 'male' }),
        band(10001, null, fixed(200), { gender: 'male', months: FEB }),
        band(0, 10000, fixed(0), { gender: 'female' }),
        band(10001, null, fixed(200), { gender: 'female', months: FEB }),
      ],
      employer_minimum: null,
    },
    {
      from: '2015-04-01',
      to: '2023-04-01',
      citation: `${PT_ACT}, Schedule I entry 1 as in force 1 April 2015 to 31 March 2023`,
      sources: [SLABS, RATE_SCHEDULES],
      confidence: 'secondary',
    },
  ),
  amounts(
    rc,
    'Up to ₹7,500 nil; ₹7,501–10,000 ₹175 a month; above ₹10,000 ₹200 a month and ₹300 in February.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 7500, fixed(0)), band(7501, 10000, fixed(175)), band(10001, null, fixed(200), { months: FEB })],
      employer_minimum: null,
    },
    {
      from: '2014-07-01',
      to: '2015-04-01',
      citation: `${PT_ACT}, Schedule I entry 1 as in force 1 July 2014 to 31 March 2015`,
      sources: [RATE_SCHEDULES],
      confidence: 'secondary',
      note: 'The rate schedules give this version its own dates; the women-only nil band to ₹10,000 began on 1 April 2015.',
    },
  ),
  amounts(
    rc,
    'Up to ₹5,000 nil; ₹5,001–10,000 ₹175 a month; above ₹10,000 ₹200 a month and ₹300 in February.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 5000, fixed(0)), band(5001, 10000, fixed(175)), band(10001, null, fixed(200), { months: FEB })],
      employer_minimum: null,
    },
    {
      from: '2009-07-01',
      to: '2014-07-01',
      citation: `${PT_ACT}, Schedule I entry 1 as in force 1 July 2009 to 30 June 2014`,
      sources: [SLABS_2009, RATE_SCHEDULES],
      confidence: 'secondary',
    },
  ),
  amounts(
    rc,
    'Up to ₹2,500 nil; ₹2,501–3,500 ₹60; ₹3,501–5,000 ₹120; ₹5,001–10,000 ₹175 a month; above ₹10,000 ₹200 a month and ₹300 in February.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 2500, fixed(0)),
        band(2501, 3500, fixed(60)),
        band(3501, 5000, fixed(120)),
        band(5001, 10000, fixed(175)),
        band(10001, null, fixed(200), { months: FEB }),
      ],
      employer_minimum: null,
    },
    {
      from: '2006-04-01',
      to: '2009-07-01',
      citation: `${PT_ACT}, Schedule I entry 1 as in force 1 April 2006 to 30 June 2009`,
      sources: [RATE_SCHEDULES, 'https://cakamalg.blogspot.com/2012/03/rates-of-profession-tax-in-maharastha.html'],
      confidence: 'secondary',
    },
  ),
  levy(
    ec,
    'Every enrolled person (the employer included) pays the tax on its own enrolment certificate.',
    { levied: true, coverage: 'Persons enrolled under s.5(2): companies, firms and other employers' },
    {
      from: '2012-07-01',
      citation: `${PT_ACT}, s.5(2) and Schedule I; Rules r.11`,
      sources: [DUE, PTEC_FEE],
      confidence: 'secondary',
      note: 'Dated with the PTRC schedule from the same source.',
    },
  ),
  period(
    ec,
    'The enrolment tax is for the financial year.',
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR },
    {
      from: '2012-07-01',
      citation: `${PT_ACT}, Schedule I (rates per annum)`,
      sources: [DUE],
      confidence: 'secondary',
    },
  ),
  schedule(
    ec,
    'A person enrolled before the year or on or before 31 May pays by 30 June of the year; one enrolled later, within one month of enrolment.',
    {
      frequency: 'yearly',
      yearStart: FINANCIAL_YEAR,
      due: dayOfPeriodMonth(3, 30),
      form: 'MTR-6 challan',
    },
    {
      from: '2012-07-01',
      to: '2019-07-09',
      citation: `${PT_ACT}, s.8(2) as it stood before the Maharashtra Act No. XIV of 2019`,
      sources: [DUE, 'http://vpsgroup.co.in/detail/15311.aspx'],
      confidence: 'secondary',
      note: 'Enrolment after 31 May (one month from enrolment) is not modelled.',
    },
  ),
  schedule(
    ec,
    "An enrolled person pays the year's tax on or before 31 March of the year (a revised rate: by 31 March of the year of the revision).",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: dayOfPeriodMonth(12, 31), form: 'MTR-6 challan' },
    {
      from: '2019-07-09',
      citation: `${PT_ACT}, s.8(2) as substituted by the Maharashtra Act No. XIV of 2019 (in force 9 July 2019)`,
      sources: [
        'https://blog.sgcservices.com/due-date-change-of-employer-professional-tax-in-case-maharashtra-state',
        'https://blog.pcsmgmt.com/2021/06/maharashtra-profession-tax-ptec-due-date-changed.html',
        'https://mptinformation.in/mpt/act/displayseco.asp?act=mptsec&str=8',
      ],
      confidence: 'secondary',
      note: "sgcservices gives the Act and its date (9 July 2019: 30 June becomes 31 March); pcsmgmt and mptinformation quote the substituted s.8(2). The Act's Gazette text was not reached.",
    },
  ),
  amounts(
    ec,
    '₹2,500 a year.',
    { kind: 'fixed', employer: 2500 },
    {
      from: '2026-11-26',
      citation: `${PT_ACT}, Schedule I (companies and firms)`,
      sources: [PTEC_FEE],
      confidence: 'secondary',
      note: 'Dated from the day the source was read: the compilation gives no date.',
    },
  ),
]

const LWF_ACT = 'Maharashtra Labour Welfare Fund Act, 1953'
const LWF_2024 = [
  'https://taxguru.in/corporate-law/maharashtra-labour-welfare-fund-amendment-act-2024-increased-contribution-rates.html',
  'https://blog.sgcservices.com/notification-for-maharashtra-labour-welfare-fund-amendment-act-2024-sgc-services-2',
  'https://lexplosion.in/maharashtra-labour-welfare-fund-amendment-act-2024-notified-by-state-government-enhances-contribution-rates',
]
const LWF_OLD = 'http://mytaxexpert.in/MLWF-reg.php'
const LWF_DATES = 'https://community.emgage.work/complaince/labour-welfare-fund/labour-welfare-fund-details/labour-welfare-fund-maharashtra'

const LWF: FactSeed[] = [
  levy(
    lwf,
    'Employers of five or more persons contribute for each employee on the register on 30 June and 31 December.',
    {
      levied: true,
      coverage:
        'Establishments of five or more persons; all employees except those in a managerial capacity and supervisors drawing more than ₹3,500 a month',
    },
    {
      from: '2000-12-01',
      citation: `${LWF_ACT}, s.6BB`,
      sources: [LWF_OLD, LWF_DATES],
      confidence: 'secondary',
      note: 'Dated from "w.e.f. December 2000" (the half-yearly deduction on the June and December registers), the earliest dated source.',
    },
  ),
  period(
    lwf,
    'Half-years January–June and July–December: employees on the register on 30 June and 31 December.',
    {
      frequency: 'half_yearly',
      yearStart: CALENDAR_YEAR,
      liability: 'Employees on the register on 30 June and 31 December',
    },
    {
      from: '2000-12-01',
      citation: `${LWF_ACT}, s.6BB`,
      sources: [LWF_OLD],
      confidence: 'secondary',
    },
  ),
  schedule(
    lwf,
    'Contributions deducted on 30 June and 31 December are paid by 15 July and 15 January with Form A-1 cum return.',
    {
      frequency: 'half_yearly',
      yearStart: CALENDAR_YEAR,
      due: byDayOfNextMonth(15),
      form: 'Form A-1 cum return',
    },
    {
      from: '2000-12-01',
      citation: `${LWF_ACT}; Maharashtra Labour Welfare Fund Rules, 1953`,
      sources: [LWF_OLD, LWF_DATES],
      confidence: 'secondary',
    },
  ),
  amounts(
    lwf,
    'Employee ₹25 a half-year, irrespective of wages; employer thrice that (₹75).',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, null, fixed(25), { employer: times(3) })],
      employer_minimum: null,
    },
    {
      from: '2024-03-18',
      citation:
        'Maharashtra Labour Welfare Fund (Amendment) Act, 2024, s.6BB as substituted, published in the Maharashtra Government Gazette on 18 March 2024 with immediate effect',
      sources: LWF_2024,
      confidence: 'secondary',
      note: "The Board's public notice applies the new rates from the June 2024 register, the first after publication. The Government may raise the employee's rate once in three years by at most 30 %.",
    },
  ),
  amounts(
    lwf,
    'Wages up to ₹3,000: employee ₹6, employer ₹18; above ₹3,000: employee ₹12, employer ₹36 a half-year.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 3000, fixed(6), { employer: fixed(18) }), band(3001, null, fixed(12), { employer: fixed(36) })],
      employer_minimum: null,
    },
    {
      from: '2000-12-01',
      to: '2024-03-18',
      citation: `${LWF_ACT}, s.6BB (rates w.e.f. December 2000)`,
      sources: [LWF_OLD, LWF_DATES],
      confidence: 'secondary',
    },
  ),
]

export const MAHARASHTRA: readonly FactSeed[] = [...PT, ...LWF]
