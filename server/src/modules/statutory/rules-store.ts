/**
 * Loads the statutory and late-payment rules in the contract's shape, which the pure
 * dueDate / exposure functions and the statutory-rules route share. The jsonb columns
 * are parsed with the contract's schemas, so a malformed row fails loudly here rather
 * than computing a wrong date.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm'
import { latePaymentRule, statutoryRule, type LatePaymentRule, type StatutoryRule, type StatutoryScheme } from '@ihrc/contract'
import type { Db } from '../../db/client'
import type { DbOrTx } from '../../db/reference'
import { latePaymentRules, states, statutoryRules } from '../../db/schema'

export interface RuleFilter {
  scheme?: StatutoryScheme
  /** The state's own rules and the central ones. */
  stateId?: number
  /** Only the rules in force on this date (`YYYY-MM-DD`). */
  on?: string
}

function inForceOn(table: typeof statutoryRules | typeof latePaymentRules, on: string): SQL {
  return sql`${table.effectiveFrom} <= ${on}::date and (${table.effectiveTo} is null or ${on}::date < ${table.effectiveTo})`
}

export async function loadStatutoryRules(db: DbOrTx, filter: RuleFilter = {}): Promise<StatutoryRule[]> {
  const where = [
    filter.scheme && eq(statutoryRules.scheme, filter.scheme),
    filter.stateId !== undefined && sql`(${statutoryRules.stateId} is null or ${statutoryRules.stateId} = ${filter.stateId})`,
    filter.on && inForceOn(statutoryRules, filter.on),
  ].filter((c): c is SQL => !!c)
  const rows = await db
    .select({ rule: statutoryRules, stateName: states.name })
    .from(statutoryRules)
    .leftJoin(states, eq(states.id, statutoryRules.stateId))
    .where(where.length ? sql.join(where, sql` and `) : undefined)
    .orderBy(asc(statutoryRules.scheme), sql`${states.name} nulls first`, asc(statutoryRules.effectiveFrom), asc(statutoryRules.id))
  return rows.map(({ rule: r, stateName }) =>
    statutoryRule.parse({
      id: r.id,
      scheme: r.scheme,
      state_id: r.stateId,
      state_name: stateName,
      levied: r.levied,
      frequency: r.frequency,
      year_start_month: r.yearStartMonth,
      due_rule: r.dueRule,
      rates: r.rates,
      wage_ceiling: r.wageCeiling,
      condition: r.condition,
      effective_from: r.effectiveFrom,
      effective_to: r.effectiveTo,
      source: r.source,
    }),
  )
}

/** Late-payment rules exist for PF and ESI only: another scheme has none. */
export async function loadLatePaymentRules(db: Db, filter: Pick<RuleFilter, 'scheme' | 'on'> = {}): Promise<LatePaymentRule[]> {
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
