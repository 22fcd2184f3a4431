/**
 * The statutory library every database starts with (issue 12, DOMAIN.md "Compliance"):
 * obligations under the central labour Acts, the four Labour Codes and the states'
 * PT, LWF, Shops and Establishments and Factories rules, as data.
 *
 * One source of truth: PF, ESI, PT and LWF items say `{ kind: 'statutory', scheme }`,
 * so their due dates come from the statutory facts (reference/statutory/), and which
 * states levy PT and LWF, and how often, from the same facts (library/statutory-items.ts).
 *
 * Dates and sources (issue 21): every item starts on its instrument's date (the Act's
 * enactment, an amendment's commencement, the Codes' 21 November 2025); `UNCONFIRMED`
 * says which detail of an item (a form number, a period in days) was not found in the
 * sources read for issue 21 (docs/statutory-research-log.md), instead of a false precision.
 *
 * The Labour Codes (Code on Wages 2019, Industrial Relations Code 2020, Code on Social
 * Security 2020, Occupational Safety, Health and Working Conditions Code 2020) took
 * effect on 21 November 2025 and repeal the Acts they consolidate. The Ministry of
 * Labour said that during the transition the existing Acts' rules, regulations,
 * schemes and notifications continue until the Codes' rules replace them, so most
 * items continue (their source says so); only where a Code itself changes the
 * obligation (a due day, a threshold) does the old item end (`effective_to`) and a
 * Code item begin (`effective_from`).
 */
import { STATES } from './states'
import { statutoryItems } from './library/statutory-items'
import { CALENDAR, ENACTED, FACTORY, MONTH_END, SHOP_OR_OFFICE, enacted, item, onEvent, type LibrarySeed } from './library/item'

export type { LibrarySeed } from './library/item'

export const LABOUR_CODES_IN_FORCE = '2025-11-21'

const UNCONFIRMED = 'not found in the sources read for issue 21'
const TRANSITION =
  'Act repealed by the Labour Codes from 21 November 2025; its rules continue during the transition (Ministry of Labour, November 2025) until the Code rules replace them'

// ---------------------------------------------------------------- PF and ESI (central, rules from the statutory table)

const EPF = enacted("Employees' Provident Funds and Miscellaneous Provisions Act, 1952", '1952-03-04')
const ESI = enacted("Employees' State Insurance Act, 1948", '1948-04-19')
const PF_THRESHOLD = 20
const ESI_THRESHOLD = 10
const PF_PENALTY = 'Interest 12 % a year (s.7Q) and damages (s.14B, EPF Scheme para 32A); prosecution under s.14'
const ESI_PENALTY = 'Interest 12 % a year (ESI (General) Regulations reg. 31A) and damages (reg. 31C, s.85B); prosecution under s.85'
const PF_SOURCE = `${EPF} s.1(3)(b): establishments employing 20 or more persons; ${TRANSITION} (the EPF Scheme 1952 continues)`
const ESI_SOURCE = `${ESI} s.1(5) and the state notifications extending it to shops and establishments of 10 or more (the threshold is 10 for factories and in most states; a few notifications differ); ${TRANSITION} (the ESI regulations continue)`

const PF_ESI: LibrarySeed[] = [
  item({
    code: 'PF-ECR',
    act: EPF,
    ruleOrSection: 'EPF Scheme 1952 para 38',
    form: 'ECR (electronic challan cum return)',
    header: 'Monthly PF contribution and ECR',
    description:
      "Pay the employees' and employer's PF, EPS, EDLI and administrative charges and file the electronic challan cum return for the wage month.",
    category: 'payment',
    minHeadCount: PF_THRESHOLD,
    frequency: 'monthly',
    dueRule: { kind: 'statutory', scheme: 'pf' },
    criticality: 'high',
    penalty: PF_PENALTY,
    source: `${PF_SOURCE}; due day from the statutory rules (pf); the ECR replaced the separate monthly and annual returns (Forms 5, 10, 12A, 3A, 6A) from about 2012-13 (EPFO circulars; date not confirmed)`,
  }),
  item({
    code: 'PF-IW1',
    act: EPF,
    ruleOrSection: 'EPF Scheme 1952 para 83',
    form: 'IW-1',
    header: 'Monthly return of international workers',
    description:
      'File the IW-1 return of international workers employed during the month (only where the establishment employs international workers).',
    category: 'return',
    minHeadCount: PF_THRESHOLD,
    frequency: 'monthly',
    dueRule: { kind: 'statutory', scheme: 'pf_iw' },
    criticality: 'medium',
    penalty: PF_PENALTY,
    source: `${PF_SOURCE}; due day from the statutory rules (pf_iw)`,
  }),
  item({
    code: 'PF-5A',
    act: EPF,
    ruleOrSection: 'EPF Scheme 1952 para 36A',
    form: 'Form 5A',
    header: 'Return of ownership of the establishment',
    description: 'Furnish the particulars of the owners, partners or directors in Form 5A on coverage, and again on any change.',
    category: 'return',
    minHeadCount: PF_THRESHOLD,
    frequency: 'one_time',
    dueRule: onEvent('within 15 days of coverage and of any change in ownership'),
    criticality: 'medium',
    penalty: 'Prosecution under s.14 for failure to furnish returns',
    source: `${PF_SOURCE}; the 15-day period: ${UNCONFIRMED}`,
  }),
  item({
    code: 'PF-FORM11',
    act: EPF,
    ruleOrSection: 'EPF Scheme 1952 (declaration by a person taking up employment)',
    form: 'Form 11',
    header: 'Declaration from every new joiner',
    description:
      'Take a Form 11 declaration (previous PF membership, UAN, KYC) from every employee on joining, and enrol eligible employees.',
    category: 'register',
    minHeadCount: PF_THRESHOLD,
    frequency: 'one_time',
    dueRule: onEvent('when an employee joins'),
    criticality: 'medium',
    penalty: PF_PENALTY,
    source: `${PF_SOURCE}; paragraph number ${UNCONFIRMED}`,
  }),
  item({
    code: 'ESI-CONTRIBUTION',
    act: ESI,
    ruleOrSection: 'ESI (Central) Regulations 1950 reg. 31',
    form: 'Monthly contribution (ESIC portal challan)',
    header: 'Monthly ESI contribution',
    description: "Pay the employees' and employer's ESI contributions for the month and file the monthly contribution on the ESIC portal.",
    category: 'payment',
    minHeadCount: ESI_THRESHOLD,
    frequency: 'monthly',
    dueRule: { kind: 'statutory', scheme: 'esi' },
    criticality: 'high',
    penalty: ESI_PENALTY,
    source: `${ESI_SOURCE}; due day from the statutory rules (esi)`,
  }),
  item({
    code: 'ESI-RETURN',
    act: ESI,
    ruleOrSection: 'ESI (Central) Regulations 1950 reg. 26',
    form: 'Form 5 (return of contributions)',
    header: 'Half-yearly return of contributions',
    description:
      'Return of contributions for the contribution period (April–September, October–March), within 42 days of its end: 11 November and 12 May.',
    category: 'return',
    minHeadCount: ESI_THRESHOLD,
    frequency: 'half_yearly',
    dueRule: { kind: 'fixed_dates', dates: ['11-11', '05-12'] },
    criticality: 'low',
    penalty: ESI_PENALTY,
    source: `${ESI_SOURCE}; the ESIC is reported to treat the monthly online contribution filing as this return (date not confirmed): keep it only where the ESIC branch office still asks for Form 5`,
  }),
  item({
    code: 'ESI-ACCIDENT',
    act: ESI,
    ruleOrSection: 'ESI (Central) Regulations 1950 reg. 68',
    form: 'Form 12 (accident report)',
    header: 'Report of an accident to an insured employee',
    description: 'Report an employment injury of an insured employee to the ESIC branch office in Form 12.',
    category: 'report',
    minHeadCount: ESI_THRESHOLD,
    frequency: 'one_time',
    dueRule: onEvent('within 24 hours of the employer learning of the accident'),
    criticality: 'high',
    penalty: 'Prosecution under s.85',
    source: `${ESI_SOURCE}; the 24-hour period: ${UNCONFIRMED}`,
  }),
  item({
    code: 'ESI-REGISTRATION-OF-EMPLOYEES',
    act: ESI,
    ruleOrSection: 'ESI (Central) Regulations 1950 reg. 11–14',
    form: 'Declaration form (Form 1)',
    header: 'Register every new employee with the ESIC',
    description: 'File the declaration of each new employee on the ESIC portal so an insurance number and e-Pehchan card are issued.',
    category: 'registration',
    minHeadCount: ESI_THRESHOLD,
    frequency: 'one_time',
    dueRule: onEvent('within 10 days of the employee joining'),
    criticality: 'medium',
    penalty: ESI_PENALTY,
    source: `${ESI_SOURCE}; the 10-day period: ${UNCONFIRMED}`,
  }),
]

