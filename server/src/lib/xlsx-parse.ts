/**
 * The parse of an uploaded workbook, in-process: the zip guard, then a streaming read
 * of the first sheet's XML (xlsx-package.ts finds it and reads what its cells refer
 * to). Called only from the parse worker (xlsx-parse-worker.ts), whose memory and time
 * limits stand behind the caps checked here. exceljs, which read uploads before, spent
 * most of a 10,000-row parse building its object model; this keeps only the cells of
 * the template's columns.
 */
import { NOT_A_WORKBOOK, SpreadsheetError, unescapeCell, type CellText, type SheetColumn, type SheetRow } from './xlsx-cells'
import { CELL_TOO_LONG, MAX_CELL_CHARS, RunText, readWorkbookParts, type WorkbookParts } from './xlsx-package'
import { decodeEscapes, readXml } from './xlsx-xml'
import { ZipRefused, assertSafeWorkbook, type ZipLimits } from './xlsx-zip-guard'

/** What a workbook may unpack to (checked by really inflating it); guards against zip bombs. */
export const UPLOAD_LIMITS: ZipLimits = {
  totalBytes: 200 * 1024 * 1024,
  entryBytes: 100 * 1024 * 1024,
  sharedStrings: 1_000_000,
  cells: 2_000_000,
}
/**
 * Characters the kept cells may hold together: 50,000 rows of 500. The rows are copied
 * to the server's main thread, where a shared string referred to by every cell would
 * otherwise become one copy per cell.
 */
export const MAX_TEXT_CHARS = 25_000_000

/** The column facts the parse needs (plain data: it crosses to the worker). */
export type ParseColumn = Pick<SheetColumn, 'key' | 'header' | 'required'>

/** A text cell as the upload reads it: trimmed, the export's formula escape undone, blank as absent. */
function text(value: string): CellText {
  const t = unescapeCell(value.trim())
  return t === '' ? undefined : t
}

/** Excel's serial day number (UTC) as the calendar day typed; days count from 1900 or 1904. */
function serialDate(serial: number, date1904: boolean): CellText {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000))
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10)
}

interface Cell {
  /** `t`: s (shared string), inlineStr, str (a formula's text), b, e, d (ISO date), n (default). */
  type: string
  style: number
  value: string | undefined
  inline: string | undefined
}

/** A cell's text, whether typed or a formula's cached result (the formula itself is never read, let alone run). */
function cellText(c: Cell, book: WorkbookParts): CellText {
  switch (c.type) {
    case 's':
      return c.value === undefined ? undefined : text(book.strings[Number(c.value)] ?? '')
    case 'inlineStr':
      return text(c.inline ?? c.value ?? '')
    case 'str':
      return text(decodeEscapes(c.value ?? ''))
    case 'b':
      return c.value === undefined ? undefined : String(parseInt(c.value, 10) !== 0)
    case 'e':
      return undefined
    case 'd':
      return c.value === undefined ? undefined : text(/^\d{4}-\d{2}-\d{2}/.test(c.value) ? c.value.slice(0, 10) : c.value)
    default: {
      if (c.value === undefined) return undefined
      const n = parseFloat(c.value)
      if (!Number.isFinite(n)) return text(c.value)
      return book.dateStyles[c.style] ? serialDate(n, book.date1904) : String(n)
    }
  }
}

/** `AB12` → 28; undefined without letters. */
function columnOf(ref: string): number | undefined {
  let col = 0
  let i = 0
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20 // lower case
    if (code < 97 || code > 122) break
    col = col * 26 + (code - 96)
  }
  return i === 0 ? undefined : col
}

const tooMany = (maxRows: number) => new SpreadsheetError([`The sheet has more than ${maxRows} rows; split it into smaller files`])

/** Rows handed over as they are read: `handOver` resolves when the next batch is wanted. */
export interface Batches {
  rows: number
  handOver(rows: SheetRow[]): Promise<void>
}

/**
 * Reads the first sheet into rows keyed by column key (see readSheet in xlsx.ts): row 1
 * names the columns (matched to `columns` by header, in any order and case), blank rows
 * are skipped. An oversized sheet is refused as soon as it passes `maxRows`. With
 * `batches`, rows are handed over about `batches.rows` at a time; the rest are returned.
 */
