import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REQUEST_EDIT_NOT_ALLOWED } from '@ihrc/contract'
import { editRequests, users } from '../../src/db/schema'
import type { TestContext, TestUser } from '../helpers'
import { createSetup, trackerBody } from '../trackers/fixtures'
import { branchBody, caller, createBranch, type Call, type Org, twoTenants } from './fixtures'

let t: TestContext, org: Org, other: Org
let requesterUser: TestUser
let requester: Call
let approver: Call
let approverUser: TestUser
let home: number

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  // A user limited to branches sees the companies they hold a branch of (company scope).
  home = await createBranch(org, { name: 'Home Branch' })
  // Requests are for people who feed the records (Create), not for View alone.
  requesterUser = await t.createUser(org.tenantId, {
    branchIds: [home],
    name: 'Priya Kulkarni',
    permissions: ['company.company:create', 'company.branch:create'],
  })
  requester = caller(t, requesterUser)
  approverUser = await t.createUser(org.tenantId, {
    branchIds: [home],
    name: 'Anil Mehta',
    permissions: ['company.edit_permission:edit', 'company.company:list'],
  })
  approver = caller(t, approverUser)
})

/** A branch the approver holds: an approver limited to some branches decides the requests on theirs alone (edit-request-scope.test.ts). */
async function approversBranch(name: string) {
  const b = await createBranch(org, { name })
  await t.db
    .update(users)
    .set({ branchIds: sql`${users.branchIds} || ${b}::int` })
    .where(eq(users.id, approverUser.id))
  return b
}
afterAll(() => t.close())

