/** Period filters (contract periodQuery) on a resource that declares `periods`, through HTTP on a toy resource. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FINANCIAL_YEAR_INVALID, MONTH_INVALID } from '@ihrc/contract'
import type { TestContext, TestUser } from '../helpers'
import { toyApp, toyNotes } from './toy-notes'

const DAYS = ['2025-03-31', '2025-04-01', '2025-04-30', '2025-05-01', '2026-03-31', '2026-04-01']
let t: TestContext, admin: TestUser

beforeAll(async () => {
  t = await toyApp({ periods: { column: toyNotes.notedOn } })
  const tenant = await t.createTenant()
  admin = tenant.admin
  await t.db.insert(toyNotes).values(DAYS.map((notedOn) => ({ tenantId: tenant.tenantId, title: notedOn, notedOn })))
})
afterAll(() => t.close())

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/ihrc-api/companyadmin/toy-note?page_size=50&${query}`, headers: t.bearer(admin.token) })
async function days(query: string): Promise<string[]> {
  const res = await list(query)
  expect(res.statusCode).toBe(200)
  return res.json().data.map((n: { noted_on: string }) => n.noted_on)
}

describe('period filters', () => {
  it('month is the calendar month', async () => {
    expect(await days('month=2025-04')).toEqual(['2025-04-01', '2025-04-30'])
  })

  it('year is the financial year, April to March, written 2025-26 or by its first year', async () => {
    const fy = ['2025-04-01', '2025-04-30', '2025-05-01', '2026-03-31']
    expect(await days('year=2025-26')).toEqual(fy)
    expect(await days('year=2025')).toEqual(fy)
  })

  it('from and to include both ends, and filters given together all apply', async () => {
    expect(await days('from=2025-04-30&to=2026-03-31')).toEqual(['2025-04-30', '2025-05-01', '2026-03-31'])
    expect(await days('year=2025-26&from=2025-05-01')).toEqual(['2025-05-01', '2026-03-31'])
    expect(await days('month=2025-04&year=2024-25')).toEqual([])
    expect((await list('month=2025-04')).json().meta.total).toBe(2)
  })

  it('answers 400 with the field for values that are no period, never a 500', async () => {
    for (const [query, field, message] of [
      ['month=2025-13', 'month', MONTH_INVALID],
      ['month=0000-01', 'month', MONTH_INVALID],
      ['month=2025-4', 'month', MONTH_INVALID],
      ['year=2025-27', 'year', FINANCIAL_YEAR_INVALID],
      ['year=0000', 'year', FINANCIAL_YEAR_INVALID],
      ['year=twenty', 'year', FINANCIAL_YEAR_INVALID],
      ['from=2025-02-30', 'from', undefined],
      ['to=0000-01-01', 'to', undefined],
      ['month=2025-04&month=2025-05', 'month', undefined],
    ] as const) {
      const res = await list(query)
      expect(res.statusCode, query).toBe(400)
      const errors = res.json().message[field]
      expect(errors, query).toBeDefined()
      if (message) expect(errors, query).toContain(message)
    }
  })
})
