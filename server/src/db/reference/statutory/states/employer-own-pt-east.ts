/**
 * The employer's own PT (PT EC) in Assam, Bihar, Jharkhand, Manipur and Tripura, researched
 * after their PT RC (research log "Third pass: PT EC"). Assam's Act gives the due day; the
 * others only that companies and firms are enrolled and pay, so they carry the "due rule not
 * confirmed" marker. Meghalaya, Mizoram, Nagaland and Puducherry stay "not confirmed"
 * (not-levied.ts).
 */
import {
  FINANCIAL_YEAR,
  RETRIEVED,
  amounts,
  dayOfPeriodMonth,
  levy,
  period,
  schedule,
  undated,
  type FactSeed,
  type Provenance,
} from '../fact'

const NO_DAY = "The due day of the enrolled person's own yearly tax is not confirmed."

/**
 * A levied PT EC whose due day is unknown: its levy, and the "due rule not confirmed" marker,
 * from `from` where an instrument dates the levy, else from the day the sources were read.
 */
function leviedDayUnknown(
  state: string,
  text: string,
  coverage: string,
  p: { act: string; citation?: string; sources: string[]; note?: string; from?: string },
): FactSeed[] {
  const s = { scheme: 'ptec' as const, state }
  const dated = (q: Omit<Provenance, 'from'>): Provenance => (p.from ? { ...q, from: p.from } : undated(q))
  return [
    levy(
      s,
      text,
      { levied: true, coverage },
      dated({ citation: p.citation ?? p.act, sources: p.sources, confidence: 'secondary', note: p.note }),
    ),
    schedule(
      s,
      NO_DAY,
      { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: null },
      dated({ citation: p.act, sources: p.sources, confidence: 'secondary', note: 'No source for its due day was reached.' }),
    ),
  ]
}

const AS_ACT = 'Assam Professions, Trades, Callings and Employments Taxation Act, 1947 (Assam Act VI of 1947)'
const AS_DEPT = 'http://comtax.assam.gov.in/frontimpotentdata/assam-professional-tax'
const AS_S3 = 'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=14622'
const AS_S5A = 'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=14625'
const AS_S12 = 'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=14642'
const AS_DEFS = 'https://indianemployees.com/acts-rules/details/assam-professions-trades-callings-and-employments-taxation-act-1947'
/** s.3: "As from the first day of April, 1947 ... every person, who carries on a trade ... shall be liable to pay for each financial year a tax". */
const AS_FROM = '1947-04-01'
const asec = { scheme: 'ptec' as const, state: 'AS' }

const ASSAM: FactSeed[] = [
  levy(
    asec,
    'Every person carrying on a trade, profession or calling in Assam, a company or firm included, is enrolled and pays its own yearly tax.',
    {
      levied: true,
      coverage: 'Persons enrolled under s.5A(2): "person" includes a company, firm or other association of persons (s.2(aa))',
    },
    {
      from: AS_FROM,
      citation: `${AS_ACT}, s.3, s.2(aa) and s.5A(2)`,
      sources: [AS_DEPT, AS_S3, AS_S5A, AS_DEFS],
      confidence: 'primary',
      note: "The Commissionerate of Taxes' own page states the liability of every person carrying on a trade, profession, calling or employment, Rs 250 to Rs 2,500 a year; the Act's sections are read in reproductions.",
    },
  ),
  period(
    asec,
    'The tax is for each financial year.',
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR },
    { from: AS_FROM, citation: `${AS_ACT}, s.3 ("for each financial year")`, sources: [AS_DEPT, AS_S3], confidence: 'primary' },
  ),
  schedule(
    asec,
    "The due day of the enrolled person's own yearly tax is not on record before the day the Act's text was read.",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: AS_FROM,
      to: RETRIEVED,
      citation: `${AS_ACT}, s.12(1)`,
      sources: [AS_S12],
      confidence: 'secondary',
      note: 'When s.12(1) took its present form was not found, so earlier years keep the marker.',
    },
  ),
  schedule(
    asec,
    'Enrolled before the year or by 31 August: the year’s tax is paid before 30 September; enrolled after 31 August: within one month of enrolment.',
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: dayOfPeriodMonth(6, 29) },
    {
      from: RETRIEVED,
      citation: `${AS_ACT}, s.12(1)(a) and (b)`,
      sources: [AS_S12],
      confidence: 'secondary',
      note: '"Before the 30th day of September" is read as by the 29th. Enrolment after 31 August (one month from enrolment) is not modelled. Dated from the day the reproduced text was read: the date of the provision was not found.',
    },
  ),
]

