/**
 * The upload reader on workbooks from the writers people use: LibreOffice (a committed
 * fixture), exceljs, our own export writer, and the app's template filled in. Each
 * expectation is the text the bulk uploads see for that cell.
 */
import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { buildTemplate, exportStream, readSheet, readSheetBatches, SpreadsheetError, type SheetColumn } from '../../src/lib/xlsx'
import { workbookBuffer } from './xlsx-helpers'
import { deflated, entriesOf, zipOf } from './zip-craft'

const col = (header: string, required = false): SheetColumn => ({ key: header.toLowerCase(), header, required })
const columns = ['Name', 'Kind', 'When', 'Count', 'Active', 'Total', 'Link', 'Note', 'Far'].map((h) => col(h, h === 'Name'))

async function exported(rows: unknown[][], headers: string[]): Promise<Buffer> {
  async function* values() {
    yield* rows
  }
  const chunks: Buffer[] = []
  for await (const c of exportStream({ sheetName: 'Out', columns: headers.map((header) => ({ header })), rows: values() }))
    chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

describe('the upload reader', () => {
  it('reads a workbook LibreOffice wrote: shared and rich strings, dates, numbers, formulas by their cached values, column AB', async () => {
    // test/fixtures/libreoffice-upload.xlsx is `soffice --headless --convert-to xlsx libreoffice-upload.fods`.
    const rows = await readSheet(readFileSync(new URL('../fixtures/libreoffice-upload.xlsx', import.meta.url)), columns)
    expect(rows).toEqual([
      {
        row: 2,
        values: {
          name: 'Alpha Ltd',
          kind: 'Alpha',
          when: '2024-02-29',
          count: '42.5',
          // LibreOffice stores booleans as the numbers 1 and 0.
          active: '1',
          total: '85',
          // Text that looks like a formula stays text: it is never evaluated.
          link: '=HYPERLINK("http://evil.example/?leak","click")',
          note: 'spaced',
          far: 'far value',
        },
      },
      {
        row: 4,
        values: {
          name: 'Beta & Co <x>',
          kind: 'हिन्दी ₹',
          // A formula in a date style reads as its date; a real HYPERLINK formula as its shown text.
          when: '2025-03-31',
          count: undefined,
          active: '0',
          total: 'AB',
          link: 'click',
          note: '1000000',
          far: undefined,
        },
      },
    ])
  })

  it('reads what exceljs writes: dates (1900 and 1904), numbers, booleans, errors, hyperlinks, formulas, rich text, blanks', async () => {
    for (const date1904 of [false, true]) {
      const wb = new ExcelJS.Workbook()
      wb.properties.date1904 = date1904
      const ws = wb.addWorksheet('Data')
      ws.addRow(['name', ' KIND ', 'When', 'Count', 'Active', 'Total', 'Link', 'Note'])
      ws.getCell('AB1').value = 'Far'
      ws.addRow([
        'One',
        { richText: [{ text: 'Al', font: { bold: true } }, { text: 'pha' }] },
        new Date(Date.UTC(2024, 1, 29)),
        -0.125,
        true,
        { formula: 'D2*2', result: -0.25 },
        { text: 'click', hyperlink: 'http://evil.example' },
        { error: '#N/A' },
      ])
      ws.getCell('AB2').value = 'far value'
      ws.getCell('C2').numFmt = 'dd/mm/yyyy'
      ws.addRow([])
      ws.addRow(['Two', "'=SUM(A1)", { formula: 'DATE(2025,3,31)', result: new Date(Date.UTC(2025, 2, 31)) }, 1e21, false])
      ws.getCell('C4').numFmt = 'yyyy-mm-dd'
      ws.getCell('F4').value = { formula: 'A4&"!"', result: 'Two!' }
      ws.getCell('G4').value = { formula: 'NOW()' } as ExcelJS.CellFormulaValue // no cached value: blank
      wb.addWorksheet('Other').addRow(['Name'])
      const rows = await readSheet(await workbookBuffer(wb), columns)
      expect(rows, `date1904: ${date1904}`).toEqual([
        {
          row: 2,
          values: {
            name: 'One',
            kind: 'Alpha',
            when: '2024-02-29',
            count: '-0.125',
            active: 'true',
            total: '-0.25',
            link: 'click',
            note: undefined,
            far: 'far value',
          },
        },
        {
          row: 4,
          values: {
            name: 'Two',
            kind: '=SUM(A1)',
            when: '2025-03-31',
            count: '1e+21',
            active: 'false',
            total: 'Two!',
            link: undefined,
            note: undefined,
            far: undefined,
          },
        },
      ])
    }
  })

  it('reads back what the export writes (inline strings), with the formula escape undone', async () => {
    const file = await exported(
      [
        ['=HYPERLINK("http://evil.example","click")', 'A & B <c> "q"', 42.5, true, '_x0041_ stays'],
        [null, '', 0, false, 'हिन्दी'],
      ],
      ['Name', 'Kind', 'Count', 'Active', 'Note'],
    )
    expect(await readSheet(file, columns)).toEqual([
      {
        row: 2,
        values: {
          name: '=HYPERLINK("http://evil.example","click")',
          kind: 'A & B <c> "q"',
          count: '42.5',
          active: 'true',
          note: '_x0041_ stays',
        },
      },
      { row: 3, values: { name: undefined, kind: undefined, count: '0', active: 'false', note: 'हिन्दी' } },
    ])
  })

  it('reads the app template as filled in with exceljs, dropdown cells included', async () => {
    const template = await buildTemplate({
      sheetName: 'Data',
      columns: [col('Name', true), { ...col('Kind'), options: ['Alpha', 'Beta'] }],
      instructions: ['Fill from row 2.'],
    })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(template as unknown as ExcelJS.Buffer)
    const ws = wb.getWorksheet('Data')!
    for (let i = 0; i < 300; i++) ws.getRow(i + 2).values = [`Name ${i}`, i % 2 ? 'Beta' : 'Alpha']
    const rows = await readSheet(await workbookBuffer(wb), columns)
    expect(rows).toHaveLength(300)
    expect(rows[299]).toEqual({ row: 301, values: { name: 'Name 299', kind: 'Beta' } })
  })

  it('reads XML written by other tools: prefixed elements, cells without references, inline rich text, escapes', async () => {
    const template = entriesOf(await exported([['x']], ['Name']))
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
    const sheet = deflated(
      'xl/worksheets/sheet1.xml',
      `\uFEFF<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="${main}"><x:sheetData>` +
        '<x:row><x:c t="inlineStr"><x:is><x:t>Name</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Note</x:t></x:is></x:c></x:row>' +
        '<x:row><x:c t="inlineStr"><x:is><x:r><x:t>Fi</x:t></x:r><x:r><x:t xml:space="preserve">rst</x:t></x:r><x:rPh><x:t>ignored</x:t></x:rPh></x:is></x:c>' +
        '<x:c t="str"><x:v>line_x000D_break</x:v></x:c></x:row>' +
        '<x:row r="5"><x:c r="B5" t="inlineStr"><x:is><x:t><![CDATA[<b>&]]></x:t></x:is></x:c><x:c r="A5" t="d"><x:v>2024-03-01T00:00:00</x:v></x:c></x:row>' +
        '</x:sheetData></x:worksheet>',
    )
    const file = zipOf([...template.filter((e) => e.name !== sheet.name), sheet])
    expect(await readSheet(file, columns)).toEqual([
      { row: 2, values: { name: 'First', note: 'line\rbreak' } },
      { row: 5, values: { name: '2024-03-01', note: '<b>&' } },
    ])
  })

  it('answers the same clear message for files that are not workbooks, or whose XML is broken', async () => {
    const notWorkbook = ['The file is not a valid .xlsx workbook']
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => (e instanceof SpreadsheetError ? e.messages : e),
      )
    expect(await failure(readSheet(Buffer.from('Name,Kind\nx,y\n'), columns))).toEqual(notWorkbook)
    const template = entriesOf(await exported([['x']], ['Name']))
    const broken = deflated('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1"><c t="s"><v>0</c></row>')
    expect(await failure(readSheet(zipOf([...template.filter((e) => e.name !== broken.name), broken]), columns))).toEqual(notWorkbook)
    // An entity defined in a DOCTYPE is refused, not expanded.
    const entity = deflated(
      'xl/worksheets/sheet1.xml',
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>&e;</t></is></c></row></sheetData></worksheet>',
    )
    expect(await failure(readSheet(zipOf([...template.filter((e) => e.name !== entity.name), entity]), columns))).toEqual(notWorkbook)
  })

  it('hands rows over in batches that add up to the sheet, and a reader stopped early frees its worker', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`Name ${i}`, i])
    const file = await exported(rows, ['Name', 'Count'])
    const sizes: number[] = []
    const seen: string[] = []
    for await (const batch of readSheetBatches(file, columns, 50_000, 300)) {
      sizes.push(batch.length)
      for (const r of batch) seen.push(`${r.row}:${r.values.name}:${r.values.count}`)
    }
    // A batch is handed over at the end of the inflated chunk where it fills up.
    expect(sizes.length).toBeGreaterThan(3)
    expect(sizes.slice(0, -1).every((n) => n >= 300)).toBe(true)
    expect(seen).toEqual(rows.map(([name, count], i) => `${i + 2}:${name}:${count}`))
    // More early stops than there are parse slots: each must give its slot back.
    for (let i = 0; i < 3; i++) {
      for await (const batch of readSheetBatches(file, columns, 50_000, 300)) {
        expect([...batch][0]!.row).toBe(2)
        break
      }
    }
    expect(await readSheet(file, columns)).toHaveLength(2000)
    // Too many rows shows only further on, as an error of the batch where it shows.
    const batches = readSheetBatches(file, columns, 1000, 300)
    expect((await batches.next()).value).toHaveLength(sizes[0]!)
    const error = await (async () => {
      for await (const _ of batches) continue
    })().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toEqual(new SpreadsheetError(['The sheet has more than 1000 rows; split it into smaller files']))
  })
})
