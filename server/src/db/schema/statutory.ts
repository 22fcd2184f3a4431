/**
 * Statutory rules as dated data (issue 11): reference rows shared by every tenant,
 * seeded from src/db/reference/statutory-rules.ts. A rule is in force for the periods
 * that start on or after `effective_from` and before `effective_to`; a notification
 * that changes a due day or a rate is a new row with a later `effective_from`.
 * The jsonb columns hold the contract's vocabulary (`dueRule`, `ruleRate`,
 * `latePaymentRate`), validated by zod when seeded and when read.
 */
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import {
  LATE_PAYMENT_CHARGE,
  LATE_PAYMENT_SCHEME,
  RULE_FREQUENCY,
  STATUTORY_SCHEME,
  type DueRule,
  type LatePaymentRate,
  type RuleRate,
} from '@ihrc/contract'
import { states } from './reference'

export const statutoryRules = pgTable(
  'statutory_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    scheme: text('scheme', { enum: STATUTORY_SCHEME.values }).notNull(),
    /** NULL: a central rule (PF, ESI), in force wherever no state rule is. */
    stateId: integer('state_id').references(() => states.id),
    levied: boolean('levied').notNull(),
    frequency: text('frequency', { enum: RULE_FREQUENCY.values }),
    yearStartMonth: integer('year_start_month'),
    dueRule: jsonb('due_rule').$type<DueRule>(),
    rates: jsonb('rates').$type<RuleRate[]>().notNull().default([]),
    wageCeiling: numeric('wage_ceiling', { precision: 12, scale: 2, mode: 'number' }),
    condition: text('condition'),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    source: text('source').notNull(),
  },
  (t) => [
    unique('statutory_rules_key_uq').on(t.scheme, t.stateId, t.condition, t.effectiveFrom).nullsNotDistinct(),
    index('statutory_rules_scheme_state_idx').on(t.scheme, t.stateId),
    // A levied rule says how often; a rule that is not levied says nothing more.
    check(
      'statutory_rules_levied_ck',
      sql`(${t.levied} and ${t.frequency} is not null and ${t.yearStartMonth} between 1 and 12)
        or (not ${t.levied} and ${t.frequency} is null and ${t.dueRule} is null)`,
    ),
    check('statutory_rules_dates_ck', sql`${t.effectiveTo} is null or ${t.effectiveTo} > ${t.effectiveFrom}`),
  ],
)

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
