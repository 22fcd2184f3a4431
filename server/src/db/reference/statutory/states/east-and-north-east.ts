/**
 * PT in Assam, Bihar, Jharkhand and Meghalaya, with the due rule where a source gave one and
 * "not confirmed" where none did (research log). The other north-eastern states and
 * Puducherry: north-east-and-puducherry.ts.
 */
import {
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
  undated,
  type FactSeed,
} from '../fact'

const AS_ACT = 'Assam Professions, Trades, Callings and Employments Taxation Act, 1947'
const AS_2025 = [
  'https://www.legalitysimplified.com/assam-revises-tax-slab-rates-for-salary-and-wage-earners/',
  'https://www.legalitysimplified.com/assam-issues-new-professional-tax-slabs-for-salaried-class/',
  'http://akriviahcm.com/resources/global-payroll/alerts/revision-of-assam-professional-tax-rate',
]
const as = { scheme: 'ptrc' as const, state: 'AS' }
const ASSAM: FactSeed[] = [
  levy(
    as,
    'Employers deduct the tax from salaries monthly.',
    { levied: true, coverage: 'Salary and wage earners above ₹15,000 a month' },
    {
      from: '2015-04-01',
      citation: `${AS_ACT}, s.3, s.4 and the Schedule`,
      sources: [
        'http://comtax.assam.gov.in/frontimpotentdata/assam-professional-tax',
        'https://askbanking.com/west-bengal-professional-tax-slab-rate/amp',
      ],
      confidence: 'secondary',
      note: "In force at least since FY 2015-16 (askbanking lists Assam as levying); the Commissionerate's page confirms the levy today.",
    },
  ),
  period(
    as,
    'The tax on salaries is for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    { from: '2015-04-01', citation: AS_ACT, sources: AS_2025, confidence: 'secondary' },
  ),
  schedule(
    as,
    "The month's tax is paid by the 28th of the following month.",
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: byDayOfNextMonth(28) },
    undated({
      citation: AS_ACT,
      sources: ['https://www.hrcabin.com/professional-tax-payment-due-dates-state-wise/', 'https://hrdconsultinggroup.com/pt1/'],
      confidence: 'conflicting',
      note: 'hrcabin: the 28th; HRD: "within 30 days". The earlier is kept.',
    }),
  ),
  amounts(
    as,
    'Monthly salary up to ₹15,000 nil; ₹15,001–24,999 ₹180; ₹25,000 and above ₹208.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 15000, fixed(0)), band(15001, 24999, fixed(180)), band(25000, null, fixed(208))],
      employer_minimum: null,
    },
    {
      from: '2025-04-01',
      citation:
        'Finance (Taxation) Department notification eCF No. 169350/124 dated 1 April 2025 under s.4, second proviso, in force on publication',
      sources: AS_2025,
      confidence: 'conflicting',
      note: 'One report says in force 1 April 2025, another 2 April 2025 (publication); 1 April is kept. Before: ₹10,001–15,000 paid ₹150 (akriviahcm), its start not found.',
    },
  ),
]

const BR_ACT =
  'Bihar Tax on Professions, Trades, Callings and Employments Act, 2011 (Bihar Act 10 of 2011); Bihar Professional Tax Rules, 2011'
const BR_TEXT = [
  'https://lawsisto.com/Read-State-Act/MTE4NQ==/THE-BIHAR-TAX-ON-PROFESSIONS-TRADES-CALLINGS-AND-EMPLOYMENTS-ACT-2011',
  'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=68170',
  'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=158730',
]
const BR_RULE_5 = 'http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=68202'
/**
 * The Act comes into force on a day the Government appoints (s.1(3)); that notification was
 * not reached. The earliest dated notification under it that was: S.O. 217 of 27 November
 * 2012, amending r.6 of the Rules for enrolled persons' returns, so the Act and Rules were
 * working by then.
 */