export async function parseSheet(buf: Buffer, columns: readonly ParseColumn[], maxRows: number, batches?: Batches): Promise<SheetRow[]> {
  let entries
  try {
    entries = await assertSafeWorkbook(buf, UPLOAD_LIMITS)
  } catch (err) {
    if (err instanceof ZipRefused) throw new SpreadsheetError([err.message])
    throw err
  }
  const byHeader = new Map(columns.map((c) => [c.header.trim().toLowerCase(), c]))
  const at = new Map<number, ParseColumn>()
  let rows: SheetRow[] = []
  let handedOver = 0
  let textChars = 0
  try {
    const book = await readWorkbookParts(entries)
    if (!book.sheet) throw new SpreadsheetError(['The workbook has no sheet'])
    // The row being read: its number and the cells of the columns wanted (all of them in row 1).
    let rowNumber = 0
    let cells = new Map<number, CellText>()
    let nextColumn = 1
    let cell: (Cell & { column: number }) | undefined
    let inValue = false
    let inInline = false
    const run = new RunText()
    let valueParts: string[] = []

    const endRow = () => {
      if (rowNumber === 1) {
        for (const [col, value] of cells) {
          const c = value === undefined ? undefined : byHeader.get(value.toLowerCase())
          if (c) at.set(col, c)
        }
        const found = new Set([...at.values()].map((c) => c.key))
        const missing = columns
          .filter((c) => c.required && !found.has(c.key))
          .map((c) => `Column ${c.header} is missing from the header row`)
        if (missing.length) throw new SpreadsheetError(missing)
        return
      }
      if (at.size === 0) throw new SpreadsheetError(["The first row must be the template's header row"])
      const values: Record<string, CellText> = {}
      let any = false
      for (const [col, c] of at) {
        const v = cells.get(col)
        if (v !== undefined) {
          any = true
          textChars += v.length
        }
        values[c.key] = v
      }
      if (!any) return
      if (handedOver + rows.length === maxRows) throw tooMany(maxRows)
      if (textChars > MAX_TEXT_CHARS)
        throw new SpreadsheetError(['The workbook holds more text than an upload may; split it into smaller files'])
      rows.push({ row: rowNumber, values })
    }

    let inData = false
    await readXml(book.sheet, {
      open(name, a) {
        if (!inData) {
          if (name === 'sheetData') inData = true
          return
        }
        if (cell) {
          if (name === 'v') {
            inValue = true
            valueParts = []
          } else if (name === 'is') inInline = true
          else if (inInline) run.open(name)
          return
        }
        if (name === 'row') {
          rowNumber = a.r ? parseInt(a.r, 10) : rowNumber + 1
          if (!(rowNumber >= 1)) throw new Error('row without a number')
          // Blank rows are skipped, not counted; this stops a sheet of endless blank rows.
          if (rowNumber > maxRows * 2 + 1) throw tooMany(maxRows)
          cells = new Map()
          nextColumn = 1
        } else if (name === 'c') {
          const column = (a.r && columnOf(a.r)) || nextColumn
          nextColumn = column + 1
          cell = { column, type: a.t ?? 'n', style: a.s ? parseInt(a.s, 10) : 0, value: undefined, inline: undefined }
        }
      },
      text(t) {
        if (!cell) return
        if (inValue) {
          valueParts.push(t)
        } else if (inInline) run.text(t)
      },
      close(name) {
        if (!inData) return
        if (name === 'sheetData') inData = false
        else if (name === 'row') endRow()
        else if (!cell) return
        else if (name === 'c') {
          // Only the cells of wanted columns are made into text.
          if (rowNumber === 1 || at.has(cell.column)) cells.set(cell.column, cellText(cell, book))
          cell = undefined
        } else if (name === 'v' && inValue) {
          inValue = false
          const value = valueParts.length === 1 ? valueParts[0]! : valueParts.join('')
          if (value.length > MAX_CELL_CHARS) throw new SpreadsheetError([CELL_TOO_LONG])
          cell.value = value
        } else if (name === 'is') {
          inInline = false
          cell.inline = run.take()
        } else if (inInline) run.close(name)
      },
      async afterChunk() {
        if (!batches || rows.length < batches.rows) return
        const batch = rows
        rows = []
        handedOver += batch.length
        await batches.handOver(batch)
      },
    })
  } catch (err) {
    if (err instanceof SpreadsheetError) throw err
    throw new SpreadsheetError([NOT_A_WORKBOOK])
  }
  if (at.size === 0)
    throw new SpreadsheetError(columns.filter((c) => c.required).map((c) => `Column ${c.header} is missing from the header row`))
  if (handedOver + rows.length === 0) throw new SpreadsheetError(['The sheet has no data rows'])
  return rows
}
