/**
 * Due items as a spreadsheet: the export takes the list's filters; the bulk update
 * reads the exported ID, Complied on and Remark columns back, all or nothing.
 */
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DueItem } from '@ihrc/contract'
import { setupTestApp, type TestContext } from '../helpers'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'
import { dueItemResource } from '../../src/modules/compliance/due-items/resource'
import { workplace, type Workplace } from './due-items-fixtures'

let t: TestContext
let w: Workplace
let other: Workplace
beforeAll(async () => {
  t = await setupTestApp()
  w = await workplace(t, 'Acme')
  other = await workplace(t, 'Globex')
})
afterAll(() => t.close())

async function sheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Due items')
  ws.addRow(['ID', 'Complied on', 'Remark'])
  for (const r of rows) ws.addRow(r)
  return workbookBuffer(wb)
}
const upload = async (call: Workplace['call'], file: Buffer) => {
  const [payload, extra] = multipartFile(file, 'update.xlsx')
  return call('POST', '/compliance/data/bulk-update', payload, extra)
}
const item = async (id: number) => (await w.call('GET', `/compliance/data/${id}`)).json().data as DueItem

describe('export', () => {
  it("writes the filtered items with formula-escaped text, and never another tenant's", async () => {
    const mine = await w.assign({ code: '=CMD|calc' })
    await other.assign({ code: 'GLOBEX-1' })
    const res = await w.call('GET', `/compliance/data/export?compliance_id=${(await item(mine.itemIds[0]!)).compliance_id}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/filename="due-items-\d{4}-\d{2}-\d{2}\.xlsx"/)
    const ws = (await readWorkbook(res.rawPayload)).worksheets[0]!
    expect(ws.getRow(1).getCell(1).value).toBe('ID')
    expect(ws.rowCount).toBe(1 + mine.itemIds.length)
    expect(ws.getRow(2).getCell(2).value).toBe("'=CMD|calc")
    const all = await w.call('GET', '/compliance/data/export')
    const codes = (await readWorkbook(all.rawPayload)).worksheets[0]!.getColumn(2).values
    expect(codes).not.toContain('GLOBEX-1')
  })

  it("names each item's category, in the list and in the export alike (SCREENS.md: Due compliance shows it)", async () => {
    const mine = await w.assign()
    const listed = await item(mine.itemIds[0]!)
    // The fixture's items are registers: the item's kind, read through its compliance item.
    expect(listed.category).toBe('register')
    const res = await w.call('GET', `/compliance/data/export?compliance_id=${listed.compliance_id}`)
    const ws = (await readWorkbook(res.rawPayload)).worksheets[0]!
    const headers = (ws.getRow(1).values as unknown[]).slice(1)
    const column = headers.indexOf('Category') + 1
    expect(column).toBeGreaterThan(0)
    expect(ws.getRow(2).getCell(column).value).toBe('Register')
  })
})

describe("export in the tenant's words (issue 19 item 14)", () => {
  it("writes each status as the tenant renamed it in Status Settings, another tenant's names never", async () => {
    const mine = await w.assign({ code: 'RENAMED-1' })
    const renamed = await w.call('PUT', '/settings/status', {
      statuses: [
        { status: 'due', label: 'Yet to file', colour: '#1d4ed8' },
        { status: 'overdue', label: 'Past due', colour: '#b91c1c' },
      ],
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const theirs = await other.call('PUT', '/settings/status', { statuses: [{ status: 'due', label: 'Globex due', colour: '#1d4ed8' }] })
    expect(theirs.statusCode).toBe(200)
    const complianceId = (await item(mine.itemIds[0]!)).compliance_id
    const res = await w.call('GET', `/compliance/data/export?compliance_id=${complianceId}`)
    const ws = (await readWorkbook(res.rawPayload)).worksheets[0]!
    const header = (ws.getRow(1).values as unknown[]).indexOf('Status')
    const statuses = new Set<unknown>()
    ws.eachRow((row, n) => {
      if (n > 1) statuses.add(row.getCell(header).value)
    })
    expect([...statuses].every((s) => s === 'Yet to file' || s === 'Past due')).toBe(true)
    expect(statuses.size).toBeGreaterThan(0)
  })
})

describe('bulk update', () => {
  it('applies every row: remarks land on the trail, complied-on dates on the items', async () => {
    const { itemIds } = await w.assign()
    const [a, b] = itemIds
    const res = await upload(
      w.call,
      await sheet([
        [a!, '2025-11-12', 'Register signed'],
        [b!, null, 'Waiting for wages'],
      ]),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ created: 2 })
    expect(await item(a!)).toMatchObject({ complied_on: '2025-11-12', remarks: [{ text: expect.stringContaining('Register signed') }] })
    expect((await item(b!)).remarks.map((r) => r.text)).toEqual(['Waiting for wages'])
  })

  it('one bad row and nothing is written, each fault named by row and column', async () => {
    const { itemIds } = await w.assign()
    const [a] = itemIds
    const foreign = (await other.assign()).itemIds[0]!
    const res = await upload(
      w.call,
      await sheet([
        [a!, '2025-11-12', 'Fine'],
        [a!, 'yesterday', null],
        [foreign, null, 'Not mine'],
      ]),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(['Row 3, column Complied on: Enter a date as YYYY-MM-DD', 'Row 4, column ID: Due item not found'])
    expect(await item(a!)).toMatchObject({ complied_on: null, remarks: [] })
    const theirs = (await other.call('GET', `/compliance/data/${foreign}`)).json().data as DueItem
    expect(theirs.remarks).toEqual([])
  })

  it("a row's item is judged with its cells: a bad date on another tenant's item, or with no ID, names both faults", async () => {
    const { itemIds } = await w.assign()
    const [a] = itemIds
    const foreign = (await other.assign()).itemIds[0]!
    const res = await upload(
      w.call,
      await sheet([
        [a!, '2025-11-12', 'Fine'],
        [foreign, '2025-02-30', null],
        ['first one', 'soon', null],
      ]),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual([
      'Row 3, column Complied on: 2025-02-30 is not a date: February 2025 has 28 days',
      'Row 3, column ID: Due item not found',
      'Row 4, column ID: Enter the ID of a due item',
      'Row 4, column Complied on: Enter a date as YYYY-MM-DD',
    ])
    expect(await item(a!)).toMatchObject({ complied_on: null, remarks: [] })
  })

  it('an ID no database integer can hold is named like any bad ID, never a 500, and nothing is written', async () => {
    const [a] = (await w.assign()).itemIds
    const res = await upload(
      w.call,
      await sheet([
        [a!, null, 'Fine'],
        [2_147_483_648, null, 'Just past the largest integer'],
        ['99999999999999999999', null, 'Far past it'],
        [-3, null, 'Negative'],
        [1.5, null, 'Not whole'],
      ]),
    )
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().message).toEqual([3, 4, 5, 6].map((row) => `Row ${row}, column ID: Enter the ID of a due item`))
    expect((await item(a!)).remarks).toEqual([])
  })

  it('the service itself answers 404 for an id past the largest integer, whoever passes it', async () => {
    const ctx = { db: t.db, auth: { userId: w.admin.id, tenantId: w.tenantId, type: 'admin' as const, permissions: [], branchIds: null } }
    await expect(dueItemResource.get(ctx, 2_147_483_648)).rejects.toMatchObject({ status: 404 })
    await expect(dueItemResource.lock(ctx, 2 ** 53)).rejects.toMatchObject({ status: 404 })
  })

  it('403 without a write grant on the due items', async () => {
    const reader = await t.createUser(w.tenantId, { permissions: ['audit.status:list'] })
    const [payload, extra] = multipartFile(await sheet([[1, null, 'x']]), 'update.xlsx')
    const res = await t.app.inject({
      method: 'POST',
      url: '/ihrc-api/companyadmin/compliance/data/bulk-update',
      payload,
      ...extra,
      headers: { ...extra.headers, ...t.bearer(reader.token) },
    })
    expect(res.statusCode).toBe(403)
  })
})
