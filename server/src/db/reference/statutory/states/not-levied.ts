/**
 * Where PT or LWF is not levied, as the compilations list them, and where the employer's own
 * PT (PT EC) was not researched (research log "PT overview", "LWF overview"). A "not levied"
 * row is dated from its oldest dated list: askbanking's FY 2015-16 list for PT, the day
 * mnc-kl.in's undated list was read for LWF; earlier periods have no rule on record.
 */
import { RETRIEVED, levy, undated, type FactSeed } from '../fact'

const PT_2015 = 'https://askbanking.com/west-bengal-professional-tax-slab-rate/amp'
const PT_NOW = 'https://praansconsultech.com/professional-tax'
const LWF_LIST = 'http://mnc-kl.in/lwf'

/** Both lists agree that these levy no PT (Ladakh and J&K: as Jammu and Kashmir in 2015; DD: as its two UTs). */
const NO_PT = ['AR', 'AN', 'CH', 'DD', 'DL', 'GA', 'HR', 'HP', 'JK', 'LA', 'LD', 'RJ', 'UK', 'UP']
const noPt = (state: string): FactSeed[] =>
  (['ptrc', 'ptec'] as const).map((scheme) =>
    levy(
      { scheme, state },
      'Professional tax is not levied here.',
      { levied: false },
      {
        from: '2015-04-01',
        citation: 'No professional tax law in force (Constitution, Art. 276: a state may levy it; this one does not)',
        sources: [PT_2015, PT_NOW],
        confidence: 'secondary',
        note:
          state === 'LD'
            ? 'Both lists say Lakshadweep levies no PT; the earlier seed said half-yearly PT RC, with no source.'
            : state === 'LA' || state === 'JK' || state === 'DD'
              ? 'The 2015 list names the territory it was then part of (Jammu and Kashmir; Dadra and Nagar Haveli, Daman and Diu).'
              : 'Listed as not levying in FY 2015-16 (askbanking) and today (praansconsultech).',
      },
    ),
  )

/** Punjab levied none until the State Development Tax of 19 April 2018 (punjab-haryana-chandigarh-delhi.ts). */
const PUNJAB_BEFORE_2018: FactSeed[] = (['ptrc', 'ptec'] as const).map((scheme) =>
  levy(
    { scheme, state: 'PB' },
    'Professional tax was not levied in Punjab before the State Development Tax.',
    { levied: false },
    {
      from: '2015-04-01',
      to: '2018-04-19',
      citation: 'No professional tax law in force until the Punjab State Development Tax Act, 2018',
      sources: [PT_2015],
      confidence: 'secondary',
    },
  ),
)

const CHHATTISGARH_PT: FactSeed[] = (['ptrc', 'ptec'] as const).map((scheme) =>
  levy(
    { scheme, state: 'CG' },
    'Professional tax is not levied in Chhattisgarh.',
    { levied: false },
    undated({
      citation: 'No professional tax law in force (as listed)',
      sources: [PT_NOW, PT_2015],
      confidence: 'conflicting',
      note: "praansconsultech lists Chhattisgarh as not levying; askbanking's FY 2015-16 list of non-levying states leaves it out. The newer is kept.",
    }),
  ),
)

/** The employer's own PT where no source for it was reached (AS, BR, JH, MN, TR: employer-own-pt-east.ts). */
const PTEC_NOT_RESEARCHED = ['ML', 'MZ', 'NL', 'PY']
const ptecUnknown = (state: string): FactSeed =>
  levy(
    { scheme: 'ptec', state },
    "Whether the employer's own PT (enrolment) is levied here is not confirmed.",
    { levied: null },
    {
      from: RETRIEVED,
      citation: "The state's professional tax law (the employer's own tax not researched)",
      sources: [PT_NOW],
      confidence: 'secondary',
      note: 'Not researched for issue 21: shown as not confirmed, never as not levied.',
    },
  )

/** Not in the list of the 16 levying states and UTs (mnc-kl.in), which names most of these as not levying. */
const NO_LWF = ['AN', 'AR', 'AS', 'BR', 'DD', 'HP', 'JH', 'JK', 'LA', 'LD', 'MN', 'ML', 'MZ', 'NL', 'PY', 'RJ', 'SK', 'TR', 'UP', 'UK']
const noLwf = (state: string): FactSeed =>
  levy(
    { scheme: 'lwf', state },
    'Labour welfare fund is not levied here.',
    { levied: false },
    undated({
      citation: 'No labour welfare fund law in force (as listed)',
      sources: [LWF_LIST],
      confidence: 'secondary',
      note:
        state === 'UK' || state === 'LA'
          ? 'Not among the 16 levying states and UTs of the list, nor in its not-applicable list.'
          : undefined,
    }),
  )

export const NOT_LEVIED: readonly FactSeed[] = [
  ...NO_PT.flatMap(noPt),
  ...PUNJAB_BEFORE_2018,
  ...CHHATTISGARH_PT,
  ...PTEC_NOT_RESEARCHED.map(ptecUnknown),
  ...NO_LWF.map(noLwf),
]
