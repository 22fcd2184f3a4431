/**
 * Edit requests notify once each: a new request reaches its deciders (administrators and
 * holders of Edit on the type's approver menu, by their own or their designation's
 * grants; not the requester, not a View-only holder, not an auditor, not a disabled
 * administrator), and its outcome reaches the requester, whatever runs the job how often.
 */
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { editRequests, notificationRecipients, notifications } from '../../src/db/schema'
import { MOVES_QUEUE } from '../../src/modules/notifications/jobs'
import type { TestContext, TestUser } from '../helpers'
import { setupTestApp } from '../helpers'
import { createBranch, setupOrg, type Org } from '../organisation/fixtures'
import { runJob } from './run-job'

let t: TestContext
let org: Org, other: Org
let requester: TestUser, granted: TestUser, byRole: TestUser, viewer: TestUser, auditor: TestUser, disabled: TestUser

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
  requester = await t.createUser(org.tenantId, { permissions: ['company.branch:create'], name: 'Rita Requester' })
  granted = await t.createUser(org.tenantId, { permissions: ['company.edit_permission:edit'] })
  const role = await t.createRole(org.tenantId, { name: 'Approvers', permissions: ['company.edit_permission:edit'] })
  byRole = await t.createUser(org.tenantId, { roleId: role.id })
  viewer = await t.createUser(org.tenantId, { permissions: ['company.edit_permission:list'] })
  auditor = await t.createUser(org.tenantId, { type: 'auditor', permissions: ['company.edit_permission:edit'] })
  disabled = await t.createUser(org.tenantId, { type: 'admin', status: 'disabled' })
})
afterAll(() => t.close())

it("reaches the request's deciders once, then its outcome the requester once", async () => {
  const branchId = await createBranch(org)
  const [request] = await t.db
    .insert(editRequests)
    .values({
      tenantId: org.tenantId,
      recordType: 'branch',
      recordId: branchId,
      requestedBy: requester.id,
      reason: 'Head count was entered wrong',
      proposedChanges: { head_count: 40 },
    })
    .returning({ id: editRequests.id })
  const id = request!.id
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
