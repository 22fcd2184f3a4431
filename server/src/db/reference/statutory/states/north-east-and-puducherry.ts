/**
 * PT RC in Manipur, Mizoram, Nagaland, Sikkim, Tripura and Puducherry (research log
 * "North-east and Puducherry, second pass"): the Act, the salary slabs and the due rule as
 * far as the stored pages give them. Where the compilations disagree on the due rule the
 * row is `conflicting` with both sources; where none gives one, "not confirmed".
 */
import {
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

const HRCABIN = 'https://www.hrcabin.com/professional-tax-payment-due-dates-state-wise/'
const PT_2015 = 'https://askbanking.com/west-bengal-professional-tax-slab-rate/amp'

// ---------------------------------------------------------------- Manipur

const MN_ACT = 'Manipur Professions, Trades, Callings and Employments Taxation Act, 1981 (Manipur Act 5 of 1981)'
const MN_2012 = [
  'https://greythr.com/wiki/acts/professional-tax-manipur',
  'https://www.stacowiki.in/en/acts/st-manipur/the-manipurstate-tax-on-professions-trades-callings-and-employment-act-/',
]
const MN_NOW = 'https://www.praansconsultech.com/professional-tax-details/manipur'
const mn = { scheme: 'ptrc' as const, state: 'MN' }
const MANIPUR: FactSeed[] = [
  levy(
    mn,
    'Employers deduct the yearly tax from salaries.',
    { levied: true, coverage: 'Salaried persons with annual income above ₹50,000' },
    {
      from: '2012-09-01',
      citation: `${MN_ACT}, Schedule as amended by the Manipur Professions, Trades, Callings and Employments Taxation (Eighth Amendment) Act, 2012, in force 1 September 2012`,
      sources: ['https://pl.scribd.com/document/356598980/Manipur-Profesions-Trades-Calings-and-Employments-Taxation-Act-2012', ...MN_2012],
      confidence: 'secondary',
      note: "Levied since the 1981 Act's commencement (date not found); dated from the commencement of the 2012 amendment, which the sources quote.",
    },
  ),
  period(
    mn,
    'The tax is for the assessment year, 1 April to 31 March.',
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR },
    {
      from: '2012-09-01',
      citation: `${MN_ACT}, s.2(c) ("assessment year")`,
      sources: ['https://docsbay.net/the-manipur-professions-trades-callings-and'],
      confidence: 'secondary',
    },
  ),
  schedule(
    mn,
    "The year's tax is paid by 30 March.",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: dayOfPeriodMonth(12, 30) },
    undated({ citation: MN_ACT, sources: [HRCABIN, MN_NOW], confidence: 'secondary' }),
  ),
  amounts(
    mn,
    'Annual income up to ₹50,000 nil; ₹50,001–75,000 ₹1,200; ₹75,001–1,00,000 ₹2,000; ₹1,00,001–1,25,000 ₹2,400; above ₹1,25,000 ₹2,500 a year.',
    {
      kind: 'slabs',
      wage_basis: 'yearly',
      bands: [
        band(0, 50000, fixed(0)),
        band(50001, 75000, fixed(1200)),
        band(75001, 100000, fixed(2000)),
        band(100001, 125000, fixed(2400)),
        band(125001, null, fixed(2500)),
      ],
      employer_minimum: null,
    },
    {
      from: '2012-09-01',
      citation: `${MN_ACT}, Schedule (Eighth Amendment Act, 2012)`,
      sources: [MN_NOW, ...MN_2012],
      confidence: 'secondary',
      note: 'greytHR gives the same bands by month (₹4,251–6,250 ₹100; ₹6,251–8,333 ₹167; ₹8,334–10,416 ₹200; ₹10,417 and above ₹208, ₹212 in the last month); the yearly amounts are kept because the tax is yearly.',
    },
  ),
]

// ---------------------------------------------------------------- Mizoram