const BR_KNOWN = {
  from: '2012-11-27',
  confidence: 'secondary' as const,
  note: "Dated from S.O. 217 of 27 November 2012 (https://ja.scribd.com/document/334908977/amendment-in-professional-tax-and-exemption-in-luxary-taxes-pdf), the earliest notification under the Act reached; the commencement notification under s.1(3) was not. The Act's and the Rules' text are read in reproductions.",
}
const br = { scheme: 'ptrc' as const, state: 'BR' }
const BIHAR: FactSeed[] = [
  levy(
    br,
    'Employers deduct the yearly tax from salaries.',
    { levied: true, coverage: 'Annual income above ₹3,00,000' },
    { ...BR_KNOWN, citation: `${BR_ACT}: Act s.4 and the Schedule`, sources: [...BR_TEXT, 'https://hrdconsultinggroup.com/pt1/'] },
  ),
  period(
    br,
    'The tax is for the financial year.',
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR },
    { ...BR_KNOWN, citation: `${BR_ACT}: Act s.4(1) proviso ("in respect of a year")`, sources: BR_TEXT },
  ),
  schedule(
    br,
    "The year's tax is deducted from September's salary and deposited by 15 November; the statement in Form PT-IV follows by the end of November.",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: dayOfPeriodMonth(8, 15), form: 'Form PT-IV statement (by 30 November)' },
    {
      ...BR_KNOWN,
      citation: `${BR_ACT}: Rules r.5(1)-(3)`,
      sources: [BR_RULE_5, 'https://hrdconsultinggroup.com/pt1/', 'https://www.hrcabin.com/professional-tax-payment-due-dates-state-wise/'],
      note: `${BR_KNOWN.note} r.5(2): deposited "on or before the fifteenth day of November" after the September deduction; r.5(3): Form PT-IV by the end of November (hrcabin's 30 November is this statement). Tax that falls due later is deducted from February's salary and deposited by 15 April (r.5(4)-(5)); not modelled. No amendment of r.5 was found among those reached (S.O. 217 of 2012: r.6; S.O. 84 of 2016 and the 2021 Rules: r.3 and r.4).`,
    },
  ),
  amounts(
    br,
    'Annual income up to ₹3,00,000 nil; ₹3,00,001–5,00,000 ₹1,000; ₹5,00,001–10,00,000 ₹2,000; above ₹10,00,000 ₹2,500 a year.',
    {
      kind: 'slabs',
      wage_basis: 'yearly',
      bands: [
        band(0, 300000, fixed(0)),
        band(300001, 500000, fixed(1000)),
        band(500001, 1000000, fixed(2000)),
        band(1000001, null, fixed(2500)),
      ],
      employer_minimum: null,
    },
    { ...BR_KNOWN, citation: `${BR_ACT}: the Schedule (entries 1–3)`, sources: [...BR_TEXT, 'https://hrdconsultinggroup.com/pt1/'] },
  ),
]

const JH_ACT = 'Jharkhand Tax on Professions, Trades, Callings and Employments Act, 2011; Rules, 2012'
const JH_SOURCES = [
  'https://www.greythr.com/wiki/acts/professional-tax-jharkhand/',
  'https://www.simpliance.in/India/LEI/professional_tax/state-wise-details/jharkhand',
  'https://ihrcgroup.com/pt-jharkhand',
]
const jh = { scheme: 'ptrc' as const, state: 'JH' }
const JHARKHAND: FactSeed[] = [
  levy(
    jh,
    'Employers deduct the annual tax from salaries in monthly instalments.',
    { levied: true, coverage: 'Annual salary above ₹3,00,000' },
    {
      from: '2020-09-24',
      citation: JH_ACT,
      sources: [...JH_SOURCES, 'https://legalitysimplified.com/?p=13364'],
      confidence: 'secondary',
      note: "In force at least since its Rules were amended (Gazette of 24 September 2020); the Act's commencement date was not found.",
    },
  ),
  period(
    jh,
    'The annual tax is deducted monthly.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    undated({ citation: JH_ACT, sources: JH_SOURCES, confidence: 'secondary' }),
  ),
  schedule(
    jh,
    "The quarter's tax is paid online in Form JPT-03 within 15 days of the quarter's end (the annual return, Form JPT203, by 31 October).",
    { frequency: 'quarterly', yearStart: FINANCIAL_YEAR, due: daysAfterPeriodEnd(15), form: 'Form JPT-03' },
    {
      from: '2020-09-24',
      citation:
        'Jharkhand Tax on Professions, Trades, Callings and Employments (Amendment) Rules, 2020 (Gazette of 24 September 2020), rule 13: payment quarterly in Form JPT-03',
      sources: [
        'https://legalitysimplified.com/?p=13364',
        'https://www.indiafilings.com/learn/jharkhand-professional-tax/',
        ...JH_SOURCES,
        'https://www.hrcabin.com/professional-tax-payment-due-dates-state-wise/',
      ],
      confidence: 'conflicting',
      note: 'Quarterly payment from the 2020 amendment of rule 13 (legalitysimplified); the 15-day day from IndiaFilings (undated). hrcabin gives only the annual return (31 October); ihrcgroup says monthly with no date. Earlier periods have no rule on record.',
    },
  ),
  amounts(
    jh,
    'Annual salary up to ₹3,00,000 nil; ₹3–5 lakh ₹1,200; ₹5–8 lakh ₹1,800; ₹8–10 lakh ₹2,100; above ₹10 lakh ₹2,500 — ₹100, ₹150, ₹175 and ₹208 a month.',
    {
      kind: 'slabs',
      wage_basis: 'yearly',
      bands: [
        band(0, 300000, fixed(0)),
        band(300001, 500000, fixed(100)),
        band(500001, 800000, fixed(150)),
        band(800001, 1000000, fixed(175)),
        band(1000001, null, fixed(208)),
      ],
      employer_minimum: null,
    },
    undated({
      citation: `${JH_ACT}, Schedule`,
      sources: JH_SOURCES,
      confidence: 'secondary',
      note: 'Monthly instalments as greytHR and ihrcgroup give them (₹208 × 12 = ₹2,496).',
    }),
  ),
]