// ---------------------------------------------------------------- PT and LWF per levying state

const MH_PT_REGISTRATION = item({
  code: 'PT-REG-MH',
  act: 'Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975',
  effectiveFrom: '2009-07-01',
  ruleOrSection: 's.5',
  form: 'Registration (PTRC) and enrolment (PTEC) certificates',
  header: 'Maharashtra: PT registration and enrolment',
  description:
    'Obtain the PTRC registration certificate as an employer liable to deduct tax, and the PTEC enrolment certificate for the employer itself.',
  category: 'registration',
  state: 'MH',
  frequency: 'one_time',
  dueRule: onEvent('within 30 days of becoming liable'),
  criticality: 'high',
  penalty: 'Penalty per day of delay under s.5',
  source: `Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975, s.5 (dated with the state's PT levy fact, from the 1 July 2009 schedule); the 30-day period and the penalty: ${UNCONFIRMED}`,
})

// ---------------------------------------------------------------- Shops and Establishments per major state

interface ShopsAct {
  state: string
  act: string
  registration: string
  /** How long a registration lasts, as far as known. */
  validity: string
  effectiveFrom?: string
  minHeadCount?: number
  note?: string
}
const SHOPS_ACTS: ShopsAct[] = [
  {
    state: 'MH',
    act: 'Maharashtra Shops and Establishments (Regulation of Employment and Conditions of Service) Act, 2017',
    registration: 's.6 (10 or more workers; below 10, an intimation under s.7)',
    validity: 'the registration does not expire',
    effectiveFrom: '2017-12-19',
    minHeadCount: 10,
  },
  {
    state: 'KA',
    act: 'Karnataka Shops and Commercial Establishments Act, 1961',
    registration: 's.4',
    validity: 'renewal period changed by amendments: follow the certificate on file',
    effectiveFrom: '1962-03-01',
    note: '"enforced from 01-03-1962 in karnataka state" (the Labour Department\'s e-Karmika portal, http://164.100.133.176/ekarmika/static/Default.aspx); the notification itself not reached',
  },
  {
    state: 'TN',
    act: 'Tamil Nadu Shops and Establishments Act, 1947',
    registration: 'registration (since the 2018 amendment: an intimation of the establishment)',
    validity: 'follow the certificate on file',
    effectiveFrom: '1948-04-01',
    note: "Tamil Nadu Act 36 of 1947; in force in the City of Madras, the municipalities and the major panchayats on 1 April 1948, in further areas later (footnote to s.1 in a reproduction of the State's text, https://blinkvisa.com/blog/the-tamil-nadu-shops-and-establishments-act-1947/); extended to the whole State from 14 November 2018 by G.O. Ms. No. 162, Labour and Employment (K2) (https://1-comply.com/2024/06/03/shops-and-establishments-act-tamil-nadu); secondary, the notifications not reached",
  },
  {
    state: 'DL',
    act: 'Delhi Shops and Establishments Act, 1954',
    registration: 's.5',
    validity: 'follow the certificate on file',
    effectiveFrom: '1955-02-01',
    note: 'assented 19 June 1954, in force from 1 February 1955 by the notification of 17 January 1955 under s.1(3) (Delhi Labour Department, https://labour.delhi.gov.in/labour/delhi-shops-act-1954, which numbers it F.5/51-1 & L; a reproduction of the Act, vdocuments.us, numbers it F23(5)/51-1 and L: the date agrees)',
  },
  {
    state: 'GJ',
    act: 'Gujarat Shops and Establishments (Regulation of Employment and Conditions of Service) Act, 2019',
    registration: 'registration of establishments of 10 or more workers; an intimation below that',
    validity: 'follow the certificate on file',
    minHeadCount: 10,
    effectiveFrom: '2019-05-01',
    note: 'Gujarat Act No. 4 of 2019, s.1(4): in force on the date the State Government appoints by notification (text: http://bareactslive.com/Guj/guj254.htm); published in the Gujarat Gazette on 7 March 2019, in force from 1 May 2019 (https://www.legalitysimplified.com/new-gujarat-shops-establishments-act-2019/, https://blog.ipleaders.in/gujarat-shops-and-establishment-act-2019/; https://lexbuddy.com/blog/gujarat-shop-establishment-regulation-of-employment-and-conditions-of-service-act-2019 gives 1 May 2019 and cites notification GHR/2019/26/BSE/192016/428889/M-3 without saying whether it is the commencement notification); secondary, the notification itself not reached; it repealed the Gujarat Shops and Establishments Act, 1948',
  },
  {
    state: 'WB',
    act: 'West Bengal Shops and Establishments Act, 1963',
    registration: 's.4A',
    validity: 'renew as the certificate states',
    effectiveFrom: '1964-08-15',
    note: 'West Bengal Act XIII of 1963 (2 April 1963), s.1(3): in force on the date the State Government appoints; "came into force with effect from the 15th August, 1964" (footnote in a reproduction of the Act, https://scribd.com/document/371633702/WB-Act; also https://blog.ipleaders.in/west-bengal-shops-and-establishment-act-1963/); secondary, the notification not reached',
  },
  {
    state: 'TS',
    act: 'Telangana Shops and Establishments Act, 1988',
    registration: 's.3',
    validity: 'follow the certificate on file',
    effectiveFrom: '2014-06-02',
    note: "the Andhra Pradesh Shops and Establishments Act, 1988 (Act 20 of 1988) as in force in the combined State on 2 June 2014, adapted to Telangana under s.101 of the Andhra Pradesh Reorganisation Act, 2014 by G.O.Ms.No.5, Labour, Employment, Training and Factories (Labour) Department, dated 1 February 2016 (the Telangana text's own preamble, reproduced at https://www.scribd.com/document/663884485/telangana-shops-establishments-acts-and-rules); dated from Telangana's formation, 2 June 2014; secondary, the G.O. itself not reached",
  },
  {
    state: 'AP',
    act: 'Andhra Pradesh Shops and Establishments Act, 1988',
    registration: 's.3',
    validity: 'follow the certificate on file',
    note: 'Act 20 of 1988: assent 18 July 1988, first published 26 July 1988 (https://vdocuments.us/the-andhra-pradesh-shops-establishments-act-1988-act-and-to-make-provision.html); in force on the date the Government appoints by notification (s.1(3)), which was not reached, so still dated from the end of 1988; its Rules, 1990 in force from 1 November 1991 (G.O.Ms.No. 169 of 28 October 1991, http://kvjraghunath.blogspot.com/2010/08/ap-shops-establishments-rules-1990.html)',
  },
  {
    state: 'UP',
    act: 'Uttar Pradesh Dookan Aur Vanijya Adhishthan Adhiniyam, 1962',
    registration: 's.5 (registration)',
    validity: 'follow the certificate on file',
    effectiveFrom: '1962-12-26',
    note: "U.P. Act No. 26 of 1962: assent of the President 18 December 1962, published in the U.P. Gazette Extraordinary of 26 December 1962 (footnote in https://vlex.in/vid/uttar-pradesh-dookan-aur-545554122; the scribd copy https://scribd.com/document/688848502/Shops-and-Establishement agrees); s.1 has no appointed-day clause, only s.1(3) applying its provisions to the areas of Schedule I (text: http://bareactslive.com/ALL/up728.htm), so it is dated from its publication (an inference: the U.P. General Clauses Act's rule for Acts without a date was not read); its rules, the Niyamavali, in force 1 May 1963 (notification No. 2084(LL)/XXXVI-B-489(LL)-1962, https://vlex.in/vid/uttar-pradesh-dookan-aur-545546722); secondary",
  },
  {
    state: 'HR',
    act: 'Punjab Shops and Commercial Establishments Act, 1958 (as applied to Haryana)',
    registration: 's.7 (registration)',
    validity: 'follow the certificate on file',
    effectiveFrom: '1958-06-01',
    note: 'Punjab Act 15 of 1958 (assent 25 April 1958, Punjab Gazette 1 May 1958), in force on 1 June 1958 by Punjab Government notification No. 4607-C-Lab-58/44511 of 3 May 1958 in the areas of its Schedule (footnote to s.1 in a reproduction of the Haryana text, https://blinkvisa.com/blog/the-punjab-shops-and-commercial-establishments-act-1958/); in force in Haryana since the State was formed (Haryana Adaptation of Laws Order, 1968); secondary, the notification not reached',
  },
]
const stateName = (code: string) => STATES.find((s) => s.code === code)!.name
/**
 * An old state Act whose commencement was not looked up: in force at least from the end of
 * the year in its title (decades before any period the console tracks). Not used where the
 * Act is recent enough for the day to matter (Gujarat's of 2019 names its own date).
 */
