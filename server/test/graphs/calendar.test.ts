/**
 * The compliance calendar over HTTP (issue 24): each day's count and statuses equal
 * what this test tallies from the due items the assignments generated; another tenant's
 * items never show; a user without the due items' menus gets 403.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { businessToday } from '@ihrc/contract'
import { dueItems } from '../../src/db/schema'
import { setupTestApp, type TestContext } from '../helpers'
import { workplace, type Workplace } from '../compliance/due-items-fixtures'
import { caller } from '../organisation/fixtures'

let t: TestContext
let acme: Workplace
beforeAll(async () => {
  t = await setupTestApp()
  acme = await workplace(t, 'Acme')
  const globex = await workplace(t, 'Globex')
  await acme.assign()
  await acme.assign({ dueRule: { kind: 'day_of_next_month', day: 20 } })
  await acme.assign()
  await globex.assign()
})
afterAll(() => t.close())

it('lists each day of the month with its due items by status, as tallied from the generated items', async () => {
  const items = await t.db.select().from(dueItems).where(eq(dueItems.tenantId, acme.tenantId))
  const month = items[0]!.dueDate.slice(0, 7)
  const ofMonth = items.filter((i) => i.dueDate.startsWith(month))
  const today = businessToday()
  const expected: Record<string, Record<string, number>> = {}
  for (const i of ofMonth) {
    const status = i.status === 'due' && i.dueDate < today ? 'overdue' : i.status
    expected[i.dueDate] ??= {}
    expected[i.dueDate]![status] = (expected[i.dueDate]![status] ?? 0) + 1
  }
  const res = await acme.call('GET', `/graph/compliance-calendar-dates?month=${month}`)
  expect(res.statusCode, res.body).toBe(200)
  const days = res.json().data as { date: string; count: number; statuses: Record<string, number>; items: { name: string }[] }[]
  expect(Object.fromEntries(days.map((d) => [d.date, d.statuses]))).toEqual(expected)
  for (const d of days) {
    expect(d.count).toBe(ofMonth.filter((i) => i.dueDate === d.date).length)
    expect(d.items.map((i) => i.name)).toEqual(Array(d.count).fill('Monthly wage register'))
  }
})

it('refuses a user without the due items’ menus', async () => {
  const branchesOnly = caller(t, await t.createUser(acme.tenantId, { permissions: ['company.branch:list'] }))
  expect((await branchesOnly('GET', '/graph/compliance-calendar-dates')).statusCode).toBe(403)
})
