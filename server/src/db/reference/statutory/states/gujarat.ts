/** Gujarat: PT under the 1976 Act; LWF under the Gujarat Labour Welfare Fund Act, 1953 (research log "Gujarat"). */
import {
  CALENDAR_YEAR,
  FINANCIAL_YEAR,
  amounts,
  band,
  RETRIEVED,
  byDayOfNextMonth,
  dayOfPeriodMonth,
  daysAfterPeriodEnd,
  fixed,
  levy,
  period,
  schedule,
  undated,
  type FactSeed,
} from '../fact'

const PT_ACT = 'Gujarat State Tax on Professions, Trades, Callings and Employments Act, 1976'
const SLAB_2022 = [
  'https://taxguru.in/goods-and-service-tax/reduction-rate-profession-tax-employment-gujarat.html',
  'https://udyamica.com/2022/04/gujarat-profession-tax-slab-2022-23-for.html',
  'https://blog.sgcservices.com/latest-revised-professional-taxes-slab-on-salary-for-gujarat-state-revised-ptax-for-gujarat-sgc-services',
]
const OLD = 'https://www.antworksmoney.com/blog/gujarat-professional-tax-slab-rate/amp'
const QUARTERLY_DAY = [
  'https://cleartax.in/s/professional-tax-gujarat',
  'https://support.greythr.com/hc/en-us/articles/360026141252-What-is-Professional-Tax-Registration-and-Returns-rule-',
  OLD,
]
const QUARTERLY_DAY_FROM = '2024-07-22'
const rc = { scheme: 'ptrc' as const, state: 'GJ' }
const ec = { scheme: 'ptec' as const, state: 'GJ' }
const lwf = { scheme: 'lwf' as const, state: 'GJ' }
const TITLE_NOTE =
  'Title as the body of the Finance Department\'s notification of 8 April 2022 writes it (President\'s Act No. 11 of 1976); simpliance gives the longer "Gujarat Panchayats, Municipalities, Municipal Corporations and State Tax on Professions, Traders, Callings and Employments Act, 1976": which is the current short title is not confirmed.'

const PT: FactSeed[] = [
  levy(
    rc,
    'Employers deduct the tax from salaries and wages and pay it to the State.',
    { levied: true, coverage: 'Salary and wage earners above ₹12,000 a month' },
    {
      from: '2015-04-01',
      citation: `${PT_ACT}, s.3 and the Schedule`,
      sources: [OLD, ...SLAB_2022],
      confidence: 'secondary',
      note: `In force at least since the 2015-16 rates. ${TITLE_NOTE}`,
    },
  ),
  period(
    rc,
    'The tax on salaries is for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    { from: '2015-04-01', citation: PT_ACT, sources: [OLD], confidence: 'secondary' },
  ),
  schedule(
    rc,
    'Employers of more than 20 employees pay within 15 days of the end of the month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: daysAfterPeriodEnd(15) },
    {
      from: '2015-04-01',
      citation: PT_ACT,
      sources: [OLD, 'https://hrdconsultinggroup.com/pt1/'],
      confidence: 'secondary',
      note: 'The source names no rule; the monthly payment is for employers of more than 20 employees.',
    },
  ),
  schedule(
    { ...rc, variant: 'quarterly', condition: 'Employers of fewer than 20 employees' },
    'Employers of fewer than 20 employees pay quarterly.',
    { frequency: 'quarterly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: '2015-04-01',
      to: QUARTERLY_DAY_FROM,
      citation: PT_ACT,
      sources: [OLD],
      confidence: 'secondary',
      note: 'The quarterly due day is not confirmed before the first dated source that gives it.',
    },
  ),
  schedule(
    { ...rc, variant: 'quarterly', condition: 'Employers of fewer than 20 employees' },
    "Employers of fewer than 20 employees pay the quarter's tax within 15 days of its end (15 July, 15 October, 15 January, 15 April).",
    { frequency: 'quarterly', yearStart: FINANCIAL_YEAR, due: byDayOfNextMonth(15) },
    {
      from: QUARTERLY_DAY_FROM,
      citation: PT_ACT,
      sources: QUARTERLY_DAY,
      confidence: 'conflicting',
      note: 'Dated from the earliest dated source (cleartax, updated 22 July 2024). greytHR: fewer than 20 employees pay quarterly by the 15th of the month after the quarter; cleartax gives the same dates but swaps which employers pay monthly and which quarterly. The day both give is kept, for the smaller employers as greytHR and antworksmoney say.',
    },
  ),
  amounts(
    rc,
    'Salary or wages up to ₹12,000 a month nil; more than ₹12,000 ₹200 a month.',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, 12000, fixed(0)), band(12001, null, fixed(200))], employer_minimum: null },
    {
      from: '2022-04-01',
      citation:
        'Finance Department notification No. GHN-35-PFT-2022-S.3(2)(10)-Th dated 8 April 2022 under s.3(2), superseding notification (GHN-11)-PFT-2008-S.3(2)(4)-TH of 1 April 2008; "deemed to have come into force with effect from the 1st day of April, 2022"',
      sources: SLAB_2022,
      confidence: 'secondary',
      note: "The notification's text is reproduced in full by taxguru; the Gazette's own copy was not reached. Sub-entries (A) public and (B) other employees carry the same rates.",
    },
  ),
  amounts(
    rc,
    'Up to ₹5,999 nil; ₹6,000–8,999 ₹80; ₹9,000–11,999 ₹150; ₹12,000 and above ₹200 a month.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 5999, fixed(0)), band(6000, 8999, fixed(80)), band(9000, 11999, fixed(150)), band(12000, null, fixed(200))],
      employer_minimum: null,
    },
    {
      from: '2008-04-01',
      to: '2022-04-01',
      citation: `${PT_ACT}, s.3(2): Finance Department notification (GHN-11)-PFT-2008-S.3(2)(4)-TH dated 1 April 2008 (the schedule the 2022 notification superseded)`,
      sources: [OLD, SLAB_2022[0]!, 'https://www.greythr.com/notifications/schedule-for-profession-tax-to-certain-class-of-persons/'],
      confidence: 'secondary',
      note: "The rates are the compilation's for 2015-16. The 2022 notification names the 1 April 2008 notification as the one it supersedes, so the 2015-16 rates were that notification's: dated from it by that inference; its own text was not read.",
    },
  ),
  levy(
    ec,
    'Employers pay their own yearly professional tax.',
    { levied: true },
    { from: '2015-04-01', citation: PT_ACT, sources: [OLD], confidence: 'secondary' },
  ),
  schedule(
    ec,
    "The due date of the employer's own yearly tax is not confirmed.",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: '2015-04-01',
      to: RETRIEVED,
      citation: PT_ACT,
      sources: [OLD],
      confidence: 'secondary',
      note: 'No source for its due day was reached before the undated ones read for issue 21.',
    },
  ),
  schedule(
    ec,
    "Enrolled before the year begins or by 31 August: the year's tax by 30 September (enrolled later: within a month of enrolment).",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: dayOfPeriodMonth(6, 30) },
    undated({
      citation: PT_ACT,
      sources: ['https://poisepayroll.com/Tax-Gujarat', 'https://shreejiconsultancy.in/Professional4.html'],
      confidence: 'secondary',
      note: 'Two compilations agree; the later-enrolment case (within a month) is not modelled.',
    }),
  ),
]