const yearEndOf = (act: string) => `${/(\d{4})/.exec(act)![1]}-12-31`

function shopsItems(a: ShopsAct): LibrarySeed[] {
  const name = stateName(a.state)
  const source = (what: string) =>
    `${a.act}: ${what}; ${a.note ?? (a.effectiveFrom ? `in force from ${a.effectiveFrom}` : `commencement not looked up: dated from the end of ${yearEndOf(a.act).slice(0, 4)}, the year of the Act`)}; section numbers ${UNCONFIRMED}`
  const common = {
    act: a.act,
    state: a.state,
    branchTypes: SHOP_OR_OFFICE,
    minHeadCount: a.minHeadCount ?? 0,
    effectiveFrom: a.effectiveFrom ?? yearEndOf(a.act),
  }
  return [
    item({
      ...common,
      code: `SE-${a.state}-REGISTRATION`,
      ruleOrSection: a.registration,
      form: 'Registration certificate',
      header: `${name}: Shops and Establishments registration and renewal`,
      description: `Hold a valid registration of the establishment under the ${name} Shops and Establishments law and renew it before it lapses (${a.validity}); keep the certificate displayed.`,
      category: 'licence',
      frequency: 'one_time',
      dueRule: onEvent("within 30 days of opening, and before the certificate's expiry (the branch's S&E valid until)"),
      criticality: 'high',
      penalty: "Fine under the state's Act; continuing fine per day of default",
      source: source(`registration ${a.registration}; ${a.validity}`),
    }),
    item({
      ...common,
      code: `SE-${a.state}-REGISTERS`,
      form: 'Registers of employment, wages, leave and overtime; notice of working hours and weekly holiday',
      header: `${name}: Shops and Establishments registers and notices`,
      description:
        'Keep the registers the state rules prescribe up to date for the month and keep the notice of opening and closing hours and the weekly holiday displayed.',
      category: 'register',
      frequency: 'monthly',
      dueRule: MONTH_END,
      criticality: 'medium',
      penalty: "Fine under the state's Act",
      source: source('registers and notices under the state rules; form numbers vary by state and are not recorded'),
    }),
  ]
}

