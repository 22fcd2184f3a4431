/**
 * A batch of sheet rows as it crosses from the parse worker to the main thread: one
 * buffer of JSON lines, a line a row, moved to the main thread (transferred, not copied)
 * and read back a row at a time as the upload checks it.
 *
 * As objects, a 1,000-row batch put ~700 bytes a row on the main thread's heap (an object
 * and a string per cell) for as long as its rows were checked and inserted: long enough
 * for V8 to move them to the old generation, which then grew by megabytes a batch until
 * a full collection (bench/README.md, "Uploads' memory"). The buffer lies outside the
 * heap, and a row read from it is garbage before the next is read.
 */
import type { CellText, SheetRow } from './xlsx-cells'

/** Rows as the worker hands them over: plain data, its buffer in the message's transfer list. */
export interface PackedRows {
  lines: Uint8Array
  count: number
}

const NEWLINE = 10

/** `rows` as JSON lines, `[row number, the cell of each key in order]` (null for a blank cell). */
export function packRows(rows: readonly SheetRow[], keys: readonly string[]): PackedRows {
  // JSON escapes a newline inside a string, so a newline byte only ever ends a row.
  const text = rows.map((r) => JSON.stringify([r.row, ...keys.map((k) => r.values[k] ?? null)])).join('\n')
  return { lines: new TextEncoder().encode(text), count: rows.length }
}

/** The rows of a packed batch, read one at a time as they are iterated; `length` is how many. */
export interface SheetRows extends Iterable<SheetRow> {
  readonly length: number
}

export function unpackRows(packed: PackedRows, keys: readonly string[]): SheetRows {
  const { lines, count } = packed
  return {
    length: count,
    *[Symbol.iterator]() {
      const decoder = new TextDecoder()
      for (let start = 0; start < lines.length;) {
        const newline = lines.indexOf(NEWLINE, start)
        const end = newline === -1 ? lines.length : newline
        const [row, ...cells] = JSON.parse(decoder.decode(lines.subarray(start, end))) as [number, ...(string | null)[]]
        const values: Record<string, CellText> = {}
        keys.forEach((k, i) => (values[k] = cells[i] ?? undefined))
        yield { row, values }
        start = end + 1
      }
    },
  }
}
