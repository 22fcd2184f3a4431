/**
 * The company and group dropdowns read the company and group lists: a user limited to one
 * branch is offered only that branch's company and group, not every company of the tenant
 * (whose lists would all be empty to them); another company's id answers 404; a company
 * or group no branch is under yet stays in view (its creator adds its first branch); an
 * admin still sees them all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from '../helpers'
import { caller, createBranch, setupOrg, type Call, type Org } from './fixtures'

let t: TestContext, org: Org, limited: Call
let otherGroup: number, otherCompany: number, mine: number

const names = (res: { json(): { data: { name: string }[] } }) =>
  res
    .json()
    .data.map((r) => r.name)
    .sort()

beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t)
  otherGroup = (await org.call('POST', '/company-group', { name: 'Other Group' })).json().data.id
  otherCompany = (await org.call('POST', '/company', { group_id: otherGroup, name: 'Other Works' })).json().data.id
  await createBranch(org, { company_id: otherCompany, name: 'Other Branch' })
  mine = await createBranch(org)
  const user = await t.createUser(org.tenantId, { permissions: ['company.company:view', 'company.entity:view'], branchIds: [mine] })
  limited = caller(t, user)
})
afterAll(() => t?.close())

describe('company and group lists for a branch-limited user', () => {
  it("offers only the companies and groups of the user's branches", async () => {
    const companies = await limited('GET', '/company?per_page=100')
    expect(companies.statusCode).toBe(200)
    expect(names(companies)).toEqual(['Acme Industries'])
    const groups = await limited('GET', '/company-group?per_page=100')
    expect(groups.statusCode).toBe(200)
    expect(names(groups)).toEqual(['Acme Group'])
  })

  it('answers 404 for a company or group of another branch', async () => {
    expect((await limited('GET', `/company/${otherCompany}`)).statusCode).toBe(404)
    expect((await limited('GET', `/company-group/${otherGroup}`)).statusCode).toBe(404)
  })

  it('a company and group with no branch yet are offered, and their creator is answered them', async () => {
    const creator = caller(
      t,
      await t.createUser(org.tenantId, { permissions: ['company.entity:create', 'company.company:create'], branchIds: [mine] }),
    )
    const group = await creator('POST', '/company-group', { name: 'New Group' })
    expect(group.statusCode, group.body).toBe(201)
    const company = await creator('POST', '/company', { group_id: group.json().data.id, name: 'New Works' })
    expect(company.statusCode, company.body).toBe(201)
    expect(names(await limited('GET', '/company?per_page=100'))).toEqual(['Acme Industries', 'New Works'])
    expect(names(await limited('GET', '/company-group?per_page=100'))).toEqual(['Acme Group', 'New Group'])
  })

  it('an admin still sees them all', async () => {
    expect(names(await org.call('GET', '/company?per_page=100'))).toEqual(['Acme Industries', 'New Works', 'Other Works'])
    expect(names(await org.call('GET', '/company-group?per_page=100'))).toEqual(['Acme Group', 'New Group', 'Other Group'])
  })
})
