import { eq } from 'drizzle-orm'
import { states } from '../../src/db/schema'
import type { TestContext } from '../helpers'

/** The seeded id of a state, by its code (MH, KA...). */
export async function stateId(t: TestContext, code: string): Promise<number> {
  const [row] = await t.db.select({ id: states.id }).from(states).where(eq(states.code, code))
  if (!row) throw new Error(`no state ${code}`)
  return row.id
}