describe('company edit requests', () => {
  it('request → approve applies the change through the company rules', async () => {
    const can = await requester('GET', `/company/can-edit/${org.companyId}`)
    expect(can.json().data).toEqual({ can_edit: false, pending_request_id: null })
    expect((await requester('PUT', `/company/${org.companyId}`, { group_id: org.groupId, name: 'Direct' })).statusCode).toBe(403)

    const req = await requester('POST', `/company/edit-request/${org.companyId}`, {
      reason: 'PAN issued',
      proposed_changes: { pan: 'aaacb1234f', tenant_id: 5 },
    })
    expect(req.statusCode, req.body).toBe(201)
    const r = req.json().data
    expect(r).toMatchObject({
      record_type: 'company',
      record_id: org.companyId,
      record_name: 'Acme Industries',
      status: 'pending',
      proposed_changes: { pan: 'aaacb1234f' },
      requested_by: { name: 'Priya Kulkarni' },
    })
    expect((await requester('GET', `/company/can-edit/${org.companyId}`)).json().data.pending_request_id).toBe(r.id)

    const pending = await approver('GET', '/company/tracker-edit-permission')
    expect(pending.json().data.map((x: { id: number }) => x.id)).toEqual([r.id])
    const details = await approver('GET', `/company/edit-request-details/${r.id}`)
    expect(details.json().data.current).toMatchObject({ name: 'Acme Industries', pan: null })
    expect((await requester('GET', `/company/edit-request-details/${r.id}`)).statusCode).toBe(200)

    const ok = await approver('PUT', `/company/approve/${r.id}`, { remark: 'Checked against the PAN card' })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toMatchObject({ status: 'approved', decided_by: { name: 'Anil Mehta' }, remark: 'Checked against the PAN card' })
    expect((await org.call('GET', `/company/${org.companyId}`)).json().data).toMatchObject({ pan: 'AAACB1234F', name: 'Acme Industries' })
    expect((await approver('PUT', `/company/approve/${r.id}`, {})).statusCode).toBe(409)
    expect((await approver('GET', '/company/tracker-edit-permission')).json().meta.total).toBe(0)
  })

  it('reject keeps the record and needs a remark; the timeline keeps both', async () => {
    const b = await approversBranch('Timeline Branch')
    // Users see only their assigned branches, so the request comes from a branch-scoped user.
    expect(
      (
        await requester('POST', '/company/request-edit', {
          record_type: 'branch',
          record_id: b,
          reason: 'x',
          proposed_changes: { head_count: 1 },
        })
      ).statusCode,
    ).toBe(404)
    const local = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:create'], branchIds: [b] }))
    const req = await local('POST', '/company/request-edit', {
      record_type: 'branch',
      record_id: b,
      reason: 'More staff',
      proposed_changes: { head_count: 250 },
    })
    expect(req.statusCode, req.body).toBe(201)
    const id = req.json().data.id
    expect((await approver('PUT', `/company/reject/${id}`, {})).json().message).toEqual({ remark: ['Remark is required'] })
    const no = await approver('PUT', `/company/reject/${id}`, { remark: 'Head count comes from payroll' })
    expect(no.json().data.status).toBe('rejected')
    expect((await org.call('GET', `/branch/${b}`)).json().data.head_count).toBe(120)
    const timeline = await approver('GET', '/company/trackerTimeline')
    expect(timeline.json().data.map((x: { status: string }) => x.status)).toEqual(['rejected', 'approved'])
    const forBranch = await approver('GET', `/company/trackerTimeline?record_type=branch&record_id=${b}`)
    expect(forBranch.json().data).toHaveLength(1)
    expect(forBranch.json().data[0].record_name).toBe('Timeline Branch')
  })

  it("`id` lists that one request, pending or decided; another tenant's id lists nothing, never an error", async () => {
    const b = await approversBranch('One Request Branch')
    const local = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:create'], branchIds: [b] }))
    const ask = async (head_count: number) =>
      (
        await local('POST', '/company/request-edit', {
          record_type: 'branch',
          record_id: b,
          reason: 'Staff',
          proposed_changes: { head_count },
        })
      ).json().data.id as number
    const id = await ask(130)
    await approver('PUT', `/company/reject/${id}`, { remark: 'Not yet' })
    const waiting = await ask(140)
    const ids = async (call: Call, url: string) => {
      const res = await call('GET', url)
      expect(res.statusCode).toBe(200)
      return res.json().data.map((r: { id: number }) => r.id)
    }
    expect(await ids(approver, `/company/trackerTimeline?id=${id}`)).toEqual([id])
    expect(await ids(approver, `/company/trackerTimeline?id=${waiting}`)).toEqual([waiting])
    expect(await ids(approver, `/company/tracker-edit-permission?id=${waiting}`)).toEqual([waiting])
    expect(await ids(approver, `/company/tracker-edit-permission?id=${id}`)).toEqual([])
    expect(await ids(other.call, `/company/trackerTimeline?id=${id}`)).toEqual([])
  })

  it('refuses proposals the record rules would refuse, and unknown fields only', async () => {
    const bad = await requester('POST', `/company/edit-request/${org.companyId}`, { reason: 'typo', proposed_changes: { name: 'A!' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message.name).toBeDefined()
    const none = await requester('POST', `/company/edit-request/${org.companyId}`, { reason: 'x', proposed_changes: { tenant_id: 1 } })
    expect(none.json().message).toEqual({ proposed_changes: ['Propose changes to fields of the company'] })
    const empty = await requester('POST', `/company/edit-request/${org.companyId}`, { reason: '', proposed_changes: {} })
    expect(empty.json().message).toEqual({ reason: ['Reason is required'], proposed_changes: ['Propose at least one change'] })
  })

  it('answers 401, 403 and 404, and keeps tenants apart', async () => {
    const anon = caller(t, null)
    const id = (
      await requester('POST', `/company/edit-request/${org.companyId}`, { reason: 'GSTIN', proposed_changes: { gstin: '27AAACB1234F1Z5' } })
    ).json().data.id
    const routes = [
      ['POST', `/company/edit-request/${org.companyId}`],
      ['POST', '/company/request-edit'],
      ['GET', `/company/can-edit/${org.companyId}`],
      ['GET', '/company/tracker-edit-permission'],
      ['GET', '/company/trackerTimeline'],
      ['GET', `/company/edit-request-details/${id}`],
      ['PUT', `/company/approve/${id}`],
      ['PUT', `/company/reject/${id}`],
    ] as const
    for (const [m, u] of routes) expect((await anon(m, u)).statusCode, `${m} ${u}`).toBe(401)
    for (const [m, u] of routes.slice(3).filter(([, u]) => !u.includes('details')))
      expect((await requester(m, u, {})).statusCode, `${m} ${u}`).toBe(403)
    const stranger = caller(
      t,
      await t.createUser(org.tenantId, {
        branchIds: [home],
        permissions: [],
      }),
    )
    expect(
      (await stranger('POST', `/company/edit-request/${org.companyId}`, { reason: 'x', proposed_changes: { pan: 'AAACB1234F' } }))
        .statusCode,
    ).toBe(403)
    expect((await stranger('GET', `/company/edit-request-details/${id}`)).statusCode).toBe(404)

    expect(
      (await requester('POST', `/company/edit-request/${other.companyId}`, { reason: 'x', proposed_changes: { pan: 'AAACB1234F' } }))
        .statusCode,
    ).toBe(404)
    expect((await requester('GET', `/company/can-edit/${other.companyId}`)).statusCode).toBe(404)
    expect((await other.call('GET', `/company/edit-request-details/${id}`)).statusCode).toBe(404)
    expect((await other.call('PUT', `/company/approve/${id}`, {})).statusCode).toBe(404)
    expect((await other.call('PUT', `/company/reject/${id}`, { remark: 'no' })).statusCode).toBe(404)
    expect((await other.call('GET', '/company/trackerTimeline')).json().meta.total).toBe(0)
    expect((await approver('PUT', '/company/approve/999999', {})).statusCode).toBe(404)
  })

  it('reports a proposal that no longer fits at approval time', async () => {
    // A group the requester sees (they made it), gone by the time the request is approved.
    const regrouper = caller(
      t,
      await t.createUser(org.tenantId, { branchIds: [home], permissions: ['company.company:create', 'company.entity:create'] }),
    )
    const g = (await regrouper('POST', '/company-group', { name: 'Temp Group' })).json().data.id
    const req = await regrouper('POST', '/company/request-edit', {
      record_type: 'company',
      record_id: org.companyId,
      reason: 'regroup',
      proposed_changes: { group_id: g },
    })
    expect(req.statusCode).toBe(201)
    expect((await org.call('DELETE', `/company-group/${g}`)).statusCode).toBe(200)
    const res = await approver('PUT', `/company/approve/${req.json().data.id}`, {})
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({ group_id: ['Group not found'] })
    expect((await approver('GET', `/company/edit-request-details/${req.json().data.id}`)).json().data.status).toBe('pending')
  })
})

describe('a record with a request waiting says so', () => {
  it('edit_request_pending is true on its get and list while a request waits, false once decided, and only for that record', async () => {
    const waiting = await approversBranch('Pending Marker Branch')
    const plain = await createBranch(org, { name: 'No Request Branch' })
    const [row] = await t.db
      .insert(editRequests)
      .values({
        tenantId: org.tenantId,
        createdBy: org.admin.id,
        requestedBy: org.admin.id,
        recordType: 'branch',
        recordId: waiting,
        reason: 'Head count',
        proposedChanges: { head_count: 200 },
      })
      .returning({ id: editRequests.id })
    const listed = async () => {
      const res = await org.call('GET', '/branch?page_size=200')
      return Object.fromEntries(
        (res.json().data as { id: number; edit_request_pending: boolean }[]).map((b) => [b.id, b.edit_request_pending]),
      )
    }
    expect((await org.call('GET', `/branch/${waiting}`)).json().data.edit_request_pending).toBe(true)
    expect(await listed()).toMatchObject({ [waiting]: true, [plain]: false })
    // Another tenant's request for the same id is not this record's.
    await t.db.insert(editRequests).values({
      tenantId: other.tenantId,
      createdBy: other.admin.id,
      requestedBy: other.admin.id,
      recordType: 'branch',
      recordId: plain,
      reason: 'x',
      proposedChanges: { head_count: 1 },
    })
    expect((await org.call('GET', `/branch/${plain}`)).json().data.edit_request_pending).toBe(false)

    expect((await approver('PUT', `/company/reject/${row!.id}`, { remark: 'Payroll says 120' })).statusCode).toBe(200)
    expect((await org.call('GET', `/branch/${waiting}`)).json().data.edit_request_pending).toBe(false)
  })
})

const stored = async () => (await t.db.select({ n: count() }).from(editRequests).where(eq(editRequests.tenantId, org.tenantId)))[0]!.n

describe('who may request (issue 19 item 26)', () => {
  it('an auditor and a holder of View alone are refused with the rule, nothing stored; Create or Edit may ask', async () => {
    const auditor = caller(
      t,
      await t.createUser(org.tenantId, {
        branchIds: [home],
        type: 'auditor',
        permissions: ['company.company:list'],
      }),
    )
    const viewer = caller(
      t,
      await t.createUser(org.tenantId, {
        branchIds: [home],
        permissions: ['company.company:list'],
      }),
    )
    const before = await stored()
    for (const who of [auditor, viewer]) {
      for (const [method, url, body] of [
        ['POST', `/company/edit-request/${org.companyId}`, { reason: 'x', proposed_changes: { pan: 'AAACB1234F' } }],
        [
          'POST',
          '/company/request-edit',
          { record_type: 'company', record_id: org.companyId, reason: 'x', proposed_changes: { pan: 'AAACB1234F' } },
        ],
      ] as const) {
        const res = await who(method, url, body)
        expect(res.statusCode).toBe(403)
        expect(res.json().message).toBe(REQUEST_EDIT_NOT_ALLOWED)
      }
    }
    expect(await stored()).toBe(before)
    const editor = caller(
      t,
      await t.createUser(org.tenantId, {
        branchIds: [home],
        permissions: ['company.company:edit'],
      }),
    )
    expect(
      (await editor('POST', `/company/edit-request/${org.companyId}`, { reason: 'x', proposed_changes: { cin: 'U12345MH2020PTC123456' } }))
        .statusCode,
    ).toBe(201)
  })
})

describe('proposals judged when sent, as the direct update would (issue 19 item 30)', () => {
  it("another tenant's ids are refused at once, naming the field, nothing stored: group, company, state, location, registration", async () => {
    const b = await createBranch(org, { name: 'Proposal Branch' })
    const otherBranch = await createBranch(other, { name: 'Their Branch' })
    const theirLocation = (await other.call('POST', '/location', { district_id: other.districtId, name: 'Their Location' })).json().data.id
    const before = await stored()
    // Users see the branches assigned to them: the branch's requester holds it.
    const local = caller(
      t,
      await t.createUser(org.tenantId, { permissions: ['company.company:create', 'company.branch:create'], branchIds: [b] }),
    )
    const ask = (record_type: string, record_id: number, proposed_changes: Record<string, unknown>) =>
      local('POST', '/company/request-edit', { record_type, record_id, reason: 'x', proposed_changes })
    const group = await ask('company', org.companyId, { group_id: other.groupId })
    expect([group.statusCode, group.json().message]).toEqual([400, { group_id: ['Group not found'] }])
    const company = await ask('branch', b, { company_id: other.companyId })
    expect(company.statusCode).toBe(400)
    expect(Object.keys(company.json().message)).toEqual(['company_id'])
    const location = await ask('branch', b, { location_id: theirLocation })
    expect(location.statusCode).toBe(400)
    expect(Object.keys(location.json().message)).toEqual(['location_id'])
    expect((await ask('branch', otherBranch, { head_count: 3 })).statusCode).toBe(404)

    const pfWriter = caller(t, await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:create'], branchIds: [b] }))
    const mine = await createSetup('pf', org, 41)
    const theirs = await createSetup('pf', other, 42)
    const row = (await org.call('POST', '/pf-tracker', trackerBody('pf', mine.id, '2024-05'))).json().data
    const setup = await pfWriter('POST', '/company/request-edit', {
      record_type: 'pf_tracker',
      record_id: row.id,
      reason: 'wrong code',
      proposed_changes: { setup_id: theirs.id },
    })
    expect([setup.statusCode, setup.json().message]).toEqual([400, { setup_id: ['Registration not found'] }])
    expect(await stored()).toBe(before)
    // The same proposal with the tenant's own values is taken.
    expect((await ask('branch', b, { ...branchBody(org), head_count: 5 })).statusCode).toBe(201)
  })

  it('an unknown custom key is named (custom.<key>), not dropped; a known one is judged by its definition', async () => {
    const field = await org.call('POST', '/settings/custom-fields', {
      module: 'company',
      name: 'Cost centre',
      key: 'cost_centre',
      type: 'number',
    })
    expect(field.statusCode, field.body).toBe(201)
    const before = await stored()
    const unknown = await requester('POST', `/company/edit-request/${org.companyId}`, {
      reason: 'x',
      proposed_changes: { custom: { no_such_field: 'x', cost_centre: 12 } },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toEqual({ 'custom.no_such_field': ['There is no custom field "no_such_field" on company records'] })
    const bad = await requester('POST', `/company/edit-request/${org.companyId}`, {
      reason: 'x',
      proposed_changes: { custom: { cost_centre: 'abc' } },
    })
    expect(bad.json().message).toEqual({ 'custom.cost_centre': ['Cost centre must be a number'] })
    expect(await stored()).toBe(before)
    const ok = await requester('POST', `/company/edit-request/${org.companyId}`, {
      reason: 'x',
      proposed_changes: { custom: { cost_centre: 12 } },
    })
    expect(ok.statusCode, ok.body).toBe(201)
  })
})
