/**
 * The list machinery of the resource factory that has to stay fast at 100,000 rows:
 * search through trigram indexes (related names by subquery, never through a join),
 * the count (base table alone, or the planner's estimate for a large unsearched list)
 * and the keyset step exports read their batches with.
 */
import { Column, SQL, count, getTableColumns, getTableName, ilike, is, or, sql } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/reference'

/** A related record's column, reached from this table through the foreign key `via`. */
export interface Through {
  via: PgColumn
  match: SearchColumn
}
/** What `search` may match: an own column, or a related one `through` a foreign key. */
export type SearchColumn = PgColumn | Through

/** `through(branches.companyId, companies.name)`: a branch whose company's name matches. */
export function through(via: PgColumn, match: SearchColumn): Through {
  return { via, match }
}

/** `ILIKE` pattern for a user's search text, with the wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The condition matching the related column through its own table, by plain
 * identifiers (no Column objects: it must not count as a reference to a joined table,
 * see mentionsOtherTable). A nested `through` becomes a nested `any(array(…))`.
 */
function relatedMatch(match: SearchColumn, pattern: string, tenantId: number): { table: PgTable; where: SQL } {
  const table = is(match, Column) ? match.table : match.via.table
  const own = is(match, Column)
    ? sql`${sql.identifier(match.name)} ilike ${pattern}`
    : sql`${sql.identifier(match.via.name)} = any(${relatedIds(match.match, pattern, tenantId)})`
  // Tenant-owned (or shared reference rows with a NULL tenant): only the caller's.
  const where =
    'tenantId' in getTableColumns(table) ? sql`${own} and coalesce(${sql.identifier('tenant_id')}, ${tenantId}) = ${tenantId}` : own
  return { table, where }
}

function relatedIds(match: SearchColumn, pattern: string, tenantId: number): SQL {
  const { table, where } = relatedMatch(match, pattern, tenantId)
  return sql`array(select ${sql.identifier('id')} from ${sql.identifier(getTableName(table))} where ${where})`
}

/**
 * The search as one OR over the table's own columns (each a trigram index) and
 * `fk = any($ids)` for related names. The related ids are read first, in one small
 * query answered by the related tables' own trigram indexes: the planner then sees
 * real arrays (most often empty, and dropped) instead of subqueries it cannot
 * estimate, and combines the indexes in one BitmapOr rather than scanning the tenant.
 */
export async function searchCondition(db: DbOrTx, columns: readonly SearchColumn[], text: string, tenantId: number): Promise<SQL> {
  const pattern = containsPattern(text)
  const related = columns.filter((c): c is Through => !is(c, Column))
  let ids: number[][] = []
  if (related.length) {
    const arrays = related.map((c, i) => sql`${relatedIds(c.match, pattern, tenantId)} as ${sql.identifier(`m${i}`)}`)
    const result = await db.execute<Record<string, number[]>>(sql`select ${sql.join(arrays, sql`, `)}`)
    ids = related.map((_, i) => result.rows[0]![`m${i}`]!)
  }
  const arms = columns.map((c) => {
    if (is(c, Column)) return ilike(c, pattern)
    const found = ids[related.indexOf(c)]!
    return found.length ? sql`${c.via} = any(${sql.param(found)})` : undefined
  })
  return or(...arms) ?? sql`false`
}

/** Whether the condition reads a column of a table other than `table` (so counting it needs the joins). */
export function mentionsOtherTable(chunk: unknown, table: PgTable): boolean {
  if (Array.isArray(chunk)) return chunk.some((c) => mentionsOtherTable(c, table))
  if (is(chunk, Column)) return chunk.table !== table
  if (is(chunk, SQL)) return chunk.queryChunks.some((c) => mentionsOtherTable(c, table))
  if (is(chunk, SQL.Aliased)) return mentionsOtherTable(chunk.sql, table)
  return false
}

/** Up to this many rows a list counts exactly; past it an unsearched list shows the planner's estimate. */
export const COUNT_EXACT_UP_TO = 10_000

type PlanRow = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }

/**
 * The list's total. Counting 100,000 rows costs more than the page itself, so an
 * unsearched list first asks the planner; a large estimate is answered as such. A
 * search is counted exactly: trigram selectivity estimates are too rough to show.
 */
export async function countRows(
  db: DbOrTx,
  from: (fields: SelectedFields) => PgSelect,
  where: SQL | undefined,
  mayEstimate: boolean,
): Promise<{ total: number; totalIsEstimate?: true }> {
  if (mayEstimate) {
    const plan = await db.execute<PlanRow>(sql`explain (format json) ${from({ one: sql`1` }).where(where)}`)
    const estimate = Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'])
    if (estimate > COUNT_EXACT_UP_TO) return { total: estimate, totalIsEstimate: true }
  }
  const [row] = (await from({ total: count() }).where(where)) as { total: number }[]
  return { total: Number(row!.total) }
}

/**
 * The rows after `last` in the order (key, id), both ascending or both descending.
 * PostgreSQL puts NULL keys last ascending and first descending; a row comparison
 * with a NULL is never true, so those get their own branch. An own NOT NULL column
 * needs none, and its (tenant, key, id) index answers the row comparison directly.
 */
export function keysetAfter(table: PgTable, key: PgColumn | SQL, order: 'asc' | 'desc', last: { key: unknown; id: number }): SQL {
  const id = getTableColumns(table).id as PgColumn
  const nullable = !(is(key, Column) && key.notNull && key.table === table)
  if (order === 'asc') {
    if (last.key === null) return sql`(${key} is null and ${id} > ${last.id})`
    const after = sql`(${key}, ${id}) > (${last.key}, ${last.id})`
    return nullable ? sql`(${after} or ${key} is null)` : after
  }
  if (last.key === null) return sql`((${key} is null and ${id} < ${last.id}) or ${key} is not null)`
  return sql`(${key}, ${id}) < (${last.key}, ${last.id})`
}
