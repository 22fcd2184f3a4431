/**
 * The Punjab Labour Welfare Fund Act, 1965 as in force in Punjab, Haryana and Chandigarh,
 * Punjab's State Development Tax, and Delhi's LWF under the Bombay Act as extended (research
 * log "Punjab / Chandigarh / Haryana", "Delhi", "Punjab PT").
 */
import {
  CALENDAR_YEAR,
  FINANCIAL_YEAR,
  amounts,
  band,
  byDayOfNextMonth,
  daysAfterPeriodEnd,
  fixed,
  levy,
  percentOf,
  period,
  schedule,
  times,
  undated,
  type FactSeed,
  type Provenance,
} from '../fact'

const PB_LWF_ACT =
  'Punjab Labour Welfare Fund Act, 1965, s.9A (inserted by the Punjab Labour Welfare Fund (Amendment) Act, 2005, Punjab Act 18 of 2006); Punjab Labour Welfare Fund Rules, 1966'
const PB_LWF = [
  'https://www.simpliance.in/labour-welfare-fund-detail/punjab',
  'https://www.simpliance.in/India/LEI/labour_welfare_fund/state-wise-details/punjab',
]

/** The day s.9A is first known in force in Punjab: the Central Government's extension of it to Chandigarh. */
const PB_S9A_KNOWN = '2009-05-28'

/** Monthly contributions paid half-yearly, the financial half-years (s.9A(2)). */
function halfYearlyOfMonthly(
  state: 'PB' | 'CH',
  citation: string,
  sources: string[],
  from: string,
  coverage: string,
  confidence: 'primary' | 'secondary' | 'conflicting',
  note?: string,
): FactSeed[] {
  const s = { scheme: 'lwf' as const, state }
  return [
    levy(
      s,
      'Employers contribute every month for each employee on the register on the last working day of the month.',
      { levied: true, coverage },
      { from, citation, sources, confidence, note },
    ),
    period(
      s,
      'The contribution is for each month.',
      { frequency: 'monthly', yearStart: FINANCIAL_YEAR, liability: 'Employees on the register on the last working day of the month' },
      { from, citation, sources, confidence, note },
    ),
    schedule(
      s,
      'Both contributions are paid before 15 October for April–September and before 15 April for October–March (by the 14th).',
      {
        frequency: 'half_yearly',
        yearStart: FINANCIAL_YEAR,
        due: byDayOfNextMonth(14),
      },
      {
        from,
        citation: `${citation}, s.9A(2)`,
        sources,
        confidence: confidence === 'primary' ? 'secondary' : confidence,
        note: `${note ? `${note} ` : ''}"Before the 15th" is read strictly, as by the 14th: paid on the day shown is never late.`,
      },
    ),
  ]
}

/** A month's flat contributions under s.9A(1). */
function monthlyFlat(state: 'PB' | 'CH', employee: number, employer: number, p: Provenance): FactSeed {
  return amounts(
    { scheme: 'lwf', state },
    `Employee ₹${employee} and employer ₹${employer} a month.`,
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, null, fixed(employee), { employer: fixed(employer) })],
      employer_minimum: null,
    },
    p,
  )
}

export const PUNJAB_LWF = [
  ...halfYearlyOfMonthly(
    'PB',
    PB_LWF_ACT,
    [...PB_LWF, 'https://www.latestlaws.com/mobile/app/bare-acts/91755'],
    PB_S9A_KNOWN,
    'Establishments of 20 or more persons',
    'secondary',
    's.9A came with Punjab Act 18 of 2006 ("shall come into force at once"), whose day of publication was not found; it was in force in Punjab by 28 May 2009, when MHA notification G.S.R. 364(E) extended it to Chandigarh "as in force in the State of Punjab on the date of publication of this notification", so the rows start then.',
  ),
  monthlyFlat(
    'PB',
    5,
    20,
    undated({
      citation: `${PB_LWF_ACT}, s.9A(1)`,
      sources: PB_LWF,
      confidence: 'secondary',
      note: "s.9A as inserted in 2005 said ₹1 a month; Chandigarh's Labour Department dates its own ₹5/₹20 from April 2018, but Punjab's date was not found.",
    }),
  ),
]

