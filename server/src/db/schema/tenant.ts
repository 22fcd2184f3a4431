/**
 * The tenant (one client organisation) and the columns every tenant-owned table
 * carries. `tenant_id` is also the distribution key should the database ever be
 * sharded (Citus), so every tenant table has it, even when a parent row implies it.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  ...timestamps(),
})

/**
 * Spread into every tenant table: `pgTable('x', { ...tenantColumns(), name: ... })`.
 * `created_by` has no foreign key on purpose: removing a user must neither fail nor
 * cascade into the records that user created.
 */
export const tenantColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  ...timestamps(),
  createdBy: integer('created_by'),
})
