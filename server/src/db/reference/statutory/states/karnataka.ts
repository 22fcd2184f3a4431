/** Karnataka: PT under the 1976 Act, LWF under the Karnataka Labour Welfare Fund Act, 1965 (research log "Karnataka"). */
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
  type FactSeed,
} from '../fact'

const PT_ACT = 'Karnataka Tax on Professions, Trades, Callings and Employments Act, 1976 (Karnataka Act 35 of 1976)'
const ACT_HISTORY = 'https://cdj.library.keralalawacademy.in/actdisplay.php?id=2646&state=Karnataka'
const S6A = 'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=15025'
const S6 = 'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=64190'
const RULE19 = 'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=15091'
const ORDER_2020 = 'https://blog.sgcservices.com/karnataka-government-professional-tax-order'
const ACT_2023 = [
  'https://www.knowinfonow.com/2023/03/no-professional-tax-payable-upto-rs-25000-00-pm-in-karnataka.html',
  'https://unitedconsultancy.com/?p=9064',
]
const ACT_2025 = 'https://taxguru.in/corporate-law/karnataka-tax-profession-trades-callings-employments-amendment-act2025.html'
const PTEC_2023 = 'https://mrassociatesca.com/?p=278'

const rc = { scheme: 'ptrc' as const, state: 'KA' }
const ec = { scheme: 'ptec' as const, state: 'KA' }
const lwf = { scheme: 'lwf' as const, state: 'KA' }

const PT: FactSeed[] = [
  levy(
    rc,
    'Registered employers deduct the tax from salaries and wages and pay it with a monthly statement.',
    { levied: true, coverage: 'Salary and wage earners (Schedule serial 1)' },
    {
      from: '1981-03-26',
      citation: `${PT_ACT}, s.3, s.4 and the Schedule`,
      sources: [ACT_HISTORY],
      confidence: 'secondary',
      note: 'In force at least since Karnataka Act 8 of 1981 (Gazette of 26 March 1981) amended it, the earliest dated source.',
    },
  ),
  period(
    rc,
    'The tax on salaries is for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    {
      from: '1981-03-26',
      citation: `${PT_ACT}, Schedule serial 1 (rates per month)`,
      sources: [ACT_HISTORY, ACT_2025],
      confidence: 'secondary',
    },
  ),
  schedule(
    rc,
    'Every registered employer furnishes, within twenty days of the expiry of a month, a statement of the salaries paid and tax deducted in the preceding month, with the challan for the tax.',
    {
      frequency: 'monthly',
      yearStart: FINANCIAL_YEAR,
      due: daysAfterPeriodEnd(20),
      form: 'Monthly statement with challan (s.6-A); annual return within 60 days of the year (s.6)',
    },
    {
      from: '2020-03-01',
      citation: `${PT_ACT}, s.6-A(1) and (2)`,
      sources: [S6A, S6, ORDER_2020],
      confidence: 'secondary',
      note: 'In force at least since March 2020, for which a removal-of-difficulties Order under s.34 extended the statement to 20 May 2020 (also April 2021 to 20 June 2021, April 2023 to 31 May 2023: not modelled). The date s.6-A was inserted was not found.',
    },
  ),
  amounts(
    rc,
    'Salary or wages of ₹25,000 a month and above: ₹200 a month, ₹300 in February; below ₹25,000 nil.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 24999, fixed(0)), band(25000, null, fixed(200), { months: [{ month: 2, employee: 300 }] })],
      employer_minimum: null,
    },
    {
      from: '2025-04-01',
      citation:
        'Karnataka Tax on Profession, Trades, Callings and Employments (Amendment) Act, 2025 (Karnataka Act 33 of 2025), s.2, in force 1 April 2025; Gazette Extraordinary 15 April 2025',
      sources: [ACT_2025],
      confidence: 'secondary',
      note: 'Text of the Act as reproduced by taxguru.',
    },
  ),
  amounts(
    rc,
    'Salary or wages of ₹25,000 a month and above: ₹200 a month; below ₹25,000 nil.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 24999, fixed(0)), band(25000, null, fixed(200))],
      employer_minimum: null,
    },
    {
      from: '2023-04-01',
      to: '2025-04-01',
      citation:
        'Karnataka Tax on Profession, Trades, Callings and Employments (Amendment) Act, 2023 (assent 13 March 2023), in force 1 April 2023',
      sources: ACT_2023,
      confidence: 'secondary',
      note: 'Before 1 April 2023 the threshold was ₹15,000 (same sources); its start was not looked up.',
    },
  ),
  levy(
    ec,
    'Persons enrolled under s.5(2), employers included, pay the yearly tax of their class.',
    {
      levied: true,
      coverage:
        'Employers of establishments under the Karnataka Shops and Commercial Establishments Act, 1961 employing more than five employees, and others in the Schedule',
    },
    {
      from: '2020-04-01',
      citation: `${PT_ACT}, s.5(2), s.10(2) and the Schedule`,
      sources: [ORDER_2020, PTEC_2023],
      confidence: 'secondary',
      note: 'In force at least since the year 2020-21, for which the Order under s.34 moved the payment to 30 May 2020.',
    },
  ),
  period(
    ec,
    'The enrolment tax is for the financial year.',
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR },
    {
      from: '2020-04-01',
      citation: `${PT_ACT}, s.10(2)`,
      sources: [ORDER_2020],
      confidence: 'secondary',
    },
  ),
  schedule(
    ec,
    "A person enrolled before the year pays the year's tax by 30 April, with the return in Form 4-A.",
    {
      frequency: 'yearly',
      yearStart: FINANCIAL_YEAR,
      due: dayOfPeriodMonth(1, 30),
      form: 'Form 4-A',
    },
    {
      from: '2020-04-01',
      citation: `${PT_ACT}, s.10(2); Karnataka Tax on Professions, Trades, Callings and Employments Rules, 1976, r.19(3-A)`,
      sources: [ORDER_2020, PTEC_2023, RULE19],
      confidence: 'secondary',
      note: 'For 2020-21 only, 30 May 2020 (Order under s.34): not modelled.',
    },
  ),
  amounts(
    ec,
    '₹2,500 a year.',
    { kind: 'fixed', employer: 2500 },
    {
      from: '2023-04-01',
      citation: `${PT_ACT}, Schedule (employers employing more than five)`,
      sources: [PTEC_2023],
      confidence: 'secondary',
      note: 'In force at least for 2023-24 (the source names that year).',
    },
  ),
]