const CH_EXTENSION = 'https://www.latestlaws.com/mobile/app/bare-acts/91755'
/** The Chandigarh Labour Department's own page: the rates of s.9-A with the month each took effect. */
const CH_RATES = 'http://labour.chd.gov.in/PublicPages/deposit-of-labour-welfare-fund.aspx'
const CH_ACT =
  'Punjab Labour Welfare Fund Act, 1965 as extended to Chandigarh, with the Punjab Labour Welfare Fund (Amendment) Act, 2005 extended by MHA notification G.S.R. 364(E) dated 28 May 2009 (Punjab Reorganisation Act, 1966, s.87)'
const CH_RATES_NOTE = "The Labour Department's table gives the month each rate took effect, not its instrument."
export const CHANDIGARH_LWF = [
  ...halfYearlyOfMonthly(
    'CH',
    CH_ACT,
    [CH_RATES, CH_EXTENSION],
    '2009-05-28',
    'Industrial and commercial establishments (Chandigarh Labour Welfare Board)',
    'primary',
  ),
  monthlyFlat('CH', 1, 2, {
    from: '2009-05-28',
    to: '2012-12-01',
    citation: `${CH_ACT}, s.9-A(1): "one rupee per month" for the employee`,
    sources: [CH_RATES, CH_EXTENSION],
    confidence: 'primary',
    note: `In effect from May 2009 (dated from the extension notification of 28 May 2009). ${CH_RATES_NOTE}`,
  }),
  monthlyFlat('CH', 2, 4, {
    from: '2012-12-01',
    to: '2018-04-01',
    citation: `${CH_ACT}, s.9-A(1) as revised from December 2012`,
    sources: [CH_RATES],
    confidence: 'primary',
    note: CH_RATES_NOTE,
  }),
  monthlyFlat('CH', 5, 20, {
    from: '2018-04-01',
    citation: `${CH_ACT}, s.9-A(1) as revised from April 2018`,
    sources: [CH_RATES, 'https://hrdconsultinggroup.com/labour-welfare-fund-state-wise/'],
    confidence: 'primary',
    note: `${CH_RATES_NOTE} HRD's compilation limits it to employees drawing up to ₹15,000 a month; the Department's page does not say so.`,
  }),
]

const HR_ACT =
  'Punjab Labour Welfare Fund Act, 1965 as in force in Haryana, s.9A(1) (Punjab Labour Welfare Fund (Haryana Amendment) Act, 2019)'
