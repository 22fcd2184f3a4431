/**
 * Edit requests notify once each: a new request reaches its deciders (administrators, and
 * holders of Edit on the type's approver menu who see the record, by their own or their designation's
 * grants; not the requester, not a View-only holder, not an auditor, not a disabled
 * administrator), and its outcome reaches the requester, whatever runs the job how often.
 * Each carries the edited record's type: a notice request opens the notice queue, and an
 * outcome the record itself, which the requester may open (the queue they may not).
 */
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notificationPath, type Notification } from '@ihrc/contract'
import { editRequests, notices, notificationRecipients, notifications } from '../../src/db/schema'
import { MOVES_QUEUE } from '../../src/modules/notifications/jobs'
import type { TestContext, TestUser } from '../helpers'
import { setupTestApp } from '../helpers'
import { caller, createBranch, setupOrg, type Org } from '../organisation/fixtures'
import { runJob } from './run-job'

let t: TestContext
let org: Org, other: Org
let requester: TestUser, granted: TestUser, byRole: TestUser, viewer: TestUser, auditor: TestUser, disabled: TestUser
/** The branch the limited deciders hold: they are told of requests on it (edit-request-recipients.test.ts). */
let deciders: number

async function heard(id: number) {
  const rows = await t.db
    .select({ key: notifications.eventKey, user: notificationRecipients.userId, title: notifications.title })
    .from(notifications)
    .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
    .where(like(notifications.eventKey, `edit_request:${id}:%`))
    .orderBy(notifications.id, notificationRecipients.userId)
  return rows.map((r) => `${r.key.replace(`edit_request:${id}:`, '')} → ${r.user}`)
}

beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Acme')
  other = await setupOrg(t, 'Globex')
  deciders = await createBranch(org)
  const branchIds = [deciders]
  requester = await t.createUser(org.tenantId, { permissions: ['company.branch:create'], name: 'Rita Requester', branchIds })
  granted = await t.createUser(org.tenantId, { permissions: ['company.edit_permission:edit'], branchIds })
  const role = await t.createRole(org.tenantId, { name: 'Approvers', permissions: ['company.edit_permission:edit'] })
  byRole = await t.createUser(org.tenantId, { roleId: role.id, branchIds })
  viewer = await t.createUser(org.tenantId, { permissions: ['company.edit_permission:list'], branchIds })
  auditor = await t.createUser(org.tenantId, { type: 'auditor', permissions: ['company.edit_permission:edit'], branchIds })
  disabled = await t.createUser(org.tenantId, { type: 'admin', status: 'disabled' })
})
afterAll(() => t.close())

/** A pending edit request of `requestedBy` to change record `recordType` `recordId`, written as the flow writes it. */
async function requestEdit(
  recordType: string,
  recordId: number,
  requestedBy: number,
  reason: string,
  proposedChanges: Record<string, unknown>,
) {
  const [row] = await t.db
    .insert(editRequests)
    .values({ tenantId: org.tenantId, recordType, recordId, requestedBy, reason, proposedChanges })
    .returning({ id: editRequests.id })
  return row!.id
}

it("reaches the request's deciders once, then its outcome the requester once", async () => {
  const id = await requestEdit('branch', deciders, requester.id, 'Head count was entered wrong', { head_count: 40 })
  await runJob(t.app, MOVES_QUEUE)
  await runJob(t.app, MOVES_QUEUE)
  expect(await heard(id)).toEqual([`made → ${org.admin.id}`, `made → ${granted.id}`, `made → ${byRole.id}`])
  for (const nobody of [requester, viewer, auditor, disabled]) expect(await heard(id)).not.toContain(`made → ${nobody.id}`)
  const [made] = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.eventKey, `edit_request:${id}:made`))
  expect(made).toMatchObject({
    module: 'edit_request',
    recordId: id,
    title: 'Edit request for a branch awaits your decision',
    content: 'Rita Requester asks to change a branch: Head count was entered wrong',
  })

  await t.db
    .update(editRequests)
    .set({ status: 'rejected', decidedBy: org.admin.id, decidedAt: new Date(), remark: 'Attach the register first' })
    .where(eq(editRequests.id, id))
  await runJob(t.app, MOVES_QUEUE)
  await runJob(t.app, MOVES_QUEUE)
  expect((await heard(id)).filter((k) => !k.startsWith('made'))).toEqual([`rejected → ${requester.id}`])
  const [outcome] = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.eventKey, `edit_request:${id}:rejected`))
  expect(outcome!.content).toBe('Your request to change a branch (Head count was entered wrong) was rejected: Attach the register first')
  const theirs = await t.db.select().from(notifications).where(eq(notifications.tenantId, other.tenantId))
  expect(theirs).toEqual([])
})

