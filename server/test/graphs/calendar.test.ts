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
import { caller, createBranch } from '../organisation/fixtures'

let t: TestContext
let acme: Workplace
let nashik: number
beforeAll(async () => {
  t = await setupTestApp()
  acme = await workplace(t, 'Acme')
  const globex = await workplace(t, 'Globex')
  await acme.assign()
  await acme.assign({ dueRule: { kind: 'day_of_next_month', day: 20 } })
  await acme.assign()
  // A second company's branch, its items due on the same days as the first's.
  const exports = await acme.call('POST', '/company', { group_id: acme.groupId, name: 'Acme Exports' })
  expect(exports.statusCode, exports.body).toBe(201)
  nashik = await createBranch({ ...acme, companyId: exports.json().data.id }, { name: 'Acme Nashik' })
  await acme.assign({}, undefined, nashik)
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

it('names each item’s branch and company', async () => {
  const items = await t.db.select().from(dueItems).where(eq(dueItems.tenantId, acme.tenantId))
  const month = items[0]!.dueDate.slice(0, 7)
  // Whose each item is, as this test made them.
  const place = (branchId: number) =>
    branchId === nashik
      ? { branch_name: 'Acme Nashik', company_name: 'Acme Exports' }
      : { branch_name: 'Acme Pune', company_name: 'Acme Industries' }
  const branchOf = new Map(items.map((i) => [i.id, i.branchId]))
  const res = await acme.call('GET', `/graph/compliance-calendar-dates?month=${month}`)
  const named = (res.json().data as { items: { id: number; branch_name: string; company_name: string }[] }[]).flatMap((d) => d.items)
  expect(named.some((i) => branchOf.get(i.id) === nashik)).toBe(true)
  expect(named.some((i) => branchOf.get(i.id) === acme.branchId)).toBe(true)
  for (const i of named) expect({ branch_name: i.branch_name, company_name: i.company_name }).toEqual(place(branchOf.get(i.id)!))
})

it('refuses a user without the due items’ menus', async () => {
  const branchesOnly = caller(t, await t.createUser(acme.tenantId, { permissions: ['company.branch:list'] }))
  expect((await branchesOnly('GET', '/graph/compliance-calendar-dates')).statusCode).toBe(403)
})
