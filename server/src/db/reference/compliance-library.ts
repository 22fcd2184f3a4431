/**
 * The statutory library every database starts with (issue 12, DOMAIN.md "Compliance"):
 * obligations under the central labour Acts, the four Labour Codes and the states'
 * PT, LWF, Shops and Establishments and Factories rules, as data.
 *
 * One source of truth: PF, ESI, PT and LWF items say `{ kind: 'statutory', scheme }`,
 * so their due dates come from the statutory rules (statutory-rules.ts), and which
 * states levy PT and LWF, and how often, from STATES, like the rules themselves.
 *
 * Honesty about sources, as in statutory-rules.ts: each `source` names the Act and
 * section or rule; `NOT_CHECKED` marks facts taken from memory of the bare Acts and
 * common compliance calendars, not re-read against the current text; uncertain
 * transitions and thresholds are said in words instead of being given false precision.
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
import type { ComplianceCategory, ComplianceDueRule, ComplianceFrequency, Criticality, OfficeType } from '@ihrc/contract'
import { LONG_STANDING } from './statutory-rules'
import { STATES, type StateSeed } from './states'

export const LABOUR_CODES_IN_FORCE = '2025-11-21'

const NOT_CHECKED = 'not re-checked against the current text'
const TRANSITION =
  'Act repealed by the Labour Codes from 21 November 2025; its rules continue during the transition (Ministry of Labour, November 2025) until the Code rules replace them'
const START_NOT_RESEARCHED = `in force since before ${LONG_STANDING} as far as this data goes (start date not researched)`

export interface LibrarySeed {
  code: string
  act: string
  ruleOrSection: string | null
  form: string | null
  header: string
  description: string
  category: ComplianceCategory
  /** State code (STATES) of a state item; null for a central one. */
  state: string | null
  minHeadCount: number
  branchTypes: OfficeType[]
  frequency: ComplianceFrequency
  /** 4: financial year (April), 1: calendar year. */
  yearStartMonth: number
  dueRule: ComplianceDueRule
  criticality: Criticality
  penalty: string | null
  proofRequired: boolean
  effectiveFrom: string
  effectiveTo: string | null
  source: string
}

type Item = Omit<
  LibrarySeed,
  | 'state'
  | 'minHeadCount'
  | 'branchTypes'
  | 'yearStartMonth'
  | 'proofRequired'
  | 'effectiveFrom'
  | 'effectiveTo'
  | 'ruleOrSection'
  | 'form'
  | 'penalty'
> &
  Partial<LibrarySeed>

const FY = 4
const CALENDAR = 1
const FACTORY: OfficeType[] = ['factory']
/** Shops and Establishments Acts cover the places that are not factories. */
const SHOP_OR_OFFICE: OfficeType[] = ['registered_office', 'corporate_office', 'regional_office', 'branch', 'warehouse', 'other']

const MONTH_END: ComplianceDueRule = { kind: 'days_after_period_end', days: 0 }
const onEvent = (event: string): ComplianceDueRule => ({ kind: 'on_event', event })

function item(i: Item): LibrarySeed {
  return {
    state: null,
    minHeadCount: 0,
    branchTypes: [],
    yearStartMonth: FY,
    proofRequired: true,
    effectiveFrom: LONG_STANDING,
    effectiveTo: null,
    ruleOrSection: null,
    form: null,
    penalty: null,
    ...i,
  }
}

// ---------------------------------------------------------------- PF and ESI (central, rules from the statutory table)

const EPF = "Employees' Provident Funds and Miscellaneous Provisions Act, 1952"
const ESI = "Employees' State Insurance Act, 1948"
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
    source: `${PF_SOURCE}; the 15-day period: ${NOT_CHECKED}`,
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
    source: `${PF_SOURCE}; paragraph number ${NOT_CHECKED}`,
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
    source: `${ESI_SOURCE}; the 24-hour period: ${NOT_CHECKED}`,
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
    source: `${ESI_SOURCE}; the 10-day period: ${NOT_CHECKED}`,
  }),
]

// ---------------------------------------------------------------- PT and LWF per levying state

