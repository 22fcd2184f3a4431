/**
 * An upload's rows as the render worker receives them (row-batches.ts): batch after
 * batch in sheet order, every row once; and only the tenant's own, so another tenant's
 * upload id reads nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../helpers'
import { createBranch, twoTenants, type Org } from '../organisation/fixtures'
import { rowBatches } from '../../src/modules/registers/row-batches'
import { salaryRow, uploaded } from './fixtures'

const N = 5
let t: TestContext
let org: Org
let other: Org
let uploadId: number

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  const branchId = await createBranch(org)
  const rows = Array.from({ length: N }, (_, i) => salaryRow(i, '2026-03'))
  uploadId = (await uploaded(org.call, 'salary', rows, { branch_id: branchId, month: '2026-03' })).id
}, 60_000)
afterAll(async () => {
  await t.close()
})

async function read(tenantId: number, size: number): Promise<[string, Record<string, unknown>][][]> {
  const out: [string, Record<string, unknown>][][] = []
  for await (const batch of rowBatches(t.db, tenantId, uploadId, size)) out.push(JSON.parse(batch) as [string, Record<string, unknown>][])
  return out
}

describe("an upload's rows by batches", () => {
  it('come in sheet order, every row once, a batch at most the size asked', async () => {
    const batches = await read(org.tenantId, 2)
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1])
    const rows = batches.flat()
    expect(rows.map(([code]) => code)).toEqual(['E0001', 'E0002', 'E0003', 'E0004', 'E0005'])
    expect(rows[2]![1]).toMatchObject({ employee_name: 'Employee 3', basic: salaryRow(2).basic })
  })

  it("read nothing of another tenant's upload", async () => {
    expect(await read(other.tenantId, 2)).toEqual([])
  })
})