const HR_2019 = 'https://lexcomply.com/blog/the-punjab-lwf-haryana-amendment-act-2019-contribution-revision/'
const HR_2025 = [
  'https://1-comply.com/?p=12363',
  'https://guptaconsultants.com/?p=9763',
  'https://www.legalitysimplified.com/haryana-revises-labour-welfare-fund-contribution-for-2025/',
]
const hr = { scheme: 'lwf' as const, state: 'HR' }
export const HARYANA_LWF: FactSeed[] = [
  levy(
    hr,
    'Every employee contributes 0.2 % of salary each month, up to an indexed limit, and the employer twice that.',
    { levied: true, coverage: 'Factories and establishments of 10 or more persons; all employees, contract workers included' },
    {
      from: '2019-03-31',
      citation: `${HR_ACT}, notification No. 12-HLA of 2019/16/3917`,
      sources: [HR_2019, 'https://hrinformative.com/labour-welfare-fund-haryana'],
      confidence: 'secondary',
    },
  ),
  period(
    hr,
    'The contribution is for each month.',
    { frequency: 'monthly', yearStart: CALENDAR_YEAR, liability: 'Employees on the register in the month' },
    {
      from: '2019-03-31',
      citation: HR_ACT,
      sources: [HR_2019],
      confidence: 'secondary',
    },
  ),
  schedule(
    hr,
    "The year's monthly contributions are deposited with the Welfare Commissioner on or before 31 December; interest at 12 % a year runs if they are not paid within one month of it.",
    { frequency: 'yearly', yearStart: CALENDAR_YEAR, due: daysAfterPeriodEnd(0) },
    {
      from: '2019-03-31',
      citation: `${HR_ACT}, s.9A(2) and s.9A(4) (interest after one month)`,
      sources: [
        'https://complianceuncovered.com/2020/01/21/haryana-extends-the-last-date-for-deposit-of-lwf-till-31-03-2020/',
        'http://www.lexplosion.in/employers-having-10-or-more-employees-must-submit-labour-welfare-fund-within-31st-january-2019-says-haryana-labour-department/',
        'https://www.citehr.com/amp.php?t=472281',
        'https://hrinformative.com/labour-welfare-fund-haryana',
        'https://www.simpliance.in/India/LEI/labour_welfare_fund/state-wise-details/haryana',
      ],
      confidence: 'conflicting',
      note: "complianceuncovered (January 2020) reads s.9A of the Haryana Amendment Act, 2019: deposited \"on or before the 31st December\", interest under s.9A(4) if not paid within one month, i.e. after 31 January; the Haryana Government's circular of 21 January 2020 extended the deposit for 2019 to 31 March 2020 without interest. The Labour Department's notice of January 2019 (lexplosion) and a practitioner (citehr) give 31 January, the end of that month. hrinformative and simpliance: monthly, by the last day of the month, other periodicities accepted. The statutory day, 31 December, is kept (paid then, never late); the Act's text itself was not reached.",
    },
  ),
  amounts(
    hr,
    "Employee 0.2 % of salary, at most ₹34 a month (reached at ₹17,000 a month); employer twice the employee's.",
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 16999, percentOf(0.2, 34), { employer: times(2) }), band(17000, null, fixed(34), { employer: times(2) })],
      employer_minimum: null,
    },
    {
      from: '2025-01-01',
      citation:
        'Haryana Labour Welfare Board notification HLWB/REV/2025/1306-1530 dated 7 March 2025, limit ₹34 with effect from 1 January 2025 (indexed annually to the CPI from 1 January)',
      sources: HR_2025,
      confidence: 'secondary',
      note: 'The limit stood at ₹25 from 2019 and later ₹31; when ₹31 began was not found (see the ₹31 row).',
    },
  ),
  amounts(
    hr,
    "Employee 0.2 % of salary, at most ₹31 a month (reached at ₹15,500 a month); employer twice the employee's.",
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 15499, percentOf(0.2, 31), { employer: times(2) }), band(15500, null, fixed(31), { employer: times(2) })],
      employer_minimum: null,
    },
    {
      from: '2023-07-12',
      to: '2025-01-01',
      citation: `${HR_ACT}, s.9A(1): the limit of ₹25 as indexed to the consumer price index (₹31)`,
      sources: [
        'https://greythr.com/wiki/acts/haryana-labour-welfare-fund-act',
        'https://lexplosion.in/?p=137473',
        'https://kb.bizproutx.com/doku.php?do=export_xhtml&id=lwf%3A2022_lwf_hr',
        'https://hrinformative.com/labour-welfare-fund-haryana',
      ],
      confidence: 'secondary',
      note: "Dated from the earliest dated source giving ₹31 (greytHR, updated 12 July 2023); the Labour Department's notice raising ₹25 to ₹31 (reported by lexplosion, undated) was not reached, so months between 31 March 2019 and then have no amounts on record.",
    },
  ),
]

const PSDT =
  'Punjab State Development Tax Act, 2018 (Punjab Act No. 11 of 2018), in force 19 April 2018 (notification No. 10-Leg/2018); Punjab State Development Tax Rules, 2018 (G.S.R.71/P.A.11/2018/S.23/2018 of 14 September 2018, published 20 September 2018)'
