/**
 * The PT RC, PT EC and LWF items of the library, one per state (and per variant, such as
 * Kerala's second fund) whose levy fact in force today says levied: which states, how
 * often and from when all come from the statutory facts, never from constants here.
 * Their due dates come from the same facts (`{ kind: 'statutory', scheme }`).
 */
import { businessToday, type FactOf, type RuleFrequency } from '@ihrc/contract'
import { STATES } from '../states'
import { STATUTORY_FACTS, type FactSeed } from '../statutory'
import { item, type LibrarySeed } from './item'

type Scheme = 'ptrc' | 'ptec' | 'lwf'
type Seed<K extends FactSeed['fact']> = Extract<FactSeed, { fact: K }>

/** The exact titles of the PT and LWF Acts (as the research confirmed or left them); others read from the levy fact's citation. */
const PT_ACT: Record<string, string> = {
  MH: 'Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975',
  KA: 'Karnataka Tax on Professions, Trades, Callings and Employments Act, 1976',
  WB: 'West Bengal State Tax on Professions, Trades, Callings and Employments Act, 1979',
  GJ: 'Gujarat State Tax on Professions, Trades, Callings and Employments Act, 1976',
  AP: 'Andhra Pradesh Tax on Professions, Trades, Callings and Employments Act, 1987',
  TS: 'Telangana Tax on Professions, Trades, Callings and Employments Act, 1987',
  MP: 'Madhya Pradesh Vritti Kar Adhiniyam, 1995',
  OD: 'Orissa State Tax on Professions, Trades, Callings and Employments Act, 2000',
  AS: 'Assam Professions, Trades, Callings and Employments Taxation Act, 1947',
  BR: 'Bihar Tax on Professions, Trades, Callings and Employments Act, 2011',
  JH: 'Jharkhand Tax on Professions, Trades, Callings and Employments Act, 2011',
  PB: 'Punjab State Development Tax Act, 2018',
  KL: 'Kerala Panchayat Raj Act, 1994 and Kerala Municipality Act, 1994 (profession tax)',
  TN: 'Tamil Nadu municipal laws (profession tax), as amended by the Tamil Nadu Municipal Laws (Second Amendment) Act, 1998',
  ML: 'Meghalaya Professions, Trades, Callings and Employments Taxation Act',
  MN: 'Manipur Professions, Trades, Callings and Employments Taxation Act, 1981',
  MZ: 'Mizoram Professions, Trades, Callings and Employments Taxation Act, 1995',
  NL: 'Nagaland Professions, Trades, Callings and Employments Taxation Act, 1968',
  SK: 'Sikkim Tax on Professions, Trades, Callings and Employments Act, 2006',
  TR: 'Tripura Professions, Trades, Callings and Employments Taxation Act, 1997',
  PY: 'Puducherry Municipalities Act, 1973 (profession tax, ss.144–151)',
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
  DL: 'Bombay Labour Welfare Fund Act, 1953 (as extended to Delhi)',
  PB: 'Punjab Labour Welfare Fund Act, 1965',
  HR: 'Punjab Labour Welfare Fund Act, 1965 (as in force in Haryana)',
  CH: 'Punjab Labour Welfare Fund Act, 1965 (as extended to Chandigarh)',
  KL: 'Kerala Labour Welfare Fund Act, 1975',
  GA: 'Goa, Daman and Diu Labour Welfare Fund Act, 1986',
  OD: 'Orissa Labour Welfare Fund Act, 2005',
}
const VARIANT_ACT: Record<string, string> = {
  'lwf:KL:monthly': 'Kerala Shops and Commercial Establishments Workers Welfare Fund Act, 2006',
}

const inForceToday = (f: FactSeed, today: string) => f.effective_from <= today && (f.effective_to === null || today < f.effective_to)