/** The exact titles of the PT and LWF Acts we know; others read "<State> professional tax law". */
const PT_ACT: Record<string, string> = {
  MH: 'Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975',
  KA: 'Karnataka Tax on Professions, Trades, Callings and Employments Act, 1976',
  WB: 'West Bengal State Tax on Professions, Trades, Callings and Employments Act, 1979',
  GJ: 'Gujarat State Tax on Professions, Traders, Callings and Employments Act, 1976',
  AP: 'Andhra Pradesh Tax on Professions, Trades, Callings and Employments Act, 1987',
  TS: 'Telangana Tax on Professions, Trades, Callings and Employments Act, 1987',
  MP: 'Madhya Pradesh Vritti Kar Adhiniyam, 1995',
  OD: 'Odisha State Tax on Professions, Trades, Callings and Employments Act, 2000',
  AS: 'Assam Professions, Trades, Callings and Employments Taxation Act, 1947',
  BR: 'Bihar Tax on Professions, Trades, Callings and Employments Act, 2011',
}
const LWF_ACT: Record<string, string> = {
  MH: 'Maharashtra Labour Welfare Fund Act, 1953',
  KA: 'Karnataka Labour Welfare Fund Act, 1965',
  TN: 'Tamil Nadu Labour Welfare Fund Act, 1972',
  AP: 'Andhra Pradesh Labour Welfare Fund Act, 1987',
  TS: 'Telangana Labour Welfare Fund Act, 1987',
  GJ: 'Gujarat Labour Welfare Fund Act, 1953',
  MP: 'Madhya Pradesh Shram Kalyan Nidhi Adhiniyam, 1982',
  CG: 'Chhattisgarh Shram Kalyan Nidhi Adhiniyam, 1982',
  WB: 'West Bengal Labour Welfare Fund Act, 1974',
  DL: 'Delhi Labour Welfare Fund Act, 1997',
  PB: 'Punjab Labour Welfare Fund Act, 1965',
  HR: 'Punjab Labour Welfare Fund Act, 1965 (as applied to Haryana)',
  CH: 'Punjab Labour Welfare Fund Act, 1965 (as extended to Chandigarh)',
  KL: 'Kerala Labour Welfare Fund Act, 1975',
  GA: 'Goa Labour Welfare Fund Act, 1986',
  OD: 'Odisha Labour Welfare Fund Act, 1996',
}
const ptAct = (s: StateSeed) => PT_ACT[s.code] ?? `${s.name} professional tax law`
const lwfAct = (s: StateSeed) => LWF_ACT[s.code] ?? `${s.name} labour welfare fund law`
const stateSource = (what: string, title: string | undefined) =>
  `${what}: which states levy it and how often from the state list (states.ts), the due day from the statutory rules; ${
    title ?? `the Act's exact title is not recorded here`
  }; thresholds and slabs vary by state and are not modelled; ${START_NOT_RESEARCHED}`

function ptItems(s: StateSeed): LibrarySeed[] {
  if (!s.pt) return []
  const rc = item({
    code: `PT-RC-${s.code}`,
    act: ptAct(s),
    form: null,
    header: `${s.name}: professional tax deducted from salaries (PTRC)`,
    description: `Pay the professional tax deducted from employees' salaries in ${s.name} and file the employer's return for the period.`,
    category: 'payment',
    state: s.code,
    frequency: s.pt.ptrc,
    dueRule: { kind: 'statutory', scheme: 'ptrc' },
    criticality: 'high',
    penalty: "Interest and penalty under the state's Act on late payment and late returns",
    source: stateSource('PT RC', PT_ACT[s.code]),
  })
  const ec = s.pt.ptec
    ? [
        item({
          code: `PT-EC-${s.code}`,
          act: ptAct(s),
          header: `${s.name}: employer's own professional tax (PTEC)`,
          description: `Pay the employer's own enrolment tax in ${s.name} for the period.`,
          category: 'payment',
          state: s.code,
          frequency: s.pt.ptec,
          dueRule: { kind: 'statutory', scheme: 'ptec' },
          criticality: 'medium',
          penalty: "Interest and penalty under the state's Act",
          source: stateSource('PT EC', PT_ACT[s.code]),
        }),
      ]
    : []
  return [rc, ...ec]
}

function lwfItem(s: StateSeed): LibrarySeed[] {
  if (!s.lwf) return []
  return [
    item({
      code: `LWF-${s.code}`,
      act: lwfAct(s),
      header: `${s.name}: labour welfare fund contribution`,
      description: `Deduct the employees' and pay the employer's labour welfare fund contribution in ${s.name} with the prescribed return.`,
      category: 'payment',
      state: s.code,
      frequency: s.lwf,
      // LWF periods are calendar half-years and years (June and December, December only).
      yearStartMonth: CALENDAR,
      dueRule: { kind: 'statutory', scheme: 'lwf' },
      criticality: 'medium',
      penalty: "Interest and penalty under the state's Act on late payment",
      source: stateSource('LWF', LWF_ACT[s.code]),
    }),
  ]
}