// ---------------------------------------------------------------- Factories

const FACTORIES = enacted('Factories Act, 1948', '1948-09-23')
/** Factories Act s.2(m): 10 or more workers with power, 20 or more without; the OSH Code raised it to 20 and 40 (s.2(1)(w)). */
const FACTORY_THRESHOLD = 10
const FACTORY_SOURCE = `${FACTORIES} s.2(m): a factory employs 10 or more workers with power (20 without); ${TRANSITION}; the OSH Code defines a factory at 20 with power / 40 without (s.2(1)(w)), so the smallest factories may be out of scope: uncertain during the transition`

interface FactoriesRules {
  state: string
  rules: string
}
const FACTORIES_RULES: FactoriesRules[] = [
  { state: 'MH', rules: 'Maharashtra Factories Rules, 1963' },
  { state: 'KA', rules: 'Karnataka Factories Rules, 1969' },
  { state: 'TN', rules: 'Tamil Nadu Factories Rules, 1950' },
  { state: 'GJ', rules: 'Gujarat Factories Rules, 1963' },
]

function factoriesItems({ state, rules }: FactoriesRules): LibrarySeed[] {
  const name = stateName(state)
  const common = {
    act: `${FACTORIES} and ${rules}`,
    effectiveFrom: ENACTED[FACTORIES],
    state,
    branchTypes: FACTORY,
    minHeadCount: FACTORY_THRESHOLD,
    yearStartMonth: CALENDAR,
  }
  const formNote = `form numbers per ${rules}, ${UNCONFIRMED}`
  return [
    item({
      ...common,
      code: `FAC-${state}-LICENCE`,
      ruleOrSection: `s.6; ${rules} (licence)`,
      form: 'Factory licence',
      header: `${name}: factory licence and renewal`,
      description:
        'Hold a factory licence for the premises and workers employed, and renew it before its validity ends (or amend it when workers or power increase).',
      category: 'licence',
      frequency: 'one_time',
      dueRule: onEvent('before the licence expires'),
      criticality: 'high',
      penalty: 'Imprisonment up to 2 years or fine up to ₹1 lakh, or both (s.92), with a continuing fine',
      source: `${FACTORY_SOURCE}; ${formNote}`,
    }),
    item({
      ...common,
      code: `FAC-${state}-ANNUAL-RETURN`,
      ruleOrSection: `${rules} (annual return)`,
      form: state === 'MH' ? 'Annual return (Form 27 as commonly cited)' : 'Annual return',
      header: `${name}: factories annual return`,
      description: 'File the annual return of the factory for the calendar year (workers, hours, leave, accidents) by 31 January.',
      category: 'return',
      frequency: 'yearly',
      dueRule: { kind: 'days_after_period_end', days: 31 },
      criticality: 'medium',
      penalty: 'Fine under s.92',
      source: `${FACTORY_SOURCE}; due 31 January of the following year (common to these states' rules, ${UNCONFIRMED}); ${formNote}`,
    }),
    item({
      ...common,
      code: `FAC-${state}-HALF-YEARLY-RETURN`,
      ruleOrSection: `${rules} (half-yearly return)`,
      form: 'Half-yearly return',
      header: `${name}: factories half-yearly return`,
      description:
        'File the half-yearly return for January–June by 31 July (the second half-year is reported in the annual return where the rules say so).',
      category: 'return',
      frequency: 'half_yearly',
      dueRule: { kind: 'days_after_period_end', days: 31 },
      criticality: 'low',
      penalty: 'Fine under s.92',
      source: `${FACTORY_SOURCE}; 31 July for the first half-year: ${UNCONFIRMED}; ${formNote}`,
    }),
  ]
}

const FACTORIES_CENTRAL: LibrarySeed[] = [
  item({
    code: 'FAC-NOTICE-OF-OCCUPATION',
    act: FACTORIES,
    ruleOrSection: 's.7',
    form: 'Notice of occupation',
    header: 'Notice of occupation of a factory',
    description: 'Send the Chief Inspector the notice of occupation before occupying or using premises as a factory.',
    category: 'registration',
    branchTypes: FACTORY,
    minHeadCount: FACTORY_THRESHOLD,
    frequency: 'one_time',
    dueRule: onEvent('at least 15 days before occupying the premises'),
    criticality: 'high',
    penalty: 'Fine under s.92',
    source: FACTORY_SOURCE,
  }),
  item({
    code: 'FAC-ACCIDENT-NOTICE',
    act: FACTORIES,
    ruleOrSection: 's.88',
    form: 'Notice of accident (state rules)',
    header: 'Notice of accident or dangerous occurrence',
    description:
      'Notify the Inspector of an accident causing death or disabling injury, and of a dangerous occurrence, in the form the state rules prescribe.',
    category: 'report',
    branchTypes: FACTORY,
    minHeadCount: FACTORY_THRESHOLD,
    frequency: 'one_time',
    dueRule: onEvent('forthwith after the accident, within the time the state rules set'),
    criticality: 'high',
    penalty: 'Fine under s.92',
    source: FACTORY_SOURCE,
  }),
  item({
    code: 'FAC-REGISTER-ADULT-WORKERS',
    act: FACTORIES,
    ruleOrSection: 's.62',
    form: 'Register of adult workers (state rules)',
    header: 'Register of adult workers',
    description: 'Keep the register of adult workers up to date (name, nature of work, group or relay, shift).',
    category: 'register',
    branchTypes: FACTORY,
    minHeadCount: FACTORY_THRESHOLD,
    frequency: 'monthly',
    dueRule: MONTH_END,
    criticality: 'medium',
    penalty: 'Fine under s.92',
    source: FACTORY_SOURCE,
  }),
  item({
    code: 'FAC-DISPLAY-ABSTRACT',
    act: FACTORIES,
    ruleOrSection: 's.108',
    form: 'Abstract of the Act and rules; notice of periods of work (s.61)',
    header: 'Display of the abstract and notices',
    description:
      'Keep the abstract of the Act and rules, the notice of periods of work and the Inspector’s name and address displayed in English and the workers’ language.',
    category: 'display',
    branchTypes: FACTORY,
    minHeadCount: FACTORY_THRESHOLD,
    frequency: 'yearly',
    yearStartMonth: CALENDAR,
    dueRule: { kind: 'days_after_period_end', days: 0 },
    criticality: 'low',
    penalty: 'Fine under s.92',
    source: `${FACTORY_SOURCE}; checked once a year here (the duty is continuous)`,
  }),
]

