/**
 * The edit requests an approver limited to some branches reads and decides: those on
 * records they see (each type's own scope, edit-request-registry.ts `recordScope`); the
 * rest answer 404 on every by-id route, as the records themselves do, are in no page or
 * count, and a refused decision changes nothing. An admin reads them all; another tenant's
 * ids answer 404.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { branches, editRequests } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { caller, createBranch, twoTenants, type Call, type Org } from './fixtures'

let t: TestContext, org: Org, other: Org, approver: Call
let mine: number, theirs: number
const request = { mine: 0, theirs: 0, company: 0 }

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  const otherCompany = await org.call('POST', '/company', { group_id: org.groupId, name: 'Distant Works' })
  expect(otherCompany.statusCode, otherCompany.body).toBe(201)
  mine = await createBranch(org, { name: 'Approver Office' })
  theirs = await createBranch(org, { name: 'Distant Office', company_id: otherCompany.json().data.id })
  const requester = caller(
    t,
    await t.createUser(org.tenantId, { branchIds: [mine, theirs], permissions: ['company.company:create', 'company.branch:create'] }),
  )
  const ask = async (record_type: string, record_id: number, name: string) => {
    const res = await requester('POST', '/company/request-edit', { record_type, record_id, reason: 'Renamed', proposed_changes: { name } })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().data.id as number
  }
  request.mine = await ask('branch', mine, 'Approver Office New')
  request.theirs = await ask('branch', theirs, 'Distant Office New')
  request.company = await ask('company', otherCompany.json().data.id, 'Distant Works New')
  approver = caller(
    t,
    await t.createUser(org.tenantId, {
      branchIds: [mine],
      permissions: ['company.edit_permission:list', 'company.edit_permission:edit', 'company.branch:list', 'company.company:list'],
    }),
  )
})
afterAll(() => t?.close())

const ids = (res: { statusCode: number; body: string; json(): { data: { id: number }[] } }) => {
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json()
    .data.map((r) => r.id)
    .sort((a, b) => a - b)
}
const statusOf = async (id: number) =>
  (await t.db.select({ s: editRequests.status }).from(editRequests).where(eq(editRequests.id, id)))[0]!.s

describe('edit requests for an approver limited to some branches', () => {
  it('lists and counts only the requests on records they see', async () => {
    const pending = await approver('GET', '/company/tracker-edit-permission')
    expect(ids(pending)).toEqual([request.mine])
    expect(pending.json().meta.total).toBe(1)
    expect(ids(await approver('GET', '/company/trackerTimeline'))).toEqual([request.mine])
    expect(ids(await approver('GET', `/company/trackerTimeline?record_type=branch&record_id=${theirs}`))).toEqual([])
    expect(ids(await org.call('GET', '/company/tracker-edit-permission'))).toEqual([request.mine, request.theirs, request.company])
  })

  it('answers 404 for the others on details, approve and reject, and changes nothing', async () => {
    for (const id of [request.theirs, request.company]) {
      expect((await approver('GET', `/company/edit-request-details/${id}`)).statusCode).toBe(404)
      expect((await approver('PUT', `/company/approve/${id}`, {})).statusCode).toBe(404)
      expect((await approver('PUT', `/company/reject/${id}`, { remark: 'Not mine' })).statusCode).toBe(404)
      expect(await statusOf(id)).toBe('pending')
    }
    const [distant] = await t.db.select({ name: branches.name }).from(branches).where(eq(branches.id, theirs))
    expect(distant!.name).toBe('Distant Office')
  })

  it('decides the requests on their branches; an admin decides the rest; another tenant gets 404', async () => {
    expect((await other.call('GET', `/company/edit-request-details/${request.mine}`)).statusCode).toBe(404)
    expect((await other.call('PUT', `/company/approve/${request.mine}`, {})).statusCode).toBe(404)
    const ok = await approver('PUT', `/company/approve/${request.mine}`, {})
    expect(ok.statusCode, ok.body).toBe(200)
    const rejected = await org.call('PUT', `/company/reject/${request.theirs}`, { remark: 'Keep the name' })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(await statusOf(request.theirs)).toBe('rejected')
  })
})