const LWF_ACT = 'Gujarat Labour Welfare Fund Act, 1953, s.6B(2); Labour Welfare Fund (Gujarat) Rules, 1962'
const LWF_SOURCES = [
  'https://hrdeck.in/labour-welfare-fund-lwf-in-gujarat',
  'https://www.praansconsultech.com/labour-welfare-fund-details/gujarat',
]
const LWF: FactSeed[] = [
  levy(
    lwf,
    'Establishments of 10 or more contribute twice a year for employees on the register on 30 June and 31 December.',
    { levied: true, coverage: 'Establishments employing 10 or more; not managers or supervisors drawing over ₹3,500' },
    {
      from: '1953-06-17',
      citation: LWF_ACT,
      sources: ['https://www.setindiabiz.com/blog/lwf-gujarat', ...LWF_SOURCES],
      confidence: 'secondary',
      note: 'The Bombay Act in force from 17 June 1953, extended to the whole of Gujarat in October 1962 (setindiabiz).',
    },
  ),
  period(
    lwf,
    'Half-years January–June and July–December.',
    { frequency: 'half_yearly', yearStart: CALENDAR_YEAR, liability: 'Employees on the register on 30 June and 31 December' },
    {
      from: '1953-06-17',
      citation: LWF_ACT,
      sources: LWF_SOURCES,
      confidence: 'secondary',
    },
  ),
  schedule(
    lwf,
    "The half-year's contributions are paid with Form A-1 by 15 July and 15 January.",
    { frequency: 'half_yearly', yearStart: CALENDAR_YEAR, due: byDayOfNextMonth(15), form: 'Form A-1' },
    {
      from: '2025-08-01',
      citation: LWF_ACT,
      sources: [
        ...LWF_SOURCES,
        'https://community.emgage.work/complaince/labour-welfare-fund/labour-welfare-fund-details/labour-welfare-fund-gujarat',
      ],
      confidence: 'conflicting',
      note: 'hrdeck (updated August 2025) and praans give 15 July / 15 January; emgage gives 31 July / 31 January. The earlier is kept so no payment is late. Dated from the August 2025 update.',
    },
  ),
  amounts(
    lwf,
    'Employee ₹6 and employer ₹12 a half-year.',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(6), { employer: fixed(12) })], employer_minimum: null },
    {
      from: '2025-08-01',
      citation: LWF_ACT,
      sources: [...LWF_SOURCES, 'https://1-comply.com/gujarat-labour-welfare-fund-act-1953'],
      confidence: 'conflicting',
      note: 'In force at least since the August 2025 update; the date of these rates was not found. 1-comply reads the contribution as ₹3 employee and ₹6 employer every six months (₹12 a year); hrdeck, praansconsultech, emgage and others give ₹6 and ₹12 a half-year, which is kept (the higher, so nothing is underpaid). s.6B(2) as substituted by the Gujarat Amendment Act, 2005 (deemed in force 31 December 2004) was read only up to its half-years, not its amounts.',
    },
  ),
]

export const GUJARAT: readonly FactSeed[] = [...PT, ...LWF]
