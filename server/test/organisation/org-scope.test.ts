/**
 * What a user limited to some branches sees of companies, groups and branches (DOMAIN.md
 * "Who uses it"; organisation/scope.ts): a company or group one of their branches belongs
 * to, their branches, and whatever of these they made themselves. The expected names are
 * worked out here from the records this file makes (`made`), not by the server's SQL.
 * Others' records answer 404 on every by-id route and are in no list, dropdown, export or
 * template; an admin sees the tenant's all; another tenant's ids answer 404 to both.
 */
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext, TestUser } from '../helpers'
import { branchBody, caller, createBranch, twoTenants, type Call, type Org } from './fixtures'

let t: TestContext, org: Org, other: Org, user: TestUser, limited: Call, home: number

/** The tenant's records as this file made them: who made each, and where each branch is. */
const made = {
  groups: [] as { id: number; name: string; by: number }[],
  companies: [] as { id: number; name: string; groupId: number; by: number }[],
  branches: [] as { id: number; name: string; companyId: number; by: number }[],
}

/** What `who` (limited to `branchIds`) must see, by the rule worked out in plain code. */
function expected(who: { id: number; branchIds: number[] }) {
  const theirBranches = made.branches.filter((b) => who.branchIds.includes(b.id))
  const companiesOfTheirs = new Set(theirBranches.map((b) => b.companyId))
  const groupsOfTheirs = new Set(made.companies.filter((c) => companiesOfTheirs.has(c.id)).map((c) => c.groupId))
  const names = (rows: { name: string }[]) => rows.map((r) => r.name).sort()
  return {
    groups: names(made.groups.filter((g) => groupsOfTheirs.has(g.id) || g.by === who.id)),
    companies: names(made.companies.filter((c) => companiesOfTheirs.has(c.id) || c.by === who.id)),
    branches: names(made.branches.filter((b) => who.branchIds.includes(b.id) || b.by === who.id)),
  }
}

const names = (res: { statusCode: number; body: string; json(): { data: { name: string }[] } }) => {
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json()
    .data.map((r) => r.name)
    .sort()
}

async function addGroup(call: Call, by: number, name: string) {
  const res = await call('POST', '/company-group', { name })
  expect(res.statusCode, res.body).toBe(201)
  made.groups.push({ id: res.json().data.id, name, by })
  return res.json().data.id as number
}
async function addCompany(call: Call, by: number, groupId: number, name: string) {
  const res = await call('POST', '/company', { group_id: groupId, name })
  expect(res.statusCode, res.body).toBe(201)
  made.companies.push({ id: res.json().data.id, name, groupId, by })
  return res.json().data.id as number
}
async function addBranch(call: Call, by: number, companyId: number, name: string) {
  const res = await call('POST', '/branch', branchBody(org, { company_id: companyId, name }))
  expect(res.statusCode, res.body).toBe(201)
  made.branches.push({ id: res.json().data.id, name, companyId, by })
  return res.json().data.id as number
}

/** The workbook of an xlsx answer. */
async function sheetOf(res: { statusCode: number; body: string; rawPayload: Buffer }) {
  expect(res.statusCode, res.body).toBe(200)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  return book
}

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  const admin = org.admin.id
  made.groups.push({ id: org.groupId, name: 'Acme Group', by: admin })
  made.companies.push({ id: org.companyId, name: 'Acme Industries', groupId: org.groupId, by: admin })
  const beta = await addGroup(org.call, admin, 'Beta Group')
  const betaWorks = await addCompany(org.call, admin, beta, 'Beta Works')
  await addBranch(org.call, admin, betaWorks, 'Beta Branch')
  // A company of the user's group but none of their branches: the group is seen, the company not.
  await addCompany(org.call, admin, org.groupId, 'Acme Exports')
  await addCompany(org.call, admin, await addGroup(org.call, admin, 'Empty Group'), 'Empty Works')
  home = await addBranch(org.call, admin, org.companyId, 'Home Office')
  await addBranch(org.call, admin, org.companyId, 'Second Office')
  await createBranch(other, { name: 'Globex Office' })
  const grants = ['company', 'entity', 'branch'].flatMap((menu) => ['list', 'create', 'edit', 'delete'].map((a) => `company.${menu}:${a}`))
  user = await t.createUser(org.tenantId, { permissions: grants, branchIds: [home] })
  limited = caller(t, user)
})
afterAll(() => t?.close())

const idOf = (list: { id: number; name: string }[], name: string) => list.find((r) => r.name === name)!.id