const MZ_ACT = 'Mizoram Professions, Trades, Callings and Employments Taxation Act, 1995 (Mizoram Act No. 7 of 1995); Rules, 1996'
const MZ_SOURCES = [
  'https://www.praansconsultech.com/professional-tax-details/mizoram',
  'https://elibrary.aparajitha.com/India/LEI/professional_tax/state-wise-details/mizoram',
]
const MZ_RULES = 'https://www.scribd.com/document/401971334/The-Mizoram-Professions-Trades-Callings-and-Employments-Taxation-Rules-1996'
/**
 * The Rules, 1996 (notification No. G.27022/3/94-TAX/Pt.I, Aizawl, 17 April 1996) came into
 * force on their publication in the Mizoram Gazette; the Act's own appointed day (s.1(3)) and
 * the day of publication were not found, so rows start on the notification's date.
 */
const MZ_KNOWN = {
  from: '1996-04-17',
  note: "Dated from the notification of the Rules, 1996 (17 April 1996; in force on publication in the Mizoram Gazette, day not given); the Act's appointed day under s.1(3) was not found.",
}
const mz = { scheme: 'ptrc' as const, state: 'MZ' }
const MIZORAM: FactSeed[] = [
  levy(
    mz,
    'Employers deduct the tax from salaries.',
    { levied: true, coverage: 'Monthly salary above ₹5,000 (not in the Lai, Mara and Chakma Autonomous District Council areas)' },
    {
      ...MZ_KNOWN,
      citation: `${MZ_ACT}, s.1(2) and the Schedule; Rules r.5 (deduction at source by the principal officer)`,
      sources: [
        'https://sooperkanoon.com/act/136264/the-mizoram-profesions-trades-callings-and-employments-taxation-act-1995-complete-act',
        MZ_RULES,
        ...MZ_SOURCES,
      ],
      confidence: 'secondary',
    },
  ),
  period(
    mz,
    'The tax is for each month of the financial year (the slab is monthly); it is paid as one yearly sum.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    {
      ...MZ_KNOWN,
      citation: `${MZ_ACT}; Rules r.5(1): the principal officer deducts the tax due from each assessee in one instalment unless the Commissioner allows more`,
      sources: [MZ_RULES, 'https://comply360.in/labor-law-library/professional-tax/mizoram', ...MZ_SOURCES],
      confidence: 'secondary',
    },
  ),
  schedule(
    mz,
    "The year's tax and return are due by 30 June.",
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: dayOfPeriodMonth(3, 30) },
    {
      ...MZ_KNOWN,
      citation: `${MZ_ACT}; Rules r.3(1): the return under s.8 "shall be furnished within the 30th day of June of each year", in Form I (r.3(2))`,
      sources: [
        MZ_RULES,
        ...MZ_SOURCES,
        'https://comply360.in/labor-law-library/professional-tax/mizoram',
        HRCABIN,
        'https://indiafilings.com/learn/professional-tax-in-mizoram',
      ],
      confidence: 'conflicting',
      note: `${MZ_KNOWN.note} The Rules' r.3(1) (a reproduction on scribd) and aparajitha, comply360 and hrcabin: yearly, by 30 June; r.5 deducts the tax in one instalment. IndiaFilings: employers of more than 20 pay within 15 days of the close of each month, others quarterly by the 15th after the quarter. The Rules are kept; the day r.5(2) gives for paying the deducted tax into the treasury was cut off in the copy read.`,
    },
  ),
  amounts(
    mz,
    'Monthly salary up to ₹5,000 nil; ₹5,001–8,000 ₹75; ₹8,001–10,000 ₹120; ₹10,001–12,000 ₹150; ₹12,001–15,000 ₹180; ₹15,001–20,000 ₹195; above ₹20,000 ₹208 a month.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 5000, fixed(0)),
        band(5001, 8000, fixed(75)),
        band(8001, 10000, fixed(120)),
        band(10001, 12000, fixed(150)),
        band(12001, 15000, fixed(180)),
        band(15001, 20000, fixed(195)),
        band(20001, null, fixed(208)),
      ],
      employer_minimum: null,
    },
    undated({
      citation: `${MZ_ACT}, Schedule`,
      sources: [...MZ_SOURCES, 'https://comply360.in/labor-law-library/professional-tax/mizoram'],
      confidence: 'conflicting',
      note: 'praansconsultech and aparajitha have the ₹15,001–20,000 band at ₹195; comply360 has ₹208 from ₹15,001 (an older table, undated). The two agreeing are kept.',
    }),
  ),
]

