/**
 * The statutory data an auditor can trust (issue 21, "Must show"): the real data passes
 * every check, and each kind of fault, introduced one at a time into a copy, is caught.
 */
import { describe, expect, it } from 'vitest'
import { businessToday } from '@ihrc/contract'
import { COMPLIANCE_LIBRARY } from '../../src/db/reference/compliance-library'
import type { LibrarySeed } from '../../src/db/reference/library/item'
import { STATES, type StateSeed } from '../../src/db/reference/states'
import { STATUTORY_FACTS, type FactSeed } from '../../src/db/reference/statutory'
import { auditStatutoryData } from '../../src/db/reference/statutory/audit'

const today = businessToday()
const audit = (facts: readonly FactSeed[], more: { states?: readonly StateSeed[]; library?: readonly LibrarySeed[] } = {}) =>
  auditStatutoryData(facts, { states: more.states ?? STATES, today, library: more.library ?? COMPLIANCE_LIBRARY })

/** The real data with the first fact matching `pick` replaced by `change(fact)` (or removed when it returns null). */
function broken(pick: (f: FactSeed) => boolean, change: (f: FactSeed) => FactSeed | null): FactSeed[] {
  const i = STATUTORY_FACTS.findIndex(pick)
  if (i < 0) throw new Error('no fact to break')
  const changed = change(STATUTORY_FACTS[i]!)
  return [...STATUTORY_FACTS.slice(0, i), ...(changed ? [changed] : []), ...STATUTORY_FACTS.slice(i + 1)]
}
const karnatakaPtSchedule = (f: FactSeed) => f.scheme === 'ptrc' && f.state === 'KA' && f.fact === 'schedule'

describe('the statutory data', () => {
  it('passes every check: sources, instruments, real dates, no overlaps, no silent gaps, one source for levies', () => {
    expect(audit(STATUTORY_FACTS)).toEqual([])
  })

  it('covers every state and union territory for PT RC, PT EC and LWF', () => {
    for (const s of STATES)
      for (const scheme of ['ptrc', 'ptec', 'lwf'])
        expect(
          STATUTORY_FACTS.some((f) => f.state === s.code && f.scheme === scheme && f.fact === 'levy'),
          `${scheme} ${s.code}`,
        ).toBe(true)
  })

  it('fails on a levied scheme with no due rule and no "not confirmed" marker', () => {
    const problems = audit(broken(karnatakaPtSchedule, () => null))
    expect(problems).toContainEqual(expect.stringMatching(/^ptrc KA: levied with no due rule and no "not confirmed" marker/))
  })

  it('accepts the marker itself: a schedule whose due rule is null', () => {
    const marked = broken(karnatakaPtSchedule, (f) => (f.fact === 'schedule' ? { ...f, value: { ...f.value, due_rule: null } } : f))
    expect(audit(marked)).toEqual([])
  })

  it('fails on a row without a source URL, with a source that is no URL, or without an instrument', () => {
    expect(audit(broken(karnatakaPtSchedule, (f) => ({ ...f, sources: [] })))).toContainEqual(expect.stringMatching(/no source URL/))
    expect(audit(broken(karnatakaPtSchedule, (f) => ({ ...f, sources: ['DOMAIN.md'] })))).toContainEqual(
      expect.stringMatching(/source is not a URL/),
    )
    expect(audit(broken(karnatakaPtSchedule, (f) => ({ ...f, citation: ' ' })))).toContainEqual(expect.stringMatching(/no instrument/))
  })

  it('fails on a placeholder or missing effective_from', () => {
    expect(audit(broken(karnatakaPtSchedule, (f) => ({ ...f, effective_from: '2000-01-01' })))).toContainEqual(
      expect.stringMatching(/placeholder effective_from 2000-01-01/),
    )
    expect(audit(broken(karnatakaPtSchedule, (f) => ({ ...f, effective_from: '' })))).toContainEqual(
      expect.stringMatching(/effective_from missing/),
    )
    const library = COMPLIANCE_LIBRARY.map((i, n) => (n === 0 ? { ...i, effectiveFrom: '2000-01-01' } : i))
    expect(audit(STATUTORY_FACTS, { library })).toContainEqual(expect.stringMatching(/library PF-ECR: placeholder effective_from/))
  })

  it('fails on two rows of the same scheme, state and fact whose dates overlap', () => {
    const slab = STATUTORY_FACTS.find((f) => f.scheme === 'ptrc' && f.state === 'KA' && f.fact === 'amounts' && f.effective_to !== null)!
    const stretched = broken(
      (f) => f === slab,
      (f) => ({ ...f, effective_to: null }),
    )
    expect(audit(stretched)).toContainEqual(expect.stringMatching(/^ptrc KA amounts from 2025-04-01: overlaps 2023-04-01–open/))
  })

  it('fails on a frequency or levy flag from anywhere but the data', () => {
    const states = STATES.map((s) => (s.code === 'RJ' ? { ...s, lwf: 'yearly' } : s)) as StateSeed[]
    expect(audit(STATUTORY_FACTS, { states })).toContainEqual('state RJ: levy or frequency outside the facts (lwf)')
    // A library item whose frequency is not the facts', or that claims a levy the facts do not show.
    const library = COMPLIANCE_LIBRARY.map((i) => (i.code === 'LWF-MH' ? { ...i, frequency: 'monthly' as const } : i))
    expect(audit(STATUTORY_FACTS, { library })).toContainEqual(
      expect.stringMatching(/^library LWF-MH: frequency monthly is not the facts'/),
    )
    const invented = [...COMPLIANCE_LIBRARY, { ...COMPLIANCE_LIBRARY.find((i) => i.code === 'LWF-MH')!, code: 'LWF-RJ', state: 'RJ' }]
    expect(audit(STATUTORY_FACTS, { library: invented })).toContainEqual(
      expect.stringMatching(/^library LWF-RJ: LWF in RJ is not levied per the facts/),
    )
  })

  it('leaves no library source saying "not re-checked", and every successor is in the library', () => {
    expect(COMPLIANCE_LIBRARY.filter((i) => /not re-checked/i.test(i.source)).map((i) => i.code)).toEqual([])
    const withSuccessor = COMPLIANCE_LIBRARY.filter((i) => i.successorCode)
    expect(withSuccessor.map((i) => i.code)).toEqual(
      expect.arrayContaining(['PW-WAGE-PAYMENT', 'ID-GRIEVANCE-COMMITTEE', 'IESO-STANDING-ORDERS']),
    )
    for (const i of withSuccessor) expect(i.effectiveTo, i.code).toBe('2025-11-21')
  })
})