const PSDT_SOURCES = [
  'https://taxguru.in/goods-and-service-tax/punjab-professional-tax-punjab-tax-punjab-state-development-tax.html',
  'https://punjabxp.com/deposition-tax-under-punjab-development-state-tax-act-2018',
  'https://taxguru.in/?p=658661',
]
/** The Rules' 2021 amendment: monthly deposit and return (legitquest reproduction). */
const PSDT_2021 = 'https://www.legitquest.com/act/punjab-state-development-tax-amendment-rules-2021/8C0C'
const PSDT_2021_FROM = '2021-02-26'
const pbrc = { scheme: 'ptrc' as const, state: 'PB' }
const pbec = { scheme: 'ptec' as const, state: 'PB' }
export const PUNJAB_PT: FactSeed[] = [
  levy(
    pbrc,
    'Employers deduct the development tax of ₹200 a month from employees who pay income tax.',
    { levied: true, coverage: 'Income-tax payers only (s.4(3)); senior citizens exempt' },
    {
      from: '2018-04-19',
      citation: PSDT,
      sources: PSDT_SOURCES,
      confidence: 'secondary',
    },
  ),
  period(
    pbrc,
    'The tax is for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    { from: '2018-04-19', citation: PSDT, sources: PSDT_SOURCES, confidence: 'secondary' },
  ),
  schedule(
    pbrc,
    'Employers deposit the tax deducted; the due day before the 2021 amendment is not on record (returns were quarterly under r.12).',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: '2018-04-19',
      to: PSDT_2021_FROM,
      citation: `${PSDT}, r.12 (returns "every quarter") and r.14 as first made`,
      sources: [
        'http://www.payrollpedia.org/punjab-state-development-tax-act-2018-tax-on-professions-trades-calling-and-employments/',
        ...PSDT_SOURCES,
      ],
      confidence: 'conflicting',
      note: 'payrollpedia: deposit quarterly, "employees due date is not prescribed yet", employer annual return 30 April; the first Rules\' deposit day was not reached.',
    },
  ),
  schedule(
    pbrc,
    "The month's tax is deposited by the last day of the following month, with a monthly return; the annual return by 30 April of the following financial year.",
    {
      frequency: 'monthly',
      yearStart: FINANCIAL_YEAR,
      due: byDayOfNextMonth(31),
      form: 'Monthly return (r.12); annual return by 30 April (r.11)',
    },
    {
      from: PSDT_2021_FROM,
      citation: `Punjab State Development Tax (Amendment) Rules, 2021, notification No. G.S.R. 16/P.A.11/2018/S.23/Amd.(1)/2021 dated 26 February 2021: r.14(3) "The tax due for the month shall be deposited by the last day of the following month"; r.12 "every quarter" replaced by "every month"; r.11(1) annual return "on or before the thirtieth day of April of the following financial year"`,
      sources: [PSDT_2021, 'https://www.legitquest.com/act/punjab-state-development-tax-rules-2018-amended-upto-2022/C29E'],
      confidence: 'secondary',
      note: 'In force on publication in the Official Gazette; the publication date was not found, so the notification date is used. Text reproduced by legitquest; the Gazette copy was not reached.',
    },
  ),
  amounts(
    pbrc,
    '₹200 a month for each employee who pays income tax.',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(200))], employer_minimum: null },
    {
      from: '2018-04-19',
      citation: `${PSDT}, s.4 and the Schedule`,
      sources: PSDT_SOURCES,
      confidence: 'secondary',
      note: 'Enter only the employees who pay income tax: the tax is levied on them alone.',
    },
  ),
  levy(
    pbec,
    'Persons carrying on a profession, trade or business who pay income tax are enrolled and pay the tax themselves.',
    { levied: true },
    {
      from: '2018-04-19',
      citation: PSDT,
      sources: ['https://1-comply.com/punjab-state-development-tax-act-2018/', ...PSDT_SOURCES],
      confidence: 'secondary',
    },
  ),
  schedule(
    pbec,
    "The due day of the enrolled person's tax is not confirmed.",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: '2018-04-19',
      citation: PSDT,
      sources: ['https://taxguru.in/corporate-law/overview-punjab-state-development-tax-act-2025.html'],
      confidence: 'secondary',
      note: 'The 2025 amendment bill allows ₹2,200 a year in one sum; its due day was not reached.',
    },
  ),
]

