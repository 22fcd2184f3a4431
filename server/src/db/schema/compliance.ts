/**
 * Compliance (issue 12): the statutory library and the tenants' custom items in one
 * table, and the assignments of items to branches. Library rows have no tenant
 * (`tenant_id` NULL, seeded from src/db/reference/compliance-library*.ts, read-only
 * for tenants); a custom row belongs to its tenant, and only that tenant reads it.
 * Assignments point at either kind by one id, so due items need not care which.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import {
  APPLIES_TO,
  COMPLIANCE_CATEGORY,
  COMPLIANCE_FREQUENCY,
  CRITICALITY,
  DEFAULT_REMINDER_DAYS,
  FINANCIAL_YEAR_START,
} from '@ihrc/contract'
import type { ComplianceDueRule, OfficeType } from '@ihrc/contract'
import { sortIndexes, trigramIndexes } from './list-indexes'
import { tenantColumns, tenants, timestamps } from './tenant'
import { states } from './reference'
import { users } from './auth'
import { branches } from './organisation'

export const complianceItems = pgTable(
  'compliance_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** NULL: a library item every tenant reads; otherwise the tenant's custom item. */
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    ...timestamps(),
    createdBy: integer('created_by'),
    code: text('code').notNull(),
    act: text('act').notNull(),
    ruleOrSection: text('rule_or_section'),
    form: text('form'),
    header: text('header').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: COMPLIANCE_CATEGORY.values }).notNull(),
    appliesTo: text('applies_to', { enum: APPLIES_TO.values }).notNull(),
    stateId: integer('state_id').references(() => states.id),
    minHeadCount: integer('min_head_count').notNull().default(0),
    /** Empty: every office type. */
    branchTypes: text('branch_types')
      .array()
      .$type<OfficeType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    frequency: text('frequency', { enum: COMPLIANCE_FREQUENCY.values }).notNull(),
    yearStartMonth: integer('year_start_month').notNull().default(FINANCIAL_YEAR_START),
    dueRule: jsonb('due_rule').$type<ComplianceDueRule>().notNull(),
    criticality: text('criticality', { enum: CRITICALITY.values }).notNull(),
    penalty: text('penalty'),
    proofRequired: boolean('proof_required').notNull().default(true),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    /** The library item that takes over when this one ends (a Labour Code's), by code. */
    successorCode: text('successor_code'),
    source: text('source'),
    isCustom: boolean('is_custom').notNull().default(false),
  },
  (t) => [
    // The seed finds library rows by code; a tenant's custom codes are unique within the tenant.
    uniqueIndex('compliance_items_code_uq').on(sql`coalesce(${t.tenantId}, 0)`, sql`lower(${t.code})`),
    index('compliance_items_tenant_act_idx').on(t.tenantId, t.act),
    index('compliance_items_state_idx').on(t.stateId),
    ...trigramIndexes('compliance_items', [t.code, t.act, t.header]),
    ...sortIndexes('compliance_items', t, [t.code, t.act, t.header, t.createdAt]),
    check('compliance_items_custom_ck', sql`${t.isCustom} = (${t.tenantId} is not null)`),
    check('compliance_items_state_ck', sql`(${t.appliesTo} = 'state') = (${t.stateId} is not null)`),
    check('compliance_items_dates_ck', sql`${t.effectiveTo} is null or ${t.effectiveTo} > ${t.effectiveFrom}`),
    check('compliance_items_year_start_ck', sql`${t.yearStartMonth} between 1 and 12`),
  ],
)

export const complianceAssignments = pgTable(
  'compliance_assignments',
  {
    ...tenantColumns(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    complianceId: integer('compliance_id')
      .notNull()
      .references(() => complianceItems.id, { onDelete: 'restrict' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    frequencyOverride: text('frequency_override', { enum: COMPLIANCE_FREQUENCY.values }),
    reminderDaysBefore: integer('reminder_days_before').notNull().default(DEFAULT_REMINDER_DAYS),
    active: boolean('active').notNull().default(true),
    /** The earliest open due item's date, kept by the due items (modules/compliance/due-items); null while there is none. */
    nextDueDate: date('next_due_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('compliance_assignments_pair_uq').on(t.tenantId, t.branchId, t.complianceId),
    index('compliance_assignments_tenant_item_idx').on(t.tenantId, t.complianceId),
    index('compliance_assignments_tenant_owner_idx').on(t.tenantId, t.ownerId),
    index('compliance_assignments_tenant_approver_idx').on(t.tenantId, t.approverId),
    ...sortIndexes('compliance_assignments', t, [t.nextDueDate, t.createdAt]),
    check('compliance_assignments_reminder_ck', sql`${t.reminderDaysBefore} between 0 and 90`),
  ],
)
