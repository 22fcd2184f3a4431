/**
 * The daily sweep on the scheduler with a fixed clock: `days_before` 3 and `times` 2 give
 * exactly two reminders, on the third and second day before the due date; a restart in
 * between sends none twice; two instances sweeping at once notify each person once; an
 * item approved or deleted before its reminder day gets none; an overdue item reaches
 * its owner and approver once; a submission reaches the approver and a rejection the
 * owner, once each, and a move of an item deleted before the job runs reaches no one.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessToday, notificationPath, type Notification } from '@ihrc/contract'
import type { App } from '../../src/app'
import { complianceAssignments, dueItems, notificationRecipients, notifications } from '../../src/db/schema'
import { MOVES_QUEUE, SWEEP_QUEUE } from '../../src/modules/notifications/jobs'
import { workplace, type Workplace } from '../compliance/due-items-fixtures'
import { setupTestApp, type TestContext } from '../helpers'
import { runJob } from './run-job'

let moment = new Date('2025-11-01T02:30:00Z')
const clock = { now: () => moment }
let t: TestContext
let w: Workplace
beforeAll(async () => {
  t = await setupTestApp({ clock })
  w = await workplace(t, 'Acme')
  await w.owner.call('POST', '/notifications/settings', { days_before: 3, times: 2, email_enabled: false, in_app_enabled: true })
})
afterAll(() => t.close())

/** Runs the sweep on `app` as on the morning of `day` (India). */
async function sweep(day: string, app: App = t.app): Promise<void> {
  moment = new Date(`${day}T02:30:00Z`)
  await runJob(app, SWEEP_QUEUE)
}

/** Who got a notification about due item `id`, and on which key (the day and kind). */
async function reached(id: number) {
  const rows = await t.db
    .select({ key: notifications.eventKey, user: notificationRecipients.userId })
    .from(notifications)
    .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
    .where(and(inArray(notifications.module, ['due_item', 'approval']), eq(notifications.recordId, id)))
    .orderBy(notifications.id, notificationRecipients.userId)
  return rows.map((r) => `${r.key.replace(`due_item:${id}:`, '')} → ${r.user}`)
}

/** The owner submits item `id` (complied, no proof asked) and the moves' job runs. */
async function submit(id: number): Promise<void> {
  const res = await w.owner.call('PUT', `/compliance/due/${id}`, { status: 'submitted', outcome: 'complied', complied_on: '2025-11-10' })
  expect(res.statusCode).toBe(200)
  await runJob(t.app, MOVES_QUEUE)
}

async function firstItem(): Promise<{ id: number; due: string }> {
  const { itemIds } = await w.assign({}, '2025-11-10')
  const [row] = await t.db
    .select({ id: dueItems.id, due: dueItems.dueDate })
    .from(dueItems)
    .where(inArray(dueItems.id, itemIds))
    .orderBy(dueItems.dueDate)
  return { id: row!.id, due: row!.due }
}

describe('the daily sweep', () => {
  it('reminds the owner days_before and then once more (times 2), across a restart, and never twice', async () => {
    const item = await firstItem()
    expect(item.due).toBe('2025-11-15')
    await sweep('2025-11-11')
    expect(await reached(item.id)).toEqual([])
    await sweep('2025-11-12')
    await sweep('2025-11-12')
    // A restart: another process sweeps the same day again.
    const restarted = await t.anotherInstance()
    await sweep('2025-11-12', restarted)
    await sweep('2025-11-13', restarted)
    await sweep('2025-11-14')
    expect(await reached(item.id)).toEqual([
      `remind:2025-11-12:${w.owner.id} → ${w.owner.id}`,
      `remind:2025-11-13:${w.owner.id} → ${w.owner.id}`,
    ])
    const bell = (await w.owner.call('GET', '/notifications?unmarked=true')).json()
    expect(bell.data.find((n: { record_id: number }) => n.record_id === item.id)).toMatchObject({
      title: 'Monthly wage register due on 2025-11-15',
      content: 'Monthly wage register at Acme Pune is due on 2025-11-15.',
      due_date: '2025-11-15',
    })
  })

  it("adds the assignment's own lead (Reminder days before due) to the owner's days; one reminder when they fall on the same day", async () => {
    const own = await firstItem()
    const same = await firstItem()
    const leadOf = async (id: number, days: number) => {
      const [row] = await t.db.select({ a: dueItems.assignmentId }).from(dueItems).where(eq(dueItems.id, id))
      await t.db.update(complianceAssignments).set({ reminderDaysBefore: days }).where(eq(complianceAssignments.id, row!.a))
    }
    await leadOf(own.id, 4)
    await leadOf(same.id, 3)
    for (const day of ['2025-11-10', '2025-11-11', '2025-11-12', '2025-11-13', '2025-11-14']) await sweep(day)
    expect((await reached(own.id)).filter((r) => r.startsWith('remind'))).toEqual([
      `remind:2025-11-11:${w.owner.id} → ${w.owner.id}`,
      `remind:2025-11-12:${w.owner.id} → ${w.owner.id}`,
      `remind:2025-11-13:${w.owner.id} → ${w.owner.id}`,
    ])
    expect((await reached(same.id)).filter((r) => r.startsWith('remind'))).toEqual([
      `remind:2025-11-12:${w.owner.id} → ${w.owner.id}`,
      `remind:2025-11-13:${w.owner.id} → ${w.owner.id}`,
    ])
  })

  it('tells owner and approver once of an overdue item, even when two instances sweep at the same moment', async () => {
    const item = await firstItem()
    const second = await t.anotherInstance()
    await Promise.all([sweep('2025-11-16'), sweep('2025-11-16', second)])
    await sweep('2025-11-17', second)
    const overdue = (await reached(item.id)).filter((r) => r.startsWith('overdue'))
    expect(overdue).toEqual([`overdue → ${w.owner.id}`, `overdue → ${w.approver.id}`])
    expect((await w.bystander.call('GET', '/notifications')).json().meta.total).toBe(0)
  })

  it('tells an owner who also approves once of an overdue item (one recipient row)', async () => {
    const item = await firstItem()
    const [row] = await t.db.select({ assignment: dueItems.assignmentId }).from(dueItems).where(eq(dueItems.id, item.id))
    await t.db.update(complianceAssignments).set({ approverId: w.owner.id }).where(eq(complianceAssignments.id, row!.assignment))
    await sweep('2025-11-16')
    expect((await reached(item.id)).filter((r) => r.startsWith('overdue'))).toEqual([`overdue → ${w.owner.id}`])
  })

  it('sends nothing for an item approved, or deleted, before its reminder day', async () => {
    const approved = await firstItem()
    const deleted = await firstItem()
    await t.db.update(dueItems).set({ status: 'approved' }).where(eq(dueItems.id, approved.id))
    await t.db.delete(dueItems).where(eq(dueItems.id, deleted.id))
    await sweep('2025-11-12')
    await sweep('2025-11-13')
    await sweep('2025-11-16')
    expect(await reached(approved.id)).toEqual([])
    expect(await reached(deleted.id)).toEqual([])
  })
})

