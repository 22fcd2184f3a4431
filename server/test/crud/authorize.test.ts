/**
 * The factory's per-row rule hook (`authorize`), through HTTP on a toy resource whose
 * rule is the trackers' one: after 24 hours only a note's creator may change it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { forbidden } from '../../src/lib/errors'
import type { TestContext, TestUser } from '../helpers'
import { toyApp, toyNotes } from './toy-notes'

const API = '/ihrc-api/companyadmin'
const HOUR = 60 * 60 * 1000
const LATE = 'Only its creator may change a note after 24 hours'

let t: TestContext, tenantId: number, creator: TestUser, clerk: TestUser, stranger: TestUser
const asked: string[] = []
const now = new Date()

beforeAll(async () => {
  t = await toyApp({
    authorize(ctx, action, current) {
      asked.push(action)
      if (current.created_by !== ctx.auth.userId && Date.now() - Date.parse(current.created_at) > 24 * HOUR) throw forbidden(LATE)
    },
  })
  ;({ tenantId, admin: creator } = await t.createTenant())
  clerk = await t.createUser(tenantId, { permissions: ['company.entity:edit', 'company.entity:delete'] })
  stranger = (await t.createTenant()).admin
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
})
afterAll(async () => {
  vi.useRealTimers()
  await t.close()
})

/** A note by the creator, written `hoursAgo` before the fixed clock. */
async function noteAged(hoursAgo: number, title = 'Before') {
  const [row] = await t.db
    .insert(toyNotes)
    .values({ tenantId, createdBy: creator.id, createdAt: new Date(now.getTime() - hoursAgo * HOUR), title, notedOn: '2025-04-10' })
    .returning({ id: toyNotes.id })
  return row!.id
}
const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', id: number, payload?: object) =>
  t.app.inject({ method, url: `${API}/toy-note/${id}`, headers: t.bearer(user.token), ...(payload && { payload }) })

describe('authorize', () => {
  it("refuses another user's update after 24 hours and writes nothing", async () => {
    const id = await noteAged(25)
    const res = await call(clerk, 'PUT', id, { title: 'After', noted_on: '2025-04-10' })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(LATE)
    expect((await call(creator, 'GET', id)).json().data.title).toBe('Before')
  })

  it('lets another user update within 24 hours, and the creator at any time', async () => {
    const fresh = await noteAged(23)
    expect((await call(clerk, 'PUT', fresh, { title: 'After', noted_on: '2025-04-10' })).statusCode).toBe(200)
    const old = await noteAged(24 * 30)
    const res = await call(creator, 'PUT', old, { title: 'After', noted_on: '2025-04-10' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.title).toBe('After')
  })

  it("refuses another user's delete after 24 hours and keeps the row", async () => {
    const id = await noteAged(25)
    const res = await call(clerk, 'DELETE', id)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(LATE)
    expect((await call(creator, 'GET', id)).statusCode).toBe(200)
    expect((await call(creator, 'DELETE', id)).statusCode).toBe(200)
  })

  it("answers 404 for another tenant's record without asking the rule", async () => {
    const id = await noteAged(25)
    asked.length = 0
    expect((await call(stranger, 'PUT', id, { title: 'Taken', noted_on: '2025-04-10' })).statusCode).toBe(404)
    expect((await call(stranger, 'DELETE', id)).statusCode).toBe(404)
    expect(asked).toEqual([])
    expect((await call(creator, 'GET', id)).json().data.title).toBe('Before')
  })

  it('is asked with the action it guards', async () => {
    const id = await noteAged(1)
    asked.length = 0
    await call(creator, 'PUT', id, { title: 'After', noted_on: '2025-04-10' })
    await call(creator, 'DELETE', id)
    expect(asked).toEqual(['update', 'delete'])
  })
})
