/**
 * What a user limited to some branches sees of companies, groups and branches (DOMAIN.md
 * "Who uses it"; organisation/scope.ts): a company or group one of their branches belongs
 * to, their branches, and the companies and groups they made themselves; a branch they make
 * is assigned to them (their `branch_ids`), so that what is kept under it is theirs too. The expected names are
 * worked out here from the records this file makes (`made`), not by the server's SQL.
 * Others' records answer 404 on every by-id route and are in no list, dropdown, export or
 * template; an admin sees the tenant's all; another tenant's ids answer 404 to both.
 */
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext, TestUser } from '../helpers'
import { branchBody, caller, createBranch, twoTenants, type Call, type Org } from './fixtures'
import { uploadBranches } from './xlsx-helpers'

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
    branches: names(made.branches.filter((b) => who.branchIds.includes(b.id))),
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

  it('counts in the group and company lists only the companies and branches they see, and sorts by those counts', async () => {
    // A second branch of theirs in Beta Works, so that the counts differ between rows.
    const auditor = await t.createUser(org.tenantId, {
      type: 'auditor',
      permissions: ['company.company:list', 'company.entity:list'],
      branchIds: [home, idOf(made.branches, 'Second Office'), idOf(made.branches, 'Beta Branch')],
    })
    const counts = async (call: Call, url: string, key: string) => {
      const res = await call('GET', url)
      expect(res.statusCode, res.body).toBe(200)
      return (res.json().data as Record<string, unknown>[]).map((r) => [r.name, r[key]])
    }
    /** Per group, its companies `who` sees; per company, its branches `who` sees (null: all, an admin). */
    const want = (branchIds: number[] | null) => {
      const seen = branchIds ? expected({ id: -1, branchIds }) : null
      const companies = made.companies.filter((c) => !seen || seen.companies.includes(c.name))
      const branches = made.branches.filter((b) => !seen || seen.branches.includes(b.name))
      return {
        groups: made.groups
          .filter((g) => !seen || seen.groups.includes(g.name))
          .map((g) => [g.name, companies.filter((c) => c.groupId === g.id).length]),
        companies: companies.map((c) => [c.name, branches.filter((b) => b.companyId === c.id).length]),
      }
    }
    const bySort = (rows: (string | number)[][], desc = false) =>
      [...rows].sort((a, b) => (desc ? -1 : 1) * (Number(a[1]) - Number(b[1])) || String(a[0]).localeCompare(String(b[0])))
    const byName = (rows: (string | number)[][]) => [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])))

    const mine = want([home])
    expect(mine.companies).toEqual([['Acme Industries', 1]])
    expect(await counts(limited, '/company-group?sort=name', 'companies_count')).toEqual(byName(mine.groups))
    expect(await counts(limited, '/company?sort=name', 'branches_count')).toEqual(mine.companies)
    expect(await counts(limited, '/company?search=acme', 'branches_count')).toEqual(mine.companies)
    expect((await limited('GET', `/company/${org.companyId}`)).json().data.branches_count).toBe(1)
    expect((await limited('GET', `/company-group/${org.groupId}`)).json().data.companies_count).toBe(1)

    const theirs = want([home, idOf(made.branches, 'Second Office'), idOf(made.branches, 'Beta Branch')])
    const call = caller(t, auditor)
    expect(await counts(call, '/company?sort=branches_count&order=desc&page_size=1', 'branches_count')).toEqual([['Acme Industries', 2]])
    expect(await counts(call, '/company?sort=branches_count&order=asc', 'branches_count')).toEqual(bySort(theirs.companies))
    expect(await counts(call, '/company-group?sort=companies_count', 'companies_count')).toEqual(bySort(theirs.groups))

    const all = want(null)
    expect(await counts(org.call, '/company?sort=name&page_size=200', 'branches_count')).toEqual(byName(all.companies))
    expect(await counts(org.call, '/company-group?sort=companies_count&page_size=200', 'companies_count')).toEqual(bySort(all.groups))
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
    const want = expected({ id: user.id, branchIds: [home, branch] })
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

