/**
 * The list machinery of the resource factory that has to stay fast at 100,000 rows:
 * search through trigram indexes (related names by subquery, never through a join),
 * the count (base table alone, or the planner's estimate for a large unsearched list)
 * and the keyset step exports read their batches with.
 */
import { Column, SQL, count, getTableColumns, getTableName, is, or, sql } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'

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

/** How long a column's sample of values (PostgreSQL's statistics) is reused: it only steers which words ask the index. */
const SAMPLE_KEPT_MS = 10 * 60_000
/** A word in at least this share of a column's sampled values is common: its trigrams' index lists are long. */
const COMMON_WORD_SHARE = 0.2

const samples = new WeakMap<object, Map<string, { values: string[]; at: number }>>()

/**
 * The column's most common values and histogram bounds (up to ~200 of its values, lower
 * case), from the statistics ANALYZE keeps; none before the table was analysed.
 */
async function sampleOf(db: DbOrTx, column: PgColumn): Promise<string[]> {
  const table = getTableName(column.table)
  const key = `${table}.${column.name}`
  let kept = samples.get(db)
  if (!kept) samples.set(db, (kept = new Map()))
  const hit = kept.get(key)
  if (hit && performance.now() - hit.at < SAMPLE_KEPT_MS) return hit.values
  const { rows } = await db.execute<{ values: string[] | null }>(
    sql`select coalesce(most_common_vals::text::text[], '{}') || coalesce(histogram_bounds::text::text[], '{}') as values
      from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = ${column.name}`,
  )
  const values = (rows[0]?.values ?? []).map((v) => v.toLowerCase())
  kept.set(key, { values, at: performance.now() })
  return values
}

/**
 * The word of a several-word search to ask the column's trigram index for, when another
 * word is common in the column. The index reads every trigram's list of rows: "Branch 4242"
 * over branch names read the 101,000-row lists of "bra", "ran", … (2.2 ms) where "4242"
 * alone reads a few (0.1 ms). Undefined: ask for the whole text.
 */
export function rareWord(text: string, sample: readonly string[]): string | undefined {
  // Under three characters a word gives the index no trigram to look up.
  const words = [...new Set(text.split(/\s+/))].filter((w) => w.length >= 3)
  if (words.length < 2 || !sample.length) return undefined
  // The word as typed goes to ILIKE (JavaScript's lower case is not always PostgreSQL's).
  const share = (word: string) => sample.filter((v) => v.includes(word.toLowerCase())).length / sample.length
  const ranked = words.map((word) => ({ word, share: share(word) })).sort((a, b) => a.share - b.share)
  return ranked[ranked.length - 1]!.share >= COMMON_WORD_SHARE ? ranked[0]!.word : undefined
}

/**
 * `column ILIKE %text%`, answered by the column's trigram index for its rare word only when
 * another word is common; the whole text is then checked on the rows found, written so that
 * the index cannot take it (`column || ''`), else the index would read every word's lists again.
 */
async function matches(db: DbOrTx, column: PgColumn, text: string, asked: SQL = sql`${column}`): Promise<SQL> {
  const word = rareWord(text, await sampleOf(db, column))
  const whole = containsPattern(text)
  return word ? sql`(${asked} ilike ${containsPattern(word)} and (${asked} || '') ilike ${whole})` : sql`${asked} ilike ${whole}`
}

/**
 * The condition matching the related column through its own table, by plain
 * identifiers (no Column objects: it must not count as a reference to a joined table,
 * see mentionsOtherTable). A nested `through` becomes a nested `any(array(…))`.
 */
async function relatedMatch(db: DbOrTx, match: SearchColumn, text: string, tenantId: number): Promise<{ table: PgTable; where: SQL }> {
  const table = is(match, Column) ? match.table : match.via.table
  const own = is(match, Column)
    ? await matches(db, match, text, sql`${sql.identifier(match.name)}`)
    : sql`${sql.identifier(match.via.name)} = any(${await relatedIds(db, match.match, text, tenantId)})`
  // Tenant-owned (or shared reference rows with a NULL tenant): only the caller's.
  const where =
    'tenantId' in getTableColumns(table) ? sql`${own} and coalesce(${sql.identifier('tenant_id')}, ${tenantId}) = ${tenantId}` : own
  return { table, where }
}

async function relatedIds(db: DbOrTx, match: SearchColumn, text: string, tenantId: number): Promise<SQL> {
  const { table, where } = await relatedMatch(db, match, text, tenantId)
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
  // One statement at a time: `db` may be a transaction's single connection.
  const related = columns.filter((c): c is Through => !is(c, Column))
  let ids: number[][] = []
  if (related.length) {
    const arrays: SQL[] = []
    for (const [i, c] of related.entries()) arrays.push(sql`${await relatedIds(db, c.match, text, tenantId)} as ${sql.identifier(`m${i}`)}`)
    const result = await db.execute<Record<string, number[]>>(sql`select ${sql.join(arrays, sql`, `)}`)
    ids = related.map((_, i) => result.rows[0]![`m${i}`]!)
  }
  const arms: (SQL | undefined)[] = []
  for (const c of columns) {
    if (is(c, Column)) arms.push(await matches(db, c, text))
    else {
      const found = ids[related.indexOf(c)]!
      arms.push(found.length ? sql`${c.via} = any(${sql.param(found)})` : undefined)
    }
  }
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

function estimateKey(counted: PgSelect): string {
  const { sql: text, params } = counted.toSQL()
  return `${text}\n${JSON.stringify(params)}`
}

/** The estimate of a list known to be large, if asked for lately. */
export function knownEstimate(db: DbOrTx, counted: PgSelect): number | undefined {
  const hit = estimates.get(db)?.get(estimateKey(counted))
  return hit && performance.now() - hit.at < ESTIMATE_KEPT_MS ? hit.total : undefined
}

/**
 * The planner's estimate of a list counted past COUNT_EXACT_UP_TO (never less than
 * that: statistics may lag behind the count), kept for the next pages.
 */
export async function estimateLarge(db: DbOrTx, counted: PgSelect): Promise<number> {
  const plan = await db.execute<PlanRow>(sql`explain (format json) ${counted}`)
  const total = Math.max(COUNT_EXACT_UP_TO + 1, Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']))
  let kept = estimates.get(db)
  if (!kept) estimates.set(db, (kept = new Map()))
  const key = estimateKey(counted)
  kept.delete(key)
  kept.set(key, { total, at: performance.now() })
  // Maps iterate in insertion order: the first key is the oldest.
  if (kept.size > ESTIMATES_KEPT) kept.delete(kept.keys().next().value!)
  return total
}

/**
 * The list's count, as a column of the page's own statement (one round trip): exact for
 * a search (trigram selectivity estimates are too rough to show), else counted up to
 * one past COUNT_EXACT_UP_TO, past which the list is large and shows the estimate.
 */
export function totalColumn(from: (fields: SelectedFields) => PgSelect, where: SQL | undefined, exact: boolean): SQL<number> {
  const counted = exact
    ? sql`${from({ n: count() }).where(where)}`
    : sql`(select count(*) from ${from({ one: sql`1` })
        .where(where)
        .limit(COUNT_EXACT_UP_TO + 1)} as capped)`
  return counted.mapWith(Number)
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
