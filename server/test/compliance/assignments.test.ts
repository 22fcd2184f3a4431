/**
 * Assigning items to branches (Recommended Checklist) and the assigned list with its
 * bulk changes (Assigned Checklist): all or nothing, tenant and branch isolation, the
 * owner and approver rule, the audit trail and the due items' seam.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, complianceAssignments } from '../../src/db/schema'
import { OWNER_IS_APPROVER } from '@ihrc/contract'
import { onAssigned, type AssignedHook } from '../../src/modules/compliance'
import type { TestContext, TestUser } from '../helpers'
import { caller, createBranch, twoTenants, type Org } from '../organisation/fixtures'
import { WORKER_GRANTS } from './due-items-fixtures'
import { branchIn, customItemBody, libraryId, recommended } from './fixtures'

let t: TestContext, org: Org, other: Org
let pune: number, ballari: number, otherBranch: number
let items: number[]
let owner: TestUser, approver: TestUser
beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  pune = await createBranch(org, { name: 'Pune Office', head_count: 40 })
  ballari = await branchIn(t, org, 'Karnataka', 'Ballari', { name: 'Ballari Office', head_count: 40 })
  otherBranch = await createBranch(other, { name: 'Outsider Office' })
  items = await Promise.all(['PF-ECR', 'ESI-CONTRIBUTION', 'POSH-ICC'].map((c) => libraryId(t, c)))
  owner = await t.createUser(org.tenantId, { name: 'Olga Owner', permissions: WORKER_GRANTS, branchIds: [pune, ballari] })
  approver = await t.createUser(org.tenantId, { name: 'Arun Approver', permissions: WORKER_GRANTS, branchIds: [pune, ballari] })
})
afterAll(() => t.close())

const assignmentsOf = (tenantId: number) => t.db.select().from(complianceAssignments).where(eq(complianceAssignments.tenantId, tenantId))
const assignBody = (overrides: Record<string, unknown> = {}) => ({
  branch_ids: [pune],
  compliance_ids: items,
  owner_id: owner.id,
  approver_id: approver.id,
  ...overrides,
})

/** Test hooks pushed into onAssigned are removed after each test. */
const pushed: AssignedHook[] = []
function hook(h: AssignedHook) {
  onAssigned.push(h)
  pushed.push(h)
}
afterEach(() => {
  for (const h of pushed.splice(0)) onAssigned.splice(onAssigned.indexOf(h), 1)
})

