/**
 * A calendar cell's groups (issue 24): a day's due items counted by name and status over
 * every item the caller sees, not over the ten the answer names, the largest
 * CALENDAR_GROUPS_PER_DAY groups answered (so the cell's "and K more items" is exact),
 * under the branch filter, for a user limited to one branch, and never another tenant's.
 * The expected groups are tallied here from what this test assigned and set.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CALENDAR_GROUPS_PER_DAY, CALENDAR_ITEMS_PER_DAY, businessToday, type CalendarDay } from '@ihrc/contract'
import { complianceAssignments, complianceItems, dueItems } from '../../src/db/schema'
import { setupTestApp, type TestContext } from '../helpers'
import { WORKER_GRANTS, workplace, type Workplace } from '../compliance/due-items-fixtures'
import { caller, createBranch } from '../organisation/fixtures'

/** Each name assigned so many times at each branch: 20 items a day, four names, more than the ten the answer names. */
const PLAN: { name: string; pune: number; nashik: number }[] = [
  { name: 'Annual return', pune: 0, nashik: 2 },
  { name: 'Form D return', pune: 2, nashik: 3 },
  { name: 'Pay monthly wages', pune: 5, nashik: 4 },
  { name: 'Professional tax return', pune: 3, nashik: 1 },
]

let t: TestContext
let acme: Workplace
let nashik: number
let date: string
/** What this test made: each assignment's name and branch. */
const made = new Map<number, { name: string; branch: number }>()

async function assignAll(place: Workplace, branchOf: (key: 'pune' | 'nashik') => number, record: boolean) {
  for (const row of PLAN)
    for (const key of ['pune', 'nashik'] as const)
      for (let i = 0; i < row[key]; i++) {
        const { assignmentId } = await place.assign({}, undefined, branchOf(key))
        await renameAssigned(assignmentId, row.name)
        if (record) made.set(assignmentId, { name: row.name, branch: branchOf(key) })
      }
}

/** The fixture names every item alike; this test's names go on the assignment's own checklist item. */
async function renameAssigned(assignmentId: number, name: string) {
  const [a] = await t.db.select().from(complianceAssignments).where(eq(complianceAssignments.id, assignmentId))
  await t.db.update(complianceItems).set({ header: name }).where(eq(complianceItems.id, a!.complianceId))
}

beforeAll(async () => {
  t = await setupTestApp()
  acme = await workplace(t, 'Acme')
  const globex = await workplace(t, 'Globex')
  nashik = await createBranch(acme, { name: 'Acme Nashik' })
  await assignAll(acme, (key) => (key === 'pune' ? acme.branchId : nashik), true)
  // Another tenant's items of the same names on the same days: never counted.
  await assignAll(globex, () => globex.branchId, false)
  const [first] = await t.db
    .select({ date: dueItems.dueDate })
    .from(dueItems)
    .where(eq(dueItems.tenantId, acme.tenantId))
    .orderBy(dueItems.dueDate)
    .limit(1)
  date = first!.date
  // Statuses of that day: two wage payments approved at Pune, one rejected at Nashik (open, so overdue with the due ones
  // once past its date), one Form D submitted.
  const ofDay = await t.db
    .select({ id: dueItems.id, assignmentId: dueItems.assignmentId })
    .from(dueItems)
    .where(and(eq(dueItems.tenantId, acme.tenantId), eq(dueItems.dueDate, date)))
    .orderBy(dueItems.id)
  const pick = (name: string, branch: number, n: number) =>
    ofDay
      .filter((i) => made.get(i.assignmentId)?.name === name && made.get(i.assignmentId)?.branch === branch)
      .slice(0, n)
      .map((i) => i.id)
  await t.db
    .update(dueItems)
    .set({ status: 'approved' })
    .where(inArray(dueItems.id, pick('Pay monthly wages', acme.branchId, 2)))
  await t.db
    .update(dueItems)
    .set({ status: 'rejected' })
    .where(inArray(dueItems.id, pick('Pay monthly wages', nashik, 1)))
  await t.db
    .update(dueItems)
    .set({ status: 'submitted' })
    .where(inArray(dueItems.id, pick('Form D return', nashik, 1)))
}, 180_000)
afterAll(() => t.close())

/** The day's groups as this test counts them from the items it made, at `branches`. */
async function expectedDay(branches: number[]) {
  const rows = await t.db
    .select({ assignmentId: dueItems.assignmentId, status: dueItems.status })
    .from(dueItems)
    .where(and(eq(dueItems.tenantId, acme.tenantId), eq(dueItems.dueDate, date)))
  const today = businessToday()
  const tally = new Map<string, { name: string; status: string; count: number }>()
  let count = 0
  for (const row of rows) {
    const { name, branch } = made.get(row.assignmentId)!
    if (!branches.includes(branch)) continue
    const status = (row.status === 'due' || row.status === 'rejected') && date < today ? 'overdue' : row.status
    const key = `${name}|${status}`
    tally.set(key, { name, status, count: (tally.get(key)?.count ?? 0) + 1 })
    count += 1
  }
  const groups = [...tally.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.status.localeCompare(b.status))
  return { count, groups }
}

async function dayAs(call: typeof acme.call, filter = ''): Promise<CalendarDay | undefined> {
  const res = await call('GET', `/graph/compliance-calendar-dates?month=${date.slice(0, 7)}${filter}`)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().data as CalendarDay[]).find((d) => d.date === date)
}

it('counts every item of the day by name and status, answers the largest groups, and leaves out an exact rest', async () => {
  const expected = await expectedDay([acme.branchId, nashik])
  expect(expected.count).toBe(20)
  expect(expected.groups.length).toBeGreaterThan(CALENDAR_GROUPS_PER_DAY)
  const day = (await dayAs(acme.call))!
  expect(day.count).toBe(expected.count)
  expect(day.groups).toEqual(expected.groups.slice(0, CALENDAR_GROUPS_PER_DAY))
  // The largest group counts items past the ten the answer names.
  expect(day.items).toHaveLength(CALENDAR_ITEMS_PER_DAY)
  expect(day.groups[0]!.count).toBeGreaterThan(
    day.items.filter((i) => i.name === day.groups[0]!.name && i.status === day.groups[0]!.status).length,
  )
  const rest = expected.groups.slice(CALENDAR_GROUPS_PER_DAY).reduce((n, g) => n + g.count, 0)
  expect(day.count - day.groups.reduce((n, g) => n + g.count, 0)).toBe(rest)
})

it('counts only the chosen branch’s items under the branch filter', async () => {
  const expected = await expectedDay([nashik])
  const day = (await dayAs(acme.call, `&branch_id=${nashik}`))!
  expect(day.count).toBe(expected.count)
  expect(day.groups).toEqual(expected.groups.slice(0, CALENDAR_GROUPS_PER_DAY))
})

it('counts only the branches a limited user sees', async () => {
  const limited = caller(t, await t.createUser(acme.tenantId, { permissions: WORKER_GRANTS, branchIds: [acme.branchId] }))
  const expected = await expectedDay([acme.branchId])
  const day = (await dayAs(limited))!
  expect(day.count).toBe(expected.count)
  expect(day.groups).toEqual(expected.groups.slice(0, CALENDAR_GROUPS_PER_DAY))
  // Asking for a branch they may not see answers nothing for it.
  expect(await dayAs(limited, `&branch_id=${nashik}`)).toBeUndefined()
})
