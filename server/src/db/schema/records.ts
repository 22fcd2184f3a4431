/**
 * What the resource factory keeps for any record, whatever its table: the audit trail
 * and the documents of named kinds. Both name the record by resource path and id, so
 * they have no foreign key to it: a deleted record's trail stays, and the factory
 * removes its documents in the delete's own transaction.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { AUDIT_ACTIONS, type AuditChange } from '@ihrc/contract'
import { storedFiles } from './organisation'
import { tenantColumns, tenants } from './tenant'

/** One create, update, delete, document, request or decision on a record; never updated. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The resource's path ('branch', 'pf-tracker'). */
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** No foreign key: removing a user must not rewrite history (the trail shows a removed actor as null). */
    actorId: integer('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
    remark: text('remark'),
  },
  (t) => [index('audit_entries_record_idx').on(t.tenantId, t.resource, t.recordId, t.id)],
)

/** The current document of one kind on one record; replacing it swaps the row. */
export const recordDocuments = pgTable(
  'record_documents',
  {
    ...tenantColumns(),
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    kind: text('kind').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('record_documents_record_kind_uq').on(t.tenantId, t.resource, t.recordId, t.kind)],
)
