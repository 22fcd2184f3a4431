/**
 * The list machinery reads its hot statements' rows with a reader made once from the
 * fields (lib/crud/row-reader.ts). It must give exactly Drizzle's rows: nested objects,
 * decoders (timestamps, mapWith), NULLs, and a left-joined table's object as null.
 */
import * as drizzle from 'drizzle-orm'
import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { drizzle as connectDrizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { branches, companies, states, users } from '../../src/db/schema'
import { rowReader } from '../../src/lib/crud/row-reader'

const db = connectDrizzle(new pg.Pool())
const mapResultRow = (drizzle as unknown as { mapResultRow: (f: unknown, row: unknown[], n?: Record<string, boolean>) => unknown })
  .mapResultRow
const orderSelectedFields = (drizzle as unknown as { orderSelectedFields: (f: unknown) => { path: string[] }[] }).orderSelectedFields
const decider = alias(users, 'decider')

const fields = {
  row: branches,
  companyName: companies.name,
  state: { id: states.id, name: states.name },
  mixed: { stateId: states.id, companyId: companies.id },
  decider: { id: decider.id, name: decider.name, createdAt: decider.createdAt },
  headCountPlusOne: sql<number>`${branches.headCount} + 1`.mapWith(Number),
  plain: sql`'as it is'`,
}
const select = db
  .select(fields)
  .from(branches)
  .innerJoin(companies, eq(companies.id, branches.companyId))
  .leftJoin(states, eq(states.id, branches.stateId))
  .leftJoin(decider, eq(decider.id, branches.createdBy))
const notNullable = (select as unknown as { joinsNotNullableMap: Record<string, boolean> }).joinsNotNullableMap

/** A row as the driver gives it in array mode: text for timestamps, numbers as numbers, with NULLs where asked. */
function rowWith(nulls: (path: string) => boolean): unknown[] {
  return orderSelectedFields(fields).map(({ path }, i) => {
    const key = path.join('.')
    if (nulls(key)) return null
    if (/At$/.test(key)) return '2026-11-25 10:00:00.123+00'
    if (/[iI]d$|headCount|Plus/.test(key)) return String(100 + i)
    return `text ${i}`
  })
}

describe('rowReader', () => {
  it.each([
    ['no NULL', () => false],
    ['every NULL', () => true],
    ["the left-joined state's columns NULL", (k: string) => k.startsWith('state.') || k === 'mixed.stateId'],
    ["only the decider's first column NULL", (k: string) => k === 'decider.id'],
    ["the decider's other columns NULL", (k: string) => k.startsWith('decider.') && k !== 'decider.id'],
    ['some own columns NULL', (k: string) => k === 'row.address' || k === 'row.openingDate' || k === 'headCountPlusOne'],
  ])('reads a row as Drizzle does: %s', (_what, nulls) => {
    const row = rowWith(nulls)
    expect(rowReader(fields, notNullable)(row)).toEqual(mapResultRow(orderSelectedFields(fields), row, notNullable))
  })

  it('keeps an inner-joined object of NULLs as an object, as Drizzle does', () => {
    const row = rowWith((k) => k.startsWith('mixed.'))
    const read = rowReader(fields, notNullable)(row)
    expect(read.mixed).toEqual({ stateId: null, companyId: null })
    expect(read.state).not.toBeNull()
    expect(read).toEqual(mapResultRow(orderSelectedFields(fields), row, notNullable))
  })
})
