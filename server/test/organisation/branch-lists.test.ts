/**
 * People's branch lists follow the branches (people/branch-lists.ts): a deleted branch
 * leaves every list of its tenant in the delete's transaction, and a branch given to the
 * limited user who made it (create or bulk upload) is on their list. Either change is on
 * the person's history as an admin's edit of their branches is: an `update` entry with
 * `branch_ids` before and after, by whoever made the change; a bulk upload writes one
 * entry for its branches, not one per branch nor one per insert statement.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '@ihrc/contract'
import { users } from '../../src/db/schema'
import { UPLOAD_BATCH_ROWS } from '../../src/lib/xlsx'
import type { TestContext, TestUser } from '../helpers'
import { branchBody, caller, createBranch, twoTenants, type Org } from './fixtures'
import { uploadBranches } from './xlsx-helpers'

let t: TestContext, org: Org, other: Org, home: number

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  home = await createBranch(org, { name: 'Home Office' })
})
afterAll(() => t?.close())

const listOf = async (id: number) => (await t.db.select({ b: users.branchIds }).from(users).where(eq(users.id, id)))[0]!.b

/** The person's trail as their admin reads it (User Setup, or External User for an external person), newest first. */
async function history(id: number, path = 'user'): Promise<AuditEntry[]> {
  const res = await org.call('GET', `/${path}/${id}/history`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const branchEntries = (trail: AuditEntry[]) => trail.filter((e) => e.changes.some((c) => c.field === 'branch_ids'))
const entry = (actor: TestUser, before: number[], after: number[]) =>
  expect.objectContaining({
    action: 'update',
    actor: expect.objectContaining({ id: actor.id }),
    changes: [{ field: 'branch_ids', before, after }],
  })

describe('deleting a branch', () => {
  it("removes it from every holder's list, staff and external, with the entry an admin's edit writes", async () => {
    const doomed = await createBranch(org, { name: 'Doomed Office' })
    const staff = await t.createUser(org.tenantId, { branchIds: [home, doomed] })
    const external = await t.createUser(org.tenantId, { branchIds: [doomed] })
    await t.db.update(users).set({ isExternal: true }).where(eq(users.id, external.id))
    const bystander = await t.createUser(org.tenantId, { branchIds: [home] })

    // What an admin's edit of a person's branches writes, for comparison.
    const edit = await org.call('PUT', `/user/${bystander.id}`, {
      ...(await org.call('GET', `/user/${bystander.id}`)).json().data,
      branch_ids: [],
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const [edited] = branchEntries(await history(bystander.id))
    expect(edited).toEqual(entry(org.admin, [home], []))
    await t.db
      .update(users)
      .set({ branchIds: [home] })
      .where(eq(users.id, bystander.id))

    const res = await org.call('DELETE', `/branch/${doomed}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(await listOf(staff.id)).toEqual([home])
    expect(await listOf(external.id)).toEqual([])
    expect(await listOf(bystander.id)).toEqual([home])
    expect(branchEntries(await history(staff.id))).toEqual([entry(org.admin, [home, doomed], [home])])
    expect(branchEntries(await history(external.id, 'external-user'))).toEqual([entry(org.admin, [doomed], [])])
    expect(branchEntries(await history(bystander.id))).toHaveLength(1)
  })

  it("a limited user deleting a branch of theirs loses it from their own list; another tenant's admin changes nothing", async () => {
    const mine = await createBranch(org, { name: 'Short-lived Office' })
    const deleter = await t.createUser(org.tenantId, {
      permissions: ['company.branch:list', 'company.branch:delete'],
      branchIds: [home, mine],
    })
    // Another tenant's person naming the same id (arranged directly) is not theirs to change.
    const stranger = await t.createUser(other.tenantId, { branchIds: [mine] })

    expect((await other.call('DELETE', `/branch/${mine}`)).statusCode).toBe(404)
    expect(await listOf(deleter.id)).toEqual([home, mine])
    expect(branchEntries(await history(deleter.id))).toEqual([])

    const res = await caller(t, deleter)('DELETE', `/branch/${mine}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(await listOf(deleter.id)).toEqual([home])
    expect(branchEntries(await history(deleter.id))).toEqual([entry(deleter, [home, mine], [home])])
    expect(await listOf(stranger.id)).toEqual([mine])
  })
})

describe('a branch given to the limited user who made it', () => {
  const BRANCH = ['company.branch:list', 'company.branch:create']

  it("is on their history as an edit of their branches, by them; an admin's branch writes nothing on theirs", async () => {
    const maker = await t.createUser(org.tenantId, { permissions: BRANCH, branchIds: [home] })
    const made = await caller(t, maker)('POST', '/branch', branchBody(org, { name: 'Made Office' }))
    expect(made.statusCode, made.body).toBe(201)
    expect(branchEntries(await history(maker.id))).toEqual([entry(maker, [home], [home, made.json().data.id])])

    const refused = await caller(t, maker)('POST', '/branch', branchBody(org, { company_id: other.companyId, name: 'Foreign Office' }))
    expect(refused.statusCode).toBe(400)
    expect(branchEntries(await history(maker.id))).toHaveLength(1)
    expect((await org.call('POST', '/branch', branchBody(org, { name: 'Admin Office' }))).statusCode).toBe(201)
    expect(branchEntries(await history(org.admin.id))).toEqual([])
  })

  it('a bulk upload writes one entry listing every new branch', async () => {
    const maker = await t.createUser(org.tenantId, { permissions: BRANCH, branchIds: [home] })
    const call = caller(t, maker)
    const res = await uploadBranches(
      call,
      ['North', 'South', 'East'].map((n) => ({ name: `${n} Sheet Office`, company: 'Acme Industries' })),
    )
    expect(res.statusCode, res.body).toBe(200)
    const added = (await listOf(maker.id)).filter((b) => b !== home)
    expect(added).toHaveLength(3)
    expect(branchEntries(await history(maker.id))).toEqual([entry(maker, [home], [home, ...added])])
  })

  it('an upload of more rows than one insert statement takes still writes one entry', async () => {
    const maker = await t.createUser(org.tenantId, { permissions: BRANCH, branchIds: [home] })
    // Batches are handed over where an inflated chunk ends past UPLOAD_BATCH_ROWS: two and a half make two or three.
    const rows = 2.5 * UPLOAD_BATCH_ROWS
    const res = await uploadBranches(
      caller(t, maker),
      Array.from({ length: rows }, (_, i) => ({ name: `Batch Office ${i}`, company: 'Acme Industries' })),
    )
    expect(res.statusCode, res.body).toBe(200)
    const added = (await listOf(maker.id)).filter((b) => b !== home)
    expect(added).toHaveLength(rows)
    expect(branchEntries(await history(maker.id))).toEqual([entry(maker, [home], [home, ...added])])
  })
})
