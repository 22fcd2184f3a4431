/**
 * An upload's rows as the render worker reads them (row-batches.ts, on its own
 * connection): batch after batch in sheet order, every row once; and only the job's
 * tenant's, so another tenant's upload id reads nothing, there or in the worker.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../helpers'
import { createBranch, twoTenants, type Org } from '../organisation/fixtures'
import type { TitlePlaceholder } from '@ihrc/contract'
import { registerRenderer, type RenderJob } from '../../src/modules/registers/render'
import { rowBatches } from '../../src/modules/registers/row-batches'
import { salaryRow, uploaded } from './fixtures'

const N = 5
let t: TestContext
let org: Org
let other: Org
let uploadId: number
/** A connection of its own, as the render worker's. */
let pool: pg.Pool

beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  const branchId = await createBranch(org)
  const rows = Array.from({ length: N }, (_, i) => salaryRow(i, '2026-03'))
  uploadId = (await uploaded(org.call, 'salary', rows, { branch_id: branchId, month: '2026-03' })).id
  pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 })
}, 60_000)
afterAll(async () => {
  await pool.end()
  await t.close()
})

async function read(tenantId: number, size: number): Promise<[string, Record<string, unknown>][][]> {
  const out: [string, Record<string, unknown>][][] = []
  for await (const batch of rowBatches(pool, tenantId, uploadId, size)) out.push(batch.map((r) => [r.employeeCode, r.values]))
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

describe('the render worker', () => {
  it("lays out the job's tenant's rows only", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'render-'))
    const renderer = await registerRenderer(t.databaseUrl)
    try {
      const job = (tenantId: number): RenderJob => ({
        tenantId,
        uploads: { salary: uploadId },
        format: {
          title: ['Register'],
          rows_from: 'salary',
          rows_with: null,
          notes: [],
          columns: [{ header: 'Name', group: null, value: { kind: 'field', input: 'salary', field: 'employee_name' }, total: false }],
        },
        facts: {} as Record<TitlePlaceholder, string>,
        sheetName: 'Register',
        pageLabel: 'Register',
        dir,
      })
      expect((await renderer.render(job(org.tenantId))).rows).toBe(N)
      expect((await renderer.render(job(other.tenantId))).rows).toBe(0)
    } finally {
      await renderer.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
