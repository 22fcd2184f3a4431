import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResets, users } from '../../src/db/schema'
import { setupTestApp, type TestContext } from '../helpers'
import { caller, setupOrg, type Org } from '../organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'

let t: TestContext
let org: Org
beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Acme')
})
afterAll(() => t.close())

describe('user spreadsheets', () => {
  it('bulk-uploads from the template, all or nothing, and invites each new user', async () => {
    const role = await t.createRole(org.tenantId, { name: 'Site Clerk', permissions: ['company.branch:list'] })
    const tpl = await org.call('GET', '/user/user-template')
    expect(tpl.statusCode).toBe(200)
    const wb = await readWorkbook(tpl.rawPayload)
    const sheet = wb.getWorksheet('Users')!
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Email', 'Mobile', 'PAN', 'Joining date', 'Type', 'Designation'])
    sheet.addRow(['Asha Rao', 'asha.rao@acme.example', '9876543210', '', '', 'user', 'Site Clerk'])
    sheet.addRow(['Bad Row', 'not-an-email', '123', '', '', 'user', 'Nope'])
    const bad = await org.call('POST', '/user/user-bulkUpload', ...multipartFile(await workbookBuffer(wb), 'users.xlsx'))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toEqual([
      'Row 3, column Designation: Designation "Nope" not found',
      'Row 3, column Email: Enter a valid email address',
      'Row 3, column Mobile: Mobile must be 10 digits',
    ])
    expect(await t.db.select().from(users).where(eq(users.email, 'asha.rao@acme.example'))).toHaveLength(0)

    sheet.spliceRows(3, 1)
    sheet.addRow(['Ravi Kumar', 'ravi.kumar@acme.example', '', '', '2024-04-01', 'auditor', ''])
    const ok = await org.call('POST', '/user/user-bulkUpload', ...multipartFile(await workbookBuffer(wb), 'users.xlsx'))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toEqual({ created: 2 })
    const [asha] = await t.db.select().from(users).where(eq(users.email, 'asha.rao@acme.example'))
    expect(asha).toMatchObject({ roleId: role.id, tenantId: org.tenantId, type: 'user' })
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, asha!.id))).toHaveLength(1)
  })

  it("names a taken or repeated email by row with the rows' other faults, and creates nothing", async () => {
    const taken = await t.createUser(org.tenantId)
    const wb = await readWorkbook((await org.call('GET', '/user/user-template')).rawPayload)
    const sheet = wb.getWorksheet('Users')!
    sheet.addRow(['Taken Email', taken.email.toUpperCase(), '', '', '', 'user', ''])
    sheet.addRow(['First Twin', 'twin@acme.example', '', '', '', 'user', ''])
    sheet.addRow(['Second Twin', ' Twin@Acme.example ', '123', '', '', 'user', ''])
    const res = await org.call('POST', '/user/user-bulkUpload', ...multipartFile(await workbookBuffer(wb), 'users.xlsx'))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual([
      'Row 2, column Email: A user with this email already exists',
      'Row 4, column Mobile: Mobile must be 10 digits',
      'Row 4, column Email: The same email is on an earlier row',
    ])
    expect(await t.db.select().from(users).where(eq(users.email, 'twin@acme.example'))).toHaveLength(0)
  })

  it('a non-admin upload cannot create admins (403); export needs list, template needs create', async () => {
    const hr = caller(t, await t.createUser(org.tenantId, { permissions: ['company.user_setup:create'] }))
    const tpl = await hr('GET', '/user/user-template')
    expect(tpl.statusCode).toBe(200)
    const wb = await readWorkbook(tpl.rawPayload)
    wb.getWorksheet('Users')!.addRow(['Sneaky Admin', 'sneaky@acme.example', '', '', '', 'admin', ''])
    expect((await hr('POST', '/user/user-bulkUpload', ...multipartFile(await workbookBuffer(wb), 'users.xlsx'))).statusCode).toBe(403)
    const reader = caller(t, await t.createUser(org.tenantId, { permissions: ['company.user_setup:list'] }))
    expect((await reader('GET', '/user/user-template')).statusCode).toBe(403)
    const exp = await reader('GET', '/user/user-data/export?search=asha')
    expect(exp.statusCode).toBe(200)
    const rows = (await readWorkbook(exp.rawPayload)).getWorksheet('Users')!.getSheetValues().filter(Boolean)
    expect(rows).toHaveLength(2)
  })
})
