/**
 * Loads the statutory facts and late-payment rules in the contract's shape, which the
 * pure due-date, expected-amount and exposure functions and the statutory-rules route
 * share. Rows are parsed with the contract's schemas, so a malformed row fails loudly here
 * rather than computing a wrong date.
 *
 * Both tables (~300 rows, the same for every tenant) are read and parsed once per process
 * and database, and again only after a write to them or to the states (versionedCache:
 * every answer reads one version row instead, ~5 ms of parsing less per grid or dashboard
 * answer at 300 facts). A filter is applied in memory, its answer kept with the snapshot,
 * so callers get the same frozen array each time (and due-dates.ts its index of it).
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import {
  latePaymentRule,
  statutoryFact,
  type LatePaymentRule,
  type StatutoryFact,
  type StatutoryFactKind,
  type StatutoryScheme,
} from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { preparedWithReader } from '../../lib/crud/row-reader'
import { mapInSlices } from '../../lib/time-slices'
import { versionedCache } from '../../lib/versioned-cache'
import { latePaymentRules, states, statutoryFacts } from '../../db/schema'

export interface FactFilter {
  scheme?: StatutoryScheme
  /** The state's own facts and the central ones. */
  stateId?: number
  fact?: StatutoryFactKind
  /** Only the facts in force on this date (`YYYY-MM-DD`). */
  on?: string
}

/** Every fact and late-payment rule, in the route's order (scheme, state name, fact, variant, effective from). */
async function loadAll(db: DbOrTx) {
  const fields = { f: statutoryFacts, stateName: states.name }
  const factRows = db
    .select(fields)
    .from(statutoryFacts)
    .leftJoin(states, eq(states.id, statutoryFacts.stateId))
    .orderBy(
      asc(statutoryFacts.scheme),
      sql`${states.name} nulls first`,
      asc(statutoryFacts.fact),
      sql`${statutoryFacts.variant} nulls first`,
      asc(statutoryFacts.effectiveFrom),
    )
  const ruleRows = db
    .select()
    .from(latePaymentRules)
    .orderBy(asc(latePaymentRules.scheme), asc(latePaymentRules.charge), asc(latePaymentRules.effectiveFrom))
  // One after the other: `db` may be a transaction, one connection. This runs once per change.
  const facts = (await preparedWithReader(db, factRows.$dynamic() as unknown as PgSelect, fields).execute({})) as {
    f: typeof statutoryFacts.$inferSelect
    stateName: string | null
  }[]
  const rules = await ruleRows
  // Parsed in slices: the first load in a process (its first upload, grid or dashboard)
  // parsed ~300 rows with schemas not yet compiled in one 30-50 ms stretch of the event loop.
  return {
    facts: await mapInSlices(facts, ({ f, stateName }) =>
      deepFreeze(
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
      ),
    ),
    lateRules: await mapInSlices(rules, (r) =>
      deepFreeze(
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
      ),
    ),
    /** Each filter's answer, made on first use. */
    filtered: new Map<string, readonly unknown[]>(),
  }
}

/** The snapshot is shared by every caller: frozen, so that none can change another's facts. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

const statutoryRules = versionedCache('statutory', loadAll)

/** Filters are few (scheme, state, kind, a day), but `on` comes from queries: the kept answers are bounded. */
const FILTERS_KEPT = 256

/** Typed as the callers' arrays always were, but frozen: a caller that changed one would throw, not change another's. */
async function filtered<T>(db: DbOrTx, key: string, pick: (all: Awaited<ReturnType<typeof loadAll>>) => T[]): Promise<T[]> {
  const all = await statutoryRules(db)
  let found = all.filtered.get(key) as T[] | undefined
  if (!found) {
    if (all.filtered.size >= FILTERS_KEPT) all.filtered.clear()
    all.filtered.set(key, (found = Object.freeze(pick(all)) as T[]))
  }
  return found
}

const inForceOn = (row: { effective_from: string; effective_to: string | null }, on: string | undefined) =>
  on === undefined || (row.effective_from <= on && (row.effective_to === null || on < row.effective_to))

export async function loadStatutoryFacts(db: DbOrTx, filter: FactFilter = {}): Promise<StatutoryFact[]> {
  const { scheme, stateId, fact, on } = filter
  return filtered(db, `facts ${scheme} ${stateId} ${fact} ${on}`, ({ facts }) =>
    facts.filter(
      (f) =>
        (!scheme || f.scheme === scheme) &&
        (stateId === undefined || f.state_id === null || f.state_id === stateId) &&
        (!fact || f.fact === fact) &&
        inForceOn(f, on),
    ),
  )
}

/** Late-payment rules exist for PF and ESI only: another scheme has none. */
export async function loadLatePaymentRules(db: DbOrTx, filter: Pick<FactFilter, 'scheme' | 'on'> = {}): Promise<LatePaymentRule[]> {
  const { scheme, on } = filter
  return filtered(db, `late ${scheme} ${on}`, ({ lateRules }) =>
    lateRules.filter((r) => (!scheme || r.scheme === scheme) && inForceOn(r, on)),
  )
}
