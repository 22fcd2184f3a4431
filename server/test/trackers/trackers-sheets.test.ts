/**
 * A tracker family's spreadsheets at size: a year of 50 registrations uploaded from the
 * app's own template (600 rows), exported with the list's filters and opened in
 * LibreOffice; one bad cell deep in the sheet writes nothing and is named.
 */
import { eq, sql } from 'drizzle-orm'
import type { Worksheet } from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cellsOf, type TrackerGrid } from '@ihrc/contract'
import { trackerRows } from '../../src/db/schema'
import { DUPLICATE_ROW } from '../../src/modules/trackers/sheet'
import type { TestContext } from '../helpers'
import { csvOfWorkbook } from '../kit/libreoffice'
import { twoTenants, type Org } from '../organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'
import { createSetup } from './fixtures'

const REGISTRATIONS = 50
const MONTHS = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
]

let t: TestContext, org: Org, other: Org
let codes: string[]
beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  codes = []
  for (let n = 1; n <= REGISTRATIONS; n++) codes.push((await createSetup('pf', org, n)).code)
  await createSetup('pf', other, 99)
})
afterAll(() => t.close())

const countRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(trackerRows))[0]!.n

/** The template downloaded for the company, filled with a year of payments for every registration (row 2 onwards). */
async function filledTemplate(edit?: (sheet: Worksheet) => void): Promise<Buffer> {
  const res = await org.call('GET', `/pf-tracker/export-data?company_id=${org.companyId}`)
  expect(res.statusCode, res.body).toBe(200)
  const wb = await readWorkbook(res.rawPayload)
  const sheet = wb.getWorksheet('PF tracker')!
  const headers = (sheet.getRow(1).values as string[]).slice(1)
  let row = 2
  for (const month of MONTHS) {
    for (const code of codes) {
      const byHeader: Record<string, string | number> = {
        'PF code': code,
        Period: month,
        'Challan type': 'Main',
        'Payment date': `${month}-14`,
        'Employee count': 40,
        'EPF wages': 500000,
        'EPS wages': 450000,
        'EDLI wages': 450000,
        'Total challan amount': 120000.25,
        TRRN: `T${row}`,
        'Total paid amount': 120000.25,
      }
      sheet.getRow(row++).values = headers.map((h) => byHeader[h] ?? null)
    }
  }
  edit?.(sheet)
  return workbookBuffer(wb)
}

