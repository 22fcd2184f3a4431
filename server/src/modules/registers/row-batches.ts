/**
 * An upload's rows read for the render worker (render.ts), 1,000 at a time in their
 * sheet order, each batch one JSON text made by PostgreSQL: the main thread passes the
 * text on and never holds a row as an object, nor a whole register's rows. Read and
 * laid out here, Forms A to E of 5,000 employees grew its heap by 50–85 MB that V8 kept
 * (bench/README.md, "Registers").
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { registerRows } from '../../db/schema'

export const ROWS_A_BATCH = 1000

/** One batch's rows as JSON text: `[employee code, values][]`, parsed in the render worker. */
export type RowBatch = string

/**
 * The rows of `uploadId` of `tenantId` (which the caller takes from the request's auth,
 * never from the upload), batch by batch after the row number each one ended at.
 */
export async function* rowBatches(db: Db, tenantId: number, uploadId: number, size = ROWS_A_BATCH): AsyncGenerator<RowBatch> {
  let after = 0
  for (;;) {
    const { rows } = await db.execute<{ last: number | null; rows: string | null }>(sql`
      select max(r.row_number) as last,
        json_agg(json_build_array(r.employee_code, r.values) order by r.row_number)::text as rows
      from (
        select ${registerRows.rowNumber} as row_number, ${registerRows.employeeCode} as employee_code, ${registerRows.values} as values
        from ${registerRows}
        where ${registerRows.tenantId} = ${tenantId} and ${registerRows.uploadId} = ${uploadId} and ${registerRows.rowNumber} > ${after}
        order by ${registerRows.rowNumber}
        limit ${size}
      ) r`)
    const batch = rows[0]
    if (!batch?.rows || batch.last === null) return
    yield batch.rows
    after = batch.last
  }
}
