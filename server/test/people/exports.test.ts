/**
 * The people exports read as the screens do: grants in the permission tree's words,
 * user types and statuses by their labels, and "All" branches for an admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from '../helpers'
import { createBranch, setupOrg, type Org } from '../organisation/fixtures'
import { readWorkbook } from '../organisation/xlsx-helpers'

let t: TestContext
let org: Org
beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Acme')
})
afterAll(() => t.close())

/** The export's rows (header first), without exceljs's leading empty column. */
async function exported(url: string, sheet: string): Promise<unknown[][]> {
  const res = await org.call('GET', url)
  expect(res.statusCode, res.body).toBe(200)
  const ws = (await readWorkbook(res.rawPayload)).getWorksheet(sheet)!
  return ws
    .getSheetValues()
    .filter(Boolean)
    .map((r) => (r as unknown[]).slice(1))
}

describe('people exports', () => {
  it('the designation export names each grant as the permission tree does, menu by menu', async () => {
    await t.createRole(org.tenantId, {
      name: 'Branch HR',
      permissions: [
        'company.branch:edit',
        'company.branch:list',
        'settings.designation:list',
        'company.user_setup:delete',
        'company.user_setup:list',
      ],
    })
    await t.createRole(org.tenantId, { name: 'Nobody', permissions: [] })
    const rows = await exported('/role/export?search=branch hr', 'Designations')
    expect(rows).toEqual([
      ['Designation', 'Users', 'Permissions'],
      ['Branch HR', 0, 'Global Settings / Designation: View; Company Setup / Branch: View, Edit; Company Setup / User Setup: View, Delete'],
    ])
    expect(await exported('/role/export?search=nobody', 'Designations')).toEqual([
      ['Designation', 'Users', 'Permissions'],
      ['Nobody', 0],
    ])
  })

  it('the users export shows All branches for an admin, a count for others, and types and statuses as User Setup does', async () => {
    const branches = [await createBranch(org, { name: 'Baner Office' }), await createBranch(org, { name: 'Wakad Office' })]
    await t.createUser(org.tenantId, { name: 'Asha Admin', type: 'admin', branchIds: [] })
    await t.createUser(org.tenantId, { name: 'Ravi User', type: 'user', branchIds: branches })
    await t.createUser(org.tenantId, { name: 'Meera Auditor', type: 'auditor', status: 'suspended', branchIds: [branches[0]!] })
    const rows = await exported('/user/user-data/export?sort=name&order=asc', 'Users')
    const columns = rows[0] as string[]
    const pick = (row: unknown[]) => ['Name', 'Type', 'Status', 'Branches'].map((h) => row[columns.indexOf(h)])
    expect(
      rows
        .slice(1)
        .map(pick)
        .filter(([name]) => name !== 'Test Admin'),
    ).toEqual([
      ['Asha Admin', 'Admin', 'Active', 'All'],
      ['Meera Auditor', 'Auditor', 'Suspended', 1],
      ['Ravi User', 'User', 'Active', 2],
    ])
    // Filters are still checked before the first byte.
    expect((await org.call('GET', '/user/user-data/export?type=owner')).statusCode).toBe(400)
  })
})
