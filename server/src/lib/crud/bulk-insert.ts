/**
 * Many-row INSERT as one statement with one array parameter per column
 * (`insert … select * from unnest($1::int[], $2::text[], …)`). Drizzle's multi-row
 * VALUES builds a parameter per cell; at 10,000 rows of 25 columns building that SQL
 * alone took ~2 s here, while this takes milliseconds and never meets the 65,535
 * parameter limit; a 1,000-row tracker upload's VALUES also held the event loop for ~60 ms
 * while Drizzle built it. Only for tables whose columns are scalars or jsonb (no arrays):
 * a jsonb value travels as its JSON text, an element of a `jsonb[]`.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'

const SCALAR = /^(integer|bigint|smallint|text|varchar.*|date|boolean|numeric.*|timestamp.*|uuid|jsonb)$/

/** The table's columns by property name, when every one of them is a scalar (or jsonb). */
export function scalarColumns(table: PgTable): Map<string, PgColumn> | null {
  const cols = Object.entries(getTableColumns(table))
  if (cols.some(([, c]) => !SCALAR.test(c.getSQLType()))) return null
  return new Map(cols)
}

/**
 * Inserts `rows` (property-named values, all with the same keys); returns the ids in
 * order. With `skipConflictsOn`, a row clashing on that unique key is left out (ON
 * CONFLICT DO NOTHING) and only the inserted rows' ids are returned.
 */
export async function insertByUnnest(
  db: DbOrTx,
  table: PgTable,
  columns: Map<string, PgColumn>,
  rows: Record<string, unknown>[],
  options: { skipConflictsOn?: readonly PgColumn[] } = {},
): Promise<number[]> {
  if (!rows.length) return []
  const keys = Object.keys(rows[0]!).filter((k) => columns.has(k))
  const arrays: Record<string, unknown[]> = {}
  for (const k of keys) {
    const col = columns.get(k)!
    arrays[k] = rows.map((r) => {
      const v = r[k]
      return v === null || v === undefined ? null : col.mapToDriverValue(v)
    })
  }
  return insertColumns(db, table, columns, arrays, options)
}

/**
 * The same insert from the rows' parameter arrays, one per column by property name,
 * already in the driver's terms (a jsonb value as its JSON text): an upload checked in
 * the parse worker arrives so (xlsx-check.ts). `same` gives columns one value for every
 * row (the tenant, the upload), sent once.
 */
export async function insertColumns(
  db: DbOrTx,
  table: PgTable,
  columns: Map<string, PgColumn>,
  arrays: Record<string, readonly unknown[]>,
  options: { same?: Record<string, unknown>; skipConflictsOn?: readonly PgColumn[] } = {},
): Promise<number[]> {
  const keys = Object.keys(arrays).filter((k) => columns.has(k))
  if (!keys.length || !arrays[keys[0]!]!.length) return []
  const same = Object.entries(options.same ?? {}).filter(([k]) => columns.has(k))
  const column = (k: string) => columns.get(k)!
  const target = sql.join(
    [...same.map(([k]) => k), ...keys].map((k) => sql.identifier(column(k).name)),
    sql`, `,
  )
  const once = same.map(
    ([k, v]) => sql`${sql.param(v === null || v === undefined ? null : column(k).mapToDriverValue(v))}::${sql.raw(column(k).getSQLType())}`,
  )
  const sources = sql.join(
    keys.map((k) => sql`${sql.param(arrays[k])}::${sql.raw(column(k).getSQLType())}[]`),
    sql`, `,
  )
  const onConflict = options.skipConflictsOn
    ? sql` on conflict (${sql.join(
        options.skipConflictsOn.map((c) => sql.identifier(c.name)),
        sql`, `,
      )}) do nothing`
    : sql``
  const result = await db.execute<{ id: number }>(
    sql`insert into ${sql.identifier(getTableName(table))} (${target}) select ${sql.join([...once, sql`u.*`], sql`, `)} from unnest(${sources}) as u${onConflict} returning "id"`,
  )
  return result.rows.map((r) => r.id)
}
