/**
 * Kerala: PT levied by panchayats and municipalities on one half-yearly schedule; LWF from
 * two funds under two Acts, with different schedules (research log "Kerala"): the Kerala
 * Labour Welfare Fund Act, 1975 (half-yearly, the default) and the Kerala Shops and
 * Commercial Establishments Workers Welfare Fund Act, 2006 (monthly: registrations set to monthly).
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
} from '../fact'

const PT_LAW =
  'Kerala Panchayat Raj Act, 1994 and Kerala Panchayat Raj (Profession Tax) Rules, 1996; Kerala Municipality Act, 1994 and Kerala Municipality (Profession Tax) Rules, 2005'
const OLD = 'https://citehr.com/amp.php?t=418559'
const NEW = [
  'https://ascent-hr.com/notification/change-in-rates-of-professional-tax/',
  'https://rayondsouza.blogspot.com/2024/09/notification-revised-employment-tax.html',
  'https://simpliance.in/professional-tax-detail/kerala',
]
const DUE = 'https://www.normsmanagement.com/blog/ufaqs/kerala-municipalities-act'

const rc = { scheme: 'ptrc' as const, state: 'KL' }
const ec = { scheme: 'ptec' as const, state: 'KL' }
const lwf = { scheme: 'lwf' as const, state: 'KL' }

const PT: FactSeed[] = [
  levy(
    rc,
    'Employers deduct the profession tax of employees with half-yearly income of ₹12,000 or more and pay it to the panchayat or municipality.',
    { levied: true, coverage: 'Employees who worked 60 days or more in the half-year' },
    {
      from: '2010-11-01',
      citation: PT_LAW,
      sources: [OLD, ...NEW],
      confidence: 'secondary',
      note: 'In force at least since the schedule "from Nov. 2010".',
    },
  ),
  period(
    rc,
    "Half-years April–September and October–March, on the half-year's income.",
    { frequency: 'half_yearly', yearStart: FINANCIAL_YEAR },
    {
      from: '2010-11-01',
      citation: PT_LAW,
      sources: [OLD],
      confidence: 'secondary',
    },
  ),
  schedule(
    rc,
    "Panchayats: the half-year's tax by 31 August and by the end of February; municipalities and corporations: by 30 September and 31 March.",
    {
      frequency: 'half_yearly',
      yearStart: FINANCIAL_YEAR,
      due: dayOfPeriodMonth(5, 31),
    },
    {
      from: '2019-11-18',
      citation: PT_LAW,
      sources: [DUE, 'https://support.greythr.com/hc/en-us/articles/360026437311-What-is-the-professional-tax-slab-in-Kerala-'],
      confidence: 'conflicting',
      note: "The two kinds of local body set different days; the earlier (panchayats') is kept so no payment is late, and the municipalities' dates are in this note. Dated from the 18 November 2019 source.",
    },
  ),
  amounts(
    rc,
    'Half-yearly income up to ₹11,999 nil; ₹12,000–17,999 ₹320; ₹18,000–29,999 ₹450; ₹30,000–44,999 ₹600; ₹45,000–99,999 ₹750; ₹1,00,000–1,24,999 ₹1,000; ₹1,25,000 and above ₹1,250.',
    {
      kind: 'slabs',
      wage_basis: 'half_yearly',
      bands: [
        band(0, 11999, fixed(0)),
        band(12000, 17999, fixed(320)),
        band(18000, 29999, fixed(450)),
        band(30000, 44999, fixed(600)),
        band(45000, 99999, fixed(750)),
        band(100000, 124999, fixed(1000)),
        band(125000, null, fixed(1250)),
      ],
      employer_minimum: null,
    },
    {
      from: '2024-10-01',
      citation:
        'G.O.(Rt) No. 1149/2024/LSGD dated 27 June 2024 (Local Self Government Department), revised profession tax rates from 1 October 2024',
      sources: NEW,
      confidence: 'secondary',
    },
  ),
  amounts(
    rc,
    'Half-yearly income ₹12,000–17,999 ₹120; ₹18,000–29,999 ₹180; ₹30,000–44,999 ₹300; ₹45,000–59,999 ₹450; ₹60,000–74,999 ₹600; ₹75,000–99,999 ₹750; ₹1,00,000–1,24,999 ₹1,000; ₹1,25,000 and above ₹1,250.',
    {
      kind: 'slabs',
      wage_basis: 'half_yearly',
      bands: [
        band(0, 11999, fixed(0)),
        band(12000, 17999, fixed(120)),
        band(18000, 29999, fixed(180)),
        band(30000, 44999, fixed(300)),
        band(45000, 59999, fixed(450)),
        band(60000, 74999, fixed(600)),
        band(75000, 99999, fixed(750)),
        band(100000, 124999, fixed(1000)),
        band(125000, null, fixed(1250)),
      ],
      employer_minimum: null,
    },
    {
      from: '2010-11-01',
      to: '2024-10-01',
      citation: `${PT_LAW}: Schedule (rule 3) in force from November 2010`,
      sources: [OLD, NEW[0]!],
      confidence: 'conflicting',
      note: 'citehr writes the fourth band as ₹50,000–59,999, leaving ₹45,000–49,999 out; the 2024 notification\'s "current rate" column runs ₹45,000–99,999 at ₹450/600/750, so ₹45,000 is kept.',
    },
  ),
  levy(
    ec,
    "Companies and persons carrying on a profession or trade pay the local body's half-yearly tax of their class.",
    { levied: true },
    {
      from: '2010-11-01',
      citation: PT_LAW,
      sources: [OLD],
      confidence: 'secondary',
    },
  ),
  schedule(
    ec,
    "The due date of the employer's own half-yearly tax is not confirmed.",
    { frequency: 'half_yearly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: '2010-11-01',
      citation: PT_LAW,
      sources: [OLD],
      confidence: 'secondary',
      note: 'No source for its due day or amount was reached.',
    },
  ),
]

const KLWF =
  'Kerala Labour Welfare Fund Act, 1975, s.15(1); Kerala Labour Welfare Fund Rules, 1977, r.11 (Form A; amended by the Kerala Labour Welfare Fund (Amendment) Rules, 2024, dated 1 October 2024 per legitquest, 10 October per legalitysimplified)'
const KLWF_SOURCES = ['https://www.setindiabiz.com/blog/lwf-kerala', 'https://factohr.com/labour-welfare-fund/kerala']
const KLWF_PRS = 'https://prsindia.org/bills/states/the-kerala-labour-welfare-fund-amendment-ordinance-2021'
const KLWF_BOARD = 'http://stagging.labourwelfarefund.in.199-79-62-24.bh-plesk-web1.webhostbox.net/about_us'
const KLWF_ORDINANCE_2021 = '2021-02-09'
const SHOPS =
  'Kerala Shops and Commercial Establishments Workers Welfare Fund Act, 2006, and its Scheme (in force 15 March 2007, GO(Ms) No 29/2007/LBR)'
const SHOPS_START = 'https://boardhr.blogspot.com/2017/04/kerala-shops-commercial-establishment.html'
const SHOPS_2022 = [
  'https://www.prd.kerala.gov.in/ml/node/181887',
  'https://blog.sgcservices.com/notification-for-enhancement-of-contribution-to-kerala-s-e-workers-welfare-fund-sgc-services',
]
const shops = {
  ...lwf,
  variant: 'monthly' as const,
  condition: 'Members of the Kerala Shops and Commercial Establishments Workers Welfare Fund (set the registration to monthly)',
}

const LWF: FactSeed[] = [
  levy(
    lwf,
    'Employers covered by the Kerala Labour Welfare Fund Act contribute twice a year for employees on the register.',
    { levied: true, coverage: 'Factories, plantations, motor transport, and establishments named in the Act' },
    {
      from: '1977-05-01',
      citation: KLWF,
      sources: KLWF_SOURCES,
      confidence: 'secondary',
      note: 'The Board has functioned since 1 May 1977 (setindiabiz).',
    },
  ),
  period(
    lwf,
    'Half-years ending June and December: employees on the register on their last working day.',
    {
      frequency: 'half_yearly',
      yearStart: CALENDAR_YEAR,
      liability: 'Employees on the register on the last working day of June and December',
    },
    {
      from: '1977-05-01',
      citation: KLWF,
      sources: KLWF_SOURCES,
      confidence: 'secondary',
    },
  ),
  schedule(
    lwf,
    "The half-year's contributions are paid by 15 July and 15 January with the statement in Form A.",
    { frequency: 'half_yearly', yearStart: CALENDAR_YEAR, due: byDayOfNextMonth(15), form: 'Form A' },
    {
      from: '2023-07-04',
      citation: KLWF,
      sources: [...KLWF_SOURCES, 'https://legalitysimplified.com/kerala-labour-welfare-fund-rules-revamped'],
      confidence: 'secondary',
      note: 'Dated from the earliest dated source naming the days (kb.bizproutx.com, 4 July 2023).',
    },
  ),
  amounts(
    lwf,
    'Employee ₹50 and employer ₹50 a half-year.',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(50), { employer: fixed(50) })], employer_minimum: null },
    {
      from: '2023-07-04',
      citation: KLWF,
      sources: KLWF_SOURCES,
      confidence: 'conflicting',
      note: 'kb.bizproutx.com (modified 4 July 2023) gives ₹50/₹50; PRS gives ₹45/₹45 under the 2021 Ordinance. The newer and higher is kept so nothing is underpaid; the instrument that set ₹50 was not found.',
    },
  ),
  amounts(
    lwf,
    'Employee ₹45 and employer ₹45 a half-year.',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(45), { employer: fixed(45) })], employer_minimum: null },
    {
      from: KLWF_ORDINANCE_2021,
      to: '2023-07-04',
      citation:
        'Kerala Labour Welfare Fund (Amendment) Ordinance, 2021, promulgated 9 February 2021 (continuing the 2020 Ordinance, which lapsed on 11 February 2021), amending s.15',
      sources: [KLWF_PRS],
      confidence: 'secondary',
      note: "PRS's summary (it names the Jewellery Workers' Act by mistake but quotes this Act's ₹4/₹8). The 2020 Ordinance's own date was not found, so the rise is dated from the 2021 Ordinance: half-years under the 2020 Ordinance may show ₹4/₹8 too low.",
    },
  ),
  amounts(
    lwf,
    'Employee ₹4 and employer ₹8 a half-year.',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(4), { employer: fixed(8) })], employer_minimum: null },
    {
      from: '1977-05-01',
      to: KLWF_ORDINANCE_2021,
      citation: `${KLWF} as enacted; the Board constituted by G.O.(Ms) No. 26/77/LBR dated 1 May 1977 (SRO 372/77)`,
      sources: [KLWF_BOARD, KLWF_PRS, ...KLWF_SOURCES],
      confidence: 'secondary',
      note: "The Board's page (a staging copy of its site) and PRS both give ₹4/₹8, paid before 15 July and 15 January.",
    },
  ),
  levy(
    shops,
    'Shops and commercial establishments enrol their workers in the Shops and Commercial Establishments Workers Welfare Fund and contribute monthly.',
    { levied: true, coverage: 'Establishments under the Kerala Shops and Commercial Establishments Act, 1960; workers aged 18 to 55' },
    {
      from: '2007-03-15',
      citation: SHOPS,
      sources: [SHOPS_START],
      confidence: 'secondary',
    },
  ),
  period(
    shops,
    'The contribution is for each month.',
    { frequency: 'monthly', yearStart: CALENDAR_YEAR },
    { from: '2007-03-15', citation: SHOPS, sources: [SHOPS_START], confidence: 'secondary' },
  ),
  schedule(
    shops,
    'Contributions are paid monthly; the due day is not confirmed.',
    { frequency: 'monthly', yearStart: CALENDAR_YEAR, due: null },
    {
      from: '2007-03-15',
      citation: SHOPS,
      sources: [
        'https://www.normsmanagement.com/blog/ufaqs/kerala-shops-commercial-establishments-workers-welfare-fund-act-2006',
        'https://knowledge.greythr.com/pages/diffpagesbyversion.action?pageId=7800087&selectedPageVersions=21&selectedPageVersions=22',
      ],
      confidence: 'conflicting',
      note: "Norms Management says the 5th of every month; the greytHR table says the 20th. Neither is the Scheme's text, so no due day is computed.",
    },
  ),
  amounts(
    shops,
    'Employee ₹50 and employer ₹50 a month (₹100 a month in all).',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(50), { employer: fixed(50) })], employer_minimum: null },
    {
      from: '2022-09-01',
      citation: 'GO(P) No. 41/22/LBR dated 19 May 2022: contribution raised from ₹20 + ₹20 to ₹50 + ₹50 a month from 1 September 2022',
      sources: SHOPS_2022,
      confidence: 'primary',
      note: "The Kerala Public Relations Department's release (prd.kerala.gov.in) is the primary source.",
    },
  ),
]

export const KERALA: readonly FactSeed[] = [...PT, ...LWF]
