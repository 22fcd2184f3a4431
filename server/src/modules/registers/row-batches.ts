/**
 * An upload's rows as the render worker reads them (render-worker.ts, on a connection of
 * its own), 1,000 at a time in their sheet order. The server's main thread then never
 * holds a row, as an object or as text: read and laid out there, Forms A to E of 5,000
 * employees grew its heap by 50–85 MB that V8 kept (bench/README.md, "Registers"). Plain
 * rows, each `values` parsed by the driver: a batch built as one JSON text by PostgreSQL
 * (json_agg) cost its backend ~40 % more CPU than the same rows sent as they are.
 */
import type pg from 'pg'
import type { InputRows } from './layout'

export const ROWS_A_BATCH = 1000

/** Whatever runs a statement: a pool, or the worker's own client. */
export type Queryable = Pick<pg.ClientBase, 'query'> | Pick<pg.Pool, 'query'>

// The tenant is a parameter of the one statement there is: no read without it.
const BATCH = `
  select row_number, employee_code as "employeeCode", values from register_rows
  where tenant_id = $1 and upload_id = $2 and row_number > $3
  order by row_number
  limit $4`

/**
 * The rows of `uploadId` of `tenantId` (which the caller takes from the request's auth,
 * never from the upload), batch by batch after the row number each one ended at.
 */
export async function* rowBatches(db: Queryable, tenantId: number, uploadId: number, size = ROWS_A_BATCH): AsyncGenerator<InputRows> {
  let after = 0
  for (;;) {
    const { rows } = await db.query<InputRows[number] & { row_number: number }>(BATCH, [tenantId, uploadId, after, size])
    if (!rows.length) return
    yield rows
    after = rows.at(-1)!.row_number
  }
}
