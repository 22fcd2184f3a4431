/**
 * The branch list and export with thousands of rows (issue 10): the export holds the
 * list's rows in the list's order whatever the sort (ties, empty values, timestamps),
 * and a large list's total is the database's estimate, said so in meta.
 */
import { sql } from 'drizzle-orm'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../helpers'
import { setupOrg, type Org } from './fixtures'
import { setupTestApp } from '../helpers'
import { watchStatements } from '../statements'
import { readWorkbook } from './xlsx-helpers'

let t: TestContext, org: Org, large: Org
beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Acme')
  large = await setupOrg(t, 'Globex')
  await seedBranches(org, 5_500)
  await seedBranches(large, 12_000)
  await t.db.execute(sql`analyze branches`)
})
afterAll(() => t.close())

/**
 * `n` branches in one statement (what the API would take minutes to create): head
 * counts with many ties, every third lease date empty, one created_at for all.
 */
async function seedBranches(o: Org, n: number) {
  await t.db
    .execute(sql`insert into branches (tenant_id, company_id, state_id, district_id, location_id, name, address, opening_date, head_count, office_mode, office_type, lease_valid_until)
    select ${o.tenantId}, ${o.companyId}, ${o.stateId}, ${o.districtId}, ${o.locationId}, 'Branch ' || i, i || ', Market Road', date '2020-01-01' + (i % 400), i % 37, 'physical', 'branch',
      case when i % 3 = 0 then null else date '2026-01-01' + (i % 500) end
    from generate_series(1, ${n}) i`)
}

async function listNames(query: string): Promise<string[]> {
  const names: string[] = []
  for (let page = 1; ; page++) {
    const res = await org.call('GET', `/branch?${query}&page=${page}&page_size=200`)
    expect(res.statusCode).toBe(200)
    const { data } = res.json() as { data: { name: string }[] }
    names.push(...data.map((b) => b.name))
    if (data.length < 200) return names
  }
}

async function exportNames(query: string): Promise<string[]> {
  const res = await org.call('GET', `/branch/branch-data/export?${query}`)
  expect(res.statusCode).toBe(200)
  const sheet = (await readWorkbook(res.rawPayload)).worksheets[0]!
  const column = (sheet.getRow(1).values as unknown[]).indexOf('Branch name')
  const names: string[] = []
  sheet.eachRow((row, i) => {
    if (i > 1) names.push(String(row.getCell(column).value))
  })
  return names
}