describe('a branch a limited user makes becomes one of their branches', () => {
  const AGREEMENT = ['list', 'create'].map((a) => `agreement.agreement:${a}`)
  const BRANCH = ['list', 'create'].map((a) => `company.branch:${a}`)
  const agreement = (branchId: number) => ({
    branch_id: branchId,
    agreement_type: 'Lease',
    sub_category: 'Office premises',
    owner_name: 'Shri R. K. Deshpande',
    start_date: '2024-04-01',
    applies_to_all_branches: false,
  })
  /** The user's branches as their admin reads them in User Setup. */
  const assigned = async (userId: number) => {
    const res = await org.call('GET', `/user/${userId}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.branch_ids as number[]
  }

  it('adds it to their branches on the next request: agreements under it are made and listed, and the admin sees it in their list', async () => {
    const maker = await t.createUser(org.tenantId, { permissions: [...BRANCH, ...AGREEMENT], branchIds: [home] })
    const call = caller(t, maker)
    const made = await call('POST', '/branch', branchBody(org, { name: 'Made Office' }))
    expect(made.statusCode, made.body).toBe(201)
    const branchId = made.json().data.id as number
    expect(await assigned(maker.id)).toEqual([home, branchId])

    const added = await call('POST', '/agreement/agreement', agreement(branchId))
    expect(added.statusCode, added.body).toBe(201)
    const listed = await call('GET', `/agreement/agreement?branch_id=${branchId}`)
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().data.map((a: { id: number }) => a.id)).toEqual([added.json().data.id])
    expect(names(await call('GET', '/branch/all'))).toEqual(['Home Office', 'Made Office'])
    // Another tenant's admin knows nothing of the user.
    expect((await other.call('GET', `/user/${maker.id}`)).statusCode).toBe(404)
  })

  it('assigns nothing for a refused branch, nor to an admin', async () => {
    const maker = await t.createUser(org.tenantId, { permissions: BRANCH, branchIds: [home] })
    const refused = await caller(t, maker)('POST', '/branch', branchBody(org, { company_id: other.companyId, name: 'Foreign Office' }))
    expect(refused.statusCode).toBe(400)
    expect(await assigned(maker.id)).toEqual([home])
    const byAdmin = await org.call('POST', '/branch', branchBody(org, { name: 'Admin Office' }))
    expect(byAdmin.statusCode, byAdmin.body).toBe(201)
    expect(await assigned(org.admin.id)).toEqual([])
    expect((await org.call('DELETE', `/branch/${byAdmin.json().data.id}`)).statusCode).toBe(200)
  })

  it('assigns every branch of their bulk upload, and none of an upload refused', async () => {
    const maker = await t.createUser(org.tenantId, { permissions: BRANCH, branchIds: [home] })
    const call = caller(t, maker)
    const upload = (rows: { name: string; company: string }[]) => uploadBranches(call, rows)
    const refused = await upload([
      { name: 'Sheet Office A', company: 'Acme Industries' },
      { name: 'Sheet Office B', company: 'Beta Works' },
    ])
    expect(refused.statusCode, refused.body).toBe(400)
    expect(await assigned(maker.id)).toEqual([home])

    const res = await upload([
      { name: 'Sheet Office A', company: 'Acme Industries' },
      { name: 'Sheet Office B', company: 'Acme Industries' },
    ])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ created: 2 })
    const mine = await call('GET', '/branch/all')
    expect(names(mine)).toEqual(['Home Office', 'Sheet Office A', 'Sheet Office B'])
    const ids = (mine.json().data as { id: number; name: string }[]).filter((b) => b.name.startsWith('Sheet')).map((b) => b.id)
    expect((await assigned(maker.id)).sort((a, b) => a - b)).toEqual([home, ...ids].sort((a, b) => a - b))
  })
})
