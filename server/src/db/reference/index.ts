/**
 * Reference data every database needs (states, the seeded districts and locations, the
 * statutory rules, the compliance library and every tenant's copy of the seeded register formats). Idempotent: rows that exist are left alone, so it runs on every start.
 */
import { sql } from 'drizzle-orm'
import { districts, states } from '../schema'
import type { DbOrTx } from '../client'
import { DISTRICTS_BY_STATE_CODE } from './districts'
import { STATES } from './states'
import { seedDistricts } from './districts-seed'
import { seedStatutoryRules } from './statutory-facts-seed'
import { seedComplianceLibrary } from './compliance-library-seed'
import { seedRegisterFormats } from './register-formats'

async function seedStates(db: DbOrTx) {
  await db
    .insert(states)
    .values(STATES.map((s) => ({ name: s.name, code: s.code, isUnionTerritory: s.isUnionTerritory ?? false })))
    .onConflictDoNothing({ target: states.code })
}

/**
 * True when a listed state or shared district is not in the database yet. Seeding only
 * ever adds missing rows, so without any it has nothing to do: one query with two array
 * parameters instead of building and running some 800 row inserts on every start.
 */
async function anyMissing(db: DbOrTx): Promise<boolean> {
  const listed = Object.entries(DISTRICTS_BY_STATE_CODE).flatMap(([code, names]) => names.map((name) => ({ code, name })))
  const { rows } = await db.execute<{ missing: boolean }>(sql`
    select exists (
      select 1 from unnest(${sql.param(STATES.map((s) => s.code))}::text[]) as l(code)
      where not exists (select 1 from ${states} where ${states.code} = l.code)
    ) or exists (
      select 1 from unnest(${sql.param(listed.map((d) => d.code))}::text[], ${sql.param(listed.map((d) => d.name))}::text[]) as l(code, name)
      where not exists (
        select 1 from ${districts} join ${states} on ${states.id} = ${districts.stateId}
        where ${states.code} = l.code and ${districts.name} = l.name and ${districts.tenantId} is null
      )
    ) as missing`)
  return rows[0]?.missing !== false
}

export async function seedReference(db: DbOrTx): Promise<void> {
  if (await anyMissing(db)) {
    await seedStates(db)
    await seedDistricts(db)
  }
  await seedStatutoryRules(db)
  await seedComplianceLibrary(db)
  await seedRegisterFormats(db)
}
