/** Goa's LWF; Odisha's PT and LWF (research log "Goa", "Odisha"). Goa levies no PT: see not-levied.ts. */
import {
  CALENDAR_YEAR,
  FINANCIAL_YEAR,
  amounts,
  band,
  byDayOfNextMonth,
  fixed,
  levy,
  period,
  schedule,
  undated,
  type FactSeed,
} from '../fact'

const GA_ACT =
  'Goa, Daman and Diu Labour Welfare Fund Act, 1986 (Act 4 of 1987), s.14, amended by Act 16 of 1998 and Act 6 of 2004; Goa Labour Welfare Fund Rules, 1990 (notification 21/25/87-LAB of 29 January 1990, in force at once)'
const GA_SOURCES = [
  'https://hrinformative.com/labour-welfare-fund-goa/',
  'https://www.latestlaws.com/mobile/app/bare-acts/73441',
  'https://fdocuments.us/amp/document/55-the-goa-daman-and-diu-labour-welfare-fund-act-the-goa-daman-and-diu-labour.html',
]
const GA_CONFLICT = 'https://community.emgage.work/complaince/labour-welfare-fund/labour-welfare-fund-details/labour-welfare-fund-goa'
const ga = { scheme: 'lwf' as const, state: 'GA' }

const GOA: FactSeed[] = [
  levy(
    ga,
    'Employers contribute twice a year for their employees.',
    { levied: true, coverage: 'Establishments of one or more persons; not managers or supervisors drawing over ₹1,600' },
    {
      from: '1990-01-29',
      citation: GA_ACT,
      sources: GA_SOURCES,
      confidence: 'secondary',
      note: 'Dated from the Rules (in force at once, notification of 29 January 1990).',
    },
  ),
  period(
    ga,
    'Half-years ending 30 June and 31 December.',
    { frequency: 'half_yearly', yearStart: CALENDAR_YEAR },
    undated({
      citation: GA_ACT,
      sources: GA_SOURCES,
      confidence: 'conflicting',
      note: 'An older greytHR table says yearly (by 31 January).',
    }),
  ),
  schedule(
    ga,
    "The half-year's contributions are paid by 15 July and 15 January with Form A.",
    { frequency: 'half_yearly', yearStart: CALENDAR_YEAR, due: byDayOfNextMonth(15), form: 'Form A' },
    undated({
      citation: GA_ACT,
      sources: [...GA_SOURCES, GA_CONFLICT],
      confidence: 'conflicting',
      note: 'hrinformative: 15 July / 15 January; emgage: 31 July / 31 January. The earlier is kept so no payment is late.',
    }),
  ),
  amounts(
    ga,
    'Employee ₹60 and employer ₹180 a half-year.',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(60), { employer: fixed(180) })], employer_minimum: null },
    undated({
      citation: GA_ACT,
      sources: [...GA_SOURCES, GA_CONFLICT],
      confidence: 'conflicting',
      note: "hrinformative: ₹60/₹180; emgage: ₹60/₹120; greytHR (older): ₹120/₹360 a year. The employer's three times the employee's is kept.",
    }),
  ),
]

const OD_PT =
  'Orissa State Tax on Professions, Trades, Callings and Employments Act, 2000 (Act 7 of 2000; Orissa Gazette Ext. No. 1386 of 28 September 2000); Rules, 2000'