// ---------------------------------------------------------------- other central Acts

const CLRA = enacted('Contract Labour (Regulation and Abolition) Act, 1970', '1970-09-05')
const CLRA_SOURCE = `${CLRA} s.1(4): 20 or more contract workers (some states raised it to 50 by amendment, e.g. Maharashtra and Rajasthan; not modelled: the head count here is the branch's own); ${TRANSITION}`
const MW = enacted('Minimum Wages Act, 1948', '1948-03-15')
const PW = enacted('Payment of Wages Act, 1936', '1936-04-23')
const BONUS = enacted('Payment of Bonus Act, 1965', '1965-09-25')
const MB = enacted('Maternity Benefit Act, 1961', '1961-12-12')
const GRATUITY = enacted('Payment of Gratuity Act, 1972', '1972-08-21')
const EC = enacted("Employees' Compensation Act, 1923", '1923-03-05')
const ER = enacted('Equal Remuneration Act, 1976', '1976-02-11')
const POSH = enacted('Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013', '2013-12-09')
const ID = enacted('Industrial Disputes Act, 1947', '1947-03-11')
const IESO = enacted('Industrial Employment (Standing Orders) Act, 1946', '1946-04-23')
const CODE_ON_WAGES = enacted('Code on Wages, 2019', LABOUR_CODES_IN_FORCE)
const IR_CODE = enacted('Industrial Relations Code, 2020', LABOUR_CODES_IN_FORCE)
const SS_CODE = enacted('Code on Social Security, 2020', LABOUR_CODES_IN_FORCE)
const OSH_CODE = enacted('Occupational Safety, Health and Working Conditions Code, 2020', LABOUR_CODES_IN_FORCE)
const CODES_SOURCE = `in force from ${LABOUR_CODES_IN_FORCE} (notification of the four Labour Codes); central and state rules under the Codes were still being notified, so forms and some details are uncertain`

