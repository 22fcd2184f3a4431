/**
 * Spreadsheets for templates, bulk uploads and exports (exceljs). One column
 * description drives all three, so a template, its upload and the export of the same
 * resource can never disagree on headers.
 */
import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'
import { ZipRefused, assertInflatesWithin } from './xlsx-zip-guard'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** Rows a bulk upload may hold (header excluded); more is refused before any work. */
export const MAX_UPLOAD_ROWS = 50_000
/** Bytes a workbook may unpack to (checked by really inflating it); guards against zip bombs. */
export const MAX_INFLATED_BYTES = 200 * 1024 * 1024
/** Rows of the template that carry dropdowns. */
const VALIDATED_ROWS = 10_000

export interface SheetColumn {
  /** The wire field the column maps to. */
  key: string
  /** Header text, also the "column X" of upload errors. */
  header: string
  width?: number
  required?: boolean
  /** One line for the Instructions sheet. */
  note?: string
  /** Allowed cell texts; the template offers them as a dropdown. */
  options?: readonly string[]
}

export type CellText = string | undefined

export class SpreadsheetError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '))
  }
}

export function rowError(row: number, header: string, reason: string): string {
  return `Row ${row}, column ${header}: ${reason}`
}

// ---------------------------------------------------------------- escaping

const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A text that a spreadsheet would run as a formula gets a leading quote (OWASP CSV
 * injection advice); numbers, dates and booleans are written as they are.
 */
