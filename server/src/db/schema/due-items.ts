/**
 * Due items (issue 12): one per assignment per period, the trail of each item's
 * transitions and remarks, its proof documents, the tenant's certificate template and
 * the monthly certificates. `overdue` is never stored: it is derived from `due_date`
 * and the day of the question.
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { DUE_OUTCOME, DUE_STATUS } from '@ihrc/contract'
import { users } from './auth'
import { complianceAssignments } from './compliance'
import { branches, companies, storedFiles } from './organisation'
import { sortIndexes } from './list-indexes'
import { tenantColumns, tenants } from './tenant'

export const dueItems = pgTable(
  'due_items',
  {
    ...tenantColumns(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => complianceAssignments.id, { onDelete: 'cascade' }),
    /** The assignment's branch, copied (it never changes) so the lists filter and scope on one index. */
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: DUE_STATUS.values }).notNull().default('due'),
    outcome: text('outcome', { enum: DUE_OUTCOME.values }),
    compliedOn: date('complied_on', { mode: 'string' }),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('due_items_assignment_period_uq').on(t.assignmentId, t.periodStart),
    index('due_items_tenant_branch_due_idx').on(t.tenantId, t.branchId, t.dueDate, t.id, t.status),
    index('due_items_tenant_status_due_idx').on(t.tenantId, t.status, t.dueDate, t.id),
    ...sortIndexes('due_items', t, [t.dueDate, t.periodStart, t.createdAt]),
    check('due_items_period_ck', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
)

/** One transition (from → to) or one remark alone (both null); never updated. */
export const dueItemEvents = pgTable(
  'due_item_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    dueItemId: integer('due_item_id')
      .notNull()
      .references(() => dueItems.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: DUE_STATUS.values }),
    toStatus: text('to_status', { enum: DUE_STATUS.values }),
    outcome: text('outcome', { enum: DUE_OUTCOME.values }),
    remark: text('remark'),
    /** No foreign key: removing a user must not rewrite the trail. */
    actorId: integer('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('due_item_events_item_idx').on(t.dueItemId, t.id)],
)

export const dueItemProofs = pgTable(
  'due_item_proofs',
  {
    ...tenantColumns(),
    dueItemId: integer('due_item_id')
      .notNull()
      .references(() => dueItems.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [index('due_item_proofs_item_idx').on(t.dueItemId), uniqueIndex('due_item_proofs_file_uq').on(t.fileId)],
)

/** One per tenant: what heads and signs every certificate. */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    ...tenantColumns(),
    header: text('header').notNull(),
    body: text('body').notNull(),
    signatoryId: integer('signatory_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('certificate_templates_tenant_uq').on(t.tenantId), ...sortIndexes('certificate_templates', t, [t.createdAt])],
)

/** A company's month, certified: generated when every due item of the month is closed, or on demand. */
export const complianceCertificates = pgTable(
  'compliance_certificates',
  {
    ...tenantColumns(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('compliance_certificates_month_uq').on(t.tenantId, t.companyId, t.year, t.month),
    check('compliance_certificates_month_ck', sql`${t.month} between 1 and 12`),
  ],
)
