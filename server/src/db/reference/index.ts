/**
 * Reference data every database needs (states, and the seeded districts and
 * locations). Idempotent: rows that exist are left alone, so it runs on every start.
 */
import { states } from '../schema'
import type { Db } from '../client'
import { STATES } from './states'
import { seedDistricts } from './districts-seed'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

async function seedStates(db: DbOrTx) {
  await db
    .insert(states)
    .values(
      STATES.map((s) => ({
        name: s.name,
        code: s.code,
        isUnionTerritory: s.isUnionTerritory ?? false,
        ptApplicable: s.pt !== undefined,
        ptrcFrequency: s.pt?.ptrc ?? null,
        ptecFrequency: s.pt?.ptec ?? null,
        lwfApplicable: s.lwf !== undefined,
        lwfFrequency: s.lwf ?? null,
      })),
    )
    .onConflictDoNothing({ target: states.code })
}

export async function seedReference(db: DbOrTx): Promise<void> {
  await seedStates(db)
  await seedDistricts(db)
}
