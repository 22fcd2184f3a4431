/**
 * Loads the statutory facts and late-payment rules in the contract's shape, which the
 * pure due-date, expected-amount and exposure functions and the statutory-rules route
 * share. Rows are parsed with the contract's schemas, so a malformed row fails loudly here
 * rather than computing a wrong date.
 */
import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import {
  latePaymentRule,
  statutoryFact,
  type LatePaymentRule,
  type StatutoryFact,
  type StatutoryFactKind,
  type StatutoryScheme,
} from '@ihrc/contract'
import { samePlanFor, type DbOrTx } from '../../db/client'
import { preparedOnce, preparedWithReader, type Prepared } from '../../lib/crud/row-reader'
import { latePaymentRules, states, statutoryFacts } from '../../db/schema'

export interface FactFilter {
  scheme?: StatutoryScheme
  /** The state's own facts and the central ones. */
  stateId?: number
  fact?: StatutoryFactKind
  /** Only the facts in force on this date (`YYYY-MM-DD`). */
  on?: string
}

function inForceOn(table: typeof statutoryFacts | typeof latePaymentRules, on: unknown): SQL {
  return sql`${table.effectiveFrom} <= ${on}::date and (${table.effectiveTo} is null or ${on}::date < ${table.effectiveTo})`
}

/**
 * Each shape of filter is one statement, built and prepared once per database handle with
 * the values as placeholders: every tracker grid, sheet and due-date answer loads its
 * scheme's facts, and building and planning the select cost more than reading its rows.
 */
const statements = new WeakMap<object, Map<string, Prepared>>()
const placeholder = (name: string) => sql.placeholder(name)

function factsStatement(db: DbOrTx, filter: FactFilter): Prepared {
  const key = `facts ${!!filter.scheme} ${filter.stateId !== undefined} ${!!filter.fact} ${!!filter.on}`
  return preparedOnce(statements, db, key, () => {
    const generic = samePlanFor(db)
    const where = [
      filter.scheme && eq(statutoryFacts.scheme, placeholder('scheme') as unknown as StatutoryScheme),
      filter.stateId !== undefined && sql`(${statutoryFacts.stateId} is null or ${statutoryFacts.stateId} = ${placeholder('state')})`,
      filter.fact && eq(statutoryFacts.fact, placeholder('fact') as unknown as StatutoryFactKind),
      filter.on && inForceOn(statutoryFacts, placeholder('on')),
    ].filter((c): c is SQL => !!c)
    const fields = { f: statutoryFacts, stateName: states.name }
    const select = generic
      .select(fields)
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
    return preparedWithReader(generic, select.$dynamic() as unknown as PgSelect, fields)
  })
}

export async function loadStatutoryFacts(db: DbOrTx, filter: FactFilter = {}): Promise<StatutoryFact[]> {
  const values = { scheme: filter.scheme, state: filter.stateId, fact: filter.fact, on: filter.on }
  const rows = (await factsStatement(db, filter).execute(values)) as {
    f: typeof statutoryFacts.$inferSelect
    stateName: string | null
  }[]
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
  const statement = preparedOnce(statements, db, `late ${!!filter.scheme} ${!!filter.on}`, () => {
    const generic = samePlanFor(db)
    const where = [
      filter.scheme && sql`${latePaymentRules.scheme}::text = ${placeholder('scheme')}`,
      filter.on && inForceOn(latePaymentRules, placeholder('on')),
    ].filter((c): c is SQL => !!c)
    const fields = getTableColumns(latePaymentRules)
    const select = generic
      .select(fields)
      .from(latePaymentRules)
      .where(where.length ? sql.join(where, sql` and `) : undefined)
      .orderBy(asc(latePaymentRules.scheme), asc(latePaymentRules.charge), asc(latePaymentRules.effectiveFrom))
    return preparedWithReader(generic, select.$dynamic() as unknown as PgSelect, fields)
  })
  const rows = (await statement.execute({ scheme: filter.scheme, on: filter.on })) as (typeof latePaymentRules.$inferSelect)[]
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