// ---------------------------------------------------------------- Nagaland

const NL_ACT = 'Nagaland Professions, Trades, Callings and Employments Taxation Act, 1968 (Nagaland Act 4 of 1968); Rules, 1970'
const NL_SOURCES = [
  'https://www.simpliance.in/India/LEI/professional_tax/state-wise-details/nagaland',
  'https://www.praansconsultech.com/professional-tax-details/nagaland',
]
const nl = { scheme: 'ptrc' as const, state: 'NL' }
const NAGALAND: FactSeed[] = [
  levy(
    nl,
    'Employers deduct the tax from salaries.',
    { levied: true, coverage: 'Monthly salary above ₹4,000' },
    {
      from: '2024-04-01',
      citation: `${NL_ACT}; the Commissioner of State Taxes' public notice under r.11 for FY 2024-25`,
      sources: ['https://www.morungexpress.com/nagaland-issues-tax-registration-notice', ...NL_SOURCES, PT_2015],
      confidence: 'conflicting',
      note: "The Commissioner of State Taxes' public notice of December 2024 (Morung Express) directs those liable under the 1968 Act to register and pay for FY 2024-25, so the rows start with that year; askbanking's FY 2015-16 list said Nagaland levied none. The newer is kept. The Act (published 28 October 1968) levies from a date to be notified (s.3), which was not found.",
    },
  ),
  period(
    nl,
    'The tax on salaries is for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    undated({ citation: NL_ACT, sources: NL_SOURCES, confidence: 'secondary' }),
  ),
  schedule(
    nl,
    'Levied; the due rule is not confirmed.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: null },
    undated({
      citation: NL_ACT,
      sources: [...NL_SOURCES, HRCABIN],
      confidence: 'conflicting',
      note: "praansconsultech: returns monthly, by the last date; simpliance: an annual return (Form V) by 30 April; hrcabin: no date. Not confirmed until the Rules' text is read.",
    }),
  ),
  amounts(
    nl,
    'Monthly salary up to ₹4,000 nil; ₹4,001–5,000 ₹35; ₹5,001–7,000 ₹75; ₹7,001–9,000 ₹110; ₹9,001–12,000 ₹180; above ₹12,000 ₹208 a month.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 4000, fixed(0)),
        band(4001, 5000, fixed(35)),
        band(5001, 7000, fixed(75)),
        band(7001, 9000, fixed(110)),
        band(9001, 12000, fixed(180)),
        band(12001, null, fixed(208)),
      ],
      employer_minimum: null,
    },
    undated({
      citation: `${NL_ACT}, Schedule`,
      sources: NL_SOURCES,
      confidence: 'secondary',
      note: "praansconsultech prints the second band as ₹4,001–7,000, overlapping the third; simpliance's ₹4,001–5,000 is kept.",
    }),
  ),
]

// ---------------------------------------------------------------- Sikkim

