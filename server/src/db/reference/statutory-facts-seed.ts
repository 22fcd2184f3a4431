/**
 * Seeds STATUTORY_FACTS (reference/statutory/) and LATE_PAYMENT_RULES. The facts are the
 * code's, corrected as research goes on: when they change, the table is replaced with them
 * in one transaction (nothing points at a fact's id: screens ask by scheme, state and day).
 * Late-payment rules are only ever added, as before.
 */
import { statutoryFact } from '@ihrc/contract'
import { latePaymentRules, states, statutoryFacts } from '../schema'
import type { DbOrTx } from '../client'
import { LATE_PAYMENT_RULES, type LatePaymentSeed } from './late-payment-rules'
import { applyWhenChanged } from './reference-version'
import { STATUTORY_FACTS, type FactSeed } from './statutory'

async function stateIdsOf(db: DbOrTx): Promise<Map<string, number>> {
  return new Map((await db.select({ id: states.id, code: states.code }).from(states)).map((s) => [s.code, s.id]))
}

/** The row of a fact, checked against the contract so a malformed fact fails the start, not a due date. */
function rowOf(f: FactSeed, stateIds: Map<string, number>): typeof statutoryFacts.$inferInsert {
  const stateId = f.state === null ? null : stateIds.get(f.state)
  if (stateId === undefined) throw new Error(`statutory fact for unknown state ${f.state}`)
  const { state: _code, ...wire } = f
  const checked = statutoryFact.parse({ ...wire, id: 0, state_id: stateId, state_name: null })
  return {
    scheme: checked.scheme,
    stateId,
    fact: checked.fact,
    variant: checked.variant,
    condition: checked.condition,
    text: checked.text,
    value: checked.value,
    effectiveFrom: checked.effective_from,
    effectiveTo: checked.effective_to,
    citation: checked.citation,
    sources: checked.sources,
    retrievedOn: checked.retrieved_on,
    confidence: checked.confidence,
    note: checked.note,
  }
}

export async function seedStatutoryFacts(db: DbOrTx, facts: readonly FactSeed[] = STATUTORY_FACTS): Promise<void> {
  await applyWhenChanged(db, 'statutory_facts', facts, async (tx) => {
    const stateIds = await stateIdsOf(tx)
    const rows = facts.map((f) => rowOf(f, stateIds))
    await tx.delete(statutoryFacts)
    for (let i = 0; i < rows.length; i += 500) await tx.insert(statutoryFacts).values(rows.slice(i, i + 500))
  })
}

const lateKey = (r: { scheme: string; charge: string; effectiveFrom: string }) => JSON.stringify([r.scheme, r.charge, r.effectiveFrom])

async function seedLatePaymentRules(db: DbOrTx) {
  const rows = await db
    .select({ scheme: latePaymentRules.scheme, charge: latePaymentRules.charge, effectiveFrom: latePaymentRules.effectiveFrom })
    .from(latePaymentRules)
  const present = new Set(rows.map(lateKey))
  const missing = LATE_PAYMENT_RULES.filter((r: LatePaymentSeed) => !present.has(lateKey(r)))
  if (missing.length === 0) return
  await db
    .insert(latePaymentRules)
    .values(missing.map((r) => ({ ...r, effectiveTo: r.effectiveTo ?? null })))
    .onConflictDoNothing()
}

export async function seedStatutoryRules(db: DbOrTx): Promise<void> {
  await seedStatutoryFacts(db)
  await seedLatePaymentRules(db)
}
