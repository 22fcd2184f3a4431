/**
 * Template dropdowns read their values from the hidden Lists sheet; a tenant's own
 * names land there (here a designation on the users template), so they are escaped
 * like every other cell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from '../helpers'
import { setupOrg, type Org } from '../organisation/fixtures'
import { readWorkbook } from '../organisation/xlsx-helpers'

let t: TestContext
let org: Org
beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Acme')
})
afterAll(() => t.close())

describe('template dropdown lists', () => {
  it('write a formula-like designation name escaped, as text', async () => {
    const evil = '=HYPERLINK("http://evil.example","Open")'
    const role = await org.call('POST', '/role', { name: evil })
    expect(role.statusCode, role.body).toBe(201)
    const res = await org.call('GET', '/user/user-template')
    expect(res.statusCode).toBe(200)
    const lists = (await readWorkbook(res.rawPayload)).getWorksheet('Lists')!
    const cells: unknown[] = []
    lists.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)))
    expect(cells).toContain(`'${evil}`)
    expect(cells).not.toContain(evil)
    // Nothing in the sheet is a formula: every value is plain text.
    expect(cells.every((v) => typeof v === 'string')).toBe(true)
  })
})
