/**
 * The audit trail the resource factory writes for every create, update, delete and
 * document change, read at `GET {path}/:id/history` (newest first).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '@ihrc/contract'
import { auditEntries } from '../src/db/schema'
import type { TestContext } from './helpers'
import { branchBody, caller, createBranch, type Org, twoTenants } from './organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from './organisation/xlsx-helpers'

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

let t: TestContext, org: Org, other: Org

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
})
afterAll(() => t.close())

const history = async (call: Org['call'], path: string) => {
  const res = await call('GET', `${path}/history`)
  return { status: res.statusCode, entries: res.statusCode === 200 ? (res.json().data as AuditEntry[]) : [] }
}
const change = (entry: AuditEntry | undefined, field: string) => entry?.changes.find((c) => c.field === field)

describe('audit trail', () => {
  it('lists create, two edits and a document upload, newest first, with before and after per changed field', async () => {
    const id = await createBranch(org, { name: 'Baner Office', head_count: 10 })
    expect((await org.call('PUT', `/branch/${id}`, branchBody(org, { name: 'Baner Office', head_count: 12 }))).statusCode).toBe(200)
    expect((await org.call('PUT', `/branch/${id}`, branchBody(org, { name: 'Baner Hub', head_count: 12 }))).statusCode).toBe(200)
    expect((await org.call('POST', `/branch/${id}/document/se_document`, ...multipartFile(PDF, 'se-cert.pdf'))).statusCode).toBe(200)

    const { status, entries } = await history(org.call, `/branch/${id}`)
    expect(status).toBe(200)
    expect(entries.map((e) => e.action)).toEqual(['document', 'update', 'update', 'create'])
    const [upload, rename, headCount, create] = entries
    expect(upload!.changes).toEqual([{ field: 'se_document', before: null, after: 'se-cert.pdf' }])
    expect(rename!.changes).toEqual([{ field: 'name', before: 'Baner Office', after: 'Baner Hub' }])
    expect(headCount!.changes).toEqual([{ field: 'head_count', before: 10, after: 12 }])
    // A create names who and when: its values are the record's, and each later change keeps its before.
    expect(create!.changes).toEqual([])
    for (const e of entries) {
      expect(e.actor).toEqual({ id: org.admin.id, name: 'Test Admin' })
      expect(Number.isNaN(Date.parse(e.at))).toBe(false)
    }
  })

  it('writes nothing for a write that fails, and nothing for a save that changes nothing', async () => {
    const id = await createBranch(org, { name: 'Aundh Office' })
    const before = (await history(org.call, `/branch/${id}`)).entries
    // Refused by the record's rules (location of another district) and by the database (the company's unique name).
    expect((await org.call('PUT', `/branch/${id}`, branchBody(org, { name: 'Aundh Office', location_id: 999999 }))).statusCode).toBe(400)
    const twin = await org.call('POST', '/company', { group_id: org.groupId, name: 'Twin Industries' })
    const dup = await org.call('PUT', `/company/${twin.json().data.id}`, { group_id: org.groupId, name: 'Acme Industries' })
    expect(dup.statusCode).toBe(409)
    expect((await history(org.call, `/company/${twin.json().data.id}`)).entries.map((e) => e.action)).toEqual(['create'])
    expect((await org.call('PUT', `/branch/${id}`, branchBody(org, { name: 'Aundh Office' }))).statusCode).toBe(200)
    expect((await history(org.call, `/branch/${id}`)).entries).toEqual(before)
  })

  it("puts edit requests and their decisions on the record's trail, remarks included", async () => {
    const company = (await org.call('POST', '/company', { group_id: org.groupId, name: 'Requested Industries' })).json().data.id
    // A branch-limited asker sees the companies they hold a branch of.
    const office = await createBranch(org, { company_id: company, name: 'Requested Office' })
    const asker = caller(
      t,
      await t.createUser(org.tenantId, { name: 'Asha Asker', permissions: ['company.company:create'], branchIds: [office] }),
    )
    const send = (name: string) =>
      asker('POST', `/company/edit-request/${company}?record_type=company`, { reason: `Rename to ${name}`, proposed_changes: { name } })
    const first = await send('Renamed Industries')
    expect(first.statusCode, first.body).toBe(201)
    expect((await org.call('PUT', `/company/reject/${first.json().data.id}`, { remark: 'Keep the registered name' })).statusCode).toBe(200)
    const second = await send('Registered Industries')
    expect((await org.call('PUT', `/company/approve/${second.json().data.id}`, { remark: 'As registered' })).statusCode).toBe(200)

    const { entries } = await history(org.call, `/company/${company}`)
    expect(entries.map((e) => [e.action, e.actor?.name, e.remark])).toEqual([
      ['approve', 'Test Admin', 'As registered'],
      ['request', 'Asha Asker', 'Rename to Registered Industries'],
      ['reject', 'Test Admin', 'Keep the registered name'],
      ['request', 'Asha Asker', 'Rename to Renamed Industries'],
      ['create', 'Test Admin', null],
    ])
    expect(entries[0]!.changes).toEqual([{ field: 'name', before: 'Requested Industries', after: 'Registered Industries' }])
    expect(entries[2]!.changes).toEqual([])
    expect(entries[3]!.changes).toEqual([{ field: 'name', before: 'Requested Industries', after: 'Renamed Industries' }])
  })

  it('answers 403 without the list permission, 404 for another tenant or outside the branch scope, 401 without a session', async () => {
    const id = await createBranch(org, { name: 'Kothrud Office' })
    const stranger = caller(t, await t.createUser(org.tenantId, { permissions: ['company.entity:list'] }))
    expect((await history(stranger, `/branch/${id}`)).status).toBe(403)
    expect((await history(other.call, `/branch/${id}`)).status).toBe(404)
    const elsewhere = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'], branchIds: [] }))
    expect((await history(elsewhere, `/branch/${id}`)).status).toBe(404)
    const here = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'], branchIds: [id] }))
    expect((await history(here, `/branch/${id}`)).status).toBe(200)
    expect((await history(caller(t, null), `/branch/${id}`)).status).toBe(401)
    expect((await history(org.call, '/branch/999999')).status).toBe(404)
  })

  it("keeps a deleted record's trail, ending with the delete, readable by whoever sees every branch", async () => {
    const id = await createBranch(org, { name: 'Wakad Office' })
    const reader = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'], branchIds: [id] }))
    expect((await org.call('DELETE', `/branch/${id}`)).statusCode).toBe(200)
    const { status, entries } = await history(org.call, `/branch/${id}`)
    expect(status).toBe(200)
    expect(entries.map((e) => e.action)).toEqual(['delete', 'create'])
    // The delete keeps every value the record had; stamps and documents are not fields of the trail.
    expect(change(entries[0], 'name')).toEqual({ field: 'name', before: 'Wakad Office', after: null })
    expect(change(entries[0], 'company_name')).toEqual({ field: 'company_name', before: 'Acme Industries', after: null })
    expect(change(entries[0], 'updated_at')).toBeUndefined()
    expect(change(entries[0], 'se_document')).toBeUndefined()
    // A scoped user cannot tell which branch a deleted row was in: 404, as for any record out of scope.
    expect((await history(reader, `/branch/${id}`)).status).toBe(404)
    expect((await history(other.call, `/branch/${id}`)).status).toBe(404)
    const rows = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'branch'), eq(auditEntries.recordId, id)))
    expect(rows).toHaveLength(2)
  })

  it('records a bulk upload row by row, and nothing of an upload that fails', async () => {
    const entries = async () => (await t.db.select().from(auditEntries).where(eq(auditEntries.tenantId, org.tenantId))).length
    const wb = await readWorkbook((await org.call('GET', '/company/export-template')).rawPayload)
    const sheet = wb.getWorksheet('Companies')!
    sheet.addRow(['Acme Group', 'Bulk One'])
    sheet.addRow(['Acme Group', 'Bulk Two'])
    const before = await entries()
    expect((await org.call('POST', '/company/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'c.xlsx'))).statusCode).toBe(200)
    expect(await entries()).toBe(before + 2)
    const bulkOne = (await org.call('GET', '/company?search=Bulk One')).json().data[0].id
    const trail = (await history(org.call, `/company/${bulkOne}`)).entries
    expect(trail.map((e) => [e.action, e.actor?.id])).toEqual([['create', org.admin.id]])

    sheet.addRow(['Acme Group', 'Bulk Three'])
    sheet.addRow(['No Such Group', 'Bulk Four'])
    expect((await org.call('POST', '/company/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'c.xlsx'))).statusCode).toBe(400)
    expect(await entries()).toBe(before + 2)
  })
})
