/**
 * The indexes a resource's list needs, declared next to its table (the resource's
 * `search` and `sort` name the same columns; server/test/list-indexes.test.ts checks
 * that each own column they name has its index):
 *
 * - search: a pg_trgm GIN index per column, which `ILIKE '%text%'` uses;
 * - sort: (tenant_id, key, id) per key, so a page in that order reads 20 index
 *   entries instead of sorting the tenant, and the export's keyset resumes on it.
 */
import { index, type ExtraConfigColumn } from 'drizzle-orm/pg-core'

export function trigramIndexes(table: string, columns: readonly ExtraConfigColumn[]) {
  return columns.map((c) => index(`${table}_${c.name}_trgm`).using('gin', c.op('gin_trgm_ops')))
}

export function sortIndexes(table: string, t: { tenantId: ExtraConfigColumn; id: ExtraConfigColumn }, keys: readonly ExtraConfigColumn[]) {
  return keys.map((c) => index(`${table}_tenant_${c.name}_id_idx`).on(t.tenantId, c, t.id))
}