describe('branch list and export at size', () => {
  it.each([
    ['sort=head_count&order=desc'],
    ['sort=lease_valid_until&order=asc'],
    ['sort=lease_valid_until&order=desc'],
    ['sort=created_at&order=asc'],
    ['search=Branch 1'],
  ])("an export of 5,500 branches holds the list's rows in the same order (%s)", async (query) => {
    const listed = await listNames(query)
    expect(listed.length).toBe(query.startsWith('search') ? 1_111 : 5_500)
    expect(await exportNames(query)).toEqual(listed)
  })

  it('counts a list of 5,500 exactly, and shows a list of 12,000 as the estimate it is', async () => {
    const small = (await org.call('GET', '/branch')).json().meta
    expect(small).toEqual({ page: 1, page_size: 20, total: 5_500 })
    const estimated = (await large.call('GET', '/branch')).json().meta
    expect(estimated.total_is_estimate).toBe(true)
    expect(estimated.total).toBeGreaterThan(10_000)
    expect(estimated.total).toBeLessThan(14_000)
    // A search is always counted exactly: "Branch 1234" and "Branch 12340" … "Branch 12349" are not all there.
    expect((await large.call('GET', '/branch?search=Branch 123')).json().meta).toEqual({ page: 1, page_size: 20, total: 11 })
  })

  it('gzips a large page for a client that accepts it, and leaves a 20-row page and the export as they are', async () => {
    const gzip = { headers: { 'accept-encoding': 'gzip, deflate, br' } }
    const plain = await large.call('GET', '/branch?page_size=200')
    const zipped = await large.call('GET', '/branch?page_size=200', undefined, gzip)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json())
    expect((await large.call('GET', '/branch?page_size=20', undefined, gzip)).headers['content-encoding']).toBeUndefined()
    const exported = await org.call('GET', '/branch/branch-data/export', undefined, gzip)
    expect(exported.headers['content-encoding']).toBeUndefined()
    expect(exported.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK')
  })

  it('pages an unsearched list with one statement prepared once, and asks for the estimate once, not on every page', async () => {
    await large.call('GET', '/branch')
    const statements = watchStatements()
    const sent = statements.sent
    try {
      const second = await large.call('GET', '/branch?page=2')
      const third = await large.call('GET', '/branch?page=3')
      expect(second.json().data[0].name).not.toBe(third.json().data[0].name)
      expect(third.json().meta).toMatchObject({ page: 3, total_is_estimate: true })
      // Per page: the caller's statement and the page's; the page's under one name.
      const pages = sent().filter((s) => s.name !== 'auth_caller')
      expect(sent()).toHaveLength(4)
      expect(pages).toHaveLength(2)
      expect(pages[0]!.name).toMatch(/^t_/)
      expect(pages[1]!.name).toBe(pages[0]!.name)

      // A search is matched once, planned for its words (no name), and counted exactly; its
      // page is read by the matched ids under one name, with no second trigram scan.
      statements.clear()
      expect((await large.call('GET', '/branch?search=Branch 123')).json().meta.total).toBe(11)
      const named = sent().filter((s) => s.name !== 'auth_caller' && s.name !== undefined)
      const matching = sent().filter((s) => /ilike/i.test(s.text) && /from "branches"/.test(s.text))
      expect(matching).toHaveLength(1)
      expect(matching[0]!.name).toBeUndefined()
      expect(named).toHaveLength(1)
      expect(named[0]!.text).toMatch(/"branches"\."id" = any\(\$\d+::int\[\]\)/)
      expect(named[0]!.text).not.toMatch(/ilike/i)
      // Paged by the ids in the list's order, and past the end an empty page with the count.
      const names = async (q: string) =>
        ((await large.call('GET', `/branch?search=Branch 123&${q}`)).json().data as { name: string }[]).map((b) => b.name)
      const all = await names('page_size=20&sort=name&order=desc')
      expect(all).toEqual([...all].sort().reverse())
      expect([...(await names('page_size=5&sort=name&order=desc')), ...(await names('page=2&page_size=5&sort=name&order=desc'))]).toEqual(
        all.slice(0, 10),
      )
      const past = (await large.call('GET', '/branch?search=Branch 123&page=4&page_size=5')).json()
      expect(past.data).toEqual([])
      expect(past.meta.total).toBe(11)
    } finally {
      statements.stop()
    }
  })

  it('answers a list under the threshold from one statement whose rows carry the exact count, even past its last page', async () => {
    const statements = watchStatements()
    try {
      const res = await org.call('GET', '/branch?sort=head_count&order=desc')
      expect(res.json().meta).toEqual({ page: 1, page_size: 20, total: 5_500 })
      expect(statements.sent().filter((s) => s.name !== 'auth_caller')).toHaveLength(1)
    } finally {
      statements.stop()
    }
    const past = await org.call('GET', '/branch?page=1000&page_size=20')
    expect(past.json()).toMatchObject({ data: [], meta: { page: 1000, total: 5_500 } })
    expect((await org.call('GET', '/branch?search=Branch 123&page=50')).json()).toMatchObject({ data: [], meta: { total: 11 } })
    expect((await large.call('GET', '/branch?page=100000')).json()).toMatchObject({ data: [], meta: { total_is_estimate: true } })
  })

  it('asks the name index for the rare word of a search whose other word is in every name, and checks the whole text on what it finds', async () => {
    const statements = watchStatements()
    try {
      expect((await large.call('GET', '/branch?search=Branch 1123')).json().meta.total).toBe(11)
      const matching = statements.sent().filter((s) => /from "branches"/.test(s.text) && /ilike/i.test(s.text))
      expect(matching).toHaveLength(1)
      // "branch" is in every sampled name: the index is asked for "1123"; the whole text is not indexable as written.
      expect(matching[0]!.text).toMatch(/"branches"\."name" ilike \$\d+ and \("branches"\."name" \|\| ''\) ilike \$\d+/)
      expect(matching[0]!.values).toEqual(expect.arrayContaining(['%1123%', '%Branch 1123%']))
    } finally {
      statements.stop()
    }
    // The same rows as the whole text would find, in either case, and not the words in another order.
    expect((await large.call('GET', '/branch?search=bRANCH 1123')).json().meta.total).toBe(11)
    expect((await large.call('GET', '/branch?search=1123 Branch')).json().meta.total).toBe(0)
    expect((await large.call('GET', '/branch?search=Branch 1%25')).json().meta.total).toBe(0)
    // A one-word search asks the index for the whole text.
    expect((await large.call('GET', '/branch?search=11999')).json().data.map((b: { name: string }) => b.name)).toEqual(['Branch 11999'])
  })

  it("chooses a filtered page's ids on the branch table alone and reads their rows by id with one statement for every filter", async () => {
    const statements = watchStatements()
    const sent = () => statements.sent().filter((s) => s.name !== 'auth_caller')
    try {
      const byCompany = await org.call('GET', `/branch?company_id=${org.companyId}&sort=head_count&order=desc&page=3`)
      const byState = await org.call('GET', `/branch?state_id=${org.stateId}&sort=head_count&order=desc&page=3`)
      const [picked, rows, ...more] = sent()
      expect(more).toHaveLength(2)
      // The ids (and the count) from branches alone, planned for the filter's values; the rows by id, joined.
      expect(picked!.text).not.toMatch(/join/i)
      expect(picked!.text).toMatch(/"company_id" = \$\d+/)
      expect(rows!.text).toMatch(/inner join/i)
      expect(rows!.text).toMatch(/= any\(\$\d+::int\[\]\)/)
      // One rows statement for both filters: built and named once.
      expect(more[1]!.name).toBe(rows!.name)
      expect(more[1]!.text).toBe(rows!.text)
      // Every branch of Acme has its company and state: the same page as the unfiltered list's, with its count.
      const unfiltered = (await org.call('GET', '/branch?sort=head_count&order=desc&page=3')).json()
      expect(byCompany.json()).toEqual(unfiltered)
      expect(byState.json()).toEqual(unfiltered)
    } finally {
      statements.stop()
    }
    // Past the end: no rows, and the count all the same; another tenant's company matches nothing.
    expect((await org.call('GET', `/branch?company_id=${org.companyId}&page=1000`)).json()).toMatchObject({
      data: [],
      meta: { total: 5_500 },
    })
    expect((await org.call('GET', `/branch?company_id=${large.companyId}`)).json()).toMatchObject({ data: [], meta: { total: 0 } })
  })

  it("finds branches by their company, district and location names without a join, and only the caller's", async () => {
    expect((await org.call('GET', '/branch?search=acme indus')).json().meta.total).toBe(5_500)
    expect((await org.call('GET', '/branch?search=globex')).json().meta.total).toBe(0)
    expect((await org.call('GET', '/branch?search=hinjaw')).json().meta.total).toBe(5_500)
    expect((await org.call('GET', '/branch?search=pune')).json().meta.total).toBe(5_500)
    expect((await org.call('GET', '/branch?search=no such place')).json().meta.total).toBe(0)
  })
})
