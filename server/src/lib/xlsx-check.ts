/**
 * An upload's rows checked where they are parsed, in the parse worker (xlsx-read.ts):
 * the server's main thread then receives only what it writes, the rows as the insert's
 * parameter arrays, never an object per row and cell. A 5,000-row register upload read
 * and checked on the main thread left ~100 MB of such objects behind (bench/README.md)
 * and held the event loop through its checks.
 *
 * A function cannot cross to the worker, so a check is named by the module that makes
 * it (its URL, from workerUrl) and plain-data arguments; the worker imports the module
 * and calls its default export once per upload.
 */
import type { RowErrors, SheetRow } from './xlsx-cells'

/** One upload's check: stateful across batches (an employee code once per file, say). */
export interface RowCheck<Columns> {
  /** Checks one row: its faults go to `errors`; a good row is kept for the insert. */
  add(row: SheetRow, errors: RowErrors): void
  /** The rows kept since the last take, as the insert's parameter arrays (plain data). */
  take(): Columns
}

/** A check module's default export. */
export type MakeCheck<Args, Columns> = (args: Args) => RowCheck<Columns>

/** Which check a parse runs: the module's URL (workerUrl(...).href) and its arguments. */
export interface CheckSpec {
  module: string
  args: unknown
}

/** `make`'s check of `rows` on this thread (the demo's sample rows): every batch, or every fault. */
export function checkHere<Args, Columns>(
  make: MakeCheck<Args, Columns>,
  args: Args,
  rows: Iterable<SheetRow>,
  errors: RowErrors,
): Columns | null {
  const check = make(args)
  for (const r of rows) check.add(r, errors)
  return errors.any ? null : check.take()
}