const CENTRAL_ACTS: LibrarySeed[] = [
  item({
    code: 'CLRA-PE-REGISTRATION',
    act: CLRA,
    ruleOrSection: 's.7; Central Rules r.17',
    form: 'Form I (application), certificate of registration',
    header: 'Registration as principal employer',
    description:
      'Register the establishment as a principal employer before engaging contract labour, and amend the registration when contractors change.',
    category: 'registration',
    minHeadCount: 20,
    frequency: 'one_time',
    dueRule: onEvent('before engaging contract labour'),
    criticality: 'high',
    penalty: 'Imprisonment up to 3 months or fine up to ₹1,000, or both (s.23); contract labour engaged without registration (s.9)',
    source: CLRA_SOURCE,
  }),
  item({
    code: 'CLRA-CONTRACTOR-LICENCE',
    act: CLRA,
    ruleOrSection: 's.12; Central Rules r.21',
    form: "Contractor's licence (Form VI)",
    header: "Contractors' licences on file",
    description:
      'Ensure every contractor engaging 20 or more workers holds a valid licence for this establishment and keep a copy; track renewals.',
    category: 'licence',
    minHeadCount: 20,
    frequency: 'one_time',
    dueRule: onEvent("before the contractor starts work, and before the licence's expiry"),
    criticality: 'high',
    penalty: 'Imprisonment up to 3 months or fine up to ₹1,000, or both (s.23)',
    source: `${CLRA_SOURCE}; form number ${UNCONFIRMED}`,
  }),
  item({
    code: 'CLRA-ANNUAL-RETURN',
    act: CLRA,
    ruleOrSection: 'Central Rules r.82(2)',
    form: 'Form XXV',
    header: 'Annual return of the principal employer',
    description: 'File the annual return of the principal employer for the calendar year by 15 February.',
    category: 'return',
    minHeadCount: 20,
    frequency: 'yearly',
    yearStartMonth: CALENDAR,
    dueRule: { kind: 'fixed_dates', dates: ['02-15'] },
    criticality: 'medium',
    penalty: 'Fine under s.24',
    source: `${CLRA_SOURCE}; state rules may differ`,
  }),
  item({
    code: 'CLRA-REGISTER-OF-CONTRACTORS',
    act: CLRA,
    ruleOrSection: 'Central Rules r.74',
    form: 'Form XII (register of contractors)',
    header: 'Register of contractors',
    description: 'Keep the register of contractors engaged in the establishment up to date.',
    category: 'register',
    minHeadCount: 20,
    frequency: 'monthly',
    dueRule: MONTH_END,
    criticality: 'low',
    penalty: 'Fine under s.24',
    source: CLRA_SOURCE,
  }),
  item({
    code: 'MW-REGISTERS',
    act: MW,
    ruleOrSection: 's.18; Central Rules r.21, r.26',
    form: 'Register of wages, muster roll, register of fines, deductions and overtime',
    header: 'Minimum wages registers',
    description: 'Keep the muster roll and registers of wages, deductions, fines and overtime for the month, and issue wage slips.',
    category: 'register',
    frequency: 'monthly',
    dueRule: MONTH_END,
    criticality: 'medium',
    penalty: 'Fine up to ₹500 (s.22A)',
    source: `${MW}; ${TRANSITION}; form numbers differ between the Central Rules and state rules`,
  }),
  item({
    code: 'MW-ANNUAL-RETURN',
    act: MW,
    ruleOrSection: 'Central Rules r.21(4A)',
    form: 'Form III',
    header: 'Minimum wages annual return',
    description:
      'File the annual return for the calendar year by 1 February (scheduled employments under the central sphere; states have their own forms).',
    category: 'return',
    frequency: 'yearly',
    yearStartMonth: CALENDAR,
    dueRule: { kind: 'fixed_dates', dates: ['02-01'] },
    criticality: 'medium',
    penalty: 'Fine up to ₹500 (s.22A)',
    source: `${MW}; ${TRANSITION}; form and date per the Central Rules, ${UNCONFIRMED}`,
  }),
  item({
    code: 'PW-WAGE-PAYMENT',
    act: PW,
    ruleOrSection: 's.5',
    header: 'Pay wages by the 7th (10th with 1,000 or more workers)',
    description:
      'Pay the month’s wages before the 7th day after the wage period ends, or the 10th where 1,000 or more persons are employed.',
    category: 'payment',
    frequency: 'monthly',
    dueRule: { kind: 'day_of_next_month', day: 7 },
    criticality: 'high',
    penalty: 'Fine of ₹1,500 to ₹7,500 (s.20)',
    effectiveTo: LABOUR_CODES_IN_FORCE,
    successorCode: 'COW-WAGE-PAYMENT',
    source: `${PW} s.5 (the 10th for 1,000 or more is not modelled: the 7th is the earlier day); replaced by the Code on Wages s.17 from ${LABOUR_CODES_IN_FORCE}`,
  }),
  item({
    code: 'COW-WAGE-PAYMENT',
    act: CODE_ON_WAGES,
    ruleOrSection: 's.17',
    header: 'Pay monthly wages by the 7th of the following month',
    description:
      'Pay monthly wages before the end of the 7th day of the following month; wages of a removed, retrenched or resigned employee within two working days.',
    category: 'payment',
    frequency: 'monthly',
    dueRule: { kind: 'day_of_next_month', day: 7 },
    criticality: 'high',
    penalty: 'Fine under s.54',
    effectiveFrom: LABOUR_CODES_IN_FORCE,
    source: `${CODE_ON_WAGES} s.17(1) and (2); ${CODES_SOURCE}`,
  }),
  item({
    code: 'BONUS-PAYMENT',
    act: BONUS,
    ruleOrSection: 's.19',
    header: 'Pay the statutory bonus within 8 months of the year end',
    description: 'Pay the bonus for the accounting year within 8 months of its close (by 30 November for a year ending 31 March).',
    category: 'payment',
    minHeadCount: 20,
    frequency: 'yearly',
    dueRule: { kind: 'fixed_dates', dates: ['11-30'] },
    criticality: 'high',
    penalty: 'Imprisonment up to 6 months or fine up to ₹1,000, or both (s.28)',
    source: `${BONUS} s.1(3) (every factory, and establishments of 20 or more; the factory case is not modelled) and s.19; ${TRANSITION} (the Code on Wages keeps the 8 months)`,
  }),
  item({
    code: 'BONUS-FORM-D',
    act: BONUS,
    ruleOrSection: 'Payment of Bonus Rules 1975 r.5',
    form: 'Form D',
    header: 'Bonus annual return',
    description:
      'File the annual return of bonus paid within 30 days after the time limit for paying bonus (by 30 December for a year ending 31 March).',
    category: 'return',
    minHeadCount: 20,
    frequency: 'yearly',
    dueRule: { kind: 'fixed_dates', dates: ['12-30'] },
    criticality: 'medium',
    penalty: 'Imprisonment up to 6 months or fine up to ₹1,000, or both (s.28)',
    source: `${BONUS}; Payment of Bonus Rules 1975 r.5 as amended in 2019 (the date of the amendment ${UNCONFIRMED}); ${TRANSITION}`,
  }),
  item({
    code: 'BONUS-REGISTERS',
    act: BONUS,
    ruleOrSection: 'Payment of Bonus Rules 1975 r.4',
    form: 'Forms A, B and C',
    header: 'Bonus registers',
    description: 'Keep the registers of allocable surplus (A), set-on and set-off (B) and bonus paid (C) for the accounting year.',
    category: 'register',
    minHeadCount: 20,
    frequency: 'yearly',
    dueRule: { kind: 'fixed_dates', dates: ['11-30'] },
    criticality: 'low',
    penalty: 'Fine under s.28',
    source: `${BONUS}; ${TRANSITION}`,
  }),
  item({
    code: 'MB-DISPLAY',
    act: MB,
    ruleOrSection: 's.19',
    form: 'Abstract of the Act and rules',
    header: 'Display of the Maternity Benefit abstract',
    description: 'Keep an abstract of the Act and rules displayed in a conspicuous place in the languages of the women employed.',
    category: 'display',
    minHeadCount: 10,
    frequency: 'yearly',
    dueRule: { kind: 'days_after_period_end', days: 0 },
    criticality: 'low',
    penalty: 'Fine under s.21',
    source: `${MB} s.2 (factories, and shops and establishments of 10 or more under state laws); ${TRANSITION}; checked once a year here`,
  }),
  item({
    code: 'MB-REGISTER',
    act: MB,
    ruleOrSection: 's.20; state Maternity Benefit Rules',
    form: 'Muster roll / register of maternity benefit',
    header: 'Maternity benefit register',
    description: 'Keep the register of women employees with maternity benefit claimed, notices, leave and payments.',
    category: 'register',
    minHeadCount: 10,
    frequency: 'monthly',
    dueRule: MONTH_END,
    criticality: 'low',
    penalty: 'Fine under s.21',
    source: `${MB}; ${TRANSITION}; form per the state rules`,
  }),
  item({
    code: 'MB-RETURN',
    act: MB,
    ruleOrSection: 'state Maternity Benefit Rules (annual return)',
    form: 'Annual return (state form)',
    header: 'Maternity benefit annual return',
    description: 'File the annual return of maternity benefit where the state rules require it.',
    category: 'return',
    minHeadCount: 10,
    frequency: 'yearly',
    yearStartMonth: CALENDAR,
    dueRule: onEvent("by the date in the state's Maternity Benefit Rules (not recorded here)"),
    criticality: 'low',
    penalty: 'Fine under s.21',
    source: `${MB}; ${TRANSITION}; the form and due date differ by state and are not recorded here`,
  }),
  item({
    code: 'MB-CRECHE',
    act: MB,
    ruleOrSection: 's.11A',
    header: 'Creche facility (50 or more employees)',
    description:
      'Provide a creche within the prescribed distance, and allow four visits a day; inform every woman of the benefits in writing on joining.',
    category: 'other',
    minHeadCount: 50,
    frequency: 'yearly',
    dueRule: { kind: 'days_after_period_end', days: 0 },
    criticality: 'medium',
    penalty: 'Fine under s.21',
    effectiveFrom: '2017-07-01',
    source: `${MB} s.11A inserted by the Maternity Benefit (Amendment) Act 2017, in force 1 July 2017; ${TRANSITION}`,
  }),
  item({
    code: 'GRATUITY-FORM-A',
    act: GRATUITY,
    ruleOrSection: 'Payment of Gratuity (Central) Rules 1972 r.3(1)',
    form: 'Form A',
    header: 'Notice of opening',
    description: 'Send the controlling authority a notice of opening in Form A within 30 days of the Act becoming applicable.',
    category: 'registration',
    minHeadCount: 10,
    frequency: 'one_time',
    dueRule: onEvent('within 30 days of the Act becoming applicable'),
    criticality: 'medium',
    penalty: 'Fine under s.9',
    source: `${GRATUITY} s.1(3) (10 or more employees); ${TRANSITION}`,
  }),
  item({
    code: 'GRATUITY-DISPLAY',
    act: GRATUITY,
    ruleOrSection: 'Payment of Gratuity (Central) Rules 1972 r.20',
    form: 'Abstract of the Act and rules (Form U)',
    header: 'Display of the Gratuity abstract',
    description: 'Keep the abstract of the Act and rules displayed at or near the main entrance in English and the workers’ language.',
    category: 'display',
    minHeadCount: 10,
    frequency: 'yearly',
    dueRule: { kind: 'days_after_period_end', days: 0 },
    criticality: 'low',
    penalty: 'Fine under s.9',
    source: `${GRATUITY}; ${TRANSITION}; rule and form ${UNCONFIRMED}; checked once a year here`,
  }),
  item({
    code: 'GRATUITY-NOMINATION',
    act: GRATUITY,
    ruleOrSection: 's.6; Central Rules r.6',
    form: 'Form F (nomination)',
    header: 'Nominations from employees',
    description: 'Obtain each employee’s gratuity nomination in Form F after one year of service and keep it on record.',
    category: 'register',
    minHeadCount: 10,
    frequency: 'one_time',
    dueRule: onEvent('within 30 days of an employee completing one year of service'),
    criticality: 'low',
    penalty: 'Fine under s.9',
    source: `${GRATUITY}; ${TRANSITION}`,
  }),
  item({
    code: 'SSC-GRATUITY-FIXED-TERM',
    act: SS_CODE,
    ruleOrSection: 's.53(1), proviso',
    header: 'Gratuity to fixed-term employees after one year',
    description: 'Pay gratuity to fixed-term employees pro rata on completing one year of service (five years still applies to others).',
    category: 'payment',
    minHeadCount: 10,
    frequency: 'one_time',
    dueRule: onEvent('within 30 days of gratuity becoming payable'),
    criticality: 'high',
    penalty: 'Under the Code on Social Security, Chapter XIII',
    effectiveFrom: LABOUR_CODES_IN_FORCE,
    source: `${SS_CODE} s.53; ${CODES_SOURCE}`,
  }),
  item({
    code: 'EC-ACCIDENT-REPORT',
    act: EC,
    ruleOrSection: 's.10B',
    form: 'Form EE',
    header: 'Report of fatal or serious accident',
    description: "Report an accident causing an employee's death or serious bodily injury to the Commissioner.",
    category: 'report',
    frequency: 'one_time',
    dueRule: onEvent('within 7 days of the death or serious bodily injury'),
    criticality: 'high',
    penalty: 'Fine up to ₹5,000 (s.18A)',
    source: `${EC} s.10B (not where the ESI Act covers the employee); ${TRANSITION}`,
  }),
  item({
    code: 'ER-REGISTER',
    act: ER,
    ruleOrSection: 'Equal Remuneration Rules 1976 r.6',
    form: 'Form D',
    header: 'Equal remuneration register',
    description: 'Keep the register of men and women employed with their category, remuneration and the basis of it.',
    category: 'register',
    frequency: 'yearly',
    dueRule: { kind: 'days_after_period_end', days: 0 },
    criticality: 'low',
    penalty: 'Fine under s.10',
    source: `${ER}; ${TRANSITION} (the Code on Wages s.3 carries the duty not to discriminate)`,
  }),
  item({
    code: 'POSH-ICC',
    act: POSH,
    ruleOrSection: 's.4',
    header: 'Internal Committee constituted',
    description:
      'Constitute an Internal Committee at every office or branch of 10 or more employees, with an external member, and display its members and the policy.',
    category: 'registration',
    minHeadCount: 10,
    frequency: 'one_time',
    dueRule: onEvent('on reaching 10 employees, and whenever a member leaves'),
    criticality: 'high',
    penalty: 'Fine up to ₹50,000 (s.26); on repeat, double and cancellation of licence',
    effectiveFrom: '2013-12-09',
    source: `${POSH} s.4 and s.26; in force 9 December 2013`,
  }),
  item({
    code: 'POSH-ANNUAL-REPORT',
    act: POSH,
    ruleOrSection: 's.21; Rules 2013 r.14',
    form: 'Annual report of the Internal Committee',
    header: 'Internal Committee annual report',
    description:
      'The Internal Committee prepares its annual report for the calendar year and sends it to the employer and the District Officer.',
    category: 'return',
    minHeadCount: 10,
    frequency: 'yearly',
    yearStartMonth: CALENDAR,
    dueRule: { kind: 'fixed_dates', dates: ['01-31'] },
    criticality: 'medium',
    penalty: 'Fine up to ₹50,000 (s.26)',
    effectiveFrom: '2013-12-09',
    source: `${POSH} s.21 and r.14; the 31 January date is the common practice (districts set their own), ${UNCONFIRMED}`,
  }),
  item({
    code: 'ID-GRIEVANCE-COMMITTEE',
    act: ID,
    ruleOrSection: 's.9C',
    header: 'Grievance redressal committee (20 or more workers)',
    description: 'Keep a grievance redressal committee with equal employer and worker members.',
    category: 'other',
    minHeadCount: 20,
    frequency: 'one_time',
    dueRule: onEvent('on reaching 20 workers'),
    criticality: 'low',
    penalty: null,
    effectiveTo: LABOUR_CODES_IN_FORCE,
    successorCode: 'IRC-GRIEVANCE-COMMITTEE',
    source: `${ID} s.9C (inserted 2010); replaced by the Industrial Relations Code s.4 from ${LABOUR_CODES_IN_FORCE}`,
  }),
  item({
    code: 'IRC-GRIEVANCE-COMMITTEE',
    act: IR_CODE,
    ruleOrSection: 's.4',
    header: 'Grievance redressal committee (20 or more workers)',
    description:
      'Constitute a grievance redressal committee of up to 10 members, equally from employer and workers, with women represented proportionately.',
    category: 'other',
    minHeadCount: 20,
    frequency: 'one_time',
    dueRule: onEvent('on reaching 20 workers'),
    criticality: 'medium',
    penalty: 'Under the Industrial Relations Code, Chapter XV',
    effectiveFrom: LABOUR_CODES_IN_FORCE,
    source: `${IR_CODE} s.4; ${CODES_SOURCE}`,
  }),
  item({
    code: 'IESO-STANDING-ORDERS',
    act: IESO,
    ruleOrSection: 's.3, s.5',
    header: 'Certified standing orders (100 or more workers)',
    description: 'Have standing orders on the conditions of employment certified by the certifying officer and keep them displayed.',
    category: 'registration',
    minHeadCount: 100,
    frequency: 'one_time',
    dueRule: onEvent('within 6 months of the Act applying'),
    criticality: 'medium',
    penalty: 'Fine up to ₹5,000 and a continuing fine (s.13)',
    effectiveTo: LABOUR_CODES_IN_FORCE,
    successorCode: 'IRC-STANDING-ORDERS',
    source: `${IESO} s.1(3) (100, lowered to 50 by some states) and s.3; replaced by the Industrial Relations Code (300 or more) from ${LABOUR_CODES_IN_FORCE}`,
  }),
  item({
    code: 'IRC-STANDING-ORDERS',
    act: IR_CODE,
    ruleOrSection: 's.28, s.30',
    header: 'Standing orders (300 or more workers)',
    description:
      'Prepare standing orders on the matters of the First Schedule (or adopt the model standing orders) and have them certified.',
    category: 'registration',
    minHeadCount: 300,
    frequency: 'one_time',
    dueRule: onEvent('within 6 months of the Code applying'),
    criticality: 'medium',
    penalty: 'Under the Industrial Relations Code, Chapter XV',
    effectiveFrom: LABOUR_CODES_IN_FORCE,
    source: `${IR_CODE} s.28 (300 or more workers) and s.30; ${CODES_SOURCE}`,
  }),
  item({
    code: 'OSH-APPOINTMENT-LETTER',
    act: OSH_CODE,
    ruleOrSection: 's.6(1)(f)',
    form: 'Appointment letter',
    header: 'Appointment letter to every employee',
    description: 'Issue an appointment letter to every employee on joining (existing employees: within the period the rules prescribe).',
    category: 'other',
    frequency: 'one_time',
    dueRule: onEvent('when an employee joins'),
    criticality: 'medium',
    penalty: 'Under the OSH Code, Chapter XII',
    effectiveFrom: LABOUR_CODES_IN_FORCE,
    source: `${OSH_CODE} s.6(1)(f); ${CODES_SOURCE}; the period for existing employees is set by rules (uncertain)`,
  }),
]

