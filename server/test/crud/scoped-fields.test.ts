/**
 * The factory's `scopedFields`: a caller limited to some branches reads those fields as
 * the spec works them out for them, in a page (plain, searched, filtered), the record by
 * id, and a sort by the same expression; an admin reads the spec's own fields.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext, TestUser } from '../helpers'
import { postNote, toyApp, toyNotes } from './toy-notes'

const API = '/ihrc-api/companyadmin'
const GRANTS = ['list', 'create'].map((a) => `company.entity:${a}`)
let t: TestContext, admin: TestUser, limited: TestUser

beforeAll(async () => {
  // A limited caller reads each note's date a year on: a value of their own, easy to tell apart.
  t = await toyApp({ scopedFields: () => ({ notedOn: sql<string>`(${toyNotes.notedOn} + interval '1 year')::date::text` }) })
  const tenant = await t.createTenant()
  admin = tenant.admin
  limited = await t.createUser(tenant.tenantId, { permissions: GRANTS, branchIds: [1] })
})
afterAll(() => t?.close())

const get = async (user: TestUser, url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${API}/toy-note${url}`, headers: t.bearer(user.token) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const dates = (rows: { noted_on: string }[]) => rows.map((r) => r.noted_on)

describe('scopedFields', () => {
  it('gives a limited caller their value of the field, and an admin the spec’s own', async () => {
    for (const [title, day] of [
      ['Older', '2024-01-10'],
      ['Newer', '2025-01-10'],
    ]) {
      const res = await postNote(t, admin, { title: title!, noted_on: day! })
      expect(res.statusCode, res.body).toBe(201)
    }
    const [first] = await get(admin, '')
    expect(dates(await get(admin, ''))).toEqual(['2024-01-10', '2025-01-10'])
    expect(dates(await get(limited, ''))).toEqual(['2025-01-10', '2026-01-10'])
    expect(dates(await get(limited, '?search=older'))).toEqual(['2025-01-10'])
    expect(dates(await get(limited, '?order=desc&page_size=1'))).toEqual(['2026-01-10'])
    expect((await get(limited, `/${first.id}`)).noted_on).toBe('2025-01-10')
    expect((await get(admin, `/${first.id}`)).noted_on).toBe('2024-01-10')
  })
})
