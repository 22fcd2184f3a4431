/**
 * The list machinery of the resource factory that has to stay fast at 100,000 rows:
 * search through trigram indexes (related names by subquery, never through a join),
 * the count (base table alone, or the planner's estimate for a large unsearched list)
 * and the keyset step exports read their batches with.
 */
import { Column, SQL, count, getTableColumns, getTableName, ilike, is, or, sql } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import { BY_TEXT } from '../../db/client'
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
/**
 * How long a large list's estimate is reused. It is the planner's statistics scaled to
 * the table's size: asking on every page (a round trip and a plan) cost as much as the
 * page itself, for a figure shown as "about".
 */
const ESTIMATE_KEPT_MS = 30_000
const ESTIMATES_KEPT = 1000

type PlanRow = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }

/** Large lists' estimates per database handle (tests run several databases in one process), by statement and values. */
const estimates = new WeakMap<object, Map<string, { total: number; at: number }>>()

async function estimateRows(db: DbOrTx, counted: PgSelect): Promise<number> {
  const { sql: text, params } = counted.toSQL()
  const key = `${text}\n${JSON.stringify(params)}`
  let kept = estimates.get(db)
  if (!kept) estimates.set(db, (kept = new Map()))
  const now = performance.now()
  const hit = kept.get(key)
  if (hit && now - hit.at < ESTIMATE_KEPT_MS) return hit.total
  const plan = await db.execute<PlanRow>(sql`explain (format json) ${counted}`)
  const total = Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'])
  // Only estimates are kept: a total at or under the threshold is counted exactly on every page.
  if (total > COUNT_EXACT_UP_TO) {
    kept.delete(key)
    kept.set(key, { total, at: now })
    // Maps iterate in insertion order: the first key is the oldest.
    if (kept.size > ESTIMATES_KEPT) kept.delete(kept.keys().next().value!)
  }
  return total
}

/**
 * The list's total. Counting 100,000 rows costs more than the page itself, so an
 * unsearched list first asks the planner; a large estimate is answered as such. A
 * search is counted exactly: trigram selectivity estimates are too rough to show.
 * `prepared`: the conditions fit one plan whatever their values (see BY_TEXT), and
 * `from` builds on the handle that plans them so; the estimate is planned on `db`, for
 * the values at hand (a generic plan would estimate an average tenant).
 */
export async function countRows(
  db: DbOrTx,
  from: (fields: SelectedFields) => PgSelect,
  where: SQL | undefined,
  { mayEstimate, prepared }: { mayEstimate: boolean; prepared: boolean },
): Promise<{ total: number; totalIsEstimate?: true }> {
  if (mayEstimate) {
    const estimate = await estimateRows(db, from({ one: sql`1` }).where(where))
    if (estimate > COUNT_EXACT_UP_TO) return { total: estimate, totalIsEstimate: true }
  }
  const counted = from({ total: count() }).where(where)
  const [row] = (await (prepared ? counted.prepare(BY_TEXT).execute() : counted)) as { total: number }[]
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
