/**
 * The dashboard's action cards over HTTP (issue 24): each figure equals what this test
 * tallies from the rows it planted; a branch-limited user counts only their branches;
 * owner and approver each see their own; another tenant's rows never count; a figure
 * whose menu the caller lacks is null, and a caller with none of the menus gets 403.
 */
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { addDays } from '../../src/lib/civil-date'
import { today } from '../../src/lib/crud'
import { dueItems, notices } from '../../src/db/schema'
import { setupTestApp, type TestContext } from '../helpers'
import { workplace, type Workplace } from '../compliance/due-items-fixtures'
import { caller, createBranch } from '../organisation/fixtures'

let t: TestContext
let acme: Workplace
let globex: Workplace
const day = today()

/** Every item of the tenant due in a month, then the planted ones: ids in order of `dates`. */
async function plant(w: Workplace, branch: number, plan: { due: string; status: 'due' | 'submitted' | 'rejected' | 'approved' }[]) {
  const { itemIds } = await w.assign({}, '2025-11-10', branch)
  await t.db
    .update(dueItems)
    .set({ dueDate: addDays(day, 40) })
    .where(inArray(dueItems.id, itemIds))
  for (const [i, p] of plan.entries())
    await t.db.update(dueItems).set({ dueDate: p.due, status: p.status }).where(eq(dueItems.id, itemIds[i]!))
}

async function notice(w: Workplace, dates: { reply?: string; hearing?: string; closed?: boolean }) {
  await t.db.insert(notices).values({
    tenantId: w.tenantId,
    companyId: w.companyId,
    branchId: w.branchId,
    noticeType: 'Inspection',
    noticeDate: addDays(day, -20),
    referenceNumber: `REF-${Math.random()}`,
    criticality: 'High',
    status: dates.closed ? 'Closed' : 'Open',
    closed: dates.closed ?? false,
    replyDueDate: dates.reply ?? null,
    hearingDate: dates.hearing ?? null,
  })
}

beforeAll(async () => {
  t = await setupTestApp()
  acme = await workplace(t, 'Acme')
  globex = await workplace(t, 'Globex')
  const mumbai = await createBranch(acme, { name: 'Acme Mumbai' })
  await plant(acme, acme.branchId, [
    { due: addDays(day, -3), status: 'due' },
    { due: addDays(day, -1), status: 'rejected' },
    { due: addDays(day, 2), status: 'due' },
    { due: addDays(day, 7), status: 'due' },
    { due: addDays(day, 8), status: 'due' },
    { due: addDays(day, -5), status: 'submitted' },
    { due: addDays(day, -9), status: 'approved' },
  ])
  await plant(acme, mumbai, [{ due: addDays(day, -2), status: 'due' }])
  await plant(globex, globex.branchId, [
    { due: addDays(day, -3), status: 'due' },
    { due: addDays(day, 1), status: 'due' },
    { due: addDays(day, -1), status: 'submitted' },
  ])
  await notice(acme, { reply: addDays(day, 3) })
  await notice(acme, { hearing: addDays(day, -1) })
  await notice(acme, { reply: addDays(day, 20) })
  await notice(acme, { reply: addDays(day, 1), closed: true })
  await notice(globex, { reply: addDays(day, 1) })
})
afterAll(() => t.close())

/** The tenant's items tallied here, as the lists read them (overdue: open and past its date). */
async function tally(w: Workplace, branchIds: number[] | null) {
  const rows = (await t.db.select().from(dueItems).where(eq(dueItems.tenantId, w.tenantId))).filter(
    (r) => branchIds === null || branchIds.includes(r.branchId),
  )
  return {
    overdue: rows.filter((r) => (r.status === 'due' || r.status === 'rejected') && r.dueDate < day).length,
    submitted: rows.filter((r) => r.status === 'submitted').length,
    soon: rows.filter((r) => r.status === 'due' && r.dueDate >= day && r.dueDate <= addDays(day, 7)).length,
  }
}

