/** Tamil Nadu: PT levied by each local body; LWF under the Tamil Nadu Labour Welfare Fund Act, 1972 (research log "Tamil Nadu"). */
import {
  CALENDAR_YEAR,
  FINANCIAL_YEAR,
  amounts,
  band,
  byDayOfNextMonth,
  daysAfterPeriodEnd,
  fixed,
  levy,
  period,
  schedule,
  type FactSeed,
} from '../fact'

const MUNICIPAL = 'https://www.casemine.com/act/in/5a9cce084a93265347813173'
const RATES = 'https://greythr.com/wiki/acts/professional-tax-tamil-nadu'
const HALF_YEARS = 'http://nfpesolapur.blogspot.com/2012/04/professional-tax-for-central-government.html'
const DUE = 'https://www.hrcabin.com/professional-tax-payment-due-dates-state-wise/'
/** The month the Corporation of Chennai's press release on the half-yearly due days was first reported. */
const CHENNAI_NOTICE = '2014-09-01'
/** The Greater Chennai Corporation's notification revising its rates (legalitysimplified). */
const CHENNAI_2025 = '2025-01-20'
const LOCAL =
  'Tamil Nadu Municipal Laws (Second Amendment) Act, 1998 (Tamil Nadu Act 59 of 1998), deemed in force 1 October 1998: profession tax levied by each corporation, municipality and panchayat'

const rc = { scheme: 'ptrc' as const, state: 'TN' }
const ec = { scheme: 'ptec' as const, state: 'TN' }
const lwf = { scheme: 'lwf' as const, state: 'TN' }

const PT: FactSeed[] = [
  levy(
    rc,
    'Employers deduct the profession tax of each local body from salaries, half-yearly, and pay it to that local body.',
    { levied: true, coverage: 'Salaried persons with half-yearly income above ₹21,000 (rates differ by local body)' },
    {
      from: '1998-10-01',
      citation: LOCAL,
      sources: [MUNICIPAL, RATES],
      confidence: 'secondary',
    },
  ),
  period(
    rc,
    'Half-years 1 April–30 September and 1 October–31 March; the tax is collected from the salaries of August and January.',
    { frequency: 'half_yearly', yearStart: FINANCIAL_YEAR },
    {
      from: '2012-04-01',
      citation: LOCAL,
      sources: [HALF_YEARS, RATES],
      confidence: 'secondary',
      note: 'In force at least since the 2012 source.',
    },
  ),
  schedule(
    rc,
    "The half-year's tax is paid by 30 September and 31 March.",
    { frequency: 'half_yearly', yearStart: FINANCIAL_YEAR, due: daysAfterPeriodEnd(0) },
    {
      from: CHENNAI_NOTICE,
      citation: `${LOCAL}, s.138C (Corporation of Chennai's press release: "salaried individuals, private establishments and companies should pay half-yearly profession tax before September 30" and "before September 30 and March 31 every year")`,
      sources: [
        'https://ruchianandandassociates.blogspot.com/2014/09',
        'https://livechennai.com/detailnews.asp?nav=p&newsid=13610',
        DUE,
        'https://www.citehr.com/amp.php?t=426514',
      ],
      confidence: 'conflicting',
      note: "Dated from the month of the earliest report of the press release (September 2014). A Chennai consultant on citehr gives 15 September and 15 February instead; the Corporation's own words are kept. Local bodies may set other dates.",
    },
  ),
  amounts(
    rc,
    'Greater Chennai Corporation, half-yearly income: up to ₹21,000 nil; ₹21,001–30,000 ₹135; ₹30,001–45,000 ₹315; ₹45,001–60,000 ₹690; ₹60,001–75,000 ₹1,025; ₹75,001 and above ₹1,250.',
    {
      kind: 'slabs',
      wage_basis: 'half_yearly',
      bands: [
        band(0, 21000, fixed(0)),
        band(21001, 30000, fixed(135)),
        band(30001, 45000, fixed(315)),
        band(45001, 60000, fixed(690)),
        band(60001, 75000, fixed(1025)),
        band(75001, null, fixed(1250)),
      ],
      employer_minimum: null,
    },
    {
      from: '2018-04-01',
      to: CHENNAI_2025,
      citation:
        'Greater Chennai Corporation profession tax, half-yearly rates w.e.f. 1 April 2018 (old rates w.e.f. 1 October 2008: ₹100 / 235 / 510 / 760 / 1,095)',
      sources: ['https://www.govtempdiary.com/2018/08/professional-tax-rates-for-2018-19-in-tamil-nadu/46145', RATES],
      confidence: 'conflicting',
      note: "Chennai's rates only: every local body sets its own (Salem, Coimbatore, Madurai... differ), and panchayats revised theirs from 1 April 2024. Expected amounts for a branch outside Chennai are Chennai's, and say so.",
    },
  ),
  amounts(
    rc,
    'Greater Chennai Corporation, half-yearly income: up to ₹21,000 nil; ₹21,001–30,000 ₹180; ₹30,001–45,000 ₹425; ₹45,001–60,000 ₹930; ₹60,001–75,000 ₹1,025; ₹75,001 and above ₹1,250.',
    {
      kind: 'slabs',
      wage_basis: 'half_yearly',
      bands: [
        band(0, 21000, fixed(0)),
        band(21001, 30000, fixed(180)),
        band(30001, 45000, fixed(425)),
        band(45001, 60000, fixed(930)),
        band(60001, 75000, fixed(1025)),
        band(75001, null, fixed(1250)),
      ],
      employer_minimum: null,
    },
    {
      from: CHENNAI_2025,
      citation: 'Greater Chennai Corporation notification of 20 January 2025 revising the half-yearly profession tax rates',
      sources: ['https://legalitysimplified.com/tamil-nadu-revises-the-profession-tax-slab-rates-for-chennai'],
      confidence: 'conflicting',
      note: "Dated from the notification: the report gives no start, but asks for tax on salaries up to November 2024 by 31 March 2025 (arrears), so the rates may run from an earlier half-year. Chennai's rates only, as above. Returns in Forms 14 and 15 on the Corporation's portal.",
    },
  ),
  levy(
    ec,
    "Every company and person carrying on a profession or trade in a local body's area pays its half-yearly profession tax.",
    { levied: true },
    {
      from: '1998-10-01',
      citation: LOCAL,
      sources: ['https://www.caclubindia.com/forum/pl-help-79903.asp', MUNICIPAL],
      confidence: 'secondary',
    },
  ),
  schedule(
    ec,
    "The due date of the employer's own half-yearly tax is not confirmed.",
    { frequency: 'half_yearly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: '1998-10-01',
      to: CHENNAI_NOTICE,
      citation: LOCAL,
      sources: ['https://www.caclubindia.com/forum/pl-help-79903.asp'],
      confidence: 'secondary',
      note: "No source for the due day was reached before the Corporation of Chennai's notice reported in September 2014.",
    },
  ),
  schedule(
    ec,
    "Companies and persons pay each half-year's profession tax before 30 September and 31 March (Chennai).",
    { frequency: 'half_yearly', yearStart: FINANCIAL_YEAR, due: daysAfterPeriodEnd(0) },
    {
      from: CHENNAI_NOTICE,
      citation: `${LOCAL}, s.138C (Corporation of Chennai's press release)`,
      sources: [
        'https://ruchianandandassociates.blogspot.com/2014/09',
        'https://livechennai.com/detailnews.asp?nav=p&newsid=13610',
        'https://www.dtnext.in/city/2017/08/10/september-30-deadline-for-professional-tax',
        'http://www.chennaicorporation.gov.in/departments/revenue/collectiontax.htm',
      ],
      confidence: 'secondary',
      note: "Dated from the month of the earliest report of the press release (September 2014; its day not given). The Corporation's own page confirms companies pay half-yearly under s.138C but gives no day; other local bodies may set other days.",
    },
  ),
]

