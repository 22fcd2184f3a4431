/**
 * Loads the statutory facts and late-payment rules in the contract's shape, which the
 * pure due-date, expected-amount and exposure functions and the statutory-rules route
 * share. Rows are parsed with the contract's schemas, so a malformed row fails loudly here
 * rather than computing a wrong date.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm'
import {
  latePaymentRule,
  statutoryFact,
  type LatePaymentRule,
  type StatutoryFact,
  type StatutoryFactKind,
  type StatutoryScheme,
} from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { latePaymentRules, states, statutoryFacts } from '../../db/schema'

export interface FactFilter {
  scheme?: StatutoryScheme
  /** The state's own facts and the central ones. */
  stateId?: number
  fact?: StatutoryFactKind
  /** Only the facts in force on this date (`YYYY-MM-DD`). */
  on?: string
}

function inForceOn(table: typeof statutoryFacts | typeof latePaymentRules, on: string): SQL {
  return sql`${table.effectiveFrom} <= ${on}::date and (${table.effectiveTo} is null or ${on}::date < ${table.effectiveTo})`
}

export async function loadStatutoryFacts(db: DbOrTx, filter: FactFilter = {}): Promise<StatutoryFact[]> {
  const where = [
    filter.scheme && eq(statutoryFacts.scheme, filter.scheme),
    filter.stateId !== undefined && sql`(${statutoryFacts.stateId} is null or ${statutoryFacts.stateId} = ${filter.stateId})`,
    filter.fact && eq(statutoryFacts.fact, filter.fact),
    filter.on && inForceOn(statutoryFacts, filter.on),
  ].filter((c): c is SQL => !!c)
  const rows = await db
    .select({ f: statutoryFacts, stateName: states.name })
    .from(statutoryFacts)
    .leftJoin(states, eq(states.id, statutoryFacts.stateId))
    .where(where.length ? sql.join(where, sql` and `) : undefined)
    .orderBy(
      asc(statutoryFacts.scheme),
      sql`${states.name} nulls first`,
      asc(statutoryFacts.fact),
      sql`${statutoryFacts.variant} nulls first`,
      asc(statutoryFacts.effectiveFrom),
    )
  return rows.map(({ f, stateName }) =>
    statutoryFact.parse({
      id: f.id,
      scheme: f.scheme,
      state_id: f.stateId,
      state_name: stateName,
      fact: f.fact,
      variant: f.variant,
      condition: f.condition,
      text: f.text,
      value: f.value,
      effective_from: f.effectiveFrom,
      effective_to: f.effectiveTo,
      citation: f.citation,
      sources: f.sources,
      retrieved_on: f.retrievedOn,
      confidence: f.confidence,
      note: f.note,
    }),
  )
}

/** Late-payment rules exist for PF and ESI only: another scheme has none. */
export async function loadLatePaymentRules(db: DbOrTx, filter: Pick<FactFilter, 'scheme' | 'on'> = {}): Promise<LatePaymentRule[]> {
  const where = [
    filter.scheme && sql`${latePaymentRules.scheme}::text = ${filter.scheme}`,
    filter.on && inForceOn(latePaymentRules, filter.on),
  ].filter((c): c is SQL => !!c)
  const rows = await db
    .select()
    .from(latePaymentRules)
    .where(where.length ? sql.join(where, sql` and `) : undefined)
    .orderBy(asc(latePaymentRules.scheme), asc(latePaymentRules.charge), asc(latePaymentRules.effectiveFrom))
  return rows.map((r) =>
    latePaymentRule.parse({
      id: r.id,
      scheme: r.scheme,
      charge: r.charge,
      rate: r.rate,
      cap_at_arrears: r.capAtArrears,
      effective_from: r.effectiveFrom,
      effective_to: r.effectiveTo,
      source: r.source,
    }),
  )
}
