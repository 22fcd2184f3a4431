/**
 * What makes the statutory data trustworthy, as checks (issue 21, "Must show"): each
 * problem in words, none when the data is sound. The data test runs it on the real data
 * and on data broken one way at a time; the doc script refuses to write from data that
 * fails it.
 */
import { STATUTORY_SCHEME, statutoryFact } from '@ihrc/contract'
import type { LibrarySeed } from '../library/item'
import type { StateSeed } from '../states'
import type { FactSeed } from './fact'

/** Dates that stand for "unknown" rather than an instrument's day. */
export const PLACEHOLDER_DATES = ['2000-01-01', '1900-01-01', '1970-01-01', '0001-01-01']
const STATE_SCHEMES = ['ptrc', 'ptec', 'lwf'] as const
const CENTRAL_SCHEMES = ['pf', 'pf_iw', 'esi'] as const
const STATE_KEYS = new Set(['name', 'code', 'isUnionTerritory'])

const isDay = (s: unknown) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))
const inForce = (f: FactSeed, day: string) => f.effective_from <= day && (f.effective_to === null || day < f.effective_to)
const where = (f: FactSeed) => `${f.scheme} ${f.state ?? 'central'} ${f.fact}${f.variant ? ` (${f.variant})` : ''} from ${f.effective_from}`

function rowProblems(f: FactSeed): string[] {
  const out: string[] = []
  if (!isDay(f.effective_from)) out.push(`${where(f)}: effective_from missing or not a date`)
  else if (PLACEHOLDER_DATES.includes(f.effective_from)) out.push(`${where(f)}: placeholder effective_from ${f.effective_from}`)
  if (f.effective_to !== null && (!isDay(f.effective_to) || f.effective_to <= f.effective_from))
    out.push(`${where(f)}: effective_to not after effective_from`)
  if (!f.citation?.trim()) out.push(`${where(f)}: no instrument (citation)`)
  if (!f.sources?.length) out.push(`${where(f)}: no source URL`)
  for (const url of f.sources ?? []) if (!/^https?:\/\/\S+$/.test(url)) out.push(`${where(f)}: source is not a URL: ${url}`)
  if (!isDay(f.retrieved_on)) out.push(`${where(f)}: no retrieved date`)
  const { state: _state, ...wire } = f
  if (!statutoryFact.safeParse({ ...wire, id: 0, state_id: null, state_name: null }).success) out.push(`${where(f)}: not a valid fact`)
  return out
}

function overlaps(facts: readonly FactSeed[]): string[] {
  const groups = new Map<string, FactSeed[]>()
  for (const f of facts) {
    const key = `${f.scheme}|${f.state}|${f.fact}|${f.variant}`
    groups.set(key, [...(groups.get(key) ?? []), f])
  }
  const out: string[] = []
  for (const rows of groups.values()) {
    const sorted = [...rows].sort((a, b) => a.effective_from.localeCompare(b.effective_from))
    for (let i = 1; i < sorted.length; i++) {
      const before = sorted[i - 1]!
      const after = sorted[i]!
      if (before.effective_to === null || before.effective_to > after.effective_from)
        out.push(`${where(after)}: overlaps ${before.effective_from}–${before.effective_to ?? 'open'} of the same scheme, state and fact`)
    }
  }
  return out
}

/** Every state's PT RC, PT EC and LWF, and the central schemes, have a levy on record today, and a levied one a schedule (a due rule or the "not confirmed" marker). */
function coverage(facts: readonly FactSeed[], states: readonly StateSeed[], today: string): string[] {
  const out: string[] = []
  const check = (scheme: string, state: string | null, name: string) => {
    const mine = facts.filter((f) => f.scheme === scheme && f.state === state && inForce(f, today))
    const levies = mine.filter((f) => f.fact === 'levy')
    if (!levies.some((f) => f.variant === null)) out.push(`${scheme} ${name}: no levy fact in force on ${today}`)
    for (const levy of levies) {
      if (levy.fact !== 'levy' || levy.value.levied !== true) continue
      const schedules = mine.filter((f) => f.fact === 'schedule' && (f.variant === levy.variant || f.variant === null))
      if (schedules.length === 0)
        out.push(`${scheme} ${name}${levy.variant ? ` (${levy.variant})` : ''}: levied with no due rule and no "not confirmed" marker`)
    }
  }
  for (const s of states) for (const scheme of STATE_SCHEMES) check(scheme, s.code, s.code)
  for (const scheme of CENTRAL_SCHEMES) check(scheme, null, 'central')
  return out
}

/** Which states levy, and how often, only from the facts: no levy or frequency fields on the states, and the library's items agree with the facts. */
function oneSource(facts: readonly FactSeed[], states: readonly StateSeed[], library: readonly LibrarySeed[], today: string): string[] {
  const out: string[] = []
  for (const s of states) {
    const extra = Object.keys(s).filter((k) => !STATE_KEYS.has(k))
    if (extra.length) out.push(`state ${s.code}: levy or frequency outside the facts (${extra.join(', ')})`)
  }
  for (const item of library) {
    if (item.dueRule.kind !== 'statutory' || item.state === null) continue
    const scheme = item.dueRule.scheme
    const mine = facts.filter((f) => f.scheme === scheme && f.state === item.state && inForce(f, today))
    const levied = mine.some((f) => f.fact === 'levy' && f.value.levied === true)
    if (!levied) out.push(`library ${item.code}: ${STATUTORY_SCHEME.labels[scheme]} in ${item.state} is not levied per the facts`)
    const cadences = mine.flatMap((f) => (f.fact === 'schedule' || f.fact === 'period' ? [f.value.frequency] : []))
    if (levied && !cadences.includes(item.frequency as never))
      out.push(`library ${item.code}: frequency ${item.frequency} is not the facts' (${cadences.join(', ')})`)
  }
  return out
}

function libraryProblems(library: readonly LibrarySeed[]): string[] {
  const out: string[] = []
  const codes = new Set(library.map((i) => i.code))
  for (const i of library) {
    if (!isDay(i.effectiveFrom)) out.push(`library ${i.code}: effective_from missing`)
    else if (PLACEHOLDER_DATES.includes(i.effectiveFrom)) out.push(`library ${i.code}: placeholder effective_from ${i.effectiveFrom}`)
    if (/not re-checked/i.test(i.source)) out.push(`library ${i.code}: source says "not re-checked"`)
    if (i.successorCode && !codes.has(i.successorCode)) out.push(`library ${i.code}: successor ${i.successorCode} is not in the library`)
    if (i.successorCode && !i.effectiveTo) out.push(`library ${i.code}: has a successor but no effective_to`)
  }
  return out
}

export function auditStatutoryData(
  facts: readonly FactSeed[],
  { states, today, library = [] }: { states: readonly StateSeed[]; today: string; library?: readonly LibrarySeed[] },
): string[] {
  return [
    ...facts.flatMap(rowProblems),
    ...overlaps(facts),
    ...coverage(facts, states, today),
    ...oneSource(facts, states, library, today),
    ...libraryProblems(library),
  ]
}