/**
 * Items of the Acts that cover every factory whatever its head count (Maternity Benefit
 * Act s.2(1)(a), Payment of Gratuity Act s.1(3)(a), Payment of Bonus Act s.1(3)(a)) and
 * shops and establishments only from a threshold: the threshold item for offices, a twin
 * for factories with none.
 */
function withFactoryTwin(section: string) {
  return (i: LibrarySeed): LibrarySeed[] => [
    { ...i, branchTypes: SHOP_OR_OFFICE },
    {
      ...i,
      code: `${i.code}-FACTORY`,
      header: `${i.header} (factories)`,
      branchTypes: FACTORY,
      minHeadCount: 0,
      source: `${i.source}; every factory whatever its head count (${section})`,
    },
  ]
}
const TWINNED: Record<string, string> = {
  MB: 'Maternity Benefit Act, 1961, s.2(1)(a)',
  GRATUITY: 'Payment of Gratuity Act, 1972, s.1(3)(a)',
  BONUS: 'Payment of Bonus Act, 1965, s.1(3)(a)',
}
const twinOf = (i: LibrarySeed) => {
  const family = Object.keys(TWINNED).find((k) => i.code.startsWith(`${k}-`) && i.minHeadCount > 0 && i.minHeadCount < 50)
  return family ? withFactoryTwin(TWINNED[family]!)(i) : [i]
}

