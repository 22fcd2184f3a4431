/**
 * Custom fields (Global Settings → Custom Fields) for any resource that declares
 * `customFields: '<module>'`: the tenant's definitions of that module, the values of a
 * record (one row of `custom_field_values` per record, read by a correlated lookup on
 * its primary key), and the extra spreadsheet columns. The factory applies them on
 * every route, so a module gets them on its forms, lists, template, bulk upload and
 * export by that one line.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { customFieldPath, readCustomValues, type CustomFieldDefinition, type CustomFieldModule, type CustomValues } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { customFieldValues, customFields } from '../../db/schema'
import type { CellText, SheetColumn } from '../xlsx'
import type { FieldIssue } from './types'

export async function definitionsOf(db: DbOrTx, tenantId: number, module: CustomFieldModule): Promise<CustomFieldDefinition[]> {
  return db
    .select({
      name: customFields.name,
      key: customFields.key,
      type: customFields.type,
      options: customFields.options,
      required: customFields.required,
    })
    .from(customFields)
    .where(and(eq(customFields.tenantId, tenantId), eq(customFields.module, module)))
    .orderBy(asc(customFields.id))
}

/**
 * Proposed values of some fields only (an edit request): each checked against its
 * definition, a required one may not be blanked; a key whose field was since removed is
 * dropped, as unknown keys are everywhere. Fields not proposed are not judged.
 */
export async function readProposedCustom(
  db: DbOrTx,
  tenantId: number,
  module: CustomFieldModule,
  proposed: Record<string, unknown> | undefined,
  keys: readonly string[],
): Promise<{ values: CustomValues; issues: FieldIssue[] }> {
  if (!keys.length) return { values: {}, issues: [] }
  const defs = (await definitionsOf(db, tenantId, module)).filter((d) => keys.includes(d.key))
  return readCustomValues(defs, proposed)
}

export function withoutKeys(values: CustomValues, keys: readonly string[]): CustomValues {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !keys.includes(k)))
}

/** The record's values, for the read model (`tenantId`, `id`: the outer row's qualified columns). */
export function customValuesColumn(module: CustomFieldModule, tenantId: SQL, id: SQL): SQL<CustomValues | null> {
  return sql<CustomValues | null>`(select v.values from ${customFieldValues} v where v.tenant_id = ${tenantId} and v.module = ${module} and v.record_id = ${id})`
}

/** Replaces the values of these records (an empty set removes the row). */
export async function saveCustomValues(
  db: DbOrTx,
  tenantId: number,
  module: CustomFieldModule,
  rows: readonly { recordId: number; values: CustomValues }[],
): Promise<void> {
  const kept = rows.filter((r) => Object.keys(r.values).length)
  const emptied = rows.filter((r) => !Object.keys(r.values).length).map((r) => r.recordId)
  if (emptied.length) await dropCustomValues(db, tenantId, module, emptied)
  if (!kept.length) return
  await db
    .insert(customFieldValues)
    .values(kept.map((r) => ({ tenantId, module, recordId: r.recordId, values: r.values })))
    .onConflictDoUpdate({
      target: [customFieldValues.tenantId, customFieldValues.module, customFieldValues.recordId],
      set: { values: sql`excluded.values` },
    })
}

export async function dropCustomValues(
  db: DbOrTx,
  tenantId: number,
  module: CustomFieldModule,
  recordIds: readonly number[],
): Promise<void> {
  await db
    .delete(customFieldValues)
    .where(
      and(
        eq(customFieldValues.tenantId, tenantId),
        eq(customFieldValues.module, module),
        sql`${customFieldValues.recordId} = any(${sql.param(recordIds)}::int[])`,
      ),
    )
}

/** A custom column's header: its name, suffixed " (custom)" when a built-in column has it, so an upload tells them apart. */
function headerOf(def: CustomFieldDefinition, builtIn: readonly { header: string }[]): string {
  const clash = builtIn.some((c) => c.header.toLowerCase() === def.name.toLowerCase())
  return clash ? `${def.name} (custom)` : def.name
}

/** The template and upload columns of the definitions; each column's key is the field name of its errors. */
export function customSheetColumns(defs: readonly CustomFieldDefinition[], builtIn: readonly SheetColumn[]): SheetColumn[] {
  return defs.map((d) => ({
    key: customFieldPath(d.key),
    header: headerOf(d, builtIn),
    required: d.required,
    width: Math.max(16, d.name.length + 4),
    ...(d.type === 'select' && { options: d.options }),
    note: d.type === 'date' ? 'A date written YYYY-MM-DD (or a date cell).' : d.type === 'number' ? 'A number.' : 'Custom field.',
  }))
}

/** One upload row's custom cells checked against the definitions: `custom` for the body, issues per column. */
export function readCustomCells(
  defs: readonly CustomFieldDefinition[],
  cells: Record<string, CellText>,
): { custom: CustomValues; issues: FieldIssue[] } {
  const input = Object.fromEntries(defs.map((d) => [d.key, cells[customFieldPath(d.key)]]))
  const { values, issues } = readCustomValues(defs, input)
  return { custom: values, issues }
}

/** Export columns of the definitions, after the resource's own. */
export function customExportColumns<Item extends { custom?: CustomValues }>(
  defs: readonly CustomFieldDefinition[],
  builtIn: readonly { header: string }[],
) {
  return defs.map((d) => ({
    header: headerOf(d, builtIn),
    width: Math.max(16, d.name.length + 4),
    value: (item: Item) => item.custom?.[d.key] ?? null,
  }))
}
