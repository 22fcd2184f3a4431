import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { SpreadsheetError, buildTemplate, escapeCell, exportStream, readSheet, type SheetColumn } from '../../src/lib/xlsx'
import { UPLOAD_LIMITS } from '../../src/lib/xlsx-parse'
import { ZipRefused, assertSafeWorkbook, declaredInflatedSize } from '../../src/lib/xlsx-zip-guard'
import { readWorkbook, workbookBuffer } from './xlsx-helpers'

const columns: SheetColumn[] = [
  { key: 'name', header: 'Name', required: true },
  { key: 'kind', header: 'Kind', options: ['Alpha', 'Beta'] },
  { key: 'when', header: 'When' },
]

async function sheetWith(rows: ExcelJS.CellValue[][], headers = ['Name', 'Kind', 'When']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Data')
  ws.addRow(headers)
  for (const r of rows) ws.addRow(r)
  wb.addWorksheet('Other').addRow(['ignored'])
  return workbookBuffer(wb)
}

async function failure(p: Promise<unknown>): Promise<string[]> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(SpreadsheetError)
  return (err as SpreadsheetError).messages
}

describe('xlsx library', () => {
  it('escapes formula-like text and leaves other values alone', () => {
    for (const v of ['=1+1', '+91', '-x', '@SUM(A1)', '\tx', '\rx']) expect(escapeCell(v)).toBe(`'${v}`)
    expect(escapeCell('Pune')).toBe('Pune')
    expect(escapeCell(-5)).toBe(-5)
    expect(escapeCell(null)).toBe(null)
  })

  it('reads rows by header (any order, any case), with dates, numbers, rich text and the export escape undone', async () => {
    const buf = await sheetWith(
      [
        [new Date(Date.UTC(2024, 1, 29)), { richText: [{ text: 'Al' }, { text: 'pha' }] }, "'=not a formula"],
        [null, null, null],
        [42, ' Beta ', ' spaced '],
      ],
      ['WHEN', 'kind', 'Name'],
    )
    const rows = await readSheet(buf, columns)
    expect(rows).toEqual([
      { row: 2, values: { when: '2024-02-29', kind: 'Alpha', name: '=not a formula' } },
      { row: 4, values: { when: '42', kind: 'Beta', name: 'spaced' } },
    ])
  })

  it('refuses missing headers, empty sheets, too many rows and non-workbooks', async () => {
    expect(await failure(readSheet(await sheetWith([['x']], ['Kind']), columns))).toEqual(['Column Name is missing from the header row'])
    expect(await failure(readSheet(await sheetWith([]), columns))).toEqual(['The sheet has no data rows'])
    const six = await sheetWith(Array.from({ length: 6 }, (_, i) => [`n${i}`]))
    expect(await failure(readSheet(six, columns, 5))).toEqual(['The sheet has more than 5 rows; split it into smaller files'])
    expect(await readSheet(six, columns, 6)).toHaveLength(6)
    expect(await failure(readSheet(Buffer.from('not a zip at all'), columns))).toEqual(['The file is not a valid .xlsx workbook'])
  })

  it('refuses a workbook that declares a huge inflated size before unpacking it (zip bomb)', async () => {
    const buf = await sheetWith([['a']])
    expect(declaredInflatedSize(buf)).toBeLessThan(100_000)
    // Rewrite one central-directory entry's "uncompressed size" to 4 GB - 2.
    const bomb = Buffer.from(buf)
    const cd = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    bomb.writeUInt32LE(0xfffffffe, cd + 24)
    expect(await failure(readSheet(bomb, columns))).toEqual(['The workbook is too large once unpacked'])
  })

  it('refuses a zip whose central directory lies about sizes the local headers tell truly', async () => {
    const buf = await sheetWith(Array.from({ length: 200 }, (_, i) => [`name ${i}`, 'Alpha', `row ${i}`]))
    expect((await assertSafeWorkbook(buf, UPLOAD_LIMITS)).has('xl/worksheets/sheet1.xml')).toBe(true)
    // Claim 1 byte per entry in the central directory.
    const liar = Buffer.from(buf)
    for (
      let at = liar.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      at >= 0;
      at = liar.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
    )
      liar.writeUInt32LE(1, at + 24)
    expect(declaredInflatedSize(liar)).toBeLessThan(20)
    await expect(assertSafeWorkbook(liar, UPLOAD_LIMITS)).rejects.toEqual(new ZipRefused('invalid'))
    expect(await failure(readSheet(liar, columns))).toEqual(['The file is not a valid .xlsx workbook'])
  })

  it('counts blank rows toward a hard row-number cap', async () => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('Data')
    ws.addRow(['Name'])
    ws.getCell('A20').value = 'far away'
    ws.getCell('B5').value = 'x'
    expect(await failure(readSheet(await workbookBuffer(wb), columns, 5))).toEqual([
      'The sheet has more than 5 rows; split it into smaller files',
    ])
  })

  it('builds a template whose dropdowns read from the hidden Lists sheet', async () => {
    const wb = await readWorkbook(await buildTemplate({ sheetName: 'Data', columns, instructions: ['Fill from row 2.'] }))
    expect(wb.getWorksheet('Instructions')!.getCell('A1').value).toBe('Fill from row 2.')
    expect(wb.getWorksheet('Lists')!.getColumn(1).values.slice(1)).toEqual(['Alpha', 'Beta'])
    const dv = wb.getWorksheet('Data')!.getCell('B5000').dataValidation
    expect(dv).toMatchObject({ type: 'list', formulae: ['Lists!$A$1:$A$2'] })
    expect(wb.getWorksheet('Data')!.getCell('A5').dataValidation).toBeUndefined()
  })

  it('streams an export, escaping each text cell', async () => {
    async function* rows() {
      yield ['=cmd', 1]
      yield ['plain', null]
    }
    const chunks: Buffer[] = []
    for await (const c of exportStream({ sheetName: 'Out', columns: [{ header: 'A' }, { header: 'B' }], rows: rows() }))
      chunks.push(c as Buffer)
    const ws = (await readWorkbook(Buffer.concat(chunks))).getWorksheet('Out')!
    expect(
      ws
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1)),
    ).toEqual([['A', 'B'], ["'=cmd", 1], ['plain']])
  })

  it('an export with title lines writes them above a blank row and the header, escaped, and freezes below the header', async () => {
    async function* rows() {
      yield ['x', 1]
    }
    const chunks: Buffer[] = []
    const title = ['Compliance Certificate', '=HYPERLINK("evil")']
    for await (const c of exportStream({ sheetName: 'Out', title, columns: [{ header: 'A' }, { header: 'B' }], rows: rows() }))
      chunks.push(c as Buffer)
    const ws = (await readWorkbook(Buffer.concat(chunks))).getWorksheet('Out')!
    expect(ws.getRow(1).getCell(1).value).toBe('Compliance Certificate')
    expect(ws.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("evil")')
    expect(ws.getRow(3).cellCount).toBe(0)
    expect([ws.getRow(4).getCell(1).value, ws.getRow(5).getCell(1).value]).toEqual(['A', 'x'])
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 })
  })

  it('an export with bands, a footer and notes: bands and footer bold around the body, notes after a blank row, all escaped', async () => {
    async function* rows() {
      yield ['x', 1]
      yield ['y', 2]
    }
    const chunks: Buffer[] = []
    for await (const c of exportStream({
      sheetName: 'Out',
      title: ['FORM B'],
      bands: [[null, '=Deductions']],
      columns: [{ header: 'A' }, { header: 'B' }],
      rows: rows(),
      footer: [['Total', 3]],
      notes: ['*Not necessary in case of electronic format.', '+1 more'],
    }))
      chunks.push(c as Buffer)
    const ws = (await readWorkbook(Buffer.concat(chunks))).getWorksheet('Out')!
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => (ws.getRow(n).values as unknown[]).slice(1))
    expect(values).toEqual([
      ['FORM B'],
      [],
      [undefined, "'=Deductions"],
      ['A', 'B'],
      ['x', 1],
      ['y', 2],
      ['Total', 3],
      [],
      ['*Not necessary in case of electronic format.'],
      ["'+1 more"],
    ])
    expect(ws.getRow(3).getCell(2).font?.bold).toBe(true)
    expect(ws.getRow(7).getCell(1).font?.bold).toBe(true)
    expect(ws.getRow(5).getCell(1).font?.bold).toBeFalsy()
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 })
  })

  it('an export keeps XML specials, Unicode, numbers and booleans as written, drops characters XML forbids, and freezes a bold header', async () => {
    async function* rows() {
      yield ['A & B <c> "q"', 'हिन्दी ₹ 1,00,000', 42.5, true]
      yield ['ctl\u0001char', ' lead', null, false]
    }
    const chunks: Buffer[] = []
    const columns = [{ header: 'One', width: 30 }, { header: 'Two' }, { header: 'Three' }, { header: 'Four' }]
    for await (const c of exportStream({ sheetName: 'Out & more', columns, rows: rows() })) chunks.push(c as Buffer)
    const ws = (await readWorkbook(Buffer.concat(chunks))).getWorksheet('Out & more')!
    expect(
      ws
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1)),
    ).toEqual([
      ['One', 'Two', 'Three', 'Four'],
      ['A & B <c> "q"', 'हिन्दी ₹ 1,00,000', 42.5, true],
      ['ctlchar', ' lead', undefined, false],
    ])
    expect(ws.getCell('A1').font?.bold).toBe(true)
    expect(ws.getColumn(1).width).toBe(30)
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  })
})