const SK_ACT = 'Sikkim Tax on Professions, Trades, Callings and Employments Act, 2006 (Act No. 5 of 2006); Rules, 2006'
const SK_NOTICE = 'http://eservices.sikkimtax.gov.in/index.php/site/login'
const SK_RATES = [
  'https://www.praansconsultech.com/professional-tax-details/sikkim',
  'https://simpliance.in/professional-tax-detail/sikkim',
  'https://www.zoho.wiki/in/payroll/academy/payroll-laws/sikkim/professional-tax.html',
]
const sk = { scheme: 'ptrc' as const, state: 'SK' }
const SIKKIM: FactSeed[] = [
  levy(
    sk,
    'Employers deduct the tax from salaries monthly.',
    { levied: true, coverage: 'Monthly salary above ₹20,000' },
    {
      from: '2022-04-01',
      citation: `${SK_ACT}; Commercial Taxes Division public notice No. GoS/CTD/2005-06/12-A2(43)11/01 dated 13 April 2023 under rule 11`,
      sources: [
        SK_NOTICE,
        'https://lawsisto.com/Read-State-Act/MTMxNA==/THE-SIKKIM-TAX-ON-PROFESSIONS-TRADES-CALLINGS-EMPLOYMENTS-ACT-2006',
      ],
      confidence: 'primary',
      note: "The department's notice says the tax fell due for FY 2022-23; the Act's commencement date was not found, so earlier years have no rule on record.",
    },
  ),
  period(
    sk,
    'The tax on salaries is for each month; returns are quarterly.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    undated({ citation: `${SK_ACT}, Schedule entry 1`, sources: SK_RATES, confidence: 'secondary' }),
  ),
  schedule(
    sk,
    "The quarter's tax and return are due by the 30th of the month after the quarter.",
    { frequency: 'quarterly', yearStart: FINANCIAL_YEAR, due: byDayOfNextMonth(30), form: 'Form 5' },
    undated({
      citation: SK_ACT,
      sources: [SK_RATES[0]!, SK_RATES[1]!, HRCABIN],
      confidence: 'conflicting',
      note: 'praansconsultech and simpliance: quarterly, "starting from 30th April, every 3 months"; hrcabin: 31 July, 31 October, 31 January and 30 April. The earlier day is kept.',
    }),
  ),
  amounts(
    sk,
    'Monthly salary up to ₹20,000 nil; ₹20,001–30,000 ₹125; ₹30,001–40,000 ₹150; above ₹40,000 ₹200 a month.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 20000, fixed(0)), band(20001, 30000, fixed(125)), band(30001, 40000, fixed(150)), band(40001, null, fixed(200))],
      employer_minimum: null,
    },
    undated({
      citation: `${SK_ACT}, Schedule entry 1`,
      sources: [...SK_RATES, 'https://docsbay.net/The-Sikkim-Tax-on-Professions-Trades-Callings-and-Employment-Act-2006'],
      confidence: 'secondary',
    }),
  ),
]

const skec = { scheme: 'ptec' as const, state: 'SK' }
/** The department's notice names who pays on their own account (rule 11); it gives no day, so the due rule is the marker. */
const SIKKIM_EC: FactSeed[] = [
  levy(
    skec,
    'Traders, manufacturers, banks and insurers, service providers, professionals and other persons engaged in a profession pay their own yearly tax.',
    {
      levied: true,
      coverage: 'Companies and firms with manufacturing business, traders, service providers and others listed in the notice',
    },
    {
      from: '2022-04-01',
      citation: `${SK_ACT}; Commercial Taxes Division public notice No. GoS/CTD/2005-06/12-A2(43)11/01 dated 13 April 2023 under rule 11`,
      sources: [SK_NOTICE],
      confidence: 'primary',
      note: 'The notice says the tax fell due for FY 2022-23; earlier years have no rule on record.',
    },
  ),
  schedule(
    skec,
    'Levied yearly; the due rule is not confirmed.',
    { frequency: 'yearly', yearStart: FINANCIAL_YEAR, due: null },
    {
      from: '2022-04-01',
      citation: SK_ACT,
      sources: [SK_NOTICE],
      confidence: 'primary',
      note: 'The notice (13 April 2023) says the tax for FY 2022-23 had fallen due by then, with no day.',
    },
  ),
]

// ---------------------------------------------------------------- Tripura

