/** What the graph tests share: two tenants, the first with a second company, and reading one graph's data. */
import { expect } from 'vitest'
import { companies } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { twoTenants, type Call, type Org } from '../organisation/fixtures'

export async function tenantsWithTwoCompanies(): Promise<{ t: TestContext; org: Org; other: Org; secondCompanyId: number }> {
  const { t, org, other } = await twoTenants()
  const [second] = await t.db
    .insert(companies)
    .values({ tenantId: org.tenantId, groupId: org.groupId, name: 'Acme Logistics' })
    .returning({ id: companies.id })
  return { t, org, other, secondCompanyId: second!.id }
}

/** The `data` of a 200 answer to GET `url`. */
export async function graphData(call: Call, url: string) {
  const res = await call('GET', url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
