/**
 * The reference data is seeded on every start: it adds what is missing and, when
 * nothing is, leaves the database untouched (no inserts that burn ~800 ids each time).
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedReference } from '../src/db/reference'
import { districts, states } from '../src/db/schema'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

async function lastIds() {
  const { rows } = await t.db.execute<{ d: string; s: string }>(
    sql`select (select last_value from districts_id_seq) as d, (select last_value from states_id_seq) as s`,
  )
  return rows[0]
}

const puneOf = () =>
  t.db
    .select({ id: districts.id })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(and(eq(states.code, 'MH'), eq(districts.name, 'Pune'), isNull(districts.tenantId)))

it('a database that has every reference row is left untouched', async () => {
  const before = await lastIds()
  await seedReference(t.db)
  expect(await lastIds()).toEqual(before)
})

it('a missing shared district is seeded again', async () => {
  const [pune] = await puneOf()
  await t.db.delete(districts).where(eq(districts.id, pune!.id))
  expect(await puneOf()).toHaveLength(0)
  await seedReference(t.db)
  expect(await puneOf()).toHaveLength(1)
})
