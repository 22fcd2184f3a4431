/**
 * The data fix 0029_users-drop-deleted-branches.sql: ids in people's branch lists that
 * name no branch of their tenant (deleted before deletes cleaned the lists, or another
 * tenant's) are removed, the rest kept in order, each change an entry of the person's
 * history; a clean list is untouched and a second run changes nothing.
 */
import { readFileSync } from 'node:fs'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, branches, users } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { createBranch, twoTenants, type Org } from './fixtures'

const FIX = readFileSync(new URL('../../src/db/migrations/0029_users-drop-deleted-branches.sql', import.meta.url), 'utf8')

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t?.close())

const listsOf = async (ids: number[]) =>
  Object.fromEntries(
    (await t.db.select({ id: users.id, b: users.branchIds }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.b]),
  )
const entriesOf = (ids: number[]) =>
  t.db
    .select({
      resource: auditEntries.resource,
      recordId: auditEntries.recordId,
      actorId: auditEntries.actorId,
      changes: auditEntries.changes,
    })
    .from(auditEntries)
    .where(and(inArray(auditEntries.recordId, ids), inArray(auditEntries.resource, ['user', 'external-user'])))

describe('removing deleted branches from people’s lists', () => {
  it('keeps the branches that exist, in order, and writes each change once', async () => {
    const a = await createBranch(org, { name: 'Kept A' })
    const b = await createBranch(org, { name: 'Kept B' })
    const gone = await createBranch(org, { name: 'Gone' })
    const foreign = await createBranch(other, { name: 'Foreign' })
    // Deleted as before the fix: the row goes, the lists keep its id.
    await t.db.delete(branches).where(eq(branches.id, gone))
    const staff = await t.createUser(org.tenantId, { branchIds: [b, gone, a] })
    const external = await t.createUser(org.tenantId, { branchIds: [gone, foreign] })
    await t.db.update(users).set({ isExternal: true }).where(eq(users.id, external.id))
    const clean = await t.createUser(org.tenantId, { branchIds: [a] })
    const elsewhere = await t.createUser(other.tenantId, { branchIds: [foreign] })
    const people = [staff.id, external.id, clean.id, elsewhere.id]

    await t.db.execute(sql.raw(FIX))
    const want = { [staff.id]: [b, a], [external.id]: [], [clean.id]: [a], [elsewhere.id]: [foreign] }
    expect(await listsOf(people)).toEqual(want)
    const entries = [
      { resource: 'user', recordId: staff.id, actorId: null, changes: [{ field: 'branch_ids', before: [b, gone, a], after: [b, a] }] },
      {
        resource: 'external-user',
        recordId: external.id,
        actorId: null,
        changes: [{ field: 'branch_ids', before: [gone, foreign], after: [] }],
      },
    ]
    expect(await entriesOf(people)).toEqual(expect.arrayContaining(entries))
    expect(await entriesOf(people)).toHaveLength(2)

    await t.db.execute(sql.raw(FIX))
    expect(await listsOf(people)).toEqual(want)
    expect(await entriesOf(people)).toHaveLength(2)
  })
})
