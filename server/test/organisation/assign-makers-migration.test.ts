/**
 * The data fix 0028_org-follow-assign-makers.sql: branches made by a limited user before
 * such branches were assigned to their makers are assigned to them, once; an admin's,
 * another tenant's user's and an already assigned branch change nothing.
 */
import { readFileSync } from 'node:fs'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branches, users } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { createBranch, twoTenants, type Org } from './fixtures'

const FIX = readFileSync(new URL('../../src/db/migrations/0028_org-follow-assign-makers.sql', import.meta.url), 'utf8')

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t?.close())

/** A branch as one made before the rule: its maker set, nobody assigned it. */
async function madeBy(o: Org, userId: number, name: string) {
  const id = await createBranch(o, { name })
  await t.db.update(branches).set({ createdBy: userId }).where(eq(branches.id, id))
  return id
}
const branchesOf = async (ids: number[]) =>
  Object.fromEntries(
    (await t.db.select({ id: users.id, b: users.branchIds }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.b]),
  )

describe('assigning branches to the limited users who made them', () => {
  it('appends each maker their unassigned branches and is a no-op on a second run', async () => {
    const home = await createBranch(org, { name: 'Home Office' })
    const maker = await t.createUser(org.tenantId, { branchIds: [home] })
    const holder = await t.createUser(org.tenantId, { branchIds: [] })
    const a = await madeBy(org, maker.id, 'Made A')
    const b = await madeBy(org, maker.id, 'Made B')
    await madeBy(org, org.admin.id, 'Admin Made')
    const kept = await madeBy(org, holder.id, 'Held')
    await t.db
      .update(users)
      .set({ branchIds: [kept] })
      .where(eq(users.id, holder.id))
    // A user of another tenant named as maker of this tenant's branch gets nothing of it.
    const stranger = await t.createUser(other.tenantId, { branchIds: [] })
    await madeBy(org, stranger.id, 'Strange')

    await t.db.execute(sql.raw(FIX))
    const want = { [maker.id]: [home, a, b], [holder.id]: [kept], [org.admin.id]: [], [stranger.id]: [] }
    expect(await branchesOf([maker.id, holder.id, org.admin.id, stranger.id])).toEqual(want)
    await t.db.execute(sql.raw(FIX))
    expect(await branchesOf([maker.id, holder.id, org.admin.id, stranger.id])).toEqual(want)
  })
})
