/**
 * The daily sweep's dated records, with a fixed clock: an agreement and an S&E
 * registration entering their 30 expiring days reach the tenant's admins once, however
 * often the sweep runs; a notice's reply and hearing dates reach its owner and the
 * admins once each, inside the owner's `days_before`, and a reply past its date once
 * more while the notice is open; a closed notice, a closed branch
 * and a deleted agreement send nothing; another tenant's admin hears nothing.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agreements, agreementTypes, branches, notificationRecipients, notifications, notices } from '../../src/db/schema'
import { SWEEP_QUEUE } from '../../src/modules/notifications/jobs'
import { workplace, type Workplace } from '../compliance/due-items-fixtures'
import { setupTestApp, type TestContext } from '../helpers'
import { createBranch, setupOrg, type Org } from '../organisation/fixtures'
import { runJob } from './run-job'

let moment = new Date('2025-11-01T02:30:00Z')
const clock = { now: () => moment }
let t: TestContext
let w: Workplace
let other: Org
beforeAll(async () => {
  t = await setupTestApp({ clock })
  w = await workplace(t, 'Acme')
  other = await setupOrg(t, 'Globex')
  await w.owner.call('POST', '/notifications/settings', { days_before: 3, times: 1, email_enabled: false, in_app_enabled: true })
})
afterAll(() => t.close())

async function sweep(day: string): Promise<void> {
  moment = new Date(`${day}T02:30:00Z`)
  await runJob(t.app, SWEEP_QUEUE)
}

/** Who heard of `module` record `id`: "key → user". */
async function reached(module: 'agreement' | 'registration' | 'notice', id: number) {
  const rows = await t.db
    .select({ key: notifications.eventKey, user: notificationRecipients.userId, title: notifications.title })
    .from(notifications)
    .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
    .where(and(eq(notifications.module, module), eq(notifications.recordId, id)))
    .orderBy(notifications.id, notificationRecipients.userId)
  return rows.map((r) => `${r.key} → ${r.user}`)
}

async function agreement(endDate: string, branchId = w.branchId): Promise<number> {
  const [type] = await t.db
    .insert(agreementTypes)
    .values({ tenantId: w.tenantId, name: `Lease ${endDate} ${branchId}` })
    .returning({ id: agreementTypes.id })
  const [row] = await t.db
    .insert(agreements)
    .values({ tenantId: w.tenantId, branchId, agreementTypeId: type!.id, startDate: '2024-01-01', endDate })
    .returning({ id: agreements.id })
  return row!.id
}

async function notice(values: { replyDueDate?: string; hearingDate?: string; closed?: boolean }): Promise<number> {
  const [row] = await t.db
    .insert(notices)
    .values({
      tenantId: w.tenantId,
      companyId: w.companyId,
      branchId: w.branchId,
      noticeType: 'Show cause',
      noticeDate: '2025-10-20',
      referenceNumber: `SC/${Math.random().toString(36).slice(2, 8)}`,
      criticality: 'high',
      status: values.closed ? 'Closed' : 'Open',
      closed: values.closed ?? false,
      ownerId: w.owner.id,
      ...values,
    })
    .returning({ id: notices.id, ref: notices.referenceNumber })
  return row!.id
}

describe('the daily sweep of dated records', () => {
  it('tells the admins once of an agreement entering its 30 expiring days, and nothing of a deleted one', async () => {
    const id = await agreement('2025-12-20')
    const deleted = await agreement('2025-12-21')
    await sweep('2025-11-19')
    expect(await reached('agreement', id)).toEqual([])
    await t.db.delete(agreements).where(eq(agreements.id, deleted))
    await sweep('2025-11-20')
    await sweep('2025-11-21')
    await sweep('2025-11-21')
    expect(await reached('agreement', id)).toEqual([`agreement:${id}:expires:2025-12-20 → ${w.admin.id}`])
    expect(await reached('agreement', deleted)).toEqual([])
    expect(
      (await w.owner.call('GET', '/notifications?unmarked=true')).json().data.some((n: { module: string }) => n.module === 'agreement'),
    ).toBe(false)
    expect((await other.call('GET', '/notifications')).json().meta.total).toBe(0)
  })

  it('tells the admins once of an S&E registration nearing expiry, and nothing for a closed branch', async () => {
    const open = await createBranch(w, { name: 'Acme Nashik', se_status: 'valid', se_validity_type: 'fixed', se_valid_until: '2026-01-10' })
    const closed = await createBranch(w, {
      name: 'Acme Thane',
      se_status: 'valid',
      se_validity_type: 'fixed',
      se_valid_until: '2026-01-10',
    })
    await t.db.update(branches).set({ status: 'closed' }).where(eq(branches.id, closed))
    await sweep('2025-12-10')
    await sweep('2025-12-11')
    expect(await reached('registration', open)).toEqual([`registration:${open}:expires:2026-01-10 → ${w.admin.id}`])
    expect(await reached('registration', closed)).toEqual([])
  })

  it("reminds the owner and the admins once of a notice's reply and hearing dates, inside days_before, and nothing once closed", async () => {
    const id = await notice({ replyDueDate: '2026-02-10', hearingDate: '2026-02-20' })
    const closedBefore = await notice({ replyDueDate: '2026-02-10' })
    await sweep('2026-02-06')
    expect(await reached('notice', id)).toEqual([])
    await t.db.update(notices).set({ closed: true, status: 'Closed' }).where(eq(notices.id, closedBefore))
    await sweep('2026-02-07')
    await sweep('2026-02-08')
    await sweep('2026-02-17')
    await sweep('2026-02-18')
    const people = [w.admin.id, w.owner.id].sort((a, b) => a - b)
    expect(await reached('notice', id)).toEqual([
      ...people.map((u) => `notice:${id}:reply_due_date:2026-02-10 → ${u}`),
      ...people.map((u) => `notice:${id}:hearing_date:2026-02-20 → ${u}`),
      // The reply was not recorded by its date and the notice is still open: told once more, once.
      ...people.map((u) => `notice:${id}:reply_due_date:2026-02-10:overdue → ${u}`),
    ])
    expect(await reached('notice', closedBefore)).toEqual([])
    const bell = (await w.owner.call('GET', '/notifications?unmarked=true')).json()
    const aboutReply = bell.data.filter((n: { record_id: number; due_date: string }) => n.record_id === id && n.due_date === '2026-02-10')
    expect(aboutReply.map((n: { module: string; content: string }) => [n.module, n.content])).toEqual([
      [
        'notice',
        expect.stringMatching(
          /^The reply to notice SC\/\w+ \(Show cause, Acme Pune\) was due on 2026-02-10 and the notice is still open\.$/,
        ),
      ],
      ['notice', expect.stringContaining('The reply of notice SC/')],
    ])
  })
})
