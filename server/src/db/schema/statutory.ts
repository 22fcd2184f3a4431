/**
 * Statutory facts as dated data (issues 11 and 21): reference rows shared by every tenant,
 * seeded from src/db/reference/statutory/ (the seed replaces them when the data changes).
 * A fact is in force for the periods that start on or after `effective_from` and before
 * `effective_to`; a notification that changes a due day or an amount is a new row with a
 * later `effective_from`. The jsonb `value` holds the contract's vocabulary for its kind
 * (`levyValue`, `periodValue`, `scheduleValue`, `amountsValue`), validated by zod when
 * seeded and when read.
 */
import { boolean, check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import {
  FACT_CONFIDENCE,
  LATE_PAYMENT_CHARGE,
  LATE_PAYMENT_SCHEME,
  RULE_FREQUENCY,
  STATUTORY_FACT,
  STATUTORY_SCHEME,
  type LatePaymentRate,
  type StatutoryFact,
} from '@ihrc/contract'
import { states } from './reference'

export const statutoryFacts = pgTable(
  'statutory_facts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    scheme: text('scheme', { enum: STATUTORY_SCHEME.values }).notNull(),
    /** NULL: a central fact (PF, ESI), in force wherever the state has none of its own. */
    stateId: integer('state_id').references(() => states.id),
    fact: text('fact', { enum: STATUTORY_FACT.values }).notNull(),
    /** NULL: the state's default; else only for registrations of this remittance frequency. */
    variant: text('variant', { enum: RULE_FREQUENCY.values }),
    condition: text('condition'),
    text: text('text').notNull(),
    value: jsonb('value').$type<StatutoryFact['value']>().notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    citation: text('citation').notNull(),
    sources: text('sources').array().notNull(),
    retrievedOn: date('retrieved_on').notNull(),
    confidence: text('confidence', { enum: FACT_CONFIDENCE.values }).notNull(),
    note: text('note'),
  },
  (t) => [
    unique('statutory_facts_key_uq').on(t.scheme, t.stateId, t.fact, t.variant, t.effectiveFrom).nullsNotDistinct(),
    index('statutory_facts_scheme_state_idx').on(t.scheme, t.stateId),
    check('statutory_facts_dates_ck', sql`${t.effectiveTo} is null or ${t.effectiveTo} > ${t.effectiveFrom}`),
    // No fact without its instrument and at least one source.
    check('statutory_facts_sourced_ck', sql`${t.citation} <> '' and cardinality(${t.sources}) > 0`),
  ],
)

/**
 * The digest of each block of reference data as last seeded (`statutory_facts`,
 * `compliance_library`): one read on start finds the data unchanged and skips it.
 */
export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  digest: text('digest').notNull(),
})

/**
 * The version of each in-process cache's tables (`statutory`: the facts, the late-payment
 * rules and the states' names), read on every use of the cache (src/lib/versioned-cache.ts).
 * A statement trigger on each table sets it to a new random value (migration
 * `0026_cached-versions-triggers`), whoever writes: the seed of any node, a data fix, a test.
 */
export const cachedVersions = pgTable('cached_versions', {
  name: text('name').primaryKey(),
  version: uuid('version').notNull(),
})

export const latePaymentRules = pgTable(
  'late_payment_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    scheme: text('scheme', { enum: LATE_PAYMENT_SCHEME.values }).notNull(),
    charge: text('charge', { enum: LATE_PAYMENT_CHARGE.values }).notNull(),
    rate: jsonb('rate').$type<LatePaymentRate>().notNull(),
    capAtArrears: boolean('cap_at_arrears').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    source: text('source').notNull(),
  },
  (t) => [
    unique('late_payment_rules_key_uq').on(t.scheme, t.charge, t.effectiveFrom),
    check('late_payment_rules_dates_ck', sql`${t.effectiveTo} is null or ${t.effectiveTo} > ${t.effectiveFrom}`),
  ],
)
