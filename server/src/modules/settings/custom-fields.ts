/**
 * Global Settings → Custom Fields: the definitions per module. Their values live with the
 * records (lib/crud/custom-fields.ts), keyed by the definition's key: a new key carries
 * the stored values over to it, the module is fixed once made, and deleting a definition
 * drops its values from every record of the module (a new field reusing the key starts
 * empty). A changed type keeps the stored values; the next edit of a record checks them.
 */
import { and, eq, sql } from 'drizzle-orm'
import { customField, customFieldBody, customFieldQuery } from '@ihrc/contract'
import { customFieldValues, customFields } from '../../db/schema'
import { defineResource, type FieldIssue } from '../../lib/crud'

export const customFieldResource = defineResource({
  path: 'settings/custom-fields',
  noun: 'Custom field',
  table: customFields,
  body: customFieldBody,
  item: customField,
  query: customFieldQuery,
  fields: { row: customFields },
  toItem: ({ row: f }) => ({
    id: f.id,
    module: f.module,
    name: f.name,
    key: f.key,
    type: f.type,
    options: f.options,
    required: f.required,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  }),
  search: [customFields.name],
  sort: { name: customFields.name, created_at: customFields.createdAt },
  defaultSort: { key: 'created_at', order: 'asc' },
  filters: { module: customFields.module },
  toValues: (_ctx, b) => ({ module: b.module, name: b.name, key: b.key, type: b.type, options: b.options, required: b.required }),
  duplicateMessage: 'This module already has a custom field with this name or key',
  hooks: {
    validate: async (_ctx, b, current) => {
      const issues: FieldIssue[] = []
      if (current && current.module !== b.module)
        issues.push({ field: 'module', message: 'The module cannot be changed; add a new field instead' })
      return issues
    },
    afterWrite: async ({ db, auth }, { before, after }) => {
      if (!before || before.key === after.key) return
      const values = customFieldValues.values
      await db
        .update(customFieldValues)
        .set({ values: sql`(${values} - ${before.key}::text) || jsonb_build_object(${after.key}::text, ${values} -> ${before.key}::text)` })
        .where(
          and(
            eq(customFieldValues.tenantId, auth.tenantId),
            eq(customFieldValues.module, after.module),
            sql`${values} ? ${before.key}::text`,
          ),
        )
    },
    cleanup: async ({ db, auth }, id) => {
      const [def] = await db
        .select({ module: customFields.module, key: customFields.key })
        .from(customFields)
        .where(and(eq(customFields.id, id), eq(customFields.tenantId, auth.tenantId)))
      if (!def) return
      await db
        .update(customFieldValues)
        .set({ values: sql`${customFieldValues.values} - ${def.key}::text` })
        .where(and(eq(customFieldValues.tenantId, auth.tenantId), eq(customFieldValues.module, def.module)))
    },
  },
})
