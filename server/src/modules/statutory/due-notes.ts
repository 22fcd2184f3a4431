/**
 * "Due rule not confirmed for this state" for registrations (issue 21, no silent gaps): a
 * PT or LWF setup says so where the statutory facts in force this month give its
 * registration no due date although the scheme is, or may be, levied.
 */
import { DUE_RULE_NOT_CONFIRMED, STATUTORY_SCHEME, businessToday, type RuleFrequency, type StatutoryScheme } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { dueDate } from './due-dates'
import { loadStatutoryFacts } from './facts-store'

export interface Registered {
  stateId: number | null
  /** The registration's scheme and its own frequency, where it has one. */
  schemes: { scheme: StatutoryScheme; frequency: RuleFrequency | null }[]
}

/** One note per registration: the schemes whose due rule is not confirmed this month, or null. */
export async function dueRuleNotes(db: DbOrTx, registrations: readonly Registered[], today = businessToday()): Promise<(string | null)[]> {
  const schemes = [...new Set(registrations.flatMap((r) => r.schemes.map((s) => s.scheme)))]
  const facts = (await Promise.all(schemes.map((scheme) => loadStatutoryFacts(db, { scheme })))).flat()
  return registrations.map((r) => {
    const unknown = r.schemes.filter(
      (s) =>
        r.stateId !== null &&
        dueDate(facts, { scheme: s.scheme, stateId: r.stateId, period: today.slice(0, 7), frequency: s.frequency ?? undefined }).status ===
          'not_confirmed',
    )
    return unknown.length
      ? `${unknown.map((s) => STATUTORY_SCHEME.labels[s.scheme]).join(', ')}: ${DUE_RULE_NOT_CONFIRMED.toLowerCase()}`
      : null
  })
}
