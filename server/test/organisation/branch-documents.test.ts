import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFiles } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { storedBytes } from '../kit/stored-bytes'
import { caller, createBranch, type Org, twoTenants } from './fixtures'
import { multipartFields, multipartFile } from './xlsx-helpers'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])

let t: TestContext, org: Org, other: Org
let branchId: number

const stored = () => storedBytes(t, org.tenantId)

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  branchId = await createBranch(org)
})
afterAll(() => t.close())

describe('branch documents', () => {
  it('uploads, replaces, downloads and removes the S&E certificate', async () => {
    const up = await org.call('POST', `/branch/${branchId}/document/se_document`, ...multipartFile(PDF, 'se-cert.pdf'))
    expect(up.statusCode, up.body).toBe(200)
    expect(up.json().data.se_document).toMatchObject({ name: 'se-cert.pdf', mime: 'application/pdf', size: PDF.length })
    expect(up.json().data.lease_document).toBeNull()
    // Stored under a generated name, not the client's.
    expect(await stored()).toHaveLength(1)
    expect((await stored())[0]).not.toContain('se-cert')

    const again = await org.call('POST', `/branch/${branchId}/document/se_document`, ...multipartFile(PNG, 'photo.pdf'))
    expect(again.json().data.se_document).toMatchObject({ name: 'photo.pdf', mime: 'image/png' })
    expect(await stored()).toHaveLength(1)

    const dl = await org.call('GET', `/branch/${branchId}/document/se_document`)
    expect(dl.statusCode).toBe(200)
    expect(dl.headers['content-disposition']).toBe('attachment; filename="photo.pdf"')
    expect(dl.headers['x-content-type-options']).toBe('nosniff')
    expect(dl.rawPayload.equals(PNG)).toBe(true)

    const del = await org.call('DELETE', `/branch/${branchId}/document/se_document`)
    expect(del.json().data.se_document).toBeNull()
    expect(await stored()).toHaveLength(0)
    expect((await org.call('GET', `/branch/${branchId}/document/se_document`)).statusCode).toBe(404)
  })

  it('refuses other types by content (415), a missing file (400), a wrong kind (400), too large (413)', async () => {
    const exe = await org.call(
      'POST',
      `/branch/${branchId}/document/lease_document`,
      ...multipartFile(ELF, 'deed.pdf', {}, 'application/pdf'),
    )
    expect(exe.statusCode).toBe(415)
    expect(
      (await org.call('POST', `/branch/${branchId}/document/lease_document`, ...multipartFields({ note: 'x' }))).json().message,
    ).toEqual({ file: ['Choose a file to upload'] })
    expect((await org.call('POST', `/branch/${branchId}/document/photo`, ...multipartFile(PDF, 'a.pdf'))).statusCode).toBe(400)
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])
    expect((await org.call('POST', `/branch/${branchId}/document/lease_document`, ...multipartFile(big, 'big.pdf'))).statusCode).toBe(413)
    expect((await org.call('POST', `/branch/${branchId}/document/lease_document`, { file: 'x' })).statusCode).toBe(415)
    expect(await stored()).toHaveLength(0)
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.tenantId, org.tenantId))).toHaveLength(0)
  })

  it("keeps documents within the tenant and the caller's branches", async () => {
    await org.call('POST', `/branch/${branchId}/document/lease_document`, ...multipartFile(PDF, 'deed.pdf'))
    expect((await other.call('GET', `/branch/${branchId}/document/lease_document`)).statusCode).toBe(404)
    expect((await other.call('POST', `/branch/${branchId}/document/lease_document`, ...multipartFile(PDF, 'x.pdf'))).statusCode).toBe(404)
    const scoped = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:edit'], branchIds: [] }))
    expect((await scoped('GET', `/branch/${branchId}/document/lease_document`)).statusCode).toBe(404)
    const reader = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'], branchIds: [branchId] }))
    expect((await reader('GET', `/branch/${branchId}/document/lease_document`)).statusCode).toBe(200)
    expect((await reader('POST', `/branch/${branchId}/document/lease_document`, ...multipartFile(PDF, 'x.pdf'))).statusCode).toBe(403)
  })

  it('keeps the previous document whole when a replacement fails, and says who uploaded it when', async () => {
    const b = await createBranch(org, { name: 'Replaced' })
    const up = await org.call('POST', `/branch/${b}/document/se_document`, ...multipartFile(PDF, 'first.pdf'))
    expect(up.json().data.se_document).toMatchObject({ name: 'first.pdf', uploaded_by: { id: org.admin.id, name: 'Test Admin' } })
    expect(Number.isNaN(Date.parse(up.json().data.se_document.uploaded_at))).toBe(false)
    const files = (await stored()).length
    expect((await org.call('POST', `/branch/${b}/document/se_document`, ...multipartFile(ELF, 'second.pdf'))).statusCode).toBe(415)
    expect((await org.call('GET', `/branch/${b}`)).json().data.se_document).toMatchObject({ name: 'first.pdf' })
    expect((await org.call('GET', `/branch/${b}/document/se_document`)).rawPayload.equals(PDF)).toBe(true)
    expect(await stored()).toHaveLength(files)
    // Replaced: one stored file row and one file for the kind, never the old one beside it.
    await org.call('POST', `/branch/${b}/document/se_document`, ...multipartFile(PNG, 'third.png'))
    expect(await stored()).toHaveLength(files)
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.tenantId, org.tenantId))).toHaveLength(files)
  })

  it('deleting a branch removes its documents', async () => {
    const b = await createBranch(org, { name: 'Short-lived' })
    await org.call('POST', `/branch/${b}/document/se_document`, ...multipartFile(PDF, 'a.pdf'))
    const before = (await stored()).length
    expect((await org.call('DELETE', `/branch/${b}`)).statusCode).toBe(200)
    expect(await stored()).toHaveLength(before - 1)
  })
})
