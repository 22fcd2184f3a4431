import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleHeldBy } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'
import { type Call, caller, type Org, twoTenants } from '../organisation/fixtures'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

async function newRole(call: Call, name: string): Promise<number> {
  const res = await call('POST', '/role', { name })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id
}

describe('designations', () => {
  it('creates, lists with search, renames with the name only and deletes', async () => {
    const id = await newRole(org.call, 'Branch Clerk')
    await org.call('POST', `/role/role-permission/${id}`, { permissions: ['company.branch:edit'] })
    const renamed = await org.call('PUT', `/role/${id}`, {
      name: 'Senior Clerk',
      permissions: ['company.user_setup:delete'],
      tenant_id: other.tenantId,
      id: 999,
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json().data).toMatchObject({ id, name: 'Senior Clerk', permissions: ['company.branch:edit', 'company.branch:list'] })
    const list = await org.call('GET', '/role?search=senior')
    expect(list.json().data.map((r: { name: string }) => r.name)).toEqual(['Senior Clerk'])
    expect((await org.call('DELETE', `/role/${id}`)).statusCode).toBe(200)
    expect((await org.call('GET', `/role/${id}`)).statusCode).toBe(404)
  })

  // 401, 403, 404, another tenant's ids and a duplicate name: the resource kit (test/resources.test.ts).
  it('answers 400 with the name field message', async () => {
    const bad = await org.call('POST', '/role', { name: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message.name).toEqual(['Designation name is required'])
  })

  it('refuses to delete a designation while users hold it (409 with the count)', async () => {
    const id = await newRole(org.call, 'Held Role')
    await t.createUser(org.tenantId, { roleId: id })
    await t.createUser(org.tenantId, { roleId: id })
    const res = await org.call('DELETE', `/role/${id}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(roleHeldBy(2))
    expect(res.json().message).toBe('This designation is held by 2 users; reassign them first')
  })

  it('reads and sets the permissions, normalised (write implies list, unknown dropped)', async () => {
    const id = await newRole(org.call, 'Viewer')
    const set = await org.call('POST', `/role/role-permission/${id}`, { permissions: ['company.branch:delete', 'nonsense:list'] })
    expect(set.statusCode, set.body).toBe(200)
    const got = await org.call('GET', `/role/role-permission/${id}`)
    expect(got.json().data).toEqual({ id, name: 'Viewer', permissions: ['company.branch:delete', 'company.branch:list'] })
    expect((await org.call('POST', `/role/role-permission/${id}`, { permissions: 'x' })).statusCode).toBe(400)
  })

  it("hides another tenant's designations (404) from the permission routes", async () => {
    const id = await newRole(other.call, 'Foreign')
    for (const [method, url, body] of [
      ['GET', `/role/role-permission/${id}`],
      ['POST', `/role/role-permission/${id}`, { permissions: [] }],
    ] as const) {
      expect((await org.call(method, url, body)).statusCode, `${method} ${url}`).toBe(404)
    }
  })

  it('a holder of designation:edit cannot grant what they do not hold', async () => {
    const editor = caller(t, await t.createUser(org.tenantId, { permissions: ['settings.designation:edit', 'company.branch:edit'] }))
    const id = await newRole(org.call, 'Escalation target')
    expect((await editor('POST', `/role/role-permission/${id}`, { permissions: ['company.branch:edit'] })).statusCode).toBe(200)
    const escalate = await editor('POST', `/role/role-permission/${id}`, { permissions: ['company.user_setup:create'] })
    expect(escalate.statusCode).toBe(403)
    expect(escalate.json().message).toBe('You cannot grant permissions you do not hold')
    const auditor = caller(t, await t.createUser(org.tenantId, { type: 'auditor', permissions: ['settings.designation:edit'] }))
    expect((await auditor('GET', '/role')).statusCode).toBe(200)
    expect((await auditor('POST', '/role', { name: 'Nope' })).statusCode).toBe(403)
  })

  it('exports and serves a template; bulk upload creates all rows', async () => {
    const exp = await org.call('GET', '/role/export')
    expect(exp.statusCode).toBe(200)
    expect(exp.headers['content-type']).toContain('spreadsheetml')
    const tpl = await org.call('GET', '/role/designation-template')
    expect(tpl.statusCode).toBe(200)
    expect(tpl.headers['content-disposition']).toContain('designations-template.xlsx')
    const wb = await readWorkbook(tpl.rawPayload)
    const sheet = wb.getWorksheet('Designations')!
    sheet.addRow(['Bulk Manager'])
    sheet.addRow(['bulk manager'])
    const clash = await org.call('POST', '/role/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'roles.xlsx'))
    expect(clash.statusCode).toBe(400)
    expect(clash.json().message).toEqual(['Row 3, column Designation: A designation with this name already exists'])
    sheet.spliceRows(3, 1)
    sheet.addRow(['Bulk Officer'])
    const ok = await org.call('POST', '/role/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'roles.xlsx'))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toEqual({ created: 2 })
  })
})
