/**
 * docs/statutory-sources.md, written from the data (`npm run statutory:doc`): every fact
 * with its instrument and sources, state by state, and the library items with theirs, so
 * a reviewer can check them without reading code. Deterministic: the same data, the same text.
 */
import { FACT_CONFIDENCE, RULE_FREQUENCY, STATUTORY_FACT, STATUTORY_SCHEME, describeFactValue, type StatutoryFact } from '@ihrc/contract'
import type { LibrarySeed } from '../library/item'
import type { StateSeed } from '../states'
import type { FactSeed } from './fact'

const SCHEME_ORDER = ['pf', 'pf_iw', 'esi', 'ptrc', 'ptec', 'lwf'] as const
const FACT_ORDER = ['levy', 'period', 'schedule', 'amounts'] as const
/** Pipes and line breaks would break a Markdown line or table cell. */
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

function factLine(f: FactSeed): string {
  const wire = { ...f, id: 0, state_id: null, state_name: null } as unknown as StatutoryFact
  const scope = f.variant ? ` — ${RULE_FREQUENCY.labels[f.variant]} registrations${f.condition ? ` (${f.condition})` : ''}` : ''
  const dates = `${f.effective_from}${f.effective_to ? ` to ${f.effective_to}` : ' onwards'}`
  return [
    `- **${STATUTORY_FACT.labels[f.fact]}**${scope}, ${dates}: ${cell(f.text)}`,
    `  - In figures: ${cell(describeFactValue(wire))}`,
    `  - Instrument: ${cell(f.citation)}`,
    `  - Sources (${FACT_CONFIDENCE.labels[f.confidence].toLowerCase()}, read ${f.retrieved_on}): ${f.sources.map((u) => `<${u}>`).join(', ')}`,
    ...(f.note ? [`  - Note: ${cell(f.note)}`] : []),
  ].join('\n')
}

function section(title: string, facts: readonly FactSeed[]): string[] {
  if (facts.length === 0) return []
  const out = [`## ${title}`, '']
  for (const scheme of SCHEME_ORDER) {
    const mine = facts
      .filter((f) => f.scheme === scheme)
      .sort(
        (a, b) =>
          FACT_ORDER.indexOf(a.fact) - FACT_ORDER.indexOf(b.fact) ||
          (a.variant ?? '').localeCompare(b.variant ?? '') ||
          a.effective_from.localeCompare(b.effective_from),
      )
    if (mine.length === 0) continue
    out.push(`### ${STATUTORY_SCHEME.labels[scheme]}`, '', ...mine.map(factLine), '')
  }
  return out
}

export function statutorySourcesMarkdown(
  facts: readonly FactSeed[],
  states: readonly StateSeed[],
  library: readonly LibrarySeed[],
  counts: string,
): string {
  const lines = [
    '# Statutory rules and their sources',
    '',
    'Generated from `server/src/db/reference/statutory/` and the compliance library by `npm run statutory:doc`: do not edit',
    'by hand (a server test fails when this file is stale). How the sources were found, and what could not be reached:',
    "[statutory-research-log.md](statutory-research-log.md). Confidence: primary = the instrument or the department's own page on a",
    'government host; secondary = a third-party compilation or reproduction; conflicting = sources disagree, the reading kept and',
    'why are in the note. A rule dated from the day its sources were read had no dated source: earlier periods have no rule on record.',
    '',
    '```',
    counts.trimEnd(),
    '```',
    '',
    ...section(
      'Central (every state)',
      facts.filter((f) => f.state === null),
    ),
    ...[...states]
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((s) =>
        section(
          `${s.name} (${s.code})`,
          facts.filter((f) => f.state === s.code),
        ),
      ),
    '## Compliance library',
    '',
    '| Code | Act | From | To | Successor | Source |',
    '|---|---|---|---|---|---|',
    ...library.map(
      (i) => `| ${i.code} | ${cell(i.act)} | ${i.effectiveFrom} | ${i.effectiveTo ?? ''} | ${i.successorCode ?? ''} | ${cell(i.source)} |`,
    ),
    '',
  ]
  return lines.join('\n')
}

/** The numbers the closing note quotes: PT and LWF facts by confidence, library items by act. */
export function statutoryCounts(facts: readonly FactSeed[], library: readonly LibrarySeed[]): string {
  const out: string[] = []
  for (const scheme of ['ptrc', 'ptec', 'lwf'] as const) {
    const mine = facts.filter((f) => f.scheme === scheme)
    const by = (c: string) => mine.filter((f) => f.confidence === c).length
    out.push(
      `${STATUTORY_SCHEME.labels[scheme].padEnd(6)} rules: ${String(mine.length).padStart(3)} (primary ${by('primary')}, secondary ${by('secondary')}, conflicting ${by('conflicting')})`,
    )
  }
  const all = facts.filter((f) => f.scheme === 'ptrc' || f.scheme === 'ptec' || f.scheme === 'lwf')
  const unconfirmed = all.filter((f) => f.fact === 'schedule' && f.value.due_rule === null).length
  out.push(`PT and LWF rules: ${all.length}; schedules marked "due rule not confirmed": ${unconfirmed}`)
  out.push(`Library items: ${library.length}, by act:`)
  const acts = new Map<string, number>()
  for (const i of library) acts.set(i.act, (acts.get(i.act) ?? 0) + 1)
  for (const [act, n] of [...acts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    out.push(`  ${String(n).padStart(3)}  ${act}`)
  return `${out.join('\n')}\n`
}
