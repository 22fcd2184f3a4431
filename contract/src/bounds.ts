/**
 * The bounds of ids and pages without zod: the console's first paint reads them (a lookup's
 * page size, whether a URL's id can name a record) without evaluating any schema
 * (bench/README.md, s39). envelope.ts re-exports them beside the schemas built on them.
 */

/**
 * The largest value of a PostgreSQL `integer`: ids and counts beyond it would fail in
 * SQL (a 500), so every id and whole number the API accepts is bounded by it.
 */
export const MAX_INT = 2_147_483_647

/** The largest page any list answers. */
export const MAX_PAGE_SIZE = 200

/** Whether `id` can be a record's id at all (a whole number from 1 to MAX_INT): any other is no record's. */
export function isRecordId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_INT
}