const LWF_ACT = 'Karnataka Labour Welfare Fund Act, 1965'
const LWF_2017 = 'https://www.citehr.com/amp.php?t=584687'
const LWF_2024 = 'https://udyamica.com/2024/12/karnataka-labour-welfare-fund-contribution-2024.html'
const FORM_D =
  'https://www.stacowiki.in/en/acts/st-karnataka/karnataka-labour-welfare-fund-act-1965/form-d-statement-employers-employees-contribution/'

/**
 * The Karnataka Labour Welfare Fund (Amendment) Act, 2024 (DPAL 60 Shasana 2024) substituted
 * s.7A(2)'s amounts: employee ₹50, employer ₹100, State ₹50 a year, for employees on the
 * register on 31 December. Published in the Gazette on 10 January 2025; the Board's press note
 * of 24 December 2024 still asked ₹20/₹40 for 2024, so the year 2025 is the first at the new rate.
 */
const LWF_2025_FROM = '2025-01-10'
const LWF_2025_SOURCES = [
  'https://lexplosion.in/?p=142223',
  'https://akriviahcm.com/resources/global-payroll/alerts/revised-karnataka-labour-welfare-fund-contribution',
  'https://legalitysimplified.com/karnataka-labour-welfare-fund-act-amended-contributions-revised-for-2024',
  'https://legalitysimplified.com/new-amendment-to-labour-welfare-fund-act-contribution-rates-increased',
  'https://erajyapatra.karnataka.gov.in/WriteReadData/2025/8085.pdf',
]
const LWF_2025: FactSeed = amounts(
  lwf,
  'Employee ₹50 and employer ₹100 a year.',
  { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(50), { employer: fixed(100) })], employer_minimum: null },
  {
    from: LWF_2025_FROM,
    citation:
      'Karnataka Labour Welfare Fund (Amendment) Act, 2024 (DPAL 60 Shasana 2024), s.7A(2) as substituted; Karnataka Gazette of 10 January 2025',
    sources: LWF_2025_SOURCES,
    confidence: 'conflicting',
    note: "lexplosion (citing the Karnataka Gazette) and akriviahcm: employee ₹20 to ₹50, employer ₹40 to ₹100, State ₹20 to ₹50; akriviahcm gives the Gazette date 10 January 2025 and an effective date of 24 January 2025, and names the Gazette PDF (erajyapatra, not read here); one legalitysimplified page says notified 12 December 2024, another swaps the employee's and employer's labels. Dated from the Gazette of 10 January 2025: the year 2025 (register of 31 December 2025, due 15 January 2026) is the first at ₹50/₹100, as the Board's press note of 24 December 2024 still asked ₹20/₹40 for 2024.",
  },
)

const LWF: FactSeed[] = [
  levy(
    lwf,
    'Employers contribute, with their employees, for every employee on the register on 31 December.',
    {
      levied: true,
      coverage:
        'Factories, plantations, motor transport, shops and commercial establishments, societies and trusts; not supervisors or managers',
    },
    {
      from: '2017-01-01',
      citation: `${LWF_ACT}, s.7A; Karnataka Labour Welfare Fund Rules, 1968`,
      sources: [LWF_2017, FORM_D],
      confidence: 'secondary',
      note: 'Dated from the first year the 2017 amendment applied to, the earliest dated source; the Act is older.',
    },
  ),
  period(
    lwf,
    'The contribution is for the calendar year, for employees on the register on 31 December.',
    {
      frequency: 'yearly',
      yearStart: CALENDAR_YEAR,
      liability: 'Employees on the register on 31 December',
    },
    { from: '2017-01-01', citation: `${LWF_ACT}, s.7A`, sources: [LWF_2017, FORM_D], confidence: 'secondary' },
  ),
  schedule(
    lwf,
    "The year's contributions are paid with Form D on or before 15 January of the following year.",
    {
      frequency: 'yearly',
      yearStart: CALENDAR_YEAR,
      due: byDayOfNextMonth(15),
      form: 'Form D',
    },
    {
      from: '2017-01-01',
      citation: 'Karnataka Labour Welfare Fund Rules, 1968 (Form D)',
      sources: [LWF_2017, FORM_D, LWF_2024],
      confidence: 'secondary',
    },
  ),
  amounts(
    lwf,
    'Employee ₹20 and employer ₹40 a year.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, null, fixed(20), { employer: fixed(40) })],
      employer_minimum: null,
    },
    {
      from: '2017-04-06',
      to: LWF_2025_FROM,
      citation: 'Karnataka Labour Welfare Fund (Amendment) Act, 2017, in effect 6 April 2017',
      sources: [LWF_2017, LWF_2024],
      confidence: 'secondary',
      note: "First applied to the year 2017 (due 15 January 2018); still ₹20/₹40 for 2024 per the Board's press note, the last year at this rate (the 2024 amendment follows). Before: ₹6 / ₹12 (State ₹6).",
    },
  ),
]

export const KARNATAKA: readonly FactSeed[] = [...PT, ...LWF, LWF_2025]
