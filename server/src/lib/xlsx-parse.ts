/**
 * The parse of an uploaded workbook, in-process: the zip guard, then exceljs's
 * streaming reader. Called only from the parse worker (xlsx-parse-worker.ts), whose
 * memory and time limits stand behind the caps checked here.
 */
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { NOT_A_WORKBOOK, SpreadsheetError, unescapeCell, type CellText, type SheetColumn, type SheetRow } from './xlsx-cells'
import { ZipRefused, assertSafeWorkbook, type ZipLimits } from './xlsx-zip-guard'

/** What a workbook may unpack to (checked by really inflating it); guards against zip bombs. */
export const UPLOAD_LIMITS: ZipLimits = {
  totalBytes: 200 * 1024 * 1024,
  entryBytes: 100 * 1024 * 1024,
  sharedStrings: 1_000_000,
  cells: 2_000_000,
}

/** The column facts the parse needs (plain data: it crosses to the worker). */
export type ParseColumn = Pick<SheetColumn, 'key' | 'header' | 'required'>

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

/**
 * Reads the first sheet into rows keyed by column key (see readSheet in xlsx.ts).
 * Streams the sheet (exceljs WorkbookReader): rows are read one by one, so an
 * oversized sheet is refused as soon as it passes `maxRows`, and the template's
 * dropdowns (data validations, one entry per cell once loaded) are never expanded.
 */
export async function parseSheet(buf: Buffer, columns: readonly ParseColumn[], maxRows: number): Promise<SheetRow[]> {
  try {
    await assertSafeWorkbook(buf, UPLOAD_LIMITS)
  } catch (err) {
    if (err instanceof ZipRefused) throw new SpreadsheetError([err.message])
    throw err
  }
  const byHeader = new Map(columns.map((c) => [c.header.trim().toLowerCase(), c]))
  const at = new Map<number, ParseColumn>()
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
          const missing = columns
            .filter((c) => c.required && !found.has(c.key))
            .map((c) => `Column ${c.header} is missing from the header row`)
          if (missing.length) throw new SpreadsheetError(missing)
          continue
        }
        if (at.size === 0) throw new SpreadsheetError(["The first row must be the template's header row"])
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
    throw new SpreadsheetError([NOT_A_WORKBOOK])
  }
  if (!sawSheet) throw new SpreadsheetError(['The workbook has no sheet'])
  if (at.size === 0)
    throw new SpreadsheetError(columns.filter((c) => c.required).map((c) => `Column ${c.header} is missing from the header row`))
  if (rows.length === 0) throw new SpreadsheetError(['The sheet has no data rows'])
  return rows
}