const ML_ACT = 'Meghalaya Professions, Trades, Callings and Employments Taxation Act (as amended, e.g. by Meghalaya Act No. 4 of 1991)'
const ML_SOURCES = [
  'https://community.emgage.work/complaince/professional-tax/professional-tax-details/professional-tax-meghalaya-2',
  'https://ihrcgroup.com/pt-meghalaya',
  'https://askbanking.com/meghalaya-professional-tax-slab-rate-fy-2015-16',
]
const ml = { scheme: 'ptrc' as const, state: 'ML' }
const MEGHALAYA: FactSeed[] = [
  levy(
    ml,
    'Employers deduct the tax from salaries monthly.',
    { levied: true, coverage: 'Monthly salary above ₹4,166' },
    {
      from: '2015-04-01',
      citation: ML_ACT,
      sources: ML_SOURCES,
      confidence: 'secondary',
      note: 'In force at least since FY 2015-16 (askbanking).',
    },
  ),
  period(
    ml,
    'The tax is for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    { from: '2015-04-01', citation: ML_ACT, sources: ML_SOURCES, confidence: 'secondary' },
  ),
  schedule(
    ml,
    "The month's tax is paid by the 28th of the following month.",
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: byDayOfNextMonth(28) },
    undated({ citation: ML_ACT, sources: ML_SOURCES, confidence: 'secondary' }),
  ),
  amounts(
    ml,
    'Monthly salary up to ₹4,166 nil, rising in twelve bands to ₹208 a month (₹212 in March) above ₹41,666.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 4166, fixed(0)),
        band(4167, 6250, fixed(16.5)),
        band(6251, 8333, fixed(25)),
        band(8334, 12500, fixed(41.5)),
        band(12501, 16666, fixed(62.5)),
        band(16667, 20833, fixed(83.33)),
        band(20834, 25000, fixed(104.16)),
        band(25001, 29166, fixed(125)),
        band(29167, 33333, fixed(150)),
        band(33334, 37500, fixed(175)),
        band(37501, 41666, fixed(200)),
        band(41667, null, fixed(208), { months: [{ month: 3, employee: 212 }] }),
      ],
      employer_minimum: null,
    },
    {
      from: '2015-04-01',
      citation: `${ML_ACT}, Schedule`,
      sources: ML_SOURCES,
      confidence: 'secondary',
      note: 'The FY 2015-16 table (askbanking) is the same; greytHR gives it as annual income bands.',
    },
  ),
]

export const EAST_AND_NORTH_EAST: readonly FactSeed[] = [...ASSAM, ...BIHAR, ...JHARKHAND, ...MEGHALAYA]