async function summary(call: Workplace['call']) {
  const res = await call('GET', '/graph/action-summary')
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

it('counts the admin’s tenant: overdue over every branch, notices needing attention, no other tenant', async () => {
  const expected = await tally(acme, null)
  expect(expected.overdue).toBe(3)
  const data = await summary(acme.call)
  expect(data.overdue).toBe(expected.overdue)
  // The admin is neither owner nor approver of any item.
  expect(data.awaiting_my_approval).toBe(0)
  expect(data.my_due_soon).toBe(0)
  expect(data.notices_attention).toBe(2)
  expect(data.missing.map((m: { family: string }) => m.family).sort()).toEqual(['esi', 'lwf', 'pf', 'pfiw', 'ptec', 'ptrc'].sort())
  expect(data.exposure).toEqual({ total: 0, families: expect.any(Array), companies: [] })
})

it('gives the owner their items due in the next days, and the approver what awaits them, in their branches only', async () => {
  const mine = await tally(acme, [acme.branchId])
  const owner = await summary(acme.owner.call)
  expect(owner).toMatchObject({ overdue: mine.overdue, my_due_soon: mine.soon, awaiting_my_approval: 0 })
  expect(mine).toEqual({ overdue: 2, submitted: 1, soon: 2 })
  const approver = await summary(acme.approver.call)
  expect(approver).toMatchObject({ overdue: 2, my_due_soon: 0, awaiting_my_approval: mine.submitted })
  // Without a tracker or notice menu: no such figure.
  expect(owner).toMatchObject({ notices_attention: null, missing: [], exposure: null })
})

it('answers only the figures of the menus the caller holds, and 403 with none of them', async () => {
  const pfOnly = caller(t, await t.createUser(acme.tenantId, { permissions: ['remittance.pf_tracker:list'] }))
  const pf = await summary(pfOnly)
  expect(pf).toMatchObject({ overdue: null, awaiting_my_approval: null, my_due_soon: null, notices_attention: null })
  expect(pf.missing.map((m: { family: string }) => m.family)).toEqual(['pf'])
  expect(pf.exposure.families.map((f: { family: string }) => f.family)).toEqual(['pf'])

  const noticesOnly = caller(
    t,
    await t.createUser(acme.tenantId, { permissions: ['remittance.notice_tracker:list'], branchIds: [acme.branchId] }),
  )
  expect(await summary(noticesOnly)).toMatchObject({ overdue: null, notices_attention: 2, missing: [], exposure: null })

  // Due Compliance without Status: the overdue and my-due figures, not the approvals (their list is Status).
  const dueOnly = caller(t, await t.createUser(acme.tenantId, { permissions: ['audit.due_compliance:list'], branchIds: [acme.branchId] }))
  expect(await summary(dueOnly)).toMatchObject({ overdue: 2, my_due_soon: 0, awaiting_my_approval: null, notices_attention: null })

  const branchesOnly = caller(t, await t.createUser(acme.tenantId, { permissions: ['company.branch:list'] }))
  expect((await branchesOnly('GET', '/graph/action-summary')).statusCode).toBe(403)
  expect((await caller(t, null)('GET', '/graph/action-summary')).statusCode).toBe(401)
})

/** How many rows the list behind a card holds, opened as the card's link opens it. */
async function listed(call: Workplace['call'], url: string) {
  const res = await call('GET', url)
  expect(res.statusCode, res.body).toBe(200)
  return { total: res.json().meta.total as number, ids: (res.json().data as { id: number }[]).map((r) => r.id) }
}

it('opens each card’s list holding exactly what the card counts: mine from the token, never another user’s', async () => {
  const mine = await tally(acme, [acme.branchId])
  const owner = await summary(acme.owner.call)
  const soon = await listed(acme.owner.call, '/compliance/due?owner=me&data_status=due&within_days=7')
  expect(soon.total).toBe(mine.soon)
  expect(owner.my_due_soon).toBe(soon.total)
  const overdue = await listed(acme.owner.call, '/compliance/due?data_status=overdue')
  expect(overdue.total).toBe(mine.overdue)
  expect(owner.overdue).toBe(overdue.total)

  const approver = await summary(acme.approver.call)
  const awaiting = await listed(acme.approver.call, '/compliance/data?data_status=submitted&approver=me')
  expect(awaiting.total).toBe(mine.submitted)
  expect(approver.awaiting_my_approval).toBe(awaiting.total)

  // Someone with the same menus is neither owner nor approver: their "mine" is empty, the owner's items never show.
  expect((await listed(acme.bystander.call, '/compliance/due?owner=me&within_days=366')).total).toBe(0)
  expect((await listed(acme.bystander.call, '/compliance/data?approver=me')).total).toBe(0)
  // The owner's own list excludes what only the approver holds.
  expect((await listed(acme.owner.call, '/compliance/data?approver=me')).total).toBe(0)
  // "me" is the only value: an id in the URL is refused.
  expect((await acme.owner.call('GET', `/compliance/due?owner=${acme.approver.id}`)).statusCode).toBe(400)
})