const OD_PT_SOURCES = [
  'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=15606',
  'https://simpliance.in/professional-tax-detail/odisha',
  'https://www.courtkutchehry.com/bare-acts/orissa-state-tax-on-professions-trades-callings-and-employments-act-2000',
]
const odrc = { scheme: 'ptrc' as const, state: 'OD' }
const odec = { scheme: 'ptec' as const, state: 'OD' }
const ODISHA_PT: FactSeed[] = [
  levy(
    odrc,
    'Employers deduct the tax from salaries monthly.',
    { levied: true, coverage: 'Salary and wage earners above ₹1,60,000 a year' },
    {
      from: '2000-09-28',
      citation: `${OD_PT}, s.4, s.5`,
      sources: OD_PT_SOURCES,
      confidence: 'secondary',
      note: 'Dated from the Gazette publication; the commencement notification was not found.',
    },
  ),
  period(
    odrc,
    'The tax is for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    { from: '2000-09-28', citation: OD_PT, sources: OD_PT_SOURCES, confidence: 'secondary' },
  ),
  schedule(
    odrc,
    "A month's tax is paid in the following month (March's in April), with the monthly return, by the month's last day.",
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: byDayOfNextMonth(31), form: 'Form V (monthly return)' },
    {
      from: '2010-05-14',
      citation: `${OD_PT}; Rules, 2000 (notification of 17 November 2000), r.13(2) as amended by the Orissa State Tax on Professions, Trades, Callings and Employments (Amendment) Rules, 2010, S.R.O. No. 180/2010 of 14 May 2010 (Orissa Gazette Extraordinary No. 751 of that day, in force on publication): the employer's return with the tax "by the last day of succeeding month"`,
      sources: [
        'https://www.scribd.com/document/651845803/NOT232072010',
        'http://as.ori.nic.in/salestax/PT/ptaxrule.htm',
        'https://simpliance.in/professional-tax-detail/odisha',
        'https://icm.simpliance.in/professional-tax-detail/odisha',
      ],
      confidence: 'secondary',
      note: 'The Gazette of 14 May 2010 is read in a scan on scribd (the Rules of 2000 themselves are on the State\'s own host, as.ori.nic.in, without this amendment); simpliance\'s "every month on last day" agrees. Before 14 May 2010 the day is not on record.',
    },
  ),
  amounts(
    odrc,
    'Annual salary up to ₹1,60,000 nil; ₹1,60,001–3,00,000 ₹125 a month; above ₹3,00,000 ₹200 a month and ₹300 in the twelfth month (March).',
    {
      kind: 'slabs',
      wage_basis: 'yearly',
      bands: [
        band(0, 160000, fixed(0)),
        band(160001, 300000, fixed(125)),
        band(300001, null, fixed(200), { months: [{ month: 3, employee: 300 }] }),
      ],
      employer_minimum: null,
    },
    undated({
      citation: `${OD_PT}, Schedule serial 1 (text naming the Odisha GST Act, 2017)`,
      sources: OD_PT_SOURCES,
      confidence: 'secondary',
      note: "The threshold's date was not found; praans shows an older monthly slab.",
    }),
  ),
  levy(
    odec,
    'Employers and dealers enrolled under the Act pay their own yearly tax.',
    { levied: true },
    { from: '2000-09-28', citation: OD_PT, sources: OD_PT_SOURCES, confidence: 'secondary' },
  ),
  schedule(
    odec,
    "The due date of the employer's own yearly tax is not confirmed.",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: '2000-09-28',
      citation: OD_PT,
      sources: OD_PT_SOURCES,
      confidence: 'secondary',
      note: 'No source for its due day was reached.',
    },
  ),
  amounts(
    odec,
    'Entities registered, or liable to register, under the GST or VAT Act in Odisha pay a fixed ₹2,500 a year.',
    { kind: 'fixed', employer: 2500 },
    {
      from: '2018-09-12',
      citation: `${OD_PT}, Schedule serial No. 4 as substituted by Finance Department notification No. FIN-CTI-TAX-0057-2018/29460 dated 12 September 2018 under s.30(1): "Dealers or taxable persons registered or liable to be registered under the Odisha Value Added Tax Act, 2004 and/or the Odisha Goods and Services Tax Act, 2017" Rs 2,500 per annum`,
      sources: [
        'https://www.odishatax.gov.in/professional_tax.php',
        'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?node=156928',
        'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=15606',
        'https://cleartax.in/s/professional-tax-odisha',
      ],
      confidence: 'primary',
      note: 'The Commercial Tax & GST Department\'s own page states the ₹2,500; the notification (reproduced by salestaxindia) gives the entry its date, the notification\'s own (no other commencement found). It gives no due day beyond "each year".',
    },
  ),
]

const OD_LWF = 'Orissa Labour Welfare Fund Act, 2005 (Orissa Act 14 of 2005), s.10(1); Odisha Labour Welfare Fund Rules, 2015'
const OD_LWF_SOURCES = [
  'https://www.setindiabiz.com/blog/lwf-odisha',
  'https://fdocuments.us/document/the-orissa-labour-welfare-fund-act-the-orissa-labour-welfare-fund-act-1996.html',
  'https://cleartax.in/s/odisha-labour-welfare-fund',
]
const odl = { scheme: 'lwf' as const, state: 'OD' }
const ODISHA_LWF: FactSeed[] = [
  levy(
    odl,
    'Covered employers contribute twice a year for their employees.',
    {
      levied: true,
      coverage: 'Factories and motor transport of one or more; shops of 20 or more; not managers, apprentices or part-timers',
    },
    {
      from: '2021-07-02',
      citation: OD_LWF,
      sources: [
        'http://olwboard.labdirodisha.gov.in/?q=node/12%27%3B',
        ...OD_LWF_SOURCES,
        'https://www.greythr.com/wiki/acts/orissa-labour-welfare-fund-act/',
      ],
      confidence: 'secondary',
      note: 'Not the "Odisha Labour Welfare Fund Act, 1996" of the earlier library: the Act is of 2005. The Board\'s own page: Rules framed in 2015, published in the Gazette on 27 January 2016; Board constituted 21 May 2016; covers factories, motor transport undertakings, shops and commercial establishments, societies and trusts "employing 20 or more persons". Dated from the greytHR page of 2 July 2021, the earliest dated source for the half-yearly days; the Act\'s commencement notification was not found.',
    },
  ),
  period(
    odl,
    'Half-years ending 30 June and 31 December.',
    { frequency: 'half_yearly', yearStart: CALENDAR_YEAR },
    { from: '2021-07-02', citation: OD_LWF, sources: OD_LWF_SOURCES, confidence: 'secondary' },
  ),
  schedule(
    odl,
    "The half-year's contributions are paid by 15 July and 15 January.",
    { frequency: 'half_yearly', yearStart: CALENDAR_YEAR, due: byDayOfNextMonth(15), form: 'Form F' },
    { from: '2021-07-02', citation: OD_LWF, sources: OD_LWF_SOURCES, confidence: 'secondary' },
  ),
  amounts(
    odl,
    'Employee ₹20 and employer ₹40 a half-year.',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(20), { employer: fixed(40) })], employer_minimum: null },
    undated({
      citation: OD_LWF,
      sources: ['https://blog.sgcservices.com/labour-welfare-fund-applicable-orissa', ...OD_LWF_SOURCES],
      confidence: 'conflicting',
      note: 'sgcservices, with the gazette attached, gives ₹20/₹40; setindiabiz (January 2025) and greytHR (2021) give ₹10/₹20. The reading with the gazette is kept.',
    }),
  ),
]

export const GOA_ODISHA: readonly FactSeed[] = [...GOA, ...ODISHA_PT, ...ODISHA_LWF]
