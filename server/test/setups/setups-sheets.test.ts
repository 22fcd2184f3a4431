/**
 * The setups' spreadsheets through one table (ESI, PT, LWF; API.md names no PF sheet):
 * the template preset to a company, an all-or-nothing upload and the export read back.
 */
import type ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../helpers'
import { type Org, twoTenants } from '../organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

interface Case {
  path: string
  upload: string
  exportPath: string
  /** Own cells of row i (the place cells are the same for all). */
  row(i: number): Record<string, ExcelJS.CellValue>
  /** A cell that is wrong, its header and the reason the upload gives. */
  bad: { header: string; value: string; reason: string }
  codeHeader: string
  /** What the upload says of a code the tenant already has. */
  taken: string
}

const CASES: Case[] = [
  {
    path: 'esisetup',
    upload: 'bulk-upload',
    exportPath: 'esisetup-data/export',
    row: (i) => ({ 'ESI code': `1100012345000${String(1000 + i)}`, 'Code type': i % 2 ? 'Sub' : 'main' }),
    bad: { header: 'ESI code', value: '12345', reason: 'ESI code must be 17 digits' },
    codeHeader: 'ESI code',
    taken: 'An ESI setup with this ESI code already exists',
  },
  {
    path: 'ptsetup',
    upload: 'bulk-create',
    exportPath: 'ptsetup-data/export',
    row: (i) => ({ 'PTRC number': `PTRC-BULK-${i}`, 'Remittance mode': 'Online', 'PTRC frequency': 'Monthly' }),
    bad: { header: 'PTRC frequency', value: 'Fortnightly', reason: 'Use one of: Monthly, Quarterly, Half-yearly, Yearly' },
    codeHeader: 'PTRC number',
    taken: 'A PT setup with this PTRC or PTEC number already exists',
  },
  {
    path: 'lwfsetup',
    upload: 'bulk-create',
    exportPath: 'lwfsetup-data/export',
    row: (i) => ({ 'Registration number': `LWF-BULK-${i}`, Frequency: 'Half-yearly' }),
    bad: { header: 'Registration date', value: '2999-01-01', reason: 'Registration date cannot be in the future' },
    codeHeader: 'Registration number',
    taken: 'An LWF setup with this registration number already exists in this state',
  },
]

function fill(sheet: ExcelJS.Worksheet, rows: Record<string, ExcelJS.CellValue>[]) {
  const col = new Map<string, number>()
  sheet.getRow(1).eachCell((c, i) => col.set(String(c.value), i))
  rows.forEach((cells, i) => {
    const row = sheet.getRow(i + 2)
    for (const [header, value] of Object.entries(cells)) row.getCell(col.get(header)!).value = value
    row.commit()
  })
}
const placeCells = {
  Company: 'Acme Industries',
  State: 'Maharashtra',
  District: 'Pune',
  Location: 'Hinjawadi',
  'Registration date': '2021-06-01',
}

async function total(c: Case) {
  return (await org.call('GET', `/${c.path}?company_id=${org.companyId}`)).json().meta.total as number
}

describe.each(CASES)('$path spreadsheets', (c) => {
  it("offers only the chosen company in the template; another tenant's company answers 404", async () => {
    const res = await org.call('GET', `/${c.path}/template/download?company_id=${org.companyId}`)
    expect(res.statusCode).toBe(200)
    const lists = (await readWorkbook(res.rawPayload)).getWorksheet('Lists')!
    expect(lists.getColumn(1).values.filter(Boolean)).toEqual(['Acme Industries'])
    expect((await org.call('GET', `/${c.path}/template/download?company_id=${other.companyId}`)).statusCode).toBe(404)
    expect((await org.call('GET', `/${c.path}/template/download?company_id=abc`)).statusCode).toBe(400)
  })

  it('refuses an upload with one bad cell, naming row and column, and writes nothing; then creates all rows', async () => {
    const before = await total(c)
    const rows: Record<string, ExcelJS.CellValue>[] = [0, 1, 2].map((i) => ({ ...placeCells, ...c.row(i) }))
    const badWb = await readWorkbook((await org.call('GET', `/${c.path}/template/download?company_id=${org.companyId}`)).rawPayload)
    fill(
      badWb.worksheets[0]!,
      rows.map((r, i) => (i === 1 ? { ...r, [c.bad.header]: c.bad.value } : r)),
    )
    const bad = await org.call('POST', `/${c.path}/${c.upload}`, ...multipartFile(await workbookBuffer(badWb), 'setups.xlsx'))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toEqual([`Row 3, column ${c.bad.header}: ${c.bad.reason}`])
    expect(await total(c)).toBe(before)

    const goodWb = await readWorkbook((await org.call('GET', `/${c.path}/template/download`)).rawPayload)
    fill(goodWb.worksheets[0]!, rows)
    const good = await org.call('POST', `/${c.path}/${c.upload}`, ...multipartFile(await workbookBuffer(goodWb), 'setups.xlsx'))
    expect(good.statusCode, good.body).toBe(200)
    expect(good.json().data).toEqual({ created: 3 })
    expect(await total(c)).toBe(before + 3)

    const exported = await org.call('GET', `/${c.path}/${c.exportPath}?company_id=${org.companyId}`)
    expect(exported.statusCode).toBe(200)
    const sheet = (await readWorkbook(exported.rawPayload)).worksheets[0]!
    const headers = (sheet.getRow(1).values as unknown[]).slice(1)
    const codeCol = headers.indexOf(c.codeHeader) + 1
    const codes = sheet.getColumn(codeCol).values.slice(2)
    for (const r of rows) expect(codes).toContain(r[c.codeHeader])
    expect(
      sheet
        .getColumn(1)
        .values.slice(2)
        .every((v) => v === 'Acme Industries'),
    ).toBe(true)

    // A code the tenant has, and a code repeated in the sheet, are named by row with the rows' other faults.
    const again = await readWorkbook((await org.call('GET', `/${c.path}/template/download`)).rawPayload)
    const fresh = { ...placeCells, ...c.row(7) }
    fill(again.worksheets[0]!, [rows[0]!, fresh, { ...fresh, 'Registration date': '2999-01-01' }])
    const clash = await org.call('POST', `/${c.path}/${c.upload}`, ...multipartFile(await workbookBuffer(again), 'setups.xlsx'))
    expect(clash.statusCode).toBe(400)
    expect(clash.json().message).toEqual([
      `Row 2, column ${c.codeHeader}: ${c.taken}`,
      `Row 4, column ${c.codeHeader}: The same code is on an earlier row`,
      'Row 4, column Registration date: Registration date cannot be in the future',
    ])
    expect(await total(c)).toBe(before + 3)
  })
})
