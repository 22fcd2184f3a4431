/**
 * The list machinery of the resource factory that has to stay fast at 100,000 rows:
 * search through trigram indexes (related names by subquery, never through a join),
 * the count (base table alone, or the planner's estimate for a large unsearched list)
 * and the keyset step exports read their batches with.
 */
import { Column, SQL, count, getTableColumns, getTableName, ilike, is, or, sql } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/reference'

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
 * The related table's ids whose column matches, as `fk = any(array(select id …))`: the
 * related table answers from its own trigram index, and the outer row needs only its
 * (tenant, fk) index. Written with plain identifiers, not Column objects: it must not
 * count as a reference to a joined table (see mentionsOtherTable).
 */
function matches(column: SearchColumn, pattern: string): SQL {
  if (is(column, Column)) return ilike(column, pattern)
  const inner = column.match
  const related = is(inner, Column) ? inner.table : inner.via.table
  const condition = is(inner, Column) ? sql`${sql.identifier(inner.name)} ilike ${pattern}` : matches(inner, pattern)
  return sql`${column.via} = any(array(select ${sql.identifier('id')} from ${sql.identifier(getTableName(related))} where ${condition}))`
}

export function searchCondition(columns: readonly SearchColumn[], text: string): SQL | undefined {
  const pattern = containsPattern(text)
  return or(...columns.map((c) => matches(c, pattern)))
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
