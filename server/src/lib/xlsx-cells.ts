/**
 * What templates, uploads and exports share: the column description, the row shape
 * and the formula escape. Kept apart from xlsx.ts so the upload parser, which runs in
 * a worker thread, loads no more than it needs.
 */

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

export interface SheetRow {
  /** The spreadsheet's own row number (header is row 1). */
  row: number
  values: Record<string, CellText>
}

/** Upload messages the guard, the parse and the worker's parent share. */
export const NOT_A_WORKBOOK = 'The file is not a valid .xlsx workbook'
export const TOO_LARGE_UNPACKED = 'The workbook is too large once unpacked'

export class SpreadsheetError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '))
  }
}

export function rowError(row: number, header: string, reason: string): string {
  return `Row ${row}, column ${header}: ${reason}`
}

/** An upload's answer lists at most this many row errors; the rest are counted. */
export const MAX_REPORTED_ROW_ERRORS = 1000

/** The faults of an upload's rows, as the 400 answer lists them: "Row N, column X: reason", capped, the rest counted. */
export class RowErrors {
  private readonly lines: string[] = []
  private extra = 0

  add(row: number, header: string, reason: string): void {
    if (this.lines.length < MAX_REPORTED_ROW_ERRORS) this.lines.push(rowError(row, header, reason))
    else this.extra++
  }

  get any(): boolean {
    return this.lines.length > 0
  }

  /** Every line, with "…and N more errors" when some were left out. */
  messages(): string[] {
    return this.extra ? [...this.lines, `…and ${this.extra} more errors`] : [...this.lines]
  }
}

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
export function unescapeCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
}