const MH_PT_REGISTRATION = item({
  code: 'PT-REG-MH',
  act: PT_ACT.MH!,
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
  source: `${PT_ACT.MH} s.5; the 30-day period and the penalty: ${NOT_CHECKED}; ${START_NOT_RESEARCHED}`,
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
  },
  {
    state: 'TN',
    act: 'Tamil Nadu Shops and Establishments Act, 1947',
    registration: 'registration (since the 2018 amendment: an intimation of the establishment)',
    validity: 'follow the certificate on file',
  },
  { state: 'DL', act: 'Delhi Shops and Establishments Act, 1954', registration: 's.5', validity: 'follow the certificate on file' },
  {
    state: 'GJ',
    act: 'Gujarat Shops and Establishments (Regulation of Employment and Conditions of Service) Act, 2019',
    registration: 'registration of establishments of 10 or more workers; an intimation below that',
    validity: 'follow the certificate on file',
    minHeadCount: 10,
    note: 'in force date of the 2019 Act not recorded here (earlier the Gujarat Shops and Establishments Act, 1948)',
  },
  { state: 'WB', act: 'West Bengal Shops and Establishments Act, 1963', registration: 's.4A', validity: 'renew as the certificate states' },
  { state: 'TS', act: 'Telangana Shops and Establishments Act, 1988', registration: 's.3', validity: 'follow the certificate on file' },
  {
    state: 'AP',
    act: 'Andhra Pradesh Shops and Establishments Act, 1988',
    registration: 's.3',
    validity: 'follow the certificate on file',
  },
  {
    state: 'UP',
    act: 'Uttar Pradesh Dookan Aur Vanijya Adhishthan Adhiniyam, 1962',
    registration: 's.5 (registration)',
    validity: 'follow the certificate on file',
  },
  {
    state: 'HR',
    act: 'Punjab Shops and Commercial Establishments Act, 1958 (as applied to Haryana)',
    registration: 's.7 (registration)',
    validity: 'follow the certificate on file',
  },
]
const stateName = (code: string) => STATES.find((s) => s.code === code)!.name

function shopsItems(a: ShopsAct): LibrarySeed[] {
  const name = stateName(a.state)
  const source = (what: string) =>
    `${a.act}: ${what}; ${a.note ?? (a.effectiveFrom ? `in force from ${a.effectiveFrom}` : START_NOT_RESEARCHED)}; section numbers ${NOT_CHECKED}`
  const common = {
    act: a.act,
    state: a.state,
    branchTypes: SHOP_OR_OFFICE,
    minHeadCount: a.minHeadCount ?? 0,
    effectiveFrom: a.effectiveFrom ?? LONG_STANDING,
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

const FACTORIES = 'Factories Act, 1948'
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
    state,
    branchTypes: FACTORY,
    minHeadCount: FACTORY_THRESHOLD,
    yearStartMonth: CALENDAR,
  }
  const formNote = `form numbers per ${rules}, ${NOT_CHECKED}`
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
      source: `${FACTORY_SOURCE}; due 31 January of the following year (common to these states' rules, ${NOT_CHECKED}); ${formNote}`,
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
      source: `${FACTORY_SOURCE}; 31 July for the first half-year: ${NOT_CHECKED}; ${formNote}`,
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

const CLRA = 'Contract Labour (Regulation and Abolition) Act, 1970'
const CLRA_SOURCE = `${CLRA} s.1(4): 20 or more contract workers (some states raised it to 50 by amendment, e.g. Maharashtra and Rajasthan; not modelled: the head count here is the branch's own); ${TRANSITION}`
const MW = 'Minimum Wages Act, 1948'
const PW = 'Payment of Wages Act, 1936'
const BONUS = 'Payment of Bonus Act, 1965'
const MB = 'Maternity Benefit Act, 1961'
const GRATUITY = 'Payment of Gratuity Act, 1972'
const EC = "Employees' Compensation Act, 1923"
const ER = 'Equal Remuneration Act, 1976'
const POSH = 'Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013'
const ID = 'Industrial Disputes Act, 1947'
const IESO = 'Industrial Employment (Standing Orders) Act, 1946'
const CODE_ON_WAGES = 'Code on Wages, 2019'
const IR_CODE = 'Industrial Relations Code, 2020'
const SS_CODE = 'Code on Social Security, 2020'
const OSH_CODE = 'Occupational Safety, Health and Working Conditions Code, 2020'
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
    source: `${CLRA_SOURCE}; form number ${NOT_CHECKED}`,
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
    source: `${MW}; ${TRANSITION}; form and date per the Central Rules, ${NOT_CHECKED}`,
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
    source: `${BONUS}; Payment of Bonus Rules 1975 r.5 as amended in 2019 (the date of the amendment ${NOT_CHECKED}); ${TRANSITION}`,
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
    source: `${GRATUITY}; ${TRANSITION}; rule and form ${NOT_CHECKED}; checked once a year here`,
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
    source: `${POSH} s.21 and r.14; the 31 January date is the common practice (districts set their own), ${NOT_CHECKED}`,
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

export const COMPLIANCE_LIBRARY: readonly LibrarySeed[] = [
  ...PF_ESI,
  ...STATES.flatMap(ptItems),
  MH_PT_REGISTRATION,
  ...STATES.flatMap(lwfItem),
  ...SHOPS_ACTS.flatMap(shopsItems),
  ...FACTORIES_CENTRAL,
  ...FACTORIES_RULES.flatMap(factoriesItems),
  ...CENTRAL_ACTS,
]
