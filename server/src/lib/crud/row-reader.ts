/**
 * Prepared selects whose rows are read by a reader made once from their fields. Drizzle's
 * own reader asks every field of every row what it is (`is()` up the class chain): at 20
 * rows of ~35 fields that was a tenth of a list request's server CPU. The rows come out
 * exactly as Drizzle's (server/test/crud/row-reader.test.ts compares the two).
 */
import * as drizzle from 'drizzle-orm'
import { Column, SQL, getTableName, is, type DriverValueDecoder } from 'drizzle-orm'
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core'
import { BY_TEXT } from '../../db/client'
import type { DbOrTx } from '../../db/client'

type Ordered = { path: string[]; field: unknown }[]

/**
 * Drizzle's own order of a selection's fields (the order of the select list it writes).
 * Internal to Drizzle, so checked when this module loads: an upgrade without it fails at
 * start and in every test, not silently.
 */
const orderSelectedFields = (drizzle as unknown as { orderSelectedFields?: (fields: SelectedFields) => Ordered }).orderSelectedFields
if (typeof orderSelectedFields !== 'function') throw new Error('drizzle-orm no longer exports orderSelectedFields (lib/crud/row-reader.ts)')

type Decoder = DriverValueDecoder<unknown, unknown>

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder
  const aliased = field as { sql?: { decoder: Decoder }; _?: { sql: { decoder: Decoder } } }
  return (aliased.sql ?? aliased._!.sql).decoder
}

export type RowReader = (row: unknown[]) => Record<string, unknown>

/**
 * The reader of a select's rows in array mode. As Drizzle's: a NULL is null without its
 * decoder; a nested object of a left-joined table's columns is null when its first column
 * is (`notNullable`: which tables of the select always have a row).
 */
export function rowReader(fields: SelectedFields, notNullable: Record<string, boolean> = {}): RowReader {
  const ordered = orderSelectedFields!(fields)
  const slots = ordered.map(({ path, field }) => ({ path, decoder: decoderOf(field) }))
  // Drizzle nulls a nested object when its first column is null, every column in it is of
  // one table, and that table may be missing (left joined); its other fields do not count.
  const objects = new Map<string, { first: number; table: string | false }>()
  ordered.forEach(({ path, field }, i) => {
    if (path.length !== 2 || !is(field, Column)) return
    const table = getTableName(field.table)
    const seen = objects.get(path[0]!)
    if (!seen) objects.set(path[0]!, { first: i, table })
    else if (seen.table !== table) seen.table = false
  })
  const nullable = [...objects].flatMap(([name, { first, table }]) => (table !== false && !notNullable[table] ? [{ name, first }] : []))
  return (row) => {
    const out: Record<string, unknown> = {}
    for (let i = 0; i < slots.length; i++) {
      const { path, decoder } = slots[i]!
      const raw = row[i]
      const value = raw === null ? null : decoder.mapFromDriverValue(raw)
      let node = out
      for (let j = 0; j < path.length - 1; j++) node = (node[path[j]!] ??= {}) as Record<string, unknown>
      node[path[path.length - 1]!] = value
    }
    for (const { name, first } of nullable) if (row[first] === null) out[name] = null
    return out
  }
}

export interface Prepared {
  execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]>
}

/** `select` prepared under its text's name (BY_TEXT), its rows read by rowReader. */
export function preparedWithReader(db: DbOrTx, select: PgSelect, fields: SelectedFields): Prepared {
  const read = rowReader(fields, (select as unknown as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap)
  const query = db._.session.prepareQuery(select.toSQL(), undefined, BY_TEXT, true, (rows) => (rows as unknown[][]).map(read))
  return { execute: (values) => query.execute(values) as Promise<Record<string, unknown>[]> }
}

/**
 * `select` prepared under its text's name (BY_TEXT), its rows left as the driver's arrays,
 * in the order of a flat selection's fields: for a hot read of thousands of rows (the
 * tracker grid's year), where even one object a row is a cost.
 */
export function preparedArrays(db: DbOrTx, select: PgSelect): { execute(values: Record<string, unknown>): Promise<unknown[][]> } {
  const query = db._.session.prepareQuery(select.toSQL(), undefined, BY_TEXT, true, (rows) => rows)
  return { execute: (values) => query.execute(values) as Promise<unknown[][]> }
}

/** Statements built once per database handle (tests run several) and key, prepared by `build`. */
export function preparedOnce<P>(kept: WeakMap<object, Map<string, P>>, db: DbOrTx, key: string, build: () => P): P {
  let byKey = kept.get(db)
  if (!byKey) kept.set(db, (byKey = new Map()))
  let statement = byKey.get(key)
  if (!statement) byKey.set(key, (statement = build()))
  return statement
}