describe('PF tracker spreadsheets', () => {
  it("offers the company's codes in the template's dropdown", async () => {
    const res = await org.call('GET', `/pf-tracker/export-data?company_id=${org.companyId}`)
    const lists = (await readWorkbook(res.rawPayload)).worksheets.find((s) => s.state !== 'visible' && s.name !== 'Instructions')
    const offered = lists!.getColumn(1).values.filter((v): v is string => typeof v === 'string')
    expect(offered).toEqual([...codes].sort())
    expect((await org.call('GET', `/pf-tracker/export-data?company_id=${other.companyId}`)).statusCode).toBe(404)
  })

  it('writes nothing when row 437 has a bad cell, and names its row and column', async () => {
    const file = await filledTemplate((sheet) => {
      const col = (sheet.getRow(1).values as string[]).indexOf('EPF wages')
      sheet.getRow(437).getCell(col).value = 'five lakh'
    })
    const res = await org.call('POST', '/pf-tracker/bulk-upload', ...multipartFile(file, 'pf.xlsx'))
    expect([res.statusCode, res.json().message]).toEqual([400, ['Row 437, column EPF wages: EPF wages must be a number']])
    expect(await countRows()).toBe(0)
  })

  it('names an unknown code, a bad period, a future payment date, a day that does not exist and a repeated row, writing nothing', async () => {
    const file = await filledTemplate((sheet) => {
      const at = (h: string) => (sheet.getRow(1).values as string[]).indexOf(h)
      sheet.getRow(5).getCell(at('PF code')).value = 'MHBAN9999999999'
      sheet.getRow(6).getCell(at('Period')).value = 'April 2025'
      sheet.getRow(7).getCell(at('Payment date')).value = '2999-01-01'
      sheet.getRow(8).getCell(at('Payment date')).value = '2024-09-31'
      sheet.getRow(10).values = sheet.getRow(9).values
    })
    const res = await org.call('POST', '/pf-tracker/bulk-upload', ...multipartFile(file, 'pf.xlsx'))
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      [
        'Row 5, column PF code: Unknown PF code: MHBAN9999999999',
        'Row 6, column Period: Enter the period as YYYY-MM',
        'Row 7, column Payment date: Payment date cannot be in the future',
        // Written the right way, so the user is told what is wrong with the day (issue 19).
        'Row 8, column Payment date: 2024-09-31 is not a date: September has 30 days',
        `Row 10, column Period: ${DUPLICATE_ROW}`,
      ],
    ])
    expect(await countRows()).toBe(0)
  })

  it('uploads 12 months × 50 registrations from the template, and exports them as LibreOffice reads them', async () => {
    const res = await org.call('POST', '/pf-tracker/bulk-upload', ...multipartFile(await filledTemplate(), 'pf.xlsx'))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ created: MONTHS.length * REGISTRATIONS })
    expect((await org.call('GET', '/pf-tracker?year=2025-26&page_size=1')).json().meta.total).toBe(600)
    expect((await other.call('GET', '/pf-tracker')).json().meta.total).toBe(0)

    const exported = await org.call('GET', `/pf-tracker/export-all?year=2025-26&company_id=${org.companyId}`)
    expect(exported.statusCode).toBe(200)
    const [header, ...lines] = (await csvOfWorkbook(exported.rawPayload)).trim().split('\n')
    expect(header).toContain('PF code,Period,Challan type,Due date,Payment date,Delay days,Status')
    expect(lines).toHaveLength(600)
    const keys = new Set(lines.map((l) => l.split(',').slice(2, 4).join(' ')))
    expect(keys.size).toBe(600)
    expect(keys).toContain(`${codes[0]} 2026-03`)
    // Paid on the 14th, due on the 15th: on time, no exposure.
    expect(lines.every((l) => l.includes(',0,Paid on time,'))).toBe(true)
  }, 120_000)

  it('the grid of the uploaded year shows exactly the planted late and missing cells', async () => {
    // Planted in the uploaded year: one payment ten days late, one month never paid.
    const rowOf = async (code: string, month: string) =>
      (
        await t.db.execute<{ id: number }>(
          sql`select r.id from tracker_rows r join pf_setups s on s.id = r.pf_setup_id where s.pf_code = ${code} and r.period = ${`${month}-01`}`,
        )
      ).rows[0]!.id
    await t.db
      .update(trackerRows)
      .set({ paymentDate: '2025-09-25' })
      .where(eq(trackerRows.id, await rowOf(codes[7]!, '2025-08')))
    await t.db.delete(trackerRows).where(eq(trackerRows.id, await rowOf(codes[12]!, '2025-11')))

    const res = await org.call('GET', '/pf-tracker/grid?year=2025-26')
    expect(res.statusCode, res.body).toBe(200)
    const grid = res.json().data as TrackerGrid
    expect(grid.rows).toHaveLength(REGISTRATIONS)
    const cells = grid.rows.flatMap((r) => cellsOf(grid, r).map((c) => ({ code: r.code, ...c })))
    const off = cells.filter((c) => c.status !== 'on_time').map((c) => [c.code, c.period, c.status, c.delay_days])
    expect(off).toEqual([
      [codes[7], '2025-08', 'late', 10],
      [codes[12], '2025-11', 'missing', expect.any(Number)],
    ])
    expect(cells).toHaveLength(REGISTRATIONS * MONTHS.length)
  })
})
