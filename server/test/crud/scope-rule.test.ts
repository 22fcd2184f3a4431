/**
 * The factory's scope rule (`scope`) is asked with the caller's branches and their own id,
 * through HTTP on a toy resource whose rule is "notes I wrote": a user limited to some
 * branches, or to none, sees, changes and deletes their own notes and gets 404 for another
 * user's on every route; an admin is asked no rule and sees them all. A rule of branches
 * alone is not asked of a user holding no branch: they see none of its rows.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branchIdArray, qualified, type BranchIds, type UserRef } from '../../src/lib/crud'
import type { TestContext, TestUser } from '../helpers'
import { postNote, toyApp, toyNotes } from './toy-notes'

const API = '/ihrc-api/companyadmin'
const GRANTS = ['list', 'create', 'edit', 'delete'].map((a) => `company.entity:${a}`)

let t: TestContext, tenantId: number, admin: TestUser, writer: TestUser, branchless: TestUser
const asked: { branchIds: BranchIds; userId: UserRef }[] = []

beforeAll(async () => {
  t = await toyApp({
    scope(branchIds, userId) {
      asked.push({ branchIds, userId })
      return sql`${qualified(toyNotes.createdBy)} = ${userId}`
    },
  })
  ;({ tenantId, admin } = await t.createTenant())
  writer = await t.createUser(tenantId, { permissions: GRANTS, branchIds: [7] })
  branchless = await t.createUser(tenantId, { permissions: GRANTS, branchIds: [] })
})
afterAll(() => t?.close())

const as = (user: TestUser) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API}/toy-note${url}`, headers: t.bearer(user.token), ...(payload ? { payload } : {}) })
const titles = async (user: TestUser) => ((await as(user)('GET', '')).json().data as { title: string }[]).map((n) => n.title).sort()

describe('a resource scope rule that knows the signed-in user', () => {
  it("shows each limited user their own notes, with or without branches, and the admin every note; others' answer 404", async () => {
    const write = async (user: TestUser, title: string) => {
      const res = await as(user)('POST', '', { title, noted_on: '2025-04-10' })
      expect(res.statusCode, res.body).toBe(201)
      return res.json().data.id as number
    }
    await write(admin, 'By admin')
    const mine = await write(writer, 'By writer')
    const theirs = await write(branchless, 'By branchless')
    expect(await titles(writer)).toEqual(['By writer'])
    expect(await titles(branchless)).toEqual(['By branchless'])
    expect(await titles(admin)).toEqual(['By admin', 'By branchless', 'By writer'])
    expect(asked).toContainEqual({ branchIds: [7], userId: writer.id })
    expect(asked).toContainEqual({ branchIds: [], userId: branchless.id })
    expect(asked.some((a) => a.userId === admin.id)).toBe(false)

    const writerCalls = as(writer)
    for (const [method, url, body] of [
      ['GET', `/${theirs}`],
      ['PUT', `/${theirs}`, { title: 'Taken', noted_on: '2025-04-10' }],
      ['DELETE', `/${theirs}`],
    ] as const)
      expect((await writerCalls(method, url, body)).statusCode, `${method} ${url}`).toBe(404)
    expect((await writerCalls('PUT', `/${mine}`, { title: 'By writer, again', noted_on: '2025-04-10' })).statusCode).toBe(200)
    expect((await writerCalls('DELETE', `/${mine}`)).statusCode).toBe(200)
    expect(await titles(admin)).toEqual(['By admin', 'By branchless'])
  })
})

describe('a resource scope rule of branches alone', () => {
  let u: TestContext, tenant: number, owner: TestUser, nobody: TestUser
  const askedOf: BranchIds[] = []
  beforeAll(async () => {
    u = await toyApp({
      scope(branchIds) {
        askedOf.push(branchIds)
        return sql`${qualified(toyNotes.id)} = any(${branchIdArray(branchIds)})`
      },
    })
    ;({ tenantId: tenant, admin: owner } = await u.createTenant())
    nobody = await u.createUser(tenant, { permissions: GRANTS, branchIds: [] })
  })
  afterAll(() => u?.close())

  it('is not asked of a user holding no branch, who sees none of its rows', async () => {
    const made = await postNote(u, owner, { title: 'By owner', noted_on: '2025-04-10' })
    expect(made.statusCode, made.body).toBe(201)
    const list = await u.app.inject({ method: 'GET', url: `${API}/toy-note`, headers: u.bearer(nobody.token) })
    expect(list.json().data).toEqual([])
    const one = await u.app.inject({ method: 'GET', url: `${API}/toy-note/${made.json().data.id}`, headers: u.bearer(nobody.token) })
    expect(one.statusCode).toBe(404)
    expect(askedOf).toEqual([])
  })
})
