/**
 * The compliance calendar names at most CALENDAR_ITEMS_PER_DAY of a day's due items, the
 * first by name, while its count and statuses hold every one of them (issue 24: the
 * month's items are counted in the database and only those named are read).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CALENDAR_ITEMS_PER_DAY } from '@ihrc/contract'
import { complianceAssignments, complianceItems, dueItems } from '../../src/db/schema'
import { setupTestApp, type TestContext } from '../helpers'
import { workplace, type Workplace } from '../compliance/due-items-fixtures'

const ASSIGNED = CALENDAR_ITEMS_PER_DAY + 3
let t: TestContext
let acme: Workplace
beforeAll(async () => {
  t = await setupTestApp()
  acme = await workplace(t, 'Acme')
  for (let i = 0; i < ASSIGNED; i++) await acme.assign()
  // Names out of the order the items were made in.
  const made = await t.db.select({ id: complianceItems.id }).from(complianceItems).where(eq(complianceItems.tenantId, acme.tenantId))
  for (const [i, item] of made.entries())
    await t.db
      .update(complianceItems)
      .set({ header: `Register ${String((i * 7) % ASSIGNED).padStart(2, '0')}` })
      .where(eq(complianceItems.id, item.id))
}, 120_000)
afterAll(() => t.close())

it('names the first items of a full day by name and counts them all', async () => {
  const [first] = await t.db.select({ date: dueItems.dueDate }).from(dueItems).where(eq(dueItems.tenantId, acme.tenantId)).limit(1)
  const date = first!.date
  const onDate = await t.db
    .select({ name: complianceItems.header })
    .from(dueItems)
    .innerJoin(complianceAssignments, eq(complianceAssignments.id, dueItems.assignmentId))
    .innerJoin(complianceItems, eq(complianceItems.id, complianceAssignments.complianceId))
    .where(and(eq(dueItems.tenantId, acme.tenantId), eq(dueItems.dueDate, date)))
  const names = onDate.map((i) => i.name).sort()
  expect(names).toHaveLength(ASSIGNED)
  const res = await acme.call('GET', `/graph/compliance-calendar-dates?month=${date.slice(0, 7)}`)
  expect(res.statusCode, res.body).toBe(200)
  const day = (res.json().data as { date: string; count: number; statuses: Record<string, number>; items: { name: string }[] }[]).find(
    (d) => d.date === date,
  )!
  expect(day.count).toBe(ASSIGNED)
  expect(Object.values(day.statuses).reduce((a, b) => a + b, 0)).toBe(ASSIGNED)
  expect(day.items.map((i) => i.name)).toEqual(names.slice(0, CALENDAR_ITEMS_PER_DAY))
})

it('counts and names a day’s items under the place filters (group, company, state) as without them, and none under another group', async () => {
  const [first] = await t.db.select({ date: dueItems.dueDate }).from(dueItems).where(eq(dueItems.tenantId, acme.tenantId)).limit(1)
  const date = first!.date
  const dayOf = async (filter: string) => {
    const res = await acme.call('GET', `/graph/compliance-calendar-dates?month=${date.slice(0, 7)}${filter}`)
    expect(res.statusCode, res.body).toBe(200)
    const day = (res.json().data as { date: string; count: number; items: unknown[] }[]).find((d) => d.date === date)
    return day && [day.count, day.items.length]
  }
  const whole = [ASSIGNED, CALENDAR_ITEMS_PER_DAY]
  expect(await dayOf('')).toEqual(whole)
  for (const filter of [`&group_id=${acme.groupId}`, `&company_id=${acme.companyId}`, `&state_id=${acme.stateId}`])
    expect(await dayOf(filter)).toEqual(whole)
  const other = await acme.call('POST', '/company-group', { name: 'Acme Other Group' })
  expect(other.statusCode, other.body).toBe(201)
  expect(await dayOf(`&group_id=${other.json().data.id}`)).toBeUndefined()
})