const BR_ACT = 'Bihar Tax on Professions, Trades, Callings and Employments Act, 2011; Bihar Professional Tax Rules, 2011'
const BR_SOURCES = [
  'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=68170',
  'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=158733',
  'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=158730',
  'https://www.praansconsultech.com/professional-tax-details/bihar',
  'https://ja.scribd.com/document/334908977/amendment-in-professional-tax-and-exemption-in-luxary-taxes-pdf',
]
const BIHAR = leviedDayUnknown(
  'BR',
  'Every person engaged in a profession, trade, calling or employment in Bihar is liable; those not taxed through an employer enrol and pay themselves.',
  'Persons enrolled under r.4 (Form PT-IA, certificate PT-IIA); dealers by turnover, transport permit holders and others per the Schedule',
  {
    act: BR_ACT,
    citation: `${BR_ACT}: Act s.4(1)-(2) (at most Rs 2,500 a year) and the Schedule; Rules r.4`,
    sources: BR_SOURCES,
    note: "The Schedule's classes other than salaries (dealers by turnover: up to Rs 10 lakh nil, then Rs 1,000, 2,000, 2,500) come from praansconsultech; the Act's Schedule text read lists only the income classes. Dated from S.O. 217 of 27 November 2012, which amended r.6 for enrolled persons' returns (the earliest notification under the Act reached; the commencement notification was not).",
    from: '2012-11-27',
  },
)

const JH_ACT = 'Jharkhand Tax on Professions, Trades, Callings and Employments Act, 2011; Rules, 2012 (amended 2020)'
const JH_SOURCES = ['https://1-comply.com/jharkhand-tax-on-professions-trades-callings-and-employments-act-2011/']
const JHARKHAND = leviedDayUnknown(
  'JH',
  'Self-employed persons and businesses enrol under the Act and pay their own tax.',
  'Self-employed persons, professionals and business owners (enrolment certificate)',
  {
    act: JH_ACT,
    sources: [...JH_SOURCES, 'https://legalitysimplified.com/?p=13364'],
    from: '2020-09-24',
    note: 'Dated from the Amendment Rules, 2020 (Gazette of 24 September 2020), whose r.3 and r.5 provide for the certificate of enrolment and the "enrolled person": the earliest dated instrument reached that shows enrolled persons; the Act\'s commencement notification was not reached.',
  },
)

const MN_ACT = 'Manipur Professions, Trades, Callings and Employments Taxation Act, 1981 (Manipur Act 5 of 1981)'
const MN_SOURCES = ['https://pl.scribd.com/document/356598980/Manipur-Profesions-Trades-Calings-and-Employments-Taxation-Act-2012']
const MANIPUR = leviedDayUnknown(
  'MN',
  'A company, firm or other body engaged in a profession, trade or calling in Manipur is itself a taxable person.',
  '"Person" includes a Hindu undivided family, firm, company, corporation, society, club or association (s.2(d))',
  {
    act: MN_ACT,
    citation: `${MN_ACT}, s.2(d) as substituted by an amendment; the Schedule's classes other than salary earners`,
    sources: [
      ...MN_SOURCES,
      'https://docsbay.net/where-the-total-gross-annual-income-amount-of-tax-per-annum',
      'https://greythr.com/wiki/acts/professional-tax-manipur',
    ],
    note: "The Act's text as reproduced by LatestLaws (scribd), the version after the Eighth Amendment Act, 2012; the Schedule of the Seventh Amendment Act, 2000 (docsbay) already taxes professionals, company directors (Rs 1,000) and dealers. Dated, like the salary tax, from the Eighth Amendment's commencement on 1 September 2012 (greytHR quotes the notification); the 1981 Act's own commencement was not found. Its rates for such persons were not read in the current Schedule.",
    from: '2012-09-01',
  },
)

const TR_ACT = 'Tripura Professions, Trades, Callings and Employments Taxation Act, 1997'
const TR_SOURCES = [
  'https://enterslice.com/learning/tripura-professional-tax/',
  'https://lawsisto.com/Read-State-Act/MjA4Ng==/THE-TRIPURA-PROFESSIONS-TRADES-CALLINGS-EMPLOYMENTS-TAXATION-ACT-1997',
]
const TRIPURA: FactSeed[] = [
  ...leviedDayUnknown(
    'TR',
    'Employers and establishments registered under the Tripura Shops and Establishments Act pay ₹2,500 a year of their own.',
    'Employers or establishments registered under the Tripura Shops and Establishments Act, 1975; directors',
    {
      act: TR_ACT,
      citation: `${TR_ACT}, the Schedule`,
      sources: [
        ...TR_SOURCES,
        'https://www.legalitysimplified.com/government-of-tripura-notifies-the-procedure-for-obtaining-registration-under-the-tripura-professions-trades-callings-and-employment-taxation-act/',
      ],
      from: '2020-11-13',
      note: "Dated from the State's notification of 13 November 2020 of the procedure for registration and enrolment certificates under the Act (legalitysimplified), the earliest dated source reached that shows enrolled persons; the Act's commencement notification was not reached.",
    },
  ),
  amounts(
    { scheme: 'ptec', state: 'TR' },
    '₹2,500 a year.',
    { kind: 'fixed', employer: 2500 },
    undated({
      citation: `${TR_ACT}, the Schedule`,
      sources: TR_SOURCES,
      confidence: 'secondary',
      note: 'quikchex gives the same (research log "North-east and Puducherry").',
    }),
  ),
]

export const EMPLOYER_OWN_PT_EAST: readonly FactSeed[] = [...ASSAM, ...BIHAR, ...JHARKHAND, ...MANIPUR, ...TRIPURA]
