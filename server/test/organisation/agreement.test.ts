import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessToday } from '@ihrc/contract'
import { storedFiles } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { storedBytes } from '../kit/stored-bytes'
import { caller, createBranch, type Org, twoTenants } from './fixtures'
import { multipartFields, multipartFile, readWorkbook } from './xlsx-helpers'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
/** The start of a Windows executable (MZ header) – what a renamed .exe looks like. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
])

let t: TestContext, org: Org, other: Org
let branchId: number
let otherBranch: number

/** A day relative to the server's "today" (India's calendar day). */
function day(offset: number): string {
  const d = new Date(`${businessToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + offset)
  return d.toISOString().slice(0, 10)
}
const fields = (over: Record<string, string> = {}) => ({
  branch_id: String(branchId),
  agreement_type: 'Lease',
  sub_category: 'Office premises',
  owner_name: 'Shri R. K. Deshpande',
  partner_name: 'Acme Industries',
  partner_contact: '9822012345',
  start_date: '2024-04-01',
  end_date: day(400),
  applies_to_all_branches: 'false',
  ...over,
})
const filesOnDisk = () => storedBytes(t, org.tenantId)

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  branchId = await createBranch(org)
  otherBranch = await createBranch(other)
})
afterAll(() => t.close())

describe('agreement/agreement', () => {
  it('creates with the agreement copy (type by content), derives status, downloads, updates and deletes', async () => {
    // A PNG named .pdf: the server goes by the bytes, and PNG is allowed.
    const res = await org.call('POST', '/agreement/agreement', ...multipartFile(PNG, 'lease.pdf', fields(), 'application/pdf'))
    expect(res.statusCode, res.body).toBe(201)
    const a = res.json().data
    expect(a).toMatchObject({
      agreement_type: 'Lease',
      sub_category: 'Office premises',
      status: 'active',
      applies_to_all_branches: false,
      branch_name: 'Hinjawadi Office',
    })
    expect(a.document).toMatchObject({ name: 'lease.pdf', mime: 'image/png', size: PNG.length })
    expect(await filesOnDisk()).toHaveLength(1)

    const doc = await org.call('GET', `/agreement/agreement/${a.id}/document`)
    expect(doc.statusCode).toBe(200)
    expect(doc.headers['content-type']).toBe('image/png')
    expect(doc.rawPayload.equals(PNG)).toBe(true)

    // JSON update keeps the document; a multipart update replaces it and drops the old bytes.
    const upd = await org.call('PUT', `/agreement/agreement/${a.id}`, { ...fields(), end_date: day(10), applies_to_all_branches: true })
    expect(upd.statusCode, upd.body).toBe(200)
    expect(upd.json().data).toMatchObject({ status: 'expiring', applies_to_all_branches: true })
    expect(upd.json().data.document.id).toBe(a.document.id)
    const replaced = await org.call(
      'PUT',
      `/agreement/agreement/${a.id}`,
      ...multipartFile(PDF, 'lease-2025.pdf', fields({ end_date: day(-1), start_date: day(-100) })),
    )
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect(replaced.json().data).toMatchObject({ status: 'expired', document: { name: 'lease-2025.pdf', mime: 'application/pdf' } })
    expect(await filesOnDisk()).toHaveLength(1)

    expect((await org.call('DELETE', `/agreement/agreement/${a.id}`)).statusCode).toBe(200)
    expect(await filesOnDisk()).toHaveLength(0)
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.tenantId, org.tenantId))).toHaveLength(0)
  })

  it('accepts multipart without a file and plain JSON', async () => {
    const a = await org.call('POST', '/agreement/agreement', ...multipartFields(fields({ end_date: '' })))
    expect(a.statusCode, a.body).toBe(201)
    expect(a.json().data).toMatchObject({ end_date: null, status: 'active', document: null })
    const b = await org.call('POST', '/agreement/agreement', { ...fields(), agreement_type: 'lease', sub_category: '' })
    expect(b.statusCode).toBe(201)
    // "lease" reuses the existing "Lease" type.
    expect(b.json().data.agreement_type).toBe('Lease')
    expect((await org.call('GET', `/agreement/agreement/${a.json().data.id}/document`)).statusCode).toBe(404)
  })

  it('answers 400 with field messages and stores nothing', async () => {
    const res = await org.call(
      'POST',
      '/agreement/agreement',
      ...multipartFile(
        PDF,
        'a.pdf',
        fields({ partner_contact: '12345', start_date: '2025-05-01', end_date: '2025-04-30', agreement_type: '' }),
      ),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({
      agreement_type: ['Agreement type is required'],
      partner_contact: ['Partner contact must be 10 digits'],
      end_date: ['End date must be on or after the start date'],
    })
    const order = await org.call('POST', '/agreement/agreement', { ...fields(), start_date: '2025-05-01', end_date: '2025-04-30' })
    expect(order.json().message).toEqual({ end_date: ['End date must be on or after the start date'] })
    // The dates rule is reported with a missing field's fault, not after it is fixed.
    const { branch_id: _branch, ...noBranch } = fields()
    const both = await org.call('POST', '/agreement/agreement', { ...noBranch, start_date: '2025-05-01', end_date: '2025-04-30' })
    expect(both.json().message).toEqual({ branch_id: ['Branch is required'], end_date: ['End date must be on or after the start date'] })
    // A valid form naming another tenant's branch fails after the file was written: no row, no bytes.
    const before = (await filesOnDisk()).length
    const cross = await org.call('POST', '/agreement/agreement', ...multipartFile(PDF, 'a.pdf', fields({ branch_id: String(otherBranch) })))
    expect(cross.statusCode).toBe(400)
    expect(cross.json().message).toEqual({ branch_id: ['Branch not found'] })
    expect(await filesOnDisk()).toHaveLength(before)
    const rows = await t.db.select().from(storedFiles).where(eq(storedFiles.tenantId, org.tenantId))
    expect(rows).toHaveLength(before)
  })

  it('refuses an .exe renamed .pdf with 415 and leaves nothing behind', async () => {
    const before = (await filesOnDisk()).length
    const count = (await org.call('GET', '/agreement/agreement')).json().meta.total
    const res = await org.call('POST', '/agreement/agreement', ...multipartFile(EXE, 'contract.pdf', fields(), 'application/pdf'))
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toBe('File type not accepted; allowed: pdf, png, jpg, xlsx, docx, zip')
    expect(await filesOnDisk()).toHaveLength(before)
    expect((await org.call('GET', '/agreement/agreement')).json().meta.total).toBe(count)
  })

  it('filters by derived status and exports', async () => {
    const b2 = await createBranch(org, { name: 'Status Branch' })
    await org.call('POST', '/agreement/agreement', {
      ...fields({ branch_id: String(b2), end_date: day(-5), start_date: '2020-01-01', owner_name: '=cmd|x' }),
    })
    await org.call('POST', '/agreement/agreement', { ...fields({ branch_id: String(b2), end_date: day(30), start_date: '2020-01-01' }) })
    await org.call('POST', '/agreement/agreement', { ...fields({ branch_id: String(b2), end_date: day(31), start_date: '2020-01-01' }) })
    const statuses = async (s: string) =>
      (await org.call('GET', `/agreement/agreement?branch_id=${b2}&status=${s}`)).json().data.map((a: { status: string }) => a.status)
    expect(await statuses('expired')).toEqual(['expired'])
    expect(await statuses('expiring')).toEqual(['expiring'])
    expect(await statuses('active')).toEqual(['active'])

    const res = await org.call('GET', `/agreement/agreement-data/export?branch_id=${b2}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="agreements-\d{4}-\d{2}-\d{2}\.xlsx"$/)
    const sheet = (await readWorkbook(res.rawPayload)).worksheets[0]!
    expect(sheet.actualRowCount).toBe(4)
    expect(sheet.getRow(2).getCell(5).value).toBe("'=cmd|x")
    expect(sheet.getRow(2).getCell(11).value).toBe('Expired')
  })

  // 401, 403 without any grant, 404 and another tenant's ids: the resource kit (test/resources.test.ts).
  it("lets either agreement menu grant access, and exports only the tenant's agreements", async () => {
    await other.call('POST', '/agreement/agreement', { ...fields({ branch_id: String(otherBranch) }) })
    const viaMenu = caller(t, await t.createUser(org.tenantId, { permissions: ['agreement.agreement:list'] }))
    const viaTab = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch_agreement:create'], branchIds: [branchId] }))
    expect((await viaMenu('GET', '/agreement/agreement')).statusCode).toBe(200)
    expect((await viaMenu('POST', '/agreement/agreement', fields())).statusCode).toBe(403)
    expect((await viaTab('POST', '/agreement/agreement', fields())).statusCode).toBe(201)
    const exported = await org.call('GET', '/agreement/agreement-data/export')
    const branches = (await readWorkbook(exported.rawPayload)).worksheets[0]!.getColumn(1).values
    expect(branches).not.toContain('Globex Industries')
  })

  it('limits a branch-scoped user to agreements of their branches', async () => {
    const hidden = await createBranch(org, { name: 'Hidden Branch' })
    const a = (await org.call('POST', '/agreement/agreement', fields({ branch_id: String(hidden) }))).json().data.id
    const user = caller(
      t,
      await t.createUser(org.tenantId, { permissions: ['agreement.agreement:create', 'agreement.agreement:edit'], branchIds: [branchId] }),
    )
    const ids = (await user('GET', '/agreement/agreement?page_size=200')).json().data.map((x: { branch_id: number }) => x.branch_id)
    expect(new Set(ids)).toEqual(new Set([branchId]))
    expect((await user('GET', `/agreement/agreement/${a}`)).statusCode).toBe(404)
    expect((await user('POST', '/agreement/agreement', fields({ branch_id: String(hidden) }))).json().message).toEqual({
      branch_id: ['Branch not found'],
    })
  })

  it("`id` lists that one agreement in the caller's scope: another tenant's or another branch's lists nothing, never an error", async () => {
    const post = async (call: Org['call'], body: Record<string, string>) =>
      (await call('POST', '/agreement/agreement', body)).json().data.id as number
    const mine = await post(org.call, fields())
    await post(org.call, fields())
    const theirs = await post(other.call, fields({ branch_id: String(otherBranch) }))
    const hidden = await post(org.call, fields({ branch_id: String(await createBranch(org, { name: 'Another Branch' })) }))
    const ids = async (call: Org['call'], id: number) => {
      const res = await call('GET', `/agreement/agreement?id=${id}`)
      expect(res.statusCode).toBe(200)
      return res.json().data.map((a: { id: number }) => a.id)
    }
    expect(await ids(org.call, mine)).toEqual([mine])
    expect(await ids(org.call, theirs)).toEqual([])
    const scoped = caller(t, await t.createUser(org.tenantId, { permissions: ['agreement.agreement:list'], branchIds: [branchId] }))
    expect(await ids(scoped, mine)).toEqual([mine])
    expect(await ids(scoped, hidden)).toEqual([])
  })

  it('refuses to delete a branch that has agreements', async () => {
    const res = await org.call('DELETE', `/branch/${branchId}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('This branch has agreements; delete them first')
  })
})