/** The caller's notification of `module`, and the path it opens split into the page and its query. */
async function linkOf(user: TestUser, module: Notification['module']) {
  const mine = (await caller(t, user)('GET', `/notifications?module=${module}&page_size=100`)).json().data as Notification[]
  expect(mine).toHaveLength(1)
  return { notification: mine[0]!, path: notificationPath(mine[0]!) }
}

async function decide(id: number, status: 'approved' | 'rejected') {
  await t.db.update(editRequests).set({ status, decidedBy: org.admin.id, decidedAt: new Date() }).where(eq(editRequests.id, id))
  await runJob(t.app, MOVES_QUEUE)
}

it('a notice request opens the notice queue with that request, and its outcome the notice itself for the requester', async () => {
  const branchId = await createBranch(org)
  const [notice] = await t.db
    .insert(notices)
    .values({
      tenantId: org.tenantId,
      companyId: org.companyId,
      branchId,
      noticeType: 'Show cause',
      noticeDate: '2025-10-20',
      referenceNumber: 'SC/77',
      criticality: 'high',
      status: 'Open',
    })
    .returning({ id: notices.id })
  const noticeClerk = await t.createUser(org.tenantId, { permissions: ['remittance.notice_tracker:create'], branchIds: [branchId] })
  // A decider limited to some branches reads the requests on notices of theirs (edit-request-scope.test.ts).
  const noticeDecider = await t.createUser(org.tenantId, { permissions: ['settings.notice_edit_permission:edit'], branchIds: [branchId] })
  const request = await requestEdit('notice', notice!.id, noticeClerk.id, 'Reply date misread', { reply_due_date: '2025-11-30' })
  await runJob(t.app, MOVES_QUEUE)
  const asked = await linkOf(noticeDecider, 'edit_request')
  expect(asked.notification).toMatchObject({ record_id: request, record_type: 'notice' })
  expect(asked.path).toBe(`/notice-edit-permission?tab=history&id=${request}`)
  const queue = (await caller(t, noticeDecider)('GET', `/noticetracker/edit-history?id=${request}`)).json()
  expect(queue.data.map((r: { id: number }) => r.id)).toEqual([request])

  await decide(request, 'approved')
  const answered = await linkOf(noticeClerk, 'edit_outcome')
  expect(answered.notification).toMatchObject({
    record_id: notice!.id,
    record_type: 'notice',
    title: 'Your edit request for a notice was approved',
  })
  expect(answered.path).toBe(`/notice-tracker/${notice!.id}`)
  expect((await caller(t, noticeClerk)('GET', `/noticetracker/${notice!.id}`)).statusCode).toBe(200)
})

it("an outcome opens the record's list narrowed to it, for a requester who may not open the Edit Permission queue", async () => {
  const branchId = await createBranch(org, { name: 'Acme Nashik' })
  await createBranch(org, { name: 'Acme Thane' })
  const clerk = await t.createUser(org.tenantId, { permissions: ['company.branch:create'], branchIds: [branchId] })
  const request = await requestEdit('branch', branchId, clerk.id, 'Opening date wrong', { opening_date: '2020-01-01' })
  await runJob(t.app, MOVES_QUEUE)
  await decide(request, 'rejected')
  const answered = await linkOf(clerk, 'edit_outcome')
  expect(answered.notification).toMatchObject({ record_id: branchId, record_type: 'branch' })
  expect(answered.path).toBe(`/group-company-setup/branch?id=${branchId}`)
  const call = caller(t, clerk)
  expect((await call('GET', `/branch?id=${branchId}`)).json().data.map((b: { id: number }) => b.id)).toEqual([branchId])
  // Where the outcome led before: the approvers' queue, closed to the requester.
  expect((await call('GET', `/company/trackerTimeline?id=${request}`)).statusCode).toBe(403)
})
