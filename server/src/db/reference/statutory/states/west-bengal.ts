/** West Bengal: PT under the 1979 Act; LWF under the West Bengal Labour Welfare Fund Act, 1974 (research log "West Bengal"). */
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
  undated,
  type FactSeed,
} from '../fact'

const PT_ACT = 'West Bengal State Tax on Professions, Trades, Callings and Employments Act, 1979; Rules, 1979'
const START = 'https://adventureconsultancy.in/services/p-tax.php'
const DUE = [
  'https://www.caclubindia.com/forum/liability-of-professional-tax-in-w-b-365706.asp',
  'https://community.emgage.work/complaince/professional-tax/professional-tax-details/professional-tax-west-bengal',
]
const SLAB = [
  'https://www.taxmall.in/tax-slabs/tds-rate-chart-for-the-fy-relating-to-ay',
  'https://rsesupport.com/2021/07/west-bengal-professional-tax-slab.html',
]
const OLD = 'https://askbanking.com/west-bengal-professional-tax-slab-rate/amp'
/** The schedules of 1 April 2013 and 1 April 2014 with the Finance Department's memo numbers. */
const WB_SLABS_2013_2014 = 'https://wbxpress.com/professional-tax-slab'
const rc = { scheme: 'ptrc' as const, state: 'WB' }
const ec = { scheme: 'ptec' as const, state: 'WB' }
const lwf = { scheme: 'lwf' as const, state: 'WB' }

const PT: FactSeed[] = [
  levy(
    rc,
    'Registered employers deduct the tax from salaries monthly and file an annual return.',
    { levied: true, coverage: 'Salary and wage earners above ₹10,000 a month' },
    {
      from: '1979-04-01',
      citation: `${PT_ACT}: the Act came into effect on and from 1 April 1979`,
      sources: [START, DUE[0]!],
      confidence: 'secondary',
    },
  ),
  period(
    rc,
    'The tax on salaries is for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    { from: '1979-04-01', citation: PT_ACT, sources: [START], confidence: 'secondary' },
  ),
  schedule(
    rc,
    'Registered employers pay the tax deducted in a month before the 21st day of the next month (through GRIPS); the annual return in Form III follows the year.',
    {
      frequency: 'monthly',
      yearStart: FINANCIAL_YEAR,
      due: byDayOfNextMonth(21),
      form: 'GRIPS challan; Form III annual return',
    },
    {
      from: '2016-10-15',
      citation: `${PT_ACT}; Rules r.12 (annual return from 2014-15)`,
      sources: [...DUE, 'http://nbguptaca.com/detail/33526.aspx'],
      confidence: 'conflicting',
      note: 'praansconsultech says "by the last date of the month"; the 21st (caclubindia, 15 October 2016, and emgage) is kept, being the earlier. Dated from that 2016 answer. "Before the 21st" is read as by the 21st.',
    },
  ),
  amounts(
    rc,
    'Monthly salary up to ₹10,000 nil; ₹10,001–15,000 ₹110; ₹15,001–25,000 ₹130; ₹25,001–40,000 ₹150; above ₹40,000 ₹200.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 10000, fixed(0)),
        band(10001, 15000, fixed(110)),
        band(15001, 25000, fixed(130)),
        band(25001, 40000, fixed(150)),
        band(40001, null, fixed(200)),
      ],
      employer_minimum: null,
    },
    {
      from: '2021-01-01',
      citation: `${PT_ACT}, Schedule serial 1 (the schedule on the portal dated 1 January 2021)`,
      sources: [...SLAB, OLD],
      confidence: 'secondary',
      note: 'Under the schedule w.e.f. 1 April 2014 ₹8,501–10,000 paid ₹90; when that band became nil was not found, so this row is dated from the portal schedule of 1 January 2021.',
    },
  ),
  amounts(
    rc,
    'Monthly salary up to ₹8,500 nil; ₹8,501–10,000 ₹90; ₹10,001–15,000 ₹110; ₹15,001–25,000 ₹130; ₹25,001–40,000 ₹150; above ₹40,000 ₹200.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 8500, fixed(0)),
        band(8501, 10000, fixed(90)),
        band(10001, 15000, fixed(110)),
        band(15001, 25000, fixed(130)),
        band(25001, 40000, fixed(150)),
        band(40001, null, fixed(200)),
      ],
      employer_minimum: null,
    },
    {
      from: '2014-04-01',
      to: '2021-01-01',
      citation: `${PT_ACT}, Schedule serial 1 with effect from 1 April 2014 (Finance Department No. 848-FT dated 28 May 2014)`,
      sources: [WB_SLABS_2013_2014, OLD],
      confidence: 'secondary',
      note: 'Ends where the next dated schedule begins (1 January 2021): the day the ₹8,501–10,000 band became nil was not found, so that band may read ₹90 for some months after it was dropped.',
    },
  ),
  amounts(
    rc,
    'Monthly salary up to ₹7,000 nil; ₹7,001–8,000 ₹50; ₹8,001–9,000 ₹90; ₹9,001–15,000 ₹110; ₹15,001–25,000 ₹130; ₹25,001–40,000 ₹150; above ₹40,000 ₹200.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 7000, fixed(0)),
        band(7001, 8000, fixed(50)),
        band(8001, 9000, fixed(90)),
        band(9001, 15000, fixed(110)),
        band(15001, 25000, fixed(130)),
        band(25001, 40000, fixed(150)),
        band(40001, null, fixed(200)),
      ],
      employer_minimum: null,
    },
    {
      from: '2013-04-01',
      to: '2014-04-01',
      citation: `${PT_ACT}, Schedule serial 1 as amended by the West Bengal Finance Act, 2013 with effect from 1 April 2013 (Finance Department memorandum No. 454-FT dated 12 April 2013)`,
      sources: [WB_SLABS_2013_2014, 'https://wbhmnews.com/2020/02/professional-tax-slabs.html'],
      confidence: 'secondary',
    },
  ),
  levy(
    ec,
    'Enrolled persons, employers included, pay their yearly tax in advance.',
    { levied: true },
    { from: '2016-10-15', citation: PT_ACT, sources: [DUE[0]!], confidence: 'secondary' },
  ),
  period(
    ec,
    'The enrolment tax is for the financial year.',
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR },
    { from: '2016-10-15', citation: PT_ACT, sources: [DUE[0]!], confidence: 'secondary' },
  ),
  schedule(
    ec,
    'Enrolled persons pay on or before 31 July of each financial year.',
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: dayOfPeriodMonth(4, 31) },
    {
      from: '2016-10-15',
      citation: PT_ACT,
      sources: [DUE[0]!],
      confidence: 'secondary',
    },
  ),
  amounts(
    ec,
    '₹2,500 a year.',
    { kind: 'fixed', employer: 2500 },
    undated({ citation: `${PT_ACT}, Schedule`, sources: [DUE[1]!], confidence: 'secondary' }),
  ),
]