const TR_ACT = 'Tripura Professions, Trades, Callings and Employments Taxation Act, 1997; Rules, 1998'
const TR_2018 = [
  'https://quikchex.in/tripura-professional-tax-revised-wef-july-2018/',
  'https://indiaemployerforum.org/august-2018-2/',
  'https://boardhr.blogspot.com/2018/10/tripura-professional-tax-revised-wef.html',
]
const TR_REVISED = '2018-07-25'
const tr = { scheme: 'ptrc' as const, state: 'TR' }
const TRIPURA: FactSeed[] = [
  levy(
    tr,
    'Employers deduct the tax from salaries monthly.',
    { levied: true, coverage: 'Monthly salary above ₹7,500 (above ₹5,000 before 25 July 2018)' },
    {
      from: '2015-04-01',
      citation: TR_ACT,
      sources: [
        'https://askbanking.com/tripura-professional-tax-slab-rate/amp',
        'https://lawsisto.com/Read-State-Act/MjA4Ng==/THE-TRIPURA-PROFESSIONS-TRADES-CALLINGS-EMPLOYMENTS-TAXATION-ACT-1997',
      ],
      confidence: 'secondary',
      note: "In force at least since FY 2015-16 (askbanking's slab table); the Act's commencement date was not found.",
    },
  ),
  period(
    tr,
    'The tax is for each month.',
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR },
    {
      from: '2015-04-01',
      citation: TR_ACT,
      sources: ['https://askbanking.com/tripura-professional-tax-slab-rate/amp', ...TR_2018],
      confidence: 'secondary',
    },
  ),
  schedule(
    tr,
    "The month's tax is paid, with the Form VII return, by the last day of the following month.",
    { frequency: 'monthly', yearStart: FINANCIAL_YEAR, due: byDayOfNextMonth(31), form: 'Form VII' },
    {
      from: '2018-09-11',
      citation: `${TR_ACT}: every registered employer furnishes a monthly return in Form VII on or before the last day of every month for the month before`,
      sources: [TR_2018[0]!, TR_2018[2]!, 'https://enterslice.com/learning/tripura-professional-tax/'],
      confidence: 'secondary',
      note: 'Dated from the earliest source that gives it (quikchex, 11 September 2018). Enterslice says "within 30 days of deduction", which falls on about the same day.',
    },
  ),
  amounts(
    tr,
    'Monthly salary up to ₹5,000 nil; ₹5,001–7,000 ₹70; ₹7,001–9,000 ₹120; ₹9,001–12,000 ₹140; ₹12,001–15,000 ₹190; above ₹15,000 ₹208 a month.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [
        band(0, 5000, fixed(0)),
        band(5001, 7000, fixed(70)),
        band(7001, 9000, fixed(120)),
        band(9001, 12000, fixed(140)),
        band(12001, 15000, fixed(190)),
        band(15001, null, fixed(208)),
      ],
      employer_minimum: null,
    },
    {
      from: '2015-04-01',
      to: TR_REVISED,
      citation: `${TR_ACT}, Schedule`,
      sources: ['https://askbanking.com/tripura-professional-tax-slab-rate/amp'],
      confidence: 'secondary',
      note: 'askbanking prints the top band as "Rs 2496" (a year: ₹208 a month).',
    },
  ),
  amounts(
    tr,
    'Monthly salary up to ₹7,500 nil; ₹7,501–15,000 ₹150; above ₹15,000 ₹208 a month.',
    {
      kind: 'slabs',
      wage_basis: 'monthly',
      bands: [band(0, 7500, fixed(0)), band(7501, 15000, fixed(150)), band(15001, null, fixed(208))],
      employer_minimum: null,
    },
    {
      from: TR_REVISED,
      citation: `${TR_ACT}, Schedule as revised by notification under s.3(2), notified and in force 25 July 2018`,
      sources: [
        ...TR_2018,
        'https://greythr.com/wiki/acts/professional-tax-tripura',
        'https://www.praansconsultech.com/professional-tax-details/tripura',
      ],
      confidence: 'conflicting',
      note: 'quikchex, greytHR and praansconsultech: ₹208 above ₹15,000; boardhr: ₹250. The three agreeing are kept.',
    },
  ),
]