function latest<K extends FactSeed['fact']>(
  facts: readonly FactSeed[],
  kind: K,
  variant: RuleFrequency | null,
  today: string,
): Seed<K> | undefined {
  return facts
    .filter((f): f is Seed<K> => f.fact === kind && f.variant === variant && inForceToday(f, today))
    .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0]
}

const WORDS: Record<
  Scheme,
  {
    header: string
    description: (state: string) => string
    category: LibrarySeed['category']
    criticality: LibrarySeed['criticality']
    penalty: string
  }
> = {
  ptrc: {
    header: 'professional tax deducted from salaries (PTRC)',
    description: (state) =>
      `Pay the professional tax deducted from employees' salaries in ${state} and file the employer's return for the period.`,
    category: 'payment',
    criticality: 'high',
    penalty: "Interest and penalty under the state's Act on late payment and late returns",
  },
  ptec: {
    header: "employer's own professional tax (PTEC)",
    description: (state) => `Pay the employer's own enrolment tax in ${state} for the period.`,
    category: 'payment',
    criticality: 'medium',
    penalty: "Interest and penalty under the state's Act",
  },
  lwf: {
    header: 'labour welfare fund contribution',
    description: (state) =>
      `Deduct the employees' and pay the employer's labour welfare fund contribution in ${state} with the prescribed return.`,
    category: 'payment',
    criticality: 'medium',
    penalty: "Interest and penalty under the state's Act on late payment",
  },
}

function itemOf(
  state: (typeof STATES)[number],
  scheme: Scheme,
  levy: Seed<'levy'>,
  facts: readonly FactSeed[],
  today: string,
): LibrarySeed {
  const variant = levy.variant
  const schedule = latest(facts, 'schedule', variant, today) ?? latest(facts, 'schedule', null, today)
  const cadence = (schedule ?? latest(facts, 'period', variant, today) ?? latest(facts, 'period', null, today)) as
    FactOf<'schedule'> | FactOf<'period'> | undefined
  const words = WORDS[scheme]
  const act =
    VARIANT_ACT[`${scheme}:${state.code}:${variant}`] ?? (scheme === 'lwf' ? LWF_ACT : PT_ACT)[state.code] ?? levy.citation.split(';')[0]!
  const due = schedule?.value.due_rule
    ? 'the due day from the statutory facts'
    : 'the due rule is not confirmed for this state (shown so on the item)'
  return item({
    code: `${scheme === 'ptrc' ? 'PT-RC' : scheme === 'ptec' ? 'PT-EC' : 'LWF'}-${state.code}${variant ? `-${variant.toUpperCase()}` : ''}`,
    act,
    header: `${state.name}: ${words.header}${variant && levy.condition ? ` (${levy.condition})` : ''}`,
    description: words.description(state.name),
    category: words.category,
    state: state.code,
    frequency: cadence?.value.frequency ?? 'monthly',
    yearStartMonth: cadence?.value.year_start_month ?? 4,
    dueRule: { kind: 'statutory', scheme },
    criticality: words.criticality,
    penalty: words.penalty,
    effectiveFrom: levy.effective_from,
    form: schedule?.value.return_form ?? null,
    source: `${levy.citation}; ${due}; which states levy it, how often and from when: the statutory facts (${levy.confidence}; ${levy.sources.join(', ')})`,
  })
}

/** One item per levied scheme, state and variant, as the facts in force on `today` say. */
export function statutoryItems(facts: readonly FactSeed[] = STATUTORY_FACTS, today = businessToday()): LibrarySeed[] {
  return STATES.flatMap((state) =>
    (['ptrc', 'ptec', 'lwf'] as const).flatMap((scheme) => {
      const mine = facts.filter((f) => f.scheme === scheme && f.state === state.code)
      const levies = mine.filter((f): f is Seed<'levy'> => f.fact === 'levy' && inForceToday(f, today) && f.value.levied === true)
      return levies.map((levy) => itemOf(state, scheme, levy, mine, today))
    }),
  )
}
