/**
 * Custom fields through the resource machinery, on Branch: a field defined in Global
 * Settings is checked on every write, returned on items, and has its column in the
 * template, the bulk upload and the export.
 */
import type ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../helpers'
import { branchBody, caller, type Org, twoTenants } from '../organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

const FIELDS = '/settings/custom-fields'

async function define(o: Org, body: Record<string, unknown>): Promise<number> {
  const res = await o.call('POST', FIELDS, { module: 'branch', ...body })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id
}

async function branchCount(o: Org): Promise<number> {
  return (await o.call('GET', '/branch')).json().meta.total
}

function headersOf(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(1).values as unknown[]).slice(1).map(String)
}

describe('custom fields on Branch', () => {
  let costCentre: number
  beforeAll(async () => {
    costCentre = await define(org, { name: 'Cost centre', key: 'cost_centre', type: 'text', required: true })
    await define(org, { name: 'Zone', key: 'zone', type: 'select', options: ['North', 'South'] })
    await define(org, { name: 'Seats', key: 'seats', type: 'number' })
    await define(org, { name: 'Audit date', key: 'audit_date', type: 'date' })
    // Another tenant's required field never applies to org's branches.
    await define(other, { name: 'Region code', key: 'region_code', type: 'text', required: true })
  })

  it('stores checked values on create and returns them on the item and the list', async () => {
    const res = await org.call(
      'POST',
      '/branch',
      branchBody(org, {
        name: 'Custom One',
        custom: { cost_centre: ' CC-1 ', zone: 'south', seats: '42', audit_date: '2025-04-01', stray: 'x' },
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.custom).toEqual({ cost_centre: 'CC-1', zone: 'South', seats: 42, audit_date: '2025-04-01' })
    const listed = (await org.call('GET', '/branch?search=Custom One')).json().data
    expect(listed[0].custom).toEqual({ cost_centre: 'CC-1', zone: 'South', seats: 42, audit_date: '2025-04-01' })
  })

  it('refuses a missing required value, a wrong type and an unknown option with field errors, and writes nothing', async () => {
    const before = await branchCount(org)
    const res = await org.call(
      'POST',
      '/branch',
      branchBody(org, { name: 'Custom Bad', custom: { zone: 'East', seats: 'many', audit_date: '2025-02-30' } }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({
      'custom.cost_centre': ['Cost centre is required'],
      'custom.zone': ['Zone must be one of: North, South'],
      'custom.seats': ['Seats must be a number'],
      'custom.audit_date': ['Audit date: 2025-02-30 is not a date: February 2025 has 28 days'],
    })
    // No `custom` at all on create is a missing required value too.
    const bare = await org.call('POST', '/branch', branchBody(org, { name: 'Custom Bare' }))
    expect(bare.json().message).toEqual({ 'custom.cost_centre': ['Cost centre is required'] })
    expect(await branchCount(org)).toBe(before)
  })

  it('an update replaces the values; one without custom keeps them', async () => {
    const created = await org.call('POST', '/branch', branchBody(org, { name: 'Custom Two', custom: { cost_centre: 'CC-2', seats: 5 } }))
    const id = created.json().data.id
    const kept = await org.call('PUT', `/branch/${id}`, branchBody(org, { name: 'Custom Two renamed' }))
    expect(kept.json().data.custom).toEqual({ cost_centre: 'CC-2', seats: 5 })
    const replaced = await org.call('PUT', `/branch/${id}`, branchBody(org, { name: 'Custom Two', custom: { cost_centre: 'CC-3' } }))
    expect(replaced.json().data.custom).toEqual({ cost_centre: 'CC-3' })
    const bad = await org.call('PUT', `/branch/${id}`, branchBody(org, { name: 'Custom Two', custom: { cost_centre: '' } }))
    expect(bad.statusCode).toBe(400)
    expect((await org.call('GET', `/branch/${id}`)).json().data.custom).toEqual({ cost_centre: 'CC-3' })
  })

  it('the template has a column per field, the upload round-trips them and the export shows them', async () => {
    const template = await org.call('GET', '/branch/download-template')
    const wb = await readWorkbook(template.rawPayload)
    const sheet = wb.getWorksheet('Branches')!
    const headers = headersOf(sheet)
    expect(headers.slice(-4)).toEqual(['Cost centre', 'Zone', 'Seats', 'Audit date'])
    expect(headers).not.toContain('Region code')
    const col = (h: string) => headers.indexOf(h) + 1
    expect(sheet.getRow(2).getCell(col('Zone')).dataValidation?.type).toBe('list')

    const fill = (n: number, custom: Record<string, ExcelJS.CellValue>) => {
      const row = sheet.getRow(n + 1)
      const cells: Record<string, ExcelJS.CellValue> = {
        Company: 'Acme Industries',
        'Branch name': `Sheet Branch ${n}`,
        State: 'Maharashtra',
        District: 'Pune',
        Location: 'Hinjawadi',
        Address: `${n}, Baner Road, Pune 411045`,
        'Opening date': '2022-04-01',
        'Head count': 10,
        'Office mode': 'Physical',
        'Office type': 'Branch',
        ...custom,
      }
      for (const [h, v] of Object.entries(cells)) row.getCell(col(h)).value = v
      row.commit()
    }
    fill(1, { 'Cost centre': 'CC-S1', Zone: 'North', Seats: 12, 'Audit date': new Date(Date.UTC(2025, 5, 30)) })
    fill(2, { 'Cost centre': 'CC-S2' })
    fill(3, { Zone: 'West', Seats: 'twelve' })

    const before = await branchCount(org)
    const bad = await org.call('POST', '/branch/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'branches.xlsx'))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toEqual([
      'Row 4, column Cost centre: Cost centre is required',
      'Row 4, column Zone: Zone must be one of: North, South',
      'Row 4, column Seats: Seats must be a number',
    ])
    expect(await branchCount(org)).toBe(before)

    sheet.spliceRows(4, 1)
    const ok = await org.call('POST', '/branch/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'branches.xlsx'))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.created).toBe(2)
    const listed = (await org.call('GET', '/branch?search=Sheet Branch&sort=name')).json().data
    expect(listed.map((b: { custom: unknown }) => b.custom)).toEqual([
      { cost_centre: 'CC-S1', zone: 'North', seats: 12, audit_date: '2025-06-30' },
      { cost_centre: 'CC-S2' },
    ])

    const exported = await readWorkbook((await org.call('GET', '/branch/branch-data/export?search=Sheet Branch&sort=name')).rawPayload)
    const out = exported.worksheets[0]!
    const outHeaders = headersOf(out)
    expect(outHeaders.slice(-4)).toEqual(['Cost centre', 'Zone', 'Seats', 'Audit date'])
    const row2 = (out.getRow(2).values as unknown[]).slice(1)
    expect(row2.slice(-4)).toEqual(['CC-S1', 'North', 12, '2025-06-30'])
  })

  it('a field named like a built-in column gets its own header', async () => {
    const id = await define(org, { name: 'Address', key: 'alt_address', type: 'text' })
    const wb = await readWorkbook((await org.call('GET', '/branch/download-template')).rawPayload)
    expect(headersOf(wb.getWorksheet('Branches')!)).toContain('Address (custom)')
    expect((await org.call('DELETE', `${FIELDS}/${id}`)).statusCode).toBe(200)
  })

  it('a new key carries the values over, the module cannot change, and deleting a definition drops its values', async () => {
    const seats = (await org.call('GET', `${FIELDS}?module=branch&search=Seats`)).json().data[0]
    const renamed = await org.call('PUT', `${FIELDS}/${seats.id}`, { ...seats, key: 'desks' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const one = async () => (await org.call('GET', '/branch?search=Custom One')).json().data[0].custom
    expect(await one()).toEqual({ cost_centre: 'CC-1', zone: 'South', desks: 42, audit_date: '2025-04-01' })
    const moved = await org.call('PUT', `${FIELDS}/${seats.id}`, { ...seats, key: 'desks', module: 'company' })
    expect(moved.json().message).toEqual({ module: ['The module cannot be changed; add a new field instead'] })
    expect((await org.call('DELETE', `${FIELDS}/${seats.id}`)).statusCode).toBe(200)
    expect(await one()).toEqual({ cost_centre: 'CC-1', zone: 'South', audit_date: '2025-04-01' })
  })

  it("another tenant's definitions are out of reach and never listed", async () => {
    const theirs = (await other.call('GET', FIELDS)).json().data[0]
    expect((await org.call('GET', `${FIELDS}/${theirs.id}`)).statusCode).toBe(404)
    expect((await org.call('PUT', `${FIELDS}/${theirs.id}`, { ...theirs, name: 'Taken' })).statusCode).toBe(404)
    expect((await org.call('DELETE', `${FIELDS}/${theirs.id}`)).statusCode).toBe(404)
    const names = (await org.call('GET', FIELDS)).json().data.map((f: { name: string }) => f.name)
    expect(names).not.toContain('Region code')
    expect(costCentre).toBeGreaterThan(0)
  })

  it('a user without the Custom Fields menu may read definitions but not write them', async () => {
    const clerk = await t.createUser(org.tenantId, { type: 'user', permissions: ['company.branch:list'] })
    const call = caller(t, clerk)
    expect((await call('GET', `${FIELDS}?module=branch`)).statusCode).toBe(200)
    const res = await call('POST', FIELDS, { module: 'branch', name: 'Sneaky', key: 'sneaky', type: 'text' })
    expect(res.statusCode).toBe(403)
    const names = (await org.call('GET', FIELDS)).json().data.map((f: { name: string }) => f.name)
    expect(names).not.toContain('Sneaky')
  })

  it('a select needs options and only a select has them', async () => {
    const res = await org.call('POST', FIELDS, { module: 'branch', name: 'Tier', key: 'tier', type: 'select', options: [] })
    expect(res.json().message).toEqual({ options: ['A select needs options'] })
    const text = await org.call('POST', FIELDS, { module: 'branch', name: 'Tier', key: 'tier', type: 'text', options: ['A'] })
    expect(text.json().message).toEqual({ options: ['Only a select has options'] })
  })

  it('the options rule is reported with the other faults, and not judged on a type that is not one', async () => {
    const res = await org.call('POST', FIELDS, { module: 'branch', key: 'tier', type: 'text', options: ['A'] })
    expect(res.json().message).toEqual({ name: ['Name is required'], options: ['Only a select has options'] })
    const unknown = await org.call('POST', FIELDS, { module: 'branch', name: 'Tier', key: 'tier', type: 'colour', options: ['A'] })
    expect(Object.keys(unknown.json().message)).toEqual(['type'])
    expect((await org.call('POST', FIELDS, [])).statusCode).toBe(400)
  })
})

describe('custom fields on Company', () => {
  it('a company field is checked on write, returned, and in the template and upload', async () => {
    await define(org, {
      module: 'company',
      name: 'Industry',
      key: 'industry',
      type: 'select',
      options: ['Textiles', 'Steel'],
      required: true,
    })
    const missing = await org.call('POST', '/company', { group_id: org.groupId, name: 'Custom Co' })
    expect(missing.json().message).toEqual({ 'custom.industry': ['Industry is required'] })
    const res = await org.call('POST', '/company', { group_id: org.groupId, name: 'Custom Co', custom: { industry: 'steel' } })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.custom).toEqual({ industry: 'Steel' })
    // A branch field never applies to companies, nor a company field to branches.
    expect(res.json().data.custom).not.toHaveProperty('cost_centre')
    const wb = await readWorkbook((await org.call('GET', '/company/export-template')).rawPayload)
    const sheet = wb.worksheets[0]!
    const headers = headersOf(sheet)
    expect(headers.at(-1)).toBe('Industry')
    const row = sheet.getRow(2)
    row.getCell(headers.indexOf('Group') + 1).value = 'Acme Group'
    row.getCell(headers.indexOf('Company name') + 1).value = 'Sheet Co'
    row.getCell(headers.indexOf('Industry') + 1).value = 'Textiles'
    row.commit()
    const up = await org.call('POST', '/company/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'companies.xlsx'))
    expect(up.statusCode, up.body).toBe(200)
    const listed = (await org.call('GET', '/company?search=Sheet Co')).json().data
    expect(listed[0].custom).toEqual({ industry: 'Textiles' })
  })
})
