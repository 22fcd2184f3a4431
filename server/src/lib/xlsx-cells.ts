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
