/**
 * Global Settings: the tenant's status labels and colours, custom field definitions
 * per module, and the values of those fields per record.
 */
import { sql } from 'drizzle-orm'
import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { CustomFieldModule, CustomFieldType, CustomValues } from '@ihrc/contract'
import { sortIndexes, trigramIndexes } from './list-indexes'
import { tenantColumns, tenants, timestamps } from './tenant'

export const STATUS_MODULES = ['due_item', 'notice'] as const

/** Only the statuses the tenant changed have a row; the others show their defaults. */
export const statusSettings = pgTable(
  'status_settings',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Whose statuses: the due items' fixed ones, or the notices' (keyed by name in lower case). */
    module: text('module', { enum: STATUS_MODULES }).notNull().default('due_item'),
    status: text('status').notNull(),
    label: text('label').notNull(),
    colour: text('colour').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.module, t.status] })],
)

export const customFields = pgTable(
  'custom_fields',
  {
    ...tenantColumns(),
    module: text('module').$type<CustomFieldModule>().notNull(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
  },
  (t) => [
    uniqueIndex('custom_fields_tenant_module_key_uq').on(t.tenantId, t.module, t.key),
    uniqueIndex('custom_fields_tenant_module_name_uq').on(t.tenantId, t.module, sql`lower(${t.name})`),
    ...trigramIndexes('custom_fields', [t.name]),
    ...sortIndexes('custom_fields', t, [t.name, t.createdAt]),
  ],
)

/**
 * One row per record that has custom values, for every module alike: the factory reads
 * and writes it from the resource's `customFields` module key, so a module needs no
 * column of its own. Values are keyed by the definition's key.
 */
export const customFieldValues = pgTable(
  'custom_field_values',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    module: text('module').$type<CustomFieldModule>().notNull(),
    recordId: integer('record_id').notNull(),
    values: jsonb('values').$type<CustomValues>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.module, t.recordId] })],
)