describe('companies, groups and branches a branch-limited user sees', () => {
  it('lists only those of their branches, in the lists and the dropdowns', async () => {
    const want = expected({ id: user.id, branchIds: [home] })
    expect(want).toEqual({ groups: ['Acme Group'], companies: ['Acme Industries'], branches: ['Home Office'] })
    expect(names(await limited('GET', '/company-group?page_size=200&sort=name'))).toEqual(want.groups)
    expect(names(await limited('GET', '/company?page_size=200&sort=name'))).toEqual(want.companies)
    expect(names(await limited('GET', `/company?page_size=200&group_id=${org.groupId}`))).toEqual(want.companies)
    expect(names(await limited('GET', '/company?search=works'))).toEqual([])
    expect(names(await limited('GET', '/branch?page_size=200'))).toEqual(want.branches)
    expect(names(await limited('GET', '/branch/all'))).toEqual(want.branches)
  })

  it("answers 404 for another branch's company or group, and another tenant's, on every by-id route; nothing changes", async () => {
    const hiddenCompanies = made.companies.filter((c) => c.name !== 'Acme Industries').map((c) => c.id)
    const hiddenGroups = made.groups.filter((g) => g.name !== 'Acme Group').map((g) => g.id)
    for (const id of [...hiddenCompanies, other.companyId]) {
      for (const [method, url, body] of [
        ['GET', `/company/${id}`],
        ['GET', `/company/${id}/history`],
        ['PUT', `/company/${id}`, { group_id: org.groupId, name: 'Taken Over' }],
        ['DELETE', `/company/${id}`],
        ['GET', `/company/can-edit/${id}?record_type=company`],
        ['POST', `/company/edit-request/${id}?record_type=company`, { reason: 'Rename', proposed_changes: { name: 'Taken Over' } }],
      ] as const)
        expect((await limited(method, url, body)).statusCode, `${method} ${url}`).toBe(404)
    }
    for (const id of [...hiddenGroups, other.groupId]) {
      for (const [method, url, body] of [
        ['GET', `/company-group/${id}`],
        ['PUT', `/company-group/${id}`, { name: 'Taken Over' }],
        ['DELETE', `/company-group/${id}`],
      ] as const)
        expect((await limited(method, url, body)).statusCode, `${method} ${url}`).toBe(404)
    }
    expect(names(await org.call('GET', '/company?page_size=200'))).toEqual(made.companies.map((c) => c.name).sort())
    expect(names(await org.call('GET', '/company-group?page_size=200'))).toEqual(made.groups.map((g) => g.name).sort())
  })

  it('offers only their groups in the company template and their companies in the branch template and export', async () => {
    const want = expected({ id: user.id, branchIds: [home] })
    // A dropdown's options: the hidden Lists sheet's column its formula names (Lists!$B$1:$B$3).
    const options = async (url: string, header: string) => {
      const book = await sheetOf(await limited('GET', url))
      const sheet = book.worksheets[0]!
      const col = (sheet.getRow(1).values as unknown[]).indexOf(header)
      const formula = String(sheet.getRow(2).getCell(col).dataValidation?.formulae?.[0])
      const letter = /^Lists!\$([A-Z]+)\$/.exec(formula)![1]!
      return (book.getWorksheet('Lists')!.getColumn(letter).values.slice(1) as string[]).filter(Boolean).sort()
    }
    expect(await options('/company/export-template', 'Group')).toEqual(want.groups)
    expect(await options('/branch/download-template', 'Company')).toEqual(want.companies)
    const exported = await sheetOf(await limited('GET', '/branch/branch-data/export'))
    const sheet = exported.worksheets[0]!
    const nameColumn = (sheet.getRow(1).values as unknown[]).indexOf('Branch name')
    const rows: string[] = []
    sheet.eachRow((row, n) => n > 1 && rows.push(String(row.getCell(nameColumn).value)))
    expect(rows.sort()).toEqual(want.branches)
  })

  it('refuses, with nothing written, a company under a group they do not see and a branch of a company they do not see', async () => {
    const before = names(await org.call('GET', '/company?page_size=200'))
    const company = await limited('POST', '/company', { group_id: idOf(made.groups, 'Beta Group'), name: 'Sneaky Works' })
    expect(company.statusCode).toBe(400)
    expect(company.json().message.group_id).toEqual(['Group not found'])
    expect(names(await org.call('GET', '/company?page_size=200'))).toEqual(before)
    const branch = await limited(
      'POST',
      '/branch',
      branchBody(org, { company_id: idOf(made.companies, 'Beta Works'), name: 'Sneaky Office' }),
    )
    expect(branch.statusCode).toBe(400)
    expect(branch.json().message.company_id).toEqual(['Company not found'])
  })

  it('sees, edits and deletes the group, company and branch they made, and it shows in their lists and dropdowns', async () => {
    const group = await addGroup(limited, user.id, 'Own Group')
    const company = await addCompany(limited, user.id, group, 'Own Works')
    const branch = await addBranch(limited, user.id, company, 'Own Office')
    const want = expected({ id: user.id, branchIds: [home] })
    expect(want).toEqual({
      groups: ['Acme Group', 'Own Group'],
      companies: ['Acme Industries', 'Own Works'],
      branches: ['Home Office', 'Own Office'],
    })
    expect((await limited('GET', `/company-group/${group}`)).statusCode).toBe(200)
    expect((await limited('GET', `/company/${company}`)).statusCode).toBe(200)
    expect((await limited('GET', `/branch/${branch}`)).statusCode).toBe(200)
    expect(names(await limited('GET', '/company-group?page_size=200&sort=name'))).toEqual(want.groups)
    expect(names(await limited('GET', '/company?page_size=200&sort=name'))).toEqual(want.companies)
    expect(names(await limited('GET', `/company?page_size=200&group_id=${group}`))).toEqual(['Own Works'])
    expect(names(await limited('GET', '/branch/all'))).toEqual(want.branches)
    expect(names(await limited('GET', `/branch/all?company_id=${company}`))).toEqual(['Own Office'])
    const renamed = await limited('PUT', `/company/${company}`, { group_id: group, name: 'Own Works Renamed' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    // Another limited user of the same branch sees none of it.
    const neighbour = caller(t, await t.createUser(org.tenantId, { permissions: ['company.company:list'], branchIds: [home] }))
    expect(names(await neighbour('GET', '/company?page_size=200'))).toEqual(['Acme Industries'])
    expect((await neighbour('GET', `/company/${company}`)).statusCode).toBe(404)
    expect((await limited('DELETE', `/branch/${branch}`)).statusCode).toBe(200)
    expect((await limited('DELETE', `/company/${company}`)).statusCode).toBe(200)
    expect((await limited('DELETE', `/company-group/${group}`)).statusCode).toBe(200)
  })

  it('a user holding no branch sees the group and company they made, and nothing else', async () => {
    const setter = await t.createUser(org.tenantId, { permissions: ['company.company:create', 'company.entity:create'], branchIds: [] })
    const call = caller(t, setter)
    const group = await addGroup(call, setter.id, 'Setup Group')
    const company = await addCompany(call, setter.id, group, 'Setup Works')
    const want = expected({ id: setter.id, branchIds: [] })
    expect(want).toEqual({ groups: ['Setup Group'], companies: ['Setup Works'], branches: [] })
    expect(names(await call('GET', '/company-group?page_size=200'))).toEqual(want.groups)
    expect(names(await call('GET', '/company?page_size=200'))).toEqual(want.companies)
    expect(names(await call('GET', '/branch/all'))).toEqual([])
    expect((await org.call('DELETE', `/company/${company}`)).statusCode).toBe(200)
    expect((await org.call('DELETE', `/company-group/${group}`)).statusCode).toBe(200)
    made.companies.pop()
    made.groups.pop()
  })

  it('an admin sees all of the tenant and none of another tenant; an auditor is limited like a user', async () => {
    const all = ['Acme Exports', 'Acme Industries', 'Beta Works', 'Empty Works']
    expect(names(await org.call('GET', '/company?page_size=200'))).toEqual(all)
    expect(names(await org.call('GET', '/company-group?page_size=200'))).toEqual(['Acme Group', 'Beta Group', 'Empty Group'])
    expect((await org.call('GET', `/company/${other.companyId}`)).statusCode).toBe(404)
    expect((await org.call('GET', `/company-group/${other.groupId}`)).statusCode).toBe(404)
    expect(names(await other.call('GET', '/company?page_size=200'))).toEqual(['Globex Industries'])
    const auditor = caller(
      t,
      await t.createUser(org.tenantId, { type: 'auditor', permissions: ['company.company:list'], branchIds: [home] }),
    )
    expect(names(await auditor('GET', '/company?page_size=200'))).toEqual(['Acme Industries'])
    expect(names(await auditor('GET', '/company-group?page_size=200'))).toEqual(['Acme Group'])
  })
})
