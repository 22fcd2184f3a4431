/**
 * An upload's rows as the render worker reads them (render-worker.ts, on a connection of
 * its own), 1,000 at a time in their sheet order, each batch one JSON text made by
 * PostgreSQL. The server's main thread then never holds a row, as an object or as text:
 * read and laid out there, Forms A to E of 5,000 employees grew its heap by 50–85 MB
 * that V8 kept (bench/README.md, "Registers").
 */
import type pg from 'pg'

export const ROWS_A_BATCH = 1000

/** One batch's rows as JSON text: `[employee code, values][]`. */
export type RowBatch = string

/** Whatever runs a statement: a pool, or the worker's own client. */
export type Queryable = Pick<pg.ClientBase, 'query'> | Pick<pg.Pool, 'query'>

// The tenant is a parameter of the one statement there is: no read without it.
const BATCH = `
  select max(r.row_number) as last,
    json_agg(json_build_array(r.employee_code, r.values) order by r.row_number)::text as rows
  from (
    select row_number, employee_code, values from register_rows
    where tenant_id = $1 and upload_id = $2 and row_number > $3
    order by row_number
    limit $4
  ) r`

/**
 * The rows of `uploadId` of `tenantId` (which the caller takes from the request's auth,
 * never from the upload), batch by batch after the row number each one ended at.
 */
export async function* rowBatches(db: Queryable, tenantId: number, uploadId: number, size = ROWS_A_BATCH): AsyncGenerator<RowBatch> {
  let after = 0
  for (;;) {
    const { rows } = await db.query<{ last: number | null; rows: string | null }>(BATCH, [tenantId, uploadId, after, size])
    const batch = rows[0]
    if (!batch?.rows || batch.last === null) return
    yield batch.rows
    after = batch.last
  }
}