export function escapeCell(value: unknown): unknown {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`
  return value
}
/** The reverse of escapeCell, so an exported sheet uploads back unchanged. */
function unescapeCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
}

// ---------------------------------------------------------------- template

export interface TemplateSpec {
  sheetName: string
  columns: readonly SheetColumn[]
  /** General lines shown above the per-column notes on the Instructions sheet. */
  instructions: readonly string[]
}

interface RangeValidations {
  add(range: string, validation: ExcelJS.DataValidation): void
}

function columnLetter(index: number): string {
  let n = index + 1
  let out = ''
  while (n > 0) {
    const rem = (n - 1) % 26
    out = String.fromCharCode(65 + rem) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

/** A template: the header row, an Instructions sheet and dropdowns fed by a hidden Lists sheet. */
export async function buildTemplate(spec: TemplateSpec): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = spec.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(14, c.header.length + 4) }))
  sheet.getRow(1).font = { bold: true }

  const help = wb.addWorksheet('Instructions')
  help.getColumn(1).width = 34
  help.getColumn(2).width = 100
  for (const line of spec.instructions) help.addRow([line])
  help.addRow([])
  const head = help.addRow(['Column', 'How to fill it'])
  head.font = { bold: true }
  for (const c of spec.columns) {
    const parts = [c.required ? 'Required.' : 'Optional.', c.note ?? '']
    if (c.options && c.options.length <= 12) parts.push(`One of: ${c.options.join(', ')}.`)
    else if (c.options) parts.push('Pick from the dropdown.')
    help.addRow([c.header, parts.filter(Boolean).join(' ')])
  }

  // Long lists (all states) exceed the 255-character limit of an inline list, so every
  // dropdown reads its values from a column of a hidden sheet.
  const lists = wb.addWorksheet('Lists', { state: 'hidden' })
  const validations = (sheet as unknown as { dataValidations: RangeValidations }).dataValidations
  let listCol = 0
  spec.columns.forEach((c, i) => {
    if (!c.options || c.options.length === 0) return
    const letter = columnLetter(listCol++)
    c.options.forEach((opt, r) => {
      lists.getCell(`${letter}${r + 1}`).value = opt
    })
    const col = columnLetter(i)
    validations.add(`${col}2:${col}${VALIDATED_ROWS + 1}`, {
      type: 'list',
      allowBlank: !c.required,
      formulae: [`Lists!$${letter}$1:$${letter}$${c.options.length}`],
      showErrorMessage: true,
      errorTitle: c.header,
      error: `Pick a value from the list for ${c.header}`,
    })
  })
  return Buffer.from(await wb.xlsx.writeBuffer())
}

// ---------------------------------------------------------------- upload parsing

function cellText(value: ExcelJS.CellValue): CellText {
  if (value === null || value === undefined) return undefined
  if (value instanceof Date) {
    // exceljs reads date cells as UTC midnight of the calendar day typed.
    return value.toISOString().slice(0, 10)
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'string') {
    const t = unescapeCell(value.trim())
    return t === '' ? undefined : t
  }
  if ('richText' in value) return cellText(value.richText.map((r) => r.text).join(''))
  if ('text' in value && typeof value.text === 'string') return cellText(value.text)
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
  if ('error' in value) return undefined
  return undefined
}

export interface SheetRow {
  /** The spreadsheet's own row number (header is row 1). */
  row: number
  values: Record<string, CellText>
}

/**
 * Reads the first sheet of an uploaded workbook into rows keyed by column key.
 * Columns are found by header text (case-insensitive), so users may reorder them;
 * blank rows are skipped. Throws SpreadsheetError for a file that cannot be a
 * filled-in template.
 *
 * Streams the sheet (exceljs WorkbookReader): rows are read one by one, so an
 * oversized sheet is refused as soon as it passes `maxRows`, and the template's
 * dropdowns (data validations, one entry per cell once loaded) are never expanded.
 */
export async function readSheet(buf: Buffer, columns: readonly SheetColumn[], maxRows = MAX_UPLOAD_ROWS): Promise<SheetRow[]> {
  try {
    await assertInflatesWithin(buf, MAX_INFLATED_BYTES)
  } catch (err) {
    if (err instanceof ZipRefused) throw new SpreadsheetError([err.message])
    throw err
  }
  const byHeader = new Map(columns.map((c) => [c.header.trim().toLowerCase(), c]))
  const at = new Map<number, SheetColumn>()
  const rows: SheetRow[] = []
  let sawSheet = false
  let dataRows = 0
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buf), {
    sharedStrings: 'cache',
    styles: 'cache', // date cells are told apart from numbers by their number format
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  })
  try {
    for await (const sheet of reader) {
      sawSheet = true
      for await (const r of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        // Blank rows are skipped, not counted; this stops a sheet of endless blank rows.
        if (r.number > maxRows * 2 + 1) throw new SpreadsheetError([`The sheet has more than ${maxRows} rows; split it into smaller files`])
        if (r.number === 1) {
          r.eachCell((cell, col) => {
            const c = byHeader.get(String(cellText(cell.value) ?? '').toLowerCase())
            if (c) at.set(col, c)
          })
          const found = new Set([...at.values()].map((c) => c.key))
          const missing = columns.filter((c) => c.required && !found.has(c.key)).map((c) => `Column ${c.header} is missing from the header row`)
          if (missing.length) throw new SpreadsheetError(missing)
          continue
        }
        if (at.size === 0) throw new SpreadsheetError(['The first row must be the template\'s header row'])
        const values: Record<string, CellText> = {}
        let any = false
        for (const [col, c] of at) {
          const v = cellText(r.getCell(col).value)
          if (v !== undefined) any = true
          values[c.key] = v
        }
        if (!any) continue
        if (++dataRows > maxRows) throw new SpreadsheetError([`The sheet has more than ${maxRows} rows; split it into smaller files`])
        rows.push({ row: r.number, values })
      }
      break // only the first sheet holds data; the others are instructions and lists
    }
  } catch (err) {
    if (err instanceof SpreadsheetError) throw err
    throw new SpreadsheetError(['The file is not a valid .xlsx workbook'])
  }
  if (!sawSheet) throw new SpreadsheetError(['The workbook has no sheet'])
  if (at.size === 0) throw new SpreadsheetError(columns.filter((c) => c.required).map((c) => `Column ${c.header} is missing from the header row`))
  if (rows.length === 0) throw new SpreadsheetError(['The sheet has no data rows'])
  return rows
}

// ---------------------------------------------------------------- streamed export

export interface ExportSpec {
  sheetName: string
  columns: readonly Pick<SheetColumn, 'header' | 'width'>[]
  /** Cell values in column order; produced lazily so large exports stay flat in memory. */
  rows: AsyncIterable<readonly unknown[]>
}

/**
 * Streams a workbook: rows are committed as they come, so memory does not grow with
 * the row count. Errors after the first byte end the stream (the client sees a
 * truncated download rather than a wrong file).
 */
export function exportStream(spec: ExportSpec): Readable {
  const out = new PassThrough()
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = wb.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = spec.columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(14, c.header.length + 4) }))
  sheet.getRow(1).font = { bold: true }
  void (async () => {
    for await (const row of spec.rows) sheet.addRow(row.map(escapeCell)).commit()
    sheet.commit()
    await wb.commit()
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))))
  return out
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
