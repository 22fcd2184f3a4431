import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from '../helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupTestApp()
})
afterAll(() => ctx.close())

describe('statements of one transaction asked side by side', () => {
  it('run one after the other, in order, without pg’s deprecated queue', async () => {
    const warnings: string[] = []
    const heard = (w: Error) => warnings.push(w.message)
    process.on('warning', heard)
    try {
      const seen = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table side_by_side (n int) on commit drop`)
        // The grid and the dashboard ask their statements with Promise.all, in a transaction too (the daily sweep).
        await Promise.all([1, 2, 3].map((n) => tx.execute(sql`insert into side_by_side values (${n})`)))
        const [slow, after] = await Promise.all([
          tx.execute(sql`select pg_sleep(0.05), count(*)::int as n from side_by_side`),
          tx.execute(sql`select array_agg(n order by n) as ns from side_by_side`),
        ])
        return { count: (slow.rows[0] as { n: number }).n, ns: (after.rows[0] as { ns: number[] }).ns }
      })
      expect(seen).toEqual({ count: 3, ns: [1, 2, 3] })
      // Deprecation warnings are emitted on the next turn.
      await new Promise((resolve) => setImmediate(resolve))
      expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([])
    } finally {
      process.off('warning', heard)
    }
  })

  it('a failed statement fails its transaction, and the client serves the next one', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await Promise.all([tx.execute(sql`select 1/0`), tx.execute(sql`select 1`)])
      }),
    ).rejects.toThrow()
    const { rows } = await ctx.db.execute(sql`select 2 as two`)
    expect(rows).toEqual([{ two: 2 }])
  })
})