describe('maker-checker moves', () => {
  it('tell the approver of a submission and the owner of a rejection with its remark, once each', async () => {
    const { itemIds } = await w.assign({ proofRequired: false }, '2025-11-10')
    const id = itemIds[0]!
    await submit(id)
    expect((await reached(id)).map((r) => r.replace(/\d+ →/, 'N →'))).toEqual([`due_item_event:N → ${w.approver.id}`])
    const rejected = await w.approver.call('PUT', `/compliance/due/${id}`, { status: 'rejected', remark: 'Wrong month on the challan' })
    expect(rejected.statusCode).toBe(200)
    await runJob(t.app, MOVES_QUEUE)
    await runJob(t.app, MOVES_QUEUE)
    const ownerList = (await w.owner.call('GET', '/notifications?module=due_item&search=rejected')).json()
    expect(ownerList.data.map((n: { content: string }) => n.content)).toEqual([
      'Monthly wage register at Acme Pune (due 2025-11-15) was rejected: Wrong month on the challan',
    ])
    const approverList = (await w.approver.call('GET', '/notifications?module=approval')).json()
    expect(approverList.data.filter((n: { record_id: number }) => n.record_id === id)).toHaveLength(1)
  })

  it('open the item where the move put it: an approval in History, a rejection in Due Compliance even when it is due months ahead', async () => {
    // Items of the coming year, as the console has them now: the next months lie beyond Due Compliance's 30 days.
    const { itemIds } = await w.assign({ proofRequired: false }, businessToday())
    const [approved, rejected] = [itemIds[1]!, itemIds[4]!]
    for (const id of [approved, rejected])
      await w.owner.call('PUT', `/compliance/due/${id}`, { status: 'submitted', outcome: 'complied', complied_on: businessToday() })
    await w.approver.call('PUT', `/compliance/due/${approved}`, { status: 'approved' })
    await w.approver.call('PUT', `/compliance/due/${rejected}`, { status: 'rejected', remark: 'Signature missing' })
    await runJob(t.app, MOVES_QUEUE)
    const mine = (await w.owner.call('GET', '/notifications?page_size=100')).json().data as Notification[]
    const about = (id: number) => mine.find((n) => n.record_id === id && n.module !== 'approval')!
    expect(about(approved)).toMatchObject({ module: 'history', title: 'Monthly wage register was approved' })
    expect(about(rejected)).toMatchObject({ module: 'due_item', title: 'Monthly wage register was rejected' })
    // The page each opens answers that one item to its owner.
    const listed = async (n: Notification) => {
      const [page, query] = notificationPath(n).split('?')
      const api = { '/history': 'compliance/history', '/due-compliance': 'compliance/due' }[page!]!
      return ((await w.owner.call('GET', `/${api}?${query}`)).json().data as { id: number }[]).map((i) => i.id)
    }
    expect(await listed(about(approved))).toEqual([approved])
    expect(await listed(about(rejected))).toEqual([rejected])
  })

  it('reach no one when the item was deleted before the job ran', async () => {
    const { itemIds } = await w.assign({ proofRequired: false }, '2025-11-10')
    const id = itemIds[0]!
    await w.owner.call('PUT', `/compliance/due/${id}`, { status: 'submitted', outcome: 'complied', complied_on: '2025-11-10' })
    await t.db.delete(dueItems).where(eq(dueItems.id, id))
    await runJob(t.app, MOVES_QUEUE)
    expect(await reached(id)).toEqual([])
  })
})

describe('kinds of event turned off', () => {
  it('an approver who turned approvals off hears of no submission, and still of an overdue item', async () => {
    const base = { days_before: 3, times: 1, email_enabled: false, in_app_enabled: true }
    await w.approver.call('POST', '/notifications/settings', { ...base, events: ['reminders'] })
    const submitted = (await w.assign({ proofRequired: false }, '2025-11-10')).itemIds[0]!
    const late = await firstItem()
    await submit(submitted)
    expect(await reached(submitted)).toEqual([])
    await sweep('2025-11-16')
    expect((await reached(late.id)).filter((r) => r.startsWith('overdue'))).toEqual([
      `overdue → ${w.owner.id}`,
      `overdue → ${w.approver.id}`,
    ])
    await w.approver.call('POST', '/notifications/settings', { ...base, events: ['reminders', 'approvals'] })
  })
})
