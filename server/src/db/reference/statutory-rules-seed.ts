/**
 * Seeds STATUTORY_RULES and LATE_PAYMENT_RULES: adds the rows whose key is missing and
 * leaves every other row alone (an edited or later rule is never overwritten). One
 * query per table finds nothing missing on an ordinary start.
 */
import { sql } from 'drizzle-orm'
import { latePaymentRules, states, statutoryRules } from '../schema'
import type { DbOrTx } from './index'
import { LATE_PAYMENT_RULES, STATUTORY_RULES, type LatePaymentSeed, type RuleSeed } from './statutory-rules'

const ruleKey = (r: { scheme: string; state: string | null; condition?: string | null; effectiveFrom: string }) =>
  JSON.stringify([r.scheme, r.state, r.condition ?? null, r.effectiveFrom])
const lateKey = (r: { scheme: string; charge: string; effectiveFrom: string }) => JSON.stringify([r.scheme, r.charge, r.effectiveFrom])

async function seedRules(db: DbOrTx) {
  const { rows } = await db.execute<{ scheme: string; state: string | null; condition: string | null; effective_from: string }>(
    sql`select r.scheme, s.code as state, r.condition, r.effective_from::text from ${statutoryRules} r left join ${states} s on s.id = r.state_id`,
  )
  const present = new Set(rows.map((r) => ruleKey({ ...r, effectiveFrom: r.effective_from })))
  const missing = STATUTORY_RULES.filter((r) => !present.has(ruleKey(r)))
  if (missing.length === 0) return
  const stateIds = new Map((await db.select({ id: states.id, code: states.code }).from(states)).map((s) => [s.code, s.id]))
  const stateIdOf = (r: RuleSeed) => {
    if (r.state === null) return null
    const id = stateIds.get(r.state)
    if (id === undefined) throw new Error(`statutory rule for unknown state ${r.state}`)
    return id
  }
  await db
    .insert(statutoryRules)
    .values(
      missing.map((r) => ({
        scheme: r.scheme,
        stateId: stateIdOf(r),
        levied: r.levied,
        frequency: r.frequency,
        yearStartMonth: r.yearStartMonth,
        dueRule: r.dueRule,
        rates: r.rates ?? [],
        wageCeiling: r.wageCeiling ?? null,
        condition: r.condition ?? null,
        effectiveFrom: r.effectiveFrom,
        effectiveTo: r.effectiveTo ?? null,
        source: r.source,
      })),
    )
    .onConflictDoNothing()
}

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
  await seedRules(db)
  await seedLatePaymentRules(db)
}