const LWF_ACT = 'Tamil Nadu Labour Welfare Fund Act, 1972; Tamil Nadu Labour Welfare Fund Rules, 1973, r.11A'
const HINDU_2020 = 'https://www.thehindu.com/news/cities/Coimbatore/contributions-invited-for-labour-welfare-fund/article33388298.ece/amp/'
const HINDU_2022 =
  'https://www.thehindu.com/news/cities/Coimbatore/organisations-in-erode-asked-to-contribute-to-labour-welfare-fund/article66297269.ece'
const RULE_2022 = [
  'https://www.mondaq.com:443/india/employee-benefits-compensation/1261644/revision-in-the-rate-of-contribution-under-tamil-nadu-labour-welfare-fund-act-and-rules',
  'https://www.legalitysimplified.com/govt-of-tamil-nadu-enhances-rates-of-contribution-to-the-labour-welfare-fund/',
]

const LWF: FactSeed[] = [
  levy(
    lwf,
    'Factories, motor transport undertakings, plantations, and catering, shops and establishments of five or more contribute for every employee once a year.',
    {
      levied: true,
      coverage: 'Factories, motor transport undertakings, plantations; catering, shops and establishments of five or more persons (s.2(d))',
    },
    {
      from: '2020-01-01',
      citation: `${LWF_ACT}, s.2(d)`,
      sources: [HINDU_2020, HINDU_2022],
      confidence: 'secondary',
      note: 'Dated from the year 2020, the earliest dated source; the Act is of 1972.',
    },
  ),
  period(
    lwf,
    'The contribution is for the calendar year.',
    { frequency: 'yearly', yearStart: CALENDAR_YEAR },
    { from: '2020-01-01', citation: LWF_ACT, sources: [HINDU_2020], confidence: 'secondary' },
  ),
  schedule(
    lwf,
    "The year's contributions are paid with Form A by 31 January of the following year.",
    { frequency: 'yearly', yearStart: CALENDAR_YEAR, due: byDayOfNextMonth(31), form: 'Form A' },
    {
      from: '2020-01-01',
      citation: LWF_ACT,
      sources: [HINDU_2020, HINDU_2022],
      confidence: 'secondary',
      note: "https://sudhahrsolution.com/labour-welfare-fund says half-yearly, due 31 January and 31 July: contradicted by the Board's own releases quoted by The Hindu.",
    },
  ),
  amounts(
    lwf,
    'Employee ₹20, employer ₹40 a year (Government ₹20).',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(20), { employer: fixed(40) })], employer_minimum: null },
    {
      from: '2022-12-02',
      citation:
        'Tamil Nadu Labour Welfare Fund Rules, 1973, r.11A as amended by the notification of 2 December 2022 (Labour Welfare and Skill Development Department, s.41(1)), in force 2 December 2022',
      sources: [...RULE_2022, HINDU_2022],
      confidence: 'secondary',
      note: 'First applied to the year 2022 (due 31 January 2023), the Board said.',
    },
  ),
  amounts(
    lwf,
    'Employee ₹10, employer ₹20 a year (Government ₹10).',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(10), { employer: fixed(20) })], employer_minimum: null },
    {
      from: '2020-01-01',
      to: '2022-12-02',
      citation: 'Tamil Nadu Labour Welfare Fund Rules, 1973, r.11A before the 2022 amendment',
      sources: [HINDU_2020, RULE_2022[0]!],
      confidence: 'secondary',
    },
  ),
]

export const TAMIL_NADU: readonly FactSeed[] = [...PT, ...LWF]
