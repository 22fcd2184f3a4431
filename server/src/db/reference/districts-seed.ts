import { inArray } from 'drizzle-orm'
import { districts, states } from '../schema'
import { DISTRICTS_BY_STATE_CODE } from './districts'
import type { DbOrTx } from '../client'

/**
 * Seeds the shared districts (tenant_id NULL). Idempotent: existing rows are kept.
 * A state code in the list that the states table lacks is a programming error.
 */
export async function seedDistricts(db: DbOrTx): Promise<void> {
  const codes = Object.keys(DISTRICTS_BY_STATE_CODE)
  const found = await db.select({ id: states.id, code: states.code }).from(states).where(inArray(states.code, codes))
  const idOf = new Map(found.map((s) => [s.code, s.id]))
  const unknown = codes.filter((c) => !idOf.has(c))
  if (unknown.length) throw new Error(`districts list names unknown state codes: ${unknown.join(', ')}`)
  const rows = Object.entries(DISTRICTS_BY_STATE_CODE).flatMap(([code, names]) =>
    names.map((name) => ({ stateId: idOf.get(code)!, name, tenantId: null })),
  )
  await db.insert(districts).values(rows).onConflictDoNothing()
}
