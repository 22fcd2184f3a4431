/**
 * Custom Checklist's spreadsheets: items uploaded from the app's own template (the due
 * rule as flat columns), all or nothing with every bad cell named, and exported with the
 * list's filters, readable back into the same items.
 */
import type ExcelJS from 'exceljs'
import { APPLIES_TO_STATE_NEEDS_STATE, CENTRAL_ITEM_HAS_NO_STATE } from '@ihrc/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_REPEATED, CODE_TAKEN } from '../../src/modules/compliance/custom-sheet'
import type { TestContext } from '../helpers'
import { caller, type Org, twoTenants } from '../organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'
import { customItemBody } from './fixtures'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String)
const total = async (o: Org) => (await o.call('GET', '/compliance/custom?page_size=1')).json().meta.total as number

const base = {
  Act: 'Factories Act, 1948',
  Header: 'Annual return',
  Description: 'File the annual return in Form 20.',
  Category: 'Return',
  Criticality: 'High',
  'Effective from': '2024-04-01',
}

async function template(): Promise<{ wb: ExcelJS.Workbook; fill(rows: Record<string, ExcelJS.CellValue>[]): Promise<Buffer> }> {
  const res = await org.call('GET', '/compliance/custom/download-template')
  expect(res.statusCode, res.body).toBe(200)
  const wb = await readWorkbook(res.rawPayload)
  const sheet = wb.getWorksheet('Custom items')!
  const headers = headersOf(sheet)
  return {
    wb,
    async fill(rows) {
      rows.forEach((cells, i) => {
        const row = sheet.getRow(i + 2)
        for (const [h, v] of Object.entries(cells)) {
          expect(headers, h).toContain(h)
          row.getCell(headers.indexOf(h) + 1).value = v
        }
        row.commit()
      })
      return workbookBuffer(wb)
    },
  }
}