const DL_ACT =
  'Bombay Labour Welfare Fund Act, 1953 as extended to Delhi, s.6BB; Delhi Labour Welfare Fund Rules, 1997 (notification No. F. 9(1)/89-DLC (W) LC/590 dated 18 November 1997, Delhi Gazette Part IV Extraordinary)'
const DL_2009 = 'http://statuatorycompliance.blogspot.com/2009/06/delhi-labour-welfare-fund-rule-1997.html?showComment=1367202894584'
const DL_SOURCES = [
  DL_2009,
  'https://boardhr.blogspot.com/2020/04/the-delhi-labour-welfare-fund-rules-1997.html',
  'https://www.citehr.com/amp.php?t=304024',
  'https://www.simpliance.in/labour-welfare-fund-detail/delhi',
  'https://knowledge.greythr.com/pages/diffpagesbyversion.action?pageId=7800087&selectedPageVersions=21&selectedPageVersions=22',
]
/** The earliest dated source (16 June 2009) quoting s.6BB's amounts and days; the Rules' commencement notification was not reached. */
const DL_FROM = '2009-06-16'
const DL_NOTE =
  'Dated from the earliest dated source (a compilation of 16 June 2009 quoting s.6BB); the Rules of 18 November 1997 came into force on a date to be notified, not reached.'
const dl = { scheme: 'lwf' as const, state: 'DL' }
const dlP = { from: DL_FROM, citation: DL_ACT, sources: DL_SOURCES, confidence: 'secondary' as const, note: DL_NOTE }
export const DELHI_LWF: FactSeed[] = [
  levy(
    dl,
    'Establishments of five or more contribute twice a year.',
    { levied: true, coverage: 'Establishments of five or more persons; not managers or supervisors drawing over ₹2,500' },
    {
      ...dlP,
      note: `${DL_NOTE} Not a "Delhi Labour Welfare Fund Act, 1997", as the earlier library said: the Act is the Bombay Act extended, the 1997 instrument the Rules.`,
    },
  ),
  period(dl, 'Half-years ending 30 June and 31 December.', { frequency: 'half_yearly', yearStart: CALENDAR_YEAR }, dlP),
  schedule(
    dl,
    'Contributions for June are paid before 15 July and for December before 15 January (by the 14th), with Form A.',
    { frequency: 'half_yearly', yearStart: CALENDAR_YEAR, due: byDayOfNextMonth(14), form: 'Form A' },
    {
      ...dlP,
      note: `${DL_NOTE} s.6BB(b): "before the 15th day of July and 15th day of January", read strictly as by the 14th: paid on the day shown is never late.`,
    },
  ),
  amounts(
    dl,
    'Employee ₹0.75 and employer ₹2.25 a half-year (the Government adds ₹1.50).',
    { kind: 'slabs', wage_basis: 'monthly', bands: [band(0, null, fixed(0.75), { employer: fixed(2.25) })], employer_minimum: null },
    { ...dlP, citation: `${DL_ACT}; s.6BB(a) and (b)` },
  ),
]

export const PUNJAB_HARYANA_CHANDIGARH_DELHI: readonly FactSeed[] = [
  ...PUNJAB_LWF,
  ...CHANDIGARH_LWF,
  ...HARYANA_LWF,
  ...PUNJAB_PT,
  ...DELHI_LWF,
]
