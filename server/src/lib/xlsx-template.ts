/**
 * A resource's upload template as exceljs writes it (for its dropdowns): the header row,
 * an Instructions sheet and dropdowns fed by a hidden Lists sheet. Built only in the
 * spreadsheet worker (xlsx-parse-worker.ts), so exceljs loads and runs off the main thread.
 */
import ExcelJS from 'exceljs'
import { escapeCell, type SheetColumn } from './xlsx-cells'

/** Rows of the template that carry dropdowns. */
const VALIDATED_ROWS = 10_000

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

/** The template's file. */
export async function templateFile(spec: TemplateSpec): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = spec.columns.map((c) => ({
    header: escapeCell(c.header) as string,
    key: c.key,
    width: c.width ?? Math.max(14, c.header.length + 4),
  }))
  sheet.getRow(1).font = { bold: true }

  const help = wb.addWorksheet('Instructions')
  help.getColumn(1).width = 34
  help.getColumn(2).width = 100
  for (const line of spec.instructions) help.addRow([escapeCell(line)])
  help.addRow([])
  const head = help.addRow(['Column', 'How to fill it'])
  head.font = { bold: true }
  for (const c of spec.columns) {
    const parts = [c.required ? 'Required.' : 'Optional.', c.note ?? '']
    if (c.options && c.options.length <= 12) parts.push(`One of: ${c.options.join(', ')}.`)
    else if (c.options) parts.push('Pick from the dropdown.')
    help.addRow([c.header, parts.filter(Boolean).join(' ')].map(escapeCell))
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
      lists.getCell(`${letter}${r + 1}`).value = escapeCell(opt) as string
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
