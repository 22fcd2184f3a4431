/**
 * Who is told of a new edit request: its tenant's administrators, and an approver limited
 * to some branches only when the record is one they see (the rule their queue reads, so
 * the link never answers them 404); never another tenant's approver or administrator.
 */
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notificationRecipients, notifications } from '../../src/db/schema'
import { MOVES_QUEUE } from '../../src/modules/notifications/jobs'
import type { TestContext, TestUser } from '../helpers'
import { caller, createBranch, twoTenants, type Org } from '../organisation/fixtures'
import { runJob } from './run-job'

const APPROVER = ['company.edit_permission:list', 'company.edit_permission:edit', 'company.branch:list', 'company.company:list']

let t: TestContext, org: Org, other: Org
let north: number, south: number, southCompany: number
let northApprover: TestUser, southApprover: TestUser, elsewhere: TestUser

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  const company = await org.call('POST', '/company', { group_id: org.groupId, name: 'Southern Works' })
  expect(company.statusCode, company.body).toBe(201)
  southCompany = company.json().data.id
  north = await createBranch(org, { name: 'North Office' })
  south = await createBranch(org, { name: 'South Office', company_id: southCompany })
  northApprover = await t.createUser(org.tenantId, { branchIds: [north], permissions: APPROVER })
  southApprover = await t.createUser(org.tenantId, { branchIds: [south], permissions: APPROVER })
  elsewhere = await t.createUser(other.tenantId, { permissions: APPROVER })
})
afterAll(() => t?.close())

/** A request raised through HTTP by a clerk of both branches; its id. */
async function ask(record_type: string, record_id: number, name: string) {
  const clerk = await t.createUser(org.tenantId, {
    branchIds: [north, south],
    permissions: ['company.company:create', 'company.branch:create'],
  })
  const res = await caller(t, clerk)('POST', '/company/request-edit', {
    record_type,
    record_id,
    reason: 'Renamed',
    proposed_changes: { name },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id as number
}

/** The users the request's notification reached. */
async function told(id: number) {
  const rows = await t.db
    .select({ user: notificationRecipients.userId })
    .from(notifications)
    .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
    .where(like(notifications.eventKey, `edit_request:${id}:made`))
  return rows.map((r) => r.user).sort((a, b) => a - b)
}

it('tells the admin and the approvers who see the record, and each opens it; not the other branch, not another tenant', async () => {
  const onNorth = await ask('branch', north, 'North Office New')
  const onSouth = await ask('branch', south, 'South Office New')
  const onSouthCompany = await ask('company', southCompany, 'Southern Works New')
  await runJob(t.app, MOVES_QUEUE)

  const byId = (users: TestUser[]) => users.map((u) => u.id).sort((a, b) => a - b)
  expect(await told(onNorth)).toEqual(byId([org.admin, northApprover]))
  expect(await told(onSouth)).toEqual(byId([org.admin, southApprover]))
  // The company is seen through a branch of it: the south approver's, not the north one's.
  expect(await told(onSouthCompany)).toEqual(byId([org.admin, southApprover]))
  for (const id of [onNorth, onSouth, onSouthCompany]) {
    expect(await told(id)).not.toContain(other.admin.id)
    expect(await told(id)).not.toContain(elsewhere.id)
  }

  // Every notification a limited approver got opens its request.
  for (const [approver, ids] of [
    [northApprover, [onNorth]],
    [southApprover, [onSouth, onSouthCompany]],
  ] as const) {
    const inbox = await caller(t, approver)('GET', '/notifications?module=edit_request&page_size=100')
    expect(inbox.statusCode, inbox.body).toBe(200)
    const opened = (inbox.json().data as { record_id: number }[]).map((n) => n.record_id).sort((a, b) => a - b)
    expect(opened).toEqual([...ids].sort((a, b) => a - b))
    for (const id of ids) expect((await caller(t, approver)('GET', `/company/edit-request-details/${id}`)).statusCode).toBe(200)
  }
})