const LWF_ACT = 'West Bengal Labour Welfare Fund Act, 1974, s.9; West Bengal Labour Welfare Fund Rules, 1976, r.5'
const BOARD = ['https://wblwb.org/html/attention_employers.php', 'https://wblwb.org/html/faq.php']
const RULES = 'https://wbxpress.com/west-bengal-labour-welfare-fund-rules-1976'
const RULES_NOTE =
  'Rule 5 of the Rules of 1976 fixes the days; their commencement date was not found, so they are dated from 1 January 1977.'
const LWF: FactSeed[] = [
  levy(
    lwf,
    'Factories, tramway and motor transport undertakings, and establishments of 10 or more contribute twice a year.',
    {
      levied: true,
      coverage:
        'Factories; tramway or motor transport undertakings; shops and establishments of 10 or more; not supervisors mainly managerial drawing over ₹1,600',
    },
    {
      from: '1974-08-30',
      citation: LWF_ACT,
      sources: [...BOARD, 'https://www.setindiabiz.com/blog/lwf-west-bengal'],
      confidence: 'secondary',
      note: "The Act's effective date per setindiabiz.",
    },
  ),
  period(
    lwf,
    'Half-years ending 30 June and 31 December.',
    { frequency: 'half_yearly', yearStart: CALENDAR_YEAR },
    {
      from: '1977-01-01',
      citation: LWF_ACT,
      sources: [RULES, ...BOARD],
      confidence: 'secondary',
      note: RULES_NOTE,
    },
  ),
  schedule(
    lwf,
    "The half-year's contributions are paid online with Form D, for the half-year ending 30 June within 15 July and for the one ending 31 December within 15 January.",
    {
      frequency: 'half_yearly',
      yearStart: CALENDAR_YEAR,
      due: byDayOfNextMonth(15),
      form: "Form D (and Form A, the establishment's particulars)",
    },
    {
      from: '1977-01-01',
      citation: LWF_ACT,
      sources: [RULES, ...BOARD],
      confidence: 'secondary',
      note: `${RULES_NOTE} The Board's own pages (primary) say the same today.`,
    },
  ),
  amounts(
    lwf,
    'Employee ₹3 and employer ₹30 a half-year for each employee.',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(3), { employer: fixed(30) })], employer_minimum: null },
    {
      from: '2024-01-01',
      citation: `${LWF_ACT}; the Government of West Bengal's notification revising the employer's contribution, applicable from 1 January 2024`,
      sources: ['https://www.sgcms.com/regulatory-updates/amendment-the-west-bengal-labour-welfare-fund-act-1974/', ...BOARD],
      confidence: 'conflicting',
      note: "SGCMS (19 December 2024), attaching the notification: the employer's contribution revised to ₹30 a half-year, the employee's ₹3, applicable from 1 January 2024. The Board's own pages (wblwb.org, primary, undated copies) still say employee ₹3 and employer ₹15. The revision is kept, the later and higher, so nothing is underpaid; ₹3/₹15 before it is not stored because no source dates its start. The notification itself was not read.",
    },
  ),
]

export const WEST_BENGAL: readonly FactSeed[] = [...PT, ...LWF]
