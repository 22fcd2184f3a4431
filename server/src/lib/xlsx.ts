/**
 * Spreadsheets for templates (exceljs, for its dropdowns), bulk uploads (the sheet's
 * XML read in a worker: xlsx-read.ts) and exports (the sheet's XML written: xlsx-write.ts).
 * One column description drives all three, so a template, its upload and the export
 * of the same resource can never disagree on headers.
 */
import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { escapeCell, type SheetColumn, type SheetRow } from './xlsx-cells'
import { slices } from './time-slices'
import type { CheckSpec } from './xlsx-check'
import { buildInWorker, parseInWorker } from './xlsx-read'
import { unpackRows, type PackedRows, type SheetRows } from './xlsx-rows'
import type { TemplateSpec } from './xlsx-template'
import { writeSheetStream } from './xlsx-write'

export { RowErrors, SpreadsheetError, escapeCell, rowError, type CellText, type SheetColumn, type SheetRow } from './xlsx-cells'

// Not the whole contract: the render worker loads this module.
import { XLSX_MIME } from '@ihrc/contract/media-types'

export { XLSX_MIME }
export type { TemplateSpec } from './xlsx-template'
/** Rows a bulk upload may hold (header excluded); more is refused before any work. */
export const MAX_UPLOAD_ROWS = 50_000
// ---------------------------------------------------------------- template

/**
 * A template workbook (xlsx-template.ts), built in the spreadsheet worker (xlsx-read.ts):
 * exceljs takes ~0.3 s of a thread to load and tens of ms to write a template, which on
 * the main thread every other request waited for.
 */
export function buildTemplate(spec: TemplateSpec): Promise<Buffer> {
  return buildInWorker(spec)
}

// ---------------------------------------------------------------- upload parsing

/** Rows an upload reads, validates and inserts at a time. */
export const UPLOAD_BATCH_ROWS = 1000

/**
 * Reads the first sheet of an uploaded workbook into rows keyed by column key, a batch
 * at a time: the next batch is read while the caller works on this one, and neither
 * the caller nor the reader holds the whole sheet (a batch's rows are made one at a
 * time as they are iterated: xlsx-rows.ts). Columns are found by header text
 * (case-insensitive), so users may reorder them; blank rows are skipped. Throws
 * SpreadsheetError for a file that cannot be a filled-in template, or that is too
 * large or too slow to read (parsed in a worker with memory and time limits, behind
 * the zip guard: see xlsx-read.ts), before the first batch or, for what shows only
 * further on (too many rows, a broken part), at the batch where it shows.
 */
export async function* readSheetBatches(
  buf: Buffer,
  columns: readonly SheetColumn[],
  maxRows = MAX_UPLOAD_ROWS,
  batchRows = UPLOAD_BATCH_ROWS,
): AsyncGenerator<SheetRows> {
  const keys = columns.map((c) => c.key)
  for await (const packed of parseInWorker<PackedRows>({ file: buf, columns: parseColumns(columns), maxRows, batchRows })) {
    yield unpackRows(packed, keys)
  }
}

/** The column facts the worker needs (the rest, notes and dropdowns, do not cross). */
const parseColumns = (columns: readonly SheetColumn[]) => columns.map(({ key, header, required }) => ({ key, header, required }))

/**
 * An upload read and checked in the parse worker (xlsx-check.ts): every batch of the
 * check's parameter arrays, once the whole sheet passed, or SpreadsheetError with every
 * fault of the file or its rows. Nothing is written before the last row is checked.
 */
export async function readCheckedSheet<Columns>(
  buf: Buffer,
  columns: readonly SheetColumn[],
  check: CheckSpec,
  maxRows = MAX_UPLOAD_ROWS,
): Promise<Columns[]> {
  const batches: Columns[] = []
  const job = { file: buf, columns: parseColumns(columns), maxRows, batchRows: UPLOAD_BATCH_ROWS, check }
  for await (const batch of parseInWorker<Columns>(job)) batches.push(batch)
  return batches
}

/** The whole sheet at once (see readSheetBatches), for uploads that check rows against each other. */
export async function readSheet(buf: Buffer, columns: readonly SheetColumn[], maxRows = MAX_UPLOAD_ROWS): Promise<SheetRow[]> {
  const rows: SheetRow[] = []
  for await (const batch of readSheetBatches(buf, columns, maxRows)) for (const r of batch) rows.push(r)
  return rows
}

// ---------------------------------------------------------------- streamed export

export interface ExportSpec {
  sheetName: string
  columns: readonly Pick<SheetColumn, 'header' | 'width'>[]
  /** Lines of text above the header row. */
  title?: readonly string[]
  /** Bold rows between the title and the header row, a cell per column (headings over several columns). */
  bands?: readonly (readonly unknown[])[]
  /** Cell values in column order; produced lazily so large exports stay flat in memory. */
  rows: AsyncIterable<readonly unknown[]>
  /** Bold rows after the data (totals). */
  footer?: readonly (readonly unknown[])[]
  /** Lines of text under everything (footnotes). */
  notes?: readonly string[]
}

/**
 * Streams a workbook: rows are pulled as the download is read, so memory does not grow
 * with the row count (`xlsx-write.ts`). Errors after the first byte end the stream (the
 * client sees a truncated download rather than a wrong file).
 */
export function exportStream(spec: ExportSpec): Readable {
  const line = (text: string) => escapeCell(text) as string
  const cells = (rows?: readonly (readonly unknown[])[]) => rows?.map((r) => r.map(escapeCell))
  return writeSheetStream({
    ...spec,
    // Headers are text from people too (custom field names, a register format's columns): escaped like every cell.
    columns: spec.columns.map((c) => ({ ...c, header: line(c.header) })),
    title: spec.title?.map(line),
    bands: cells(spec.bands),
    rows: escaped(spec.rows),
    footer: cells(spec.footer),
    notes: spec.notes?.map(line),
  })
}

/** Each row escaped; the event loop is served between slices of rows (the rows' source may be a list already in memory). */
async function* escaped(rows: AsyncIterable<readonly unknown[]>): AsyncGenerator<readonly unknown[]> {
  const breathe = slices()
  for await (const row of rows) {
    yield row.map(escapeCell)
    await breathe()
  }
}

/** `branches-2026-01-31.xlsx`: the resource and the day of the export. */
export function datedFilename(stem: string, today: string): string {
  return `${stem}-${today}.xlsx`
}

/** Sends a workbook as a download; the console reads the name from Content-Disposition. */
export function sendXlsx(reply: FastifyReply, filename: string, body: Buffer | Readable): FastifyReply {
  return reply
    .header('Content-Type', XLSX_MIME)
    .header('Content-Disposition', `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`)
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .send(body)
}
