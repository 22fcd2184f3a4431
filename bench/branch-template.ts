// Fills the server's own branch template with generated rows, as a person would: the
// upload benchmarks (company-bulk.ts, lists.ts) share it so their files are alike.
import type ExcelJS from 'exceljs'

export function fillBranchTemplate(wb: ExcelJS.Workbook, rows: number, name: (i: number) => string, company = 'Bench Industries'): void {
  const sheet = wb.getWorksheet('Branches')!
  const col = new Map<string, number>()
  sheet.getRow(1).eachCell((c, i) => col.set(String(c.value), i))
  for (let i = 0; i < rows; i++) {
    const row = sheet.getRow(i + 2)
    const set = (h: string, v: ExcelJS.CellValue) => (row.getCell(col.get(h)!).value = v)
    set('Company', company)
    set('Branch name', name(i))
    set('State', i % 2 ? 'Maharashtra' : 'Karnataka')
    set('District', i % 2 ? 'Pune' : 'Bengaluru Urban')
    set('Location', `Area ${i % 50}`)
    set('Address', `${i + 1}, Main Road`)
    set('Opening date', '2022-04-01')
    set('Head count', i % 500)
    set('Office mode', 'Physical')
    set('Ownership', 'Rented')
    set('Office type', 'Branch')
    set('Lease valid until', '2030-03-31')
  }
}
