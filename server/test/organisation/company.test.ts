import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY_HAS_BRANCHES } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { createBranch, type Org, twoTenants } from './fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from './xlsx-helpers'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

const valid = () => ({
  group_id: org.groupId,
  name: 'Acme Logistics',
  pan: 'aaacb1234f',
  tan: 'PNEA12345B',
  cin: 'U12345MH2020PTC123456',
  gstin: '27AAACB1234F1Z5',
  registered_address: 'Level 5, Baner Road, Pune 411045',
  tenant_id: 9999,
})

describe('company', () => {
  it('creates (codes upper-cased, unknown fields ignored), filters by group_id, updates and deletes', async () => {
    const res = await org.call('POST', '/company', valid())
    expect(res.statusCode).toBe(201)
    const c = res.json().data
    expect(c).toMatchObject({ name: 'Acme Logistics', pan: 'AAACB1234F', group_name: 'Acme Group', branches_count: 0 })

    const g2 = (await org.call('POST', '/company-group', { name: 'Second Group' })).json().data.id
    await org.call('POST', '/company', { group_id: g2, name: 'Second Co' })
    const byGroup = await org.call('GET', `/company?group_id=${g2}`)
    expect(byGroup.json().data.map((x: { name: string }) => x.name)).toEqual(['Second Co'])
    expect(byGroup.json().meta.total).toBe(1)

    const upd = await org.call('PUT', `/company/${c.id}`, { ...valid(), name: 'Acme Logistics Pvt', pan: '' })
    expect(upd.statusCode).toBe(200)
    expect(upd.json().data).toMatchObject({ name: 'Acme Logistics Pvt', pan: null })
    expect((await org.call('DELETE', `/company/${c.id}`)).statusCode).toBe(200)
    expect((await org.call('GET', `/company/${c.id}`)).statusCode).toBe(404)
  })

  it("answers 400 with each field's message", async () => {
    const res = await org.call('POST', '/company', {
      group_id: org.groupId,
      name: 'A!',
      pan: 'ABC',
      tan: '123',
      cin: 'X',
      gstin: '27AAACB',
    })
    expect(res.statusCode).toBe(400)
    const m = res.json().message
    expect(m.name).toEqual(['Company name must be 3 to 50 characters', 'Company name may contain only letters, digits, spaces, _ and -'])
    expect(m.pan).toEqual(['PAN must look like AAAAA9999A'])
    expect(m.tan).toEqual(['TAN must look like AAAA99999A'])
    expect(m.cin[0]).toMatch(/^CIN must be 21 characters/)
    expect(m.gstin[0]).toMatch(/^GSTIN must be 15 characters/)
    const noGroup = await org.call('POST', '/company', { name: 'Valid Name' })
    expect(noGroup.json().message.group_id).toEqual(['Group is required'])
  })

  it("rejects another tenant's group as the parent", async () => {
    const res = await org.call('POST', '/company', { group_id: other.groupId, name: 'Cross Tenant' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message.group_id).toEqual(['Group not found'])
  })

  // 401, 403, 404, another tenant's ids and a duplicate name: the resource kit (test/resources.test.ts).
  it('answers 409 for deleting a company with branches', async () => {
    await createBranch(org)
    const del = await org.call('DELETE', `/company/${org.companyId}`)
    expect(del.statusCode).toBe(409)
    expect(del.json().message).toBe(COMPANY_HAS_BRANCHES)
  })

  it('bulk-uploads companies from its own template, all or nothing', async () => {
    const template = await org.call('GET', '/company/export-template')
    expect(template.statusCode).toBe(200)
    expect(template.headers['content-disposition']).toBe('attachment; filename="companies-template.xlsx"')
    const wb = await readWorkbook(template.rawPayload)
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Companies', 'Instructions', 'Lists'])
    const sheet = wb.getWorksheet('Companies')!
    expect(sheet.getRow(1).values).toEqual([undefined, 'Group', 'Company name', 'PAN', 'TAN', 'CIN', 'GSTIN', 'Registered address'])

    sheet.addRow(['Acme Group', 'Bulk One', 'AAACB1234F'])
    sheet.addRow(['Acme Group', 'Bulk Two'])
    const ok = await org.call('POST', '/company/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'companies.xlsx'))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toEqual({ created: 2 })

    sheet.addRow(['No Such Group', 'Bulk Three', 'bad'])
    const bad = await org.call('POST', '/company/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'companies.xlsx'))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toEqual([
      'Row 2, column Company name: A company with this name already exists',
      'Row 3, column Company name: A company with this name already exists',
      'Row 4, column Group: Group "No Such Group" not found; add it under Entity first',
      'Row 4, column PAN: PAN must look like AAAAA9999A',
    ])
    const names = (await org.call('GET', '/company?search=Bulk')).json().data.map((c: { name: string }) => c.name)
    expect(names).toEqual(['Bulk One', 'Bulk Two'])
  })
})