describe('assign (POST compliance)', () => {
  it('refuses the whole call when one item is unknown, naming it, and writes nothing', async () => {
    const res = await org.call('POST', '/compliance', assignBody({ compliance_ids: [...items, 2_000_000_000] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message.compliance_ids).toEqual(['Compliance item 2000000000 not found'])
    expect(await assignmentsOf(org.tenantId)).toEqual([])
  })

  it('another tenant’s branch is an unknown branch: 400 naming it, nothing written', async () => {
    const res = await org.call('POST', '/compliance', assignBody({ branch_ids: [pune, otherBranch] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message.branch_ids).toEqual([`Branch ${otherBranch} not found`])
    expect(await assignmentsOf(org.tenantId)).toEqual([])
    expect(await assignmentsOf(other.tenantId)).toEqual([])
  })

  it('refuses an owner of another tenant, an auditor approver, and people without access to the branch', async () => {
    const auditor = await t.createUser(org.tenantId, {
      name: 'Ada Auditor',
      type: 'auditor',
      permissions: WORKER_GRANTS,
      branchIds: [pune],
    })
    const puneOnly = await t.createUser(org.tenantId, { name: 'Pia Pune', permissions: WORKER_GRANTS, branchIds: [pune] })
    const res = await org.call('POST', '/compliance', assignBody({ owner_id: other.admin.id, approver_id: auditor.id }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({
      owner_id: [`Owner ${other.admin.id} is not an active user who can act`],
      approver_id: ['Approver Ada Auditor is not an active user who can act'],
    })
    const noAccess = await org.call('POST', '/compliance', assignBody({ branch_ids: [pune, ballari], owner_id: puneOnly.id }))
    expect(noAccess.json().message).toEqual({ owner_id: ['Owner Pia Pune has no access to "Ballari Office"'] })
    expect(await assignmentsOf(org.tenantId)).toEqual([])
  })

  it('refuses people who could not open the work: an owner without Due Compliance edit, an approver without Status edit', async () => {
    const viewer = await t.createUser(org.tenantId, { name: 'Vic Viewer', permissions: ['audit.due_compliance:list'], branchIds: [pune] })
    const swapped = await t.createUser(org.tenantId, { name: 'Sam Swapped', permissions: ['audit.due_compliance:edit'], branchIds: [pune] })
    const res = await org.call('POST', '/compliance', assignBody({ owner_id: viewer.id, approver_id: swapped.id }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({
      owner_id: [
        'Owner Vic Viewer needs the permission Audit Checklist / Due Compliance: Edit (give it in Designation or User Access Permission)',
      ],
      approver_id: [
        'Approver Sam Swapped needs the permission Audit Checklist / Status: Edit (give it in Designation or User Access Permission)',
      ],
    })
    // The grant may come from the designation: then they can act.
    const role = await t.createRole(org.tenantId, { permissions: ['audit.status:edit'] })
    const checker = await t.createUser(org.tenantId, { name: 'Cara Checker', roleId: role.id, branchIds: [pune] })
    const offered = (await org.call('GET', `/compliance/assignees?branch_ids=${pune}`)).json().data
    expect(offered.approver_id).toContainEqual({ id: checker.id, name: 'Cara Checker' })
    expect(offered.owner_id).not.toContainEqual({ id: checker.id, name: 'Cara Checker' })
    expect(await assignmentsOf(org.tenantId)).toEqual([])
  })

  it('refuses one person as both owner and approver (maker = checker), naming approver_id, nothing written', async () => {
    const res = await org.call('POST', '/compliance', assignBody({ approver_id: owner.id }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({ approver_id: [OWNER_IS_APPROVER] })
    const admin = await org.call('POST', '/compliance', assignBody({ owner_id: org.admin.id, approver_id: org.admin.id }))
    expect(admin.json().message).toEqual({ approver_id: [OWNER_IS_APPROVER] })
    expect(await assignmentsOf(org.tenantId)).toEqual([])
  })

  it('another tenant’s custom item is an unknown item: 400 naming it, nothing written', async () => {
    const theirs = await other.call('POST', '/compliance/custom', customItemBody(other.stateId, 1))
    expect(theirs.statusCode).toBe(201)
    const res = await org.call('POST', '/compliance', assignBody({ compliance_ids: [theirs.json().data.id] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message.compliance_ids).toEqual([`Compliance item ${theirs.json().data.id} not found`])
    expect(await assignmentsOf(org.tenantId)).toEqual([])
  })

  it('an item that has ended cannot be assigned', async () => {
    const ended = await libraryId(t, 'PW-WAGE-PAYMENT')
    const res = await org.call('POST', '/compliance', assignBody({ compliance_ids: [ended] }))
    expect(res.json().message.compliance_ids).toEqual(['PW-WAGE-PAYMENT is no longer in force'])
  })

  it('a failing due-items hook undoes the whole assignment', async () => {
    hook(async () => {
      throw new Error('due items failed')
    })
    const res = await org.call('POST', '/compliance', assignBody())
    expect(res.statusCode).toBe(500)
    expect(await assignmentsOf(org.tenantId)).toEqual([])
  })

  it('assigns every branch × item, hands the new ids to onAssigned in its transaction, and skips pairs already assigned', async () => {
    const seen: number[][] = []
    hook(async (tx, ids, today) => {
      const rows = await tx.select().from(complianceAssignments).where(inArray(complianceAssignments.id, ids))
      expect(rows).toHaveLength(ids.length)
      expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      seen.push(ids)
    })
    const first = await org.call('POST', '/compliance', assignBody({ branch_ids: [pune, ballari], reminder_days_before: 5 }))
    expect(first.statusCode).toBe(201)
    expect(first.json().data.created).toHaveLength(6)
    expect(first.json().data.skipped).toBe(0)
    expect(seen).toEqual([first.json().data.created])

    const again = await org.call('POST', '/compliance', assignBody({ branch_ids: [pune, ballari] }))
    expect(again.json().data).toEqual({ created: [], skipped: 6 })
    expect(seen).toHaveLength(1)
    const stored = await assignmentsOf(org.tenantId)
    expect(stored).toHaveLength(6)
    expect(stored.every((a) => a.reminderDaysBefore === 5 && a.active)).toBe(true)
    const trail = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, org.tenantId), eq(auditEntries.resource, 'compliance'), eq(auditEntries.action, 'create')))
    expect(trail).toHaveLength(6)
  })

  it('recommend leaves out what is assigned to the branch', async () => {
    const codes = (await recommended(org, pune)).map((i) => i.code)
    expect(codes).not.toContain('PF-ECR')
    expect(codes).not.toContain('POSH-ICC')
    expect(codes).toContain('PT-RC-MH')
  })

  it('recommend: a branch outside a limited user’s branches is a 404', async () => {
    const puneOnly = await t.createUser(org.tenantId, { permissions: ['audit.recommended_checklist:list'], branchIds: [pune] })
    expect((await caller(t, puneOnly)('GET', `/compliance/recommend?branch_id=${pune}`)).statusCode).toBe(200)
    expect((await caller(t, puneOnly)('GET', `/compliance/recommend?branch_id=${ballari}`)).statusCode).toBe(404)
  })

  it('recommend: another tenant’s branch is a 404; without the menu a 403', async () => {
    expect((await org.call('GET', `/compliance/recommend?branch_id=${otherBranch}`)).statusCode).toBe(404)
    const listOnly = await t.createUser(org.tenantId, { permissions: ['audit.assigned_checklist:list'], branchIds: [pune] })
    expect((await caller(t, listOnly)('GET', `/compliance/recommend?branch_id=${pune}`)).statusCode).toBe(403)
    expect((await caller(t, listOnly)('POST', '/compliance', assignBody())).statusCode).toBe(403)
  })
})

describe('who the Assign dialogs offer (GET compliance/assignees)', () => {
  it('lists as owners and approvers only the people who can act on every chosen branch, admins included', async () => {
    const puneOwner = await t.createUser(org.tenantId, {
      name: 'Pallavi Pune',
      permissions: ['audit.due_compliance:edit'],
      branchIds: [pune],
    })
    const viewer = await t.createUser(org.tenantId, {
      name: 'Vikram Viewer',
      permissions: ['audit.status:list'],
      branchIds: [pune, ballari],
    })
    const gone = await t.createUser(org.tenantId, { name: 'Gita Gone', permissions: WORKER_GRANTS, branchIds: [pune], status: 'suspended' })
    const names = (refs: { name: string }[]) => refs.map((r) => r.name)
    const both = await org.call('GET', `/compliance/assignees?branch_ids=${pune},${ballari}`)
    expect(both.statusCode, both.body).toBe(200)
    expect(names(both.json().data.owner_id)).toEqual(['Arun Approver', 'Olga Owner', 'Test Admin'])
    expect(names(both.json().data.approver_id)).toEqual(['Arun Approver', 'Olga Owner', 'Test Admin'])
    const puneOnly = (await org.call('GET', `/compliance/assignees?branch_ids=${pune}`)).json().data
    expect(names(puneOnly.owner_id)).toContain('Pallavi Pune')
    expect(names(puneOnly.approver_id)).not.toContain('Pallavi Pune')
    for (const who of [viewer, gone]) expect(JSON.stringify(puneOnly)).not.toContain(`"id":${who.id},`)
    // Before any branch is chosen (Custom Checklist's dialog): whoever holds the grant.
    const none = await org.call('GET', '/compliance/assignees')
    expect(none.statusCode, none.body).toBe(200)
    expect(names(none.json().data.owner_id)).toEqual(expect.arrayContaining(['Olga Owner', 'Pallavi Pune', 'Test Admin']))
    expect(puneOwner.id).toBeGreaterThan(0)
  })

  it("another tenant's branch, or one outside a limited caller's branches, is a 404; without the menus a 403", async () => {
    expect((await org.call('GET', `/compliance/assignees?branch_ids=${pune},${otherBranch}`)).statusCode).toBe(404)
    const puneAssigner = await t.createUser(org.tenantId, { permissions: ['audit.recommended_checklist:list'], branchIds: [pune] })
    const call = caller(t, puneAssigner)
    expect((await call('GET', `/compliance/assignees?branch_ids=${pune}`)).statusCode).toBe(200)
    expect((await call('GET', `/compliance/assignees?branch_ids=${ballari}`)).statusCode).toBe(404)
    const nobody = await t.createUser(org.tenantId, { permissions: ['audit.due_compliance:edit'], branchIds: [pune] })
    expect((await caller(t, nobody)('GET', `/compliance/assignees?branch_ids=${pune}`)).statusCode).toBe(403)
    expect((await org.call('GET', '/compliance/assignees?branch_ids=abc')).statusCode).toBe(400)
  })
})

describe('the assigned list (GET compliance)', () => {
  it('lists with names and the effective frequency, filtered by branch, act, frequency and search', async () => {
    const byBranch = (await org.call('GET', `/compliance?branch_id=${ballari}`)).json()
    expect(byBranch.meta.total).toBe(3)
    expect(byBranch.data[0]).toMatchObject({
      branch_name: 'Ballari Office',
      state_name: 'Karnataka',
      owner_name: 'Olga Owner',
      approver_name: 'Arun Approver',
    })
    const posh = (await org.call('GET', '/compliance?search=Internal%20Committee')).json()
    expect(posh.data.map((a: { code: string }) => a.code)).toEqual(['POSH-ICC', 'POSH-ICC'])
    const monthly = (await org.call('GET', '/compliance?frequency=monthly')).json()
    expect(monthly.meta.total).toBe(4)
    const esi = (await org.call('GET', `/compliance?act=${encodeURIComponent("Employees' State Insurance Act, 1948")}`)).json()
    expect(esi.meta.total).toBe(2)
  })

  it('a user limited to one branch sees only that branch’s assignments', async () => {
    const puneHr = await t.createUser(org.tenantId, { permissions: ['audit.assigned_checklist:list'], branchIds: [pune] })
    const res = (await caller(t, puneHr)('GET', '/compliance')).json()
    expect(res.meta.total).toBe(3)
    expect(new Set(res.data.map((a: { branch_id: number }) => a.branch_id))).toEqual(new Set([pune]))
  })

  it('another tenant sees none of them', async () => {
    expect((await other.call('GET', '/compliance')).json().meta.total).toBe(0)
  })
})

describe('bulk changes (PUT compliance, compliance/assign-user)', () => {
  it('reassigns the owner of many at once, with a trail entry each', async () => {
    const next = await t.createUser(org.tenantId, { name: 'Nina Next', permissions: WORKER_GRANTS, branchIds: [pune] })
    const ids = (await assignmentsOf(org.tenantId)).filter((a) => a.branchId === pune).map((a) => a.id)
    const res = await org.call('PUT', '/compliance', { assignment_ids: ids, owner_id: next.id })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ updated: 3 })
    const list = (await org.call('GET', `/compliance?owner_id=${next.id}`)).json()
    expect(list.data.map((a: { owner_name: string }) => a.owner_name)).toEqual(['Nina Next', 'Nina Next', 'Nina Next'])
    const trail = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'compliance'), eq(auditEntries.action, 'update'), inArray(auditEntries.recordId, ids)))
    expect(trail).toHaveLength(3)
    expect(trail[0]!.changes).toEqual([{ field: 'owner_id', before: owner.id, after: next.id }])
  })

  it('an owner without access to one of the branches is refused for all, nothing changes', async () => {
    const puneOnly = await t.createUser(org.tenantId, { name: 'Pete Pune', permissions: WORKER_GRANTS, branchIds: [pune] })
    const all = (await assignmentsOf(org.tenantId)).map((a) => a.id)
    const before = await assignmentsOf(org.tenantId)
    const res = await org.call('POST', '/compliance/assign-user', { assignment_ids: all, approver_id: puneOnly.id })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({ approver_id: ['Approver Pete Pune has no access to "Ballari Office"'] })
    expect(await assignmentsOf(org.tenantId)).toEqual(before)
  })

  it('another tenant’s assignment id makes the whole call a 404, nothing changes', async () => {
    const mine = (await assignmentsOf(org.tenantId)).map((a) => a.id)
    const before = await assignmentsOf(org.tenantId)
    const res = await other.call('PUT', '/compliance', { assignment_ids: mine, active: false })
    expect(res.statusCode).toBe(404)
    const mixed = await org.call('PUT', '/compliance', { assignment_ids: [mine[0], 2_000_000_000], active: false })
    expect(mixed.statusCode).toBe(404)
    expect(await assignmentsOf(org.tenantId)).toEqual(before)
  })

  it('a change that would make an assignment’s owner its approver is refused, naming the field sent, nothing changes', async () => {
    const ids = (await assignmentsOf(org.tenantId)).map((a) => a.id)
    const before = await assignmentsOf(org.tenantId)
    const current = before[0]!
    const asApprover = await org.call('POST', '/compliance/assign-user', { assignment_ids: ids, approver_id: current.ownerId })
    expect(asApprover.statusCode).toBe(400)
    expect(asApprover.json().message).toEqual({ approver_id: [OWNER_IS_APPROVER] })
    const asOwner = await org.call('PUT', '/compliance', { assignment_ids: ids, owner_id: current.approverId })
    expect(asOwner.statusCode).toBe(400)
    expect(asOwner.json().message).toEqual({ owner_id: [OWNER_IS_APPROVER] })
    const both = await org.call('PUT', '/compliance', { assignment_ids: ids, owner_id: owner.id, approver_id: owner.id })
    expect(both.json().message).toEqual({ approver_id: [OWNER_IS_APPROVER] })
    expect(await assignmentsOf(org.tenantId)).toEqual(before)
  })

  it('a body that changes nothing is a 400', async () => {
    const [first] = await assignmentsOf(org.tenantId)
    const res = await org.call('POST', '/compliance/assign-user', { assignment_ids: [first!.id] })
    expect(res.statusCode).toBe(400)
    expect(res.json().message.owner_id).toEqual(['Choose something to change'])
  })

  it('deactivates and reactivates; reactivation hands the ids to onAssigned again', async () => {
    const ids = (await assignmentsOf(org.tenantId)).filter((a) => a.branchId === ballari).map((a) => a.id)
    const off = await org.call('PUT', '/compliance', { assignment_ids: ids, active: false })
    expect(off.statusCode).toBe(200)
    expect((await org.call('GET', '/compliance?active=false')).json().meta.total).toBe(3)
    const seen: number[] = []
    hook(async (_tx, hookIds) => void seen.push(...hookIds))
    await org.call('PUT', '/compliance', { assignment_ids: ids, active: true })
    expect(seen.sort()).toEqual([...ids].sort())
    expect((await org.call('GET', '/compliance?active=false')).json().meta.total).toBe(0)
  })

  it('403 without Assigned Checklist edit', async () => {
    const reader = await t.createUser(org.tenantId, { permissions: ['audit.assigned_checklist:list'], branchIds: [pune] })
    const [first] = await assignmentsOf(org.tenantId)
    expect((await caller(t, reader)('PUT', '/compliance', { assignment_ids: [first!.id], active: false })).statusCode).toBe(403)
  })
})