/**
 * The Occupational Safety, Health and Working Conditions Code, 2020 is wholly in force
 * from 21 November 2025 and defines a factory at 20 workers with power (40 without), where
 * the Factories Act said 10 (20): each factory item ends that day and an OSH Code item
 * with the new threshold takes over, the state Factories Rules' forms continuing in the
 * transition until the Code's rules are notified.
 */
function oshSuccession(i: LibrarySeed): LibrarySeed[] {
  const code = `OSH-${i.code}`
  return [
    { ...i, effectiveTo: LABOUR_CODES_IN_FORCE, successorCode: code },
    {
      ...i,
      code,
      act: i.act.replace(FACTORIES, OSH_CODE),
      minHeadCount: 20,
      effectiveFrom: LABOUR_CODES_IN_FORCE,
      effectiveTo: null,
      successorCode: null,
      source: `${OSH_CODE} s.2(1)(w) (a factory: 20 or more workers with power, 40 without), in force from ${LABOUR_CODES_IN_FORCE}; the Factories Act's forms and rules continue in the transition until the Code's rules are notified (research log "Labour Codes"); the threshold 40 without power is not modelled`,
    },
  ]
}

export const COMPLIANCE_LIBRARY: readonly LibrarySeed[] = [
  ...PF_ESI,
  ...statutoryItems(),
  MH_PT_REGISTRATION,
  ...SHOPS_ACTS.flatMap(shopsItems),
  ...FACTORIES_CENTRAL.flatMap(oshSuccession),
  ...FACTORIES_RULES.flatMap(factoriesItems).flatMap(oshSuccession),
  ...CENTRAL_ACTS.flatMap(twinOf),
]