describe('Custom Checklist spreadsheets', () => {
  it('uploads items of every due-rule shape from the template, and exports them with the filters back', async () => {
    const { fill } = await template()
    const file = await fill([
      {
        ...base,
        Code: 'UP-1',
        'Central or state': 'Central',
        Frequency: 'Yearly',
        'Due rule': 'Fixed dates (MM-DD)',
        'Due dates': '06-30, 12-31',
      },
      {
        ...base,
        Code: 'UP-2',
        'Central or state': 'State',
        State: 'Maharashtra',
        'Branch types': 'Factory, Warehouse',
        'Minimum head count': 20,
        Frequency: 'Monthly',
        'Due rule': "A day of the period's n-th month",
        'Due day': 15,
        'Month of the period': 1,
        'Proof required': 'No',
      },
      {
        ...base,
        Code: 'UP-3',
        'Central or state': 'Central',
        Frequency: 'Monthly',
        'Due rule': 'Statutory rules (PF, ESI, PT, LWF)',
        'Statutory scheme': 'PF',
      },
    ])
    const ok = await org.call('POST', '/compliance/custom/bulk-upload', ...multipartFile(file, 'items.xlsx'))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.created).toBe(3)
    const listed = (await org.call('GET', '/compliance/custom?search=UP-&sort=code')).json().data
    expect(listed.map((i: { code: string; due_rule: unknown }) => [i.code, i.due_rule])).toEqual([
      ['UP-1', { kind: 'fixed_dates', dates: ['06-30', '12-31'] }],
      ['UP-2', { kind: 'day_of_period_month', day: 15, period_month: 1 }],
      ['UP-3', { kind: 'statutory', scheme: 'pf' }],
    ])
    expect(listed[1]).toMatchObject({
      applies_to: 'state',
      state_name: 'Maharashtra',
      branch_types: ['factory', 'warehouse'],
      min_head_count: 20,
      proof_required: false,
      is_custom: true,
    })

    // The export takes the list's filters: only the monthly ones, in code order.
    const res = await org.call('GET', '/compliance/custom/custom-data/export?frequency=monthly&search=UP-&sort=code')
    expect(res.statusCode, res.body).toBe(200)
    const out = (await readWorkbook(res.rawPayload)).worksheets[0]!
    const headers = headersOf(out)
    const rows: Record<string, unknown>[] = []
    out.eachRow((r, i) => {
      if (i > 1) rows.push(Object.fromEntries(headers.map((h, j) => [h, (r.values as unknown[])[j + 1] ?? null])))
    })
    expect(
      rows.map((r) => [r.Code, r['Due rule'], r['Due day'], r['Month of the period'], r['Statutory scheme'], r['Branch types']]),
    ).toEqual([
      ['UP-2', "A day of the period's n-th month", 15, 1, null, 'Factory, Warehouse'],
      ['UP-3', 'Statutory rules (PF, ESI, PT, LWF)', null, null, 'PF', null],
    ])
    // Another tenant's export never holds them.
    const theirs = await readWorkbook((await other.call('GET', '/compliance/custom/custom-data/export')).rawPayload)
    expect(theirs.worksheets[0]!.rowCount).toBe(1)
  })

  it('is all or nothing: every bad cell is named by row and column, and nothing is written', async () => {
    await org.call('POST', '/compliance/custom', { ...customItemBody(org.stateId, 300), code: 'TAKEN-1' })
    const { fill } = await template()
    const file = await fill([
      {
        ...base,
        Code: 'OK-1',
        'Central or state': 'Central',
        Frequency: 'Monthly',
        'Due rule': 'Days after the period ends',
        'Due days': 10,
      },
      {
        ...base,
        Code: 'taken-1',
        'Central or state': 'Central',
        Frequency: 'Monthly',
        'Due rule': 'A day of the next month',
        'Due day': 40,
      },
      {
        ...base,
        Code: 'OK-1',
        'Central or state': 'State',
        Frequency: 'Fortnightly',
        'Due rule': 'Fixed dates (MM-DD)',
        'Due dates': '02-30',
      },
      {
        ...base,
        Code: 'BAD-4',
        'Central or state': 'State',
        State: 'Atlantis',
        Frequency: 'Monthly',
        'Due rule': 'Days after the period ends',
      },
    ])
    const before = await total(org)
    const res = await org.call('POST', '/compliance/custom/bulk-upload', ...multipartFile(file, 'items.xlsx'))
    expect(res.statusCode).toBe(400)
    const messages = res.json().message as string[]
    expect(messages).toEqual([
      `Row 3, column Code: ${CODE_TAKEN}`,
      'Row 3, column Due day: Day must be at most 31',
      `Row 4, column Code: ${CODE_REPEATED}`,
      'Row 4, column Due dates: Due date must be MM-DD',
      'Row 4, column Frequency: Use one of: One time, Monthly, Quarterly, Half-yearly, Yearly',
      `Row 4, column State: ${APPLIES_TO_STATE_NEEDS_STATE}`,
      'Row 5, column State: Unknown state: Atlantis',
      'Row 5, column Due days: Days is required',
    ])
    expect(messages.filter((m) => m.startsWith('Row 2'))).toEqual([])
    expect(await total(org)).toBe(before)
  })

  it("reports the central-or-state rule together with the row's other errors, and writes nothing", async () => {
    const { fill } = await template()
    // Two faults on each row, one of them the central-or-state rule.
    const { Act: _act, ...withoutAct } = base
    const file = await fill([
      {
        ...withoutAct,
        Code: 'TWO-1',
        'Central or state': 'Central',
        State: 'Maharashtra',
        Frequency: 'Monthly',
        'Due rule': 'Days after the period ends',
        'Due days': 10,
      },
      // A date that does not exist, and a state item without its state.
      {
        ...base,
        Code: 'TWO-2',
        'Effective from': '2024-02-30',
        'Central or state': 'State',
        Frequency: 'Monthly',
        'Due rule': 'Days after the period ends',
        'Due days': 10,
      },
    ])
    const before = await total(org)
    const res = await org.call('POST', '/compliance/custom/bulk-upload', ...multipartFile(file, 'items.xlsx'))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual([
      'Row 2, column Act: Act is required',
      `Row 2, column State: ${CENTRAL_ITEM_HAS_NO_STATE}`,
      'Row 3, column Effective from: 2024-02-30 is not a date: February 2024 has 29 days',
      `Row 3, column State: ${APPLIES_TO_STATE_NEEDS_STATE}`,
    ])
    expect(await total(org)).toBe(before)
  })

  it('needs Custom Checklist create to upload and its read to export', async () => {
    const reader = caller(t, await t.createUser(org.tenantId, { permissions: ['audit.custom_checklist:list'] }))
    expect((await reader('GET', '/compliance/custom/custom-data/export')).statusCode).toBe(200)
    expect((await reader('GET', '/compliance/custom/download-template')).statusCode).toBe(403)
    const { fill } = await template()
    const file = await fill([])
    expect((await reader('POST', '/compliance/custom/bulk-upload', ...multipartFile(file, 'items.xlsx'))).statusCode).toBe(403)
  })
})