// ---------------------------------------------------------------- Puducherry

const PY_ACT = 'Puducherry Municipalities Act, 1973, ss.144–151; Pondicherry Municipality (Profession Tax) Rules, 1976'
const PY_MUNICIPAL = ['https://pdymun.in/know-about-tax.php', 'https://oulmun.in/know-about-tax.php']
const py = { scheme: 'ptrc' as const, state: 'PY' }
const PUDUCHERRY: FactSeed[] = [
  levy(
    py,
    "Each municipality levies profession tax half-yearly; the employer deducts it from salaries on the Commissioner's requisition and files a statement of salaries after each half-year.",
    {
      levied: true,
      coverage: 'Persons holding an appointment for 60 days or more in a half-year, with half-yearly income of ₹1,00,000 or more',
    },
    {
      from: '1974-01-26',
      citation: PY_ACT,
      sources: [...PY_MUNICIPAL, 'https://yanam.gov.in/subdivision-blocks/'],
      confidence: 'primary',
      note: "The Puducherry and Oulgaret municipalities' own pages; the other municipalities and the commune panchayats were not read. Dated from the Act's commencement: the Yanam administration's own page says the Pondicherry Municipality Act was brought in \"w.e.f. 26-1-1974\" and vests the municipality with profession tax among its taxes. Its period, due rule and tariff stay dated from the day they were read.",
    },
  ),
  period(
    py,
    'Half-years 1 April–30 September and 1 October–31 March.',
    { frequency: 'half_yearly', yearStart: FINANCIAL_YEAR },
    undated({
      citation: PY_ACT,
      sources: [
        'https://fdocuments.in/document/know-about-profession-tax-levied-by-municipalities-about-profession-tax-levied.html',
        ...PY_MUNICIPAL,
      ],
      confidence: 'secondary',
      note: "The half-years as a copy of the municipality's leaflet gives them.",
    }),
  ),
  schedule(
    py,
    "The half-year's tax is paid by 30 June and 31 December, as the compilation gives it.",
    { frequency: 'half_yearly', yearStart: FINANCIAL_YEAR, due: dayOfPeriodMonth(3, 31) },
    undated({
      citation: PY_ACT,
      sources: [HRCABIN, ...PY_MUNICIPAL],
      confidence: 'conflicting',
      note: "hrcabin: 30 June and 31 December, read as the third month of each half-year; the municipalities' pages give no date, only a statement of salaries after each half-year (30 September, 31 March). The compilation's earlier dates are kept.",
    }),
  ),
  amounts(
    py,
    'Half-yearly income up to ₹99,999 nil; ₹1,00,000–2,00,000 ₹250; ₹2,00,001–3,00,000 ₹500; ₹3,00,001–4,00,000 ₹750; ₹4,00,001–5,00,000 ₹1,000; above ₹5,00,000 ₹1,250 a half-year.',
    {
      kind: 'slabs',
      wage_basis: 'half_yearly',
      bands: [
        band(0, 99999, fixed(0)),
        band(100000, 200000, fixed(250)),
        band(200001, 300000, fixed(500)),
        band(300001, 400000, fixed(750)),
        band(400001, 500000, fixed(1000)),
        band(500001, null, fixed(1250)),
      ],
      employer_minimum: null,
    },
    undated({ citation: `${PY_ACT}, tax tariff`, sources: PY_MUNICIPAL, confidence: 'primary' }),
  ),
]

export const NORTH_EAST_AND_PUDUCHERRY: readonly FactSeed[] = [
  ...MANIPUR,
  ...MIZORAM,
  ...NAGALAND,
  ...SIKKIM,
  ...SIKKIM_EC,
  ...TRIPURA,
  ...PUDUCHERRY,
]
