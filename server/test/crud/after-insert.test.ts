/**
 * The factory's `afterInsert` hook: it runs in the insert's transaction with the new ids,
 * for a create (before the record is read back) and once for a bulk insert (however many
 * statements it took), and a hook that fails leaves nothing written.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestContext } from '../../src/lib/crud'
import type { TestContext, TestUser } from '../helpers'
import { postNote, toyApp, toyLinks, toyNoteResource, toyNotes } from './toy-notes'

let t: TestContext, tenantId: number, admin: TestUser
const seen: number[][] = []

const hooks = {
  async afterInsert({ db, auth }: RequestContext, ids: number[]) {
    seen.push(ids)
    const titles = await db.select({ title: toyNotes.title }).from(toyNotes).where(eq(toyNotes.tenantId, auth.tenantId))
    if (titles.some((n) => n.title === 'Refused')) throw new Error('refused by the hook')
    await db.insert(toyLinks).values(ids.map((noteId) => ({ tenantId: auth.tenantId, noteId })))
  },
}

beforeAll(async () => {
  t = await toyApp({ hooks })
  ;({ tenantId, admin } = await t.createTenant())
})
afterAll(() => t?.close())

const links = async () => (await t.db.select({ noteId: toyLinks.noteId }).from(toyLinks)).map((l) => l.noteId).sort()
const notes = async () => (await t.db.select({ title: toyNotes.title }).from(toyNotes)).map((n) => n.title).sort()

describe('afterInsert', () => {
  it("runs in a create's transaction with the new id", async () => {
    const res = await postNote(t, admin, { title: 'First', noted_on: '2025-04-01' })
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json().data.id as number
    expect(seen).toEqual([[id]])
    expect(await links()).toEqual([id])
  })

  it('runs for a bulk insert with every new id', async () => {
    const before = await links()
    const resource = toyNoteResource({ hooks })
    const auth = { userId: admin.id, tenantId, type: 'admin' as const, permissions: [], branchIds: null }
    const ids = await t.db.transaction((tx) =>
      resource.insertMany({ db: tx, auth }, [
        { title: 'Second', noted_on: '2025-04-02' },
        { title: 'Third', noted_on: '2025-04-03' },
      ]),
    )
    expect(ids).toHaveLength(2)
    expect(seen.at(-1)).toEqual(ids)
    expect(await links()).toEqual([...before, ...ids].sort())
  })

  it('runs once for a bulk insert of several statements, after the last, with every new id', async () => {
    const resource = toyNoteResource({ hooks })
    const auth = { userId: admin.id, tenantId, type: 'admin' as const, permissions: [], branchIds: null }
    const calls = seen.length
    const ids = await t.db.transaction(async (tx) => {
      const insert = resource.bulkInsert({ db: tx, auth })
      for (const title of ['Fourth', 'Fifth', 'Sixth']) {
        await insert.add({ title, noted_on: '2025-04-05' })
        await insert.flush()
      }
      expect(seen).toHaveLength(calls)
      return insert.finish()
    })
    expect(ids).toHaveLength(3)
    expect(seen.slice(calls)).toEqual([ids])
  })

  it('a hook that fails leaves neither the record nor its work', async () => {
    const before = { notes: await notes(), links: await links() }
    const res = await postNote(t, admin, { title: 'Refused', noted_on: '2025-04-04' })
    expect(res.statusCode).toBe(500)
    expect({ notes: await notes(), links: await links() }).toEqual(before)
  })
})
