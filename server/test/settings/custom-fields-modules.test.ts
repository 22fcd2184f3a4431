/**
 * Custom fields reach every module through the one `customFields` declaration: a
 * statutory setup (LWF, with its multipart create), a tracker family (PF) and Custom
 * Checklist items, each through HTTP on the real database: values on get and list, a
 * required field refused with its name and nothing written, its column in the template
 * and the export, a bulk upload round trip, and never another tenant's definitions.
 */
import type ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../helpers'
import { customItemBody } from '../compliance/fixtures'
import { caller, createBranch, type Org, twoTenants } from '../organisation/fixtures'
import { multipartFields, multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'
import { createSetup, nthMonth, setupBody, trackerBody } from '../trackers/fixtures'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

const FIELDS = '/settings/custom-fields'

async function define(o: Org, body: Record<string, unknown>): Promise<number> {
  const res = await o.call('POST', FIELDS, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id
}

const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1).map(String)

interface Case {
  module: string
  path: string
  /** The n-th valid JSON body of `o`. */
  body(o: Org, n: number): Promise<Record<string, unknown>>
  template: string
  sheetName: string
  upload: string
  exportPath: string
  /** Built-in cells of upload row n (1, 2). */
  cells(n: number): Promise<Record<string, ExcelJS.CellValue>>
}

let pfCode = ''
let pfSetupId = 0
const CASES: Case[] = [
  {
    module: 'lwf_setup',
    path: 'lwfsetup',
    body: async (o, n) => setupBody('lwf', o, 500 + n).body,
    template: 'lwfsetup/template/download',
    sheetName: 'LWF setups',
    upload: 'lwfsetup/bulk-create',
    exportPath: 'lwfsetup/lwfsetup-data/export',
    cells: async (n) => ({
      Company: 'Acme Industries',
      State: 'Maharashtra',
      District: 'Pune',
      'Registration number': `LWF-CUSTOM-${n}`,
    }),
  },
  {
    module: 'pf_tracker',
    path: 'pf-tracker',
    async body(o, n) {
      if (o !== org) return trackerBody('pf', (await createSetup('pf', o, 700 + n)).id, nthMonth(n))
      if (!pfSetupId) ({ id: pfSetupId, code: pfCode } = await createSetup('pf', org, 600))
      return trackerBody('pf', pfSetupId, nthMonth(n))
    },
    template: 'pf-tracker/export-data',
    sheetName: 'PF tracker',
    upload: 'pf-tracker/bulk-upload',
    exportPath: 'pf-tracker/export-all',
    cells: async (n) => ({ 'PF code': pfCode, Period: nthMonth(40 + n) }),
  },
  {
    module: 'compliance_custom',
    path: 'compliance/custom',
    body: async (o, n) => customItemBody(o.stateId, 800 + n),
    template: 'compliance/custom/download-template',
    sheetName: 'Custom items',
    upload: 'compliance/custom/bulk-upload',
    exportPath: 'compliance/custom/custom-data/export',
    cells: async (n) => ({
      Code: `SHEET-${n}`,
      Act: 'Shops and Establishments Act',
      Header: `Display the notice ${n}`,
      Description: 'Display the opening hours at the entrance.',
      Category: 'Display',
      Criticality: 'Low',
      'Central or state': 'Central',
      'Effective from': '2024-04-01',
      Frequency: 'Monthly',
      'Due rule': 'Days after the period ends',
      'Due days': 10,
    }),
  },
]

describe.each(CASES)('custom fields on $module', (c) => {
  const base = `/${c.path}`
  const total = async (o: Org) => (await o.call('GET', `${base}?page_size=1`)).json().meta.total as number
  let made = 0
  const next = () => ++made

  beforeAll(async () => {
    await define(org, { module: c.module, name: 'Cost centre', key: 'cost_centre', type: 'text', required: true })
    await define(org, { module: c.module, name: 'Zone', key: 'zone', type: 'select', options: ['North', 'South'] })
    // Another tenant's required field of the same module never applies to org's records.
    await define(other, { module: c.module, name: 'Region code', key: 'region_code', type: 'text', required: true })
  })

  it('a value is checked, stored and returned on get and list', async () => {
    const res = await org.call('POST', base, { ...(await c.body(org, next())), custom: { cost_centre: ' CC-1 ', zone: 'north' } })
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json().data.id
    expect(res.json().data.custom).toEqual({ cost_centre: 'CC-1', zone: 'North' })
    expect((await org.call('GET', `${base}/${id}`)).json().data.custom).toEqual({ cost_centre: 'CC-1', zone: 'North' })
    const listed = (await org.call('GET', `${base}?page_size=200`)).json().data as { id: number; custom: unknown }[]
    expect(listed.find((r) => r.id === id)?.custom).toEqual({ cost_centre: 'CC-1', zone: 'North' })
    // Compliance Details shows a custom item's values too.
    if (c.module === 'compliance_custom') {
      expect((await org.call('GET', `/compliance/items/${id}`)).json().data.custom).toEqual({ cost_centre: 'CC-1', zone: 'North' })
    }
  })

  it('a required field is refused by name and nothing is written', async () => {
    const before = await total(org)
    const res = await org.call('POST', base, { ...(await c.body(org, next())), custom: { zone: 'East' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({
      'custom.cost_centre': ['Cost centre is required'],
      'custom.zone': ['Zone must be one of: North, South'],
    })
    expect(await total(org)).toBe(before)
  })

  it("another tenant's definitions never apply, show or travel", async () => {
    const res = await other.call('POST', base, { ...(await c.body(other, next())), custom: { region_code: 'W1', cost_centre: 'CC-X' } })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data.custom).toEqual({ region_code: 'W1' })
    const template = await readWorkbook((await other.call('GET', `/${c.template}`)).rawPayload)
    const headers = headersOf(template.getWorksheet(c.sheetName)!)
    expect(headers).toContain('Region code')
    expect(headers).not.toContain('Cost centre')
  })

  it('the template has a column per field, the upload round-trips them (all or nothing) and the export shows them', async () => {
    const template = await org.call('GET', `/${c.template}`)
    expect(template.statusCode, template.body).toBe(200)
    const wb = await readWorkbook(template.rawPayload)
    const sheet = wb.getWorksheet(c.sheetName)!
    const headers = headersOf(sheet)
    expect(headers.slice(-2)).toEqual(['Cost centre', 'Zone'])
    expect(headers).not.toContain('Region code')
    const col = (h: string) => headers.indexOf(h) + 1
    const fill = async (n: number, custom: Record<string, ExcelJS.CellValue>) => {
      const row = sheet.getRow(n + 1)
      for (const [h, v] of Object.entries({ ...(await c.cells(n)), ...custom })) row.getCell(col(h)).value = v
      row.commit()
    }
    await fill(1, { 'Cost centre': 'CC-S1', Zone: 'South' })
    await fill(2, { Zone: 'South' })

    const before = await total(org)
    const bad = await org.call('POST', `/${c.upload}`, ...multipartFile(await workbookBuffer(wb), 'sheet.xlsx'))
    expect(bad.statusCode, bad.body).toBe(400)
    expect(bad.json().message).toEqual(['Row 3, column Cost centre: Cost centre is required'])
    expect(await total(org)).toBe(before)

    await fill(2, { 'Cost centre': 'CC-S2' })
    const ok = await org.call('POST', `/${c.upload}`, ...multipartFile(await workbookBuffer(wb), 'sheet.xlsx'))
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.created).toBe(2)
    expect(await total(org)).toBe(before + 2)

    const exported = await org.call('GET', `/${c.exportPath}?page_size=200`)
    expect(exported.statusCode, exported.body).toBe(200)
    const out = (await readWorkbook(exported.rawPayload)).worksheets[0]!
    const outHeaders = headersOf(out)
    expect(outHeaders.slice(-2)).toEqual(['Cost centre', 'Zone'])
    const rows: unknown[][] = []
    out.eachRow((r, i) => {
      if (i > 1) rows.push((r.values as unknown[]).slice(-2))
    })
    expect(rows).toEqual(
      expect.arrayContaining([
        ['CC-S1', 'South'],
        ['CC-S2', 'South'],
      ]),
    )
  })
})

describe('custom fields through a multipart create (LWF setup with its certificate form)', () => {
  it('takes custom.<key> fields and checks them like JSON', async () => {
    const { body } = setupBody('lwf', org, 900)
    const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))
    const bad = await org.call('POST', '/lwfsetup', ...multipartFields({ ...fields, 'custom.zone': 'North' }))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toEqual({ 'custom.cost_centre': ['Cost centre is required'] })
    const ok = await org.call('POST', '/lwfsetup', ...multipartFields({ ...fields, 'custom.cost_centre': 'CC-M', 'custom.zone': 'south' }))
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().data.custom).toEqual({ cost_centre: 'CC-M', zone: 'South' })
  })
})

describe('an edit request sent before a field became required', () => {
  it('is approved with what it proposed: the new required field is not judged, proposed custom values are', async () => {
    // Both hold a branch of the company: a user limited to branches sees only their branches' companies.
    const branchIds = [await createBranch(org, { name: 'Zone Office' })]
    const ask = caller(t, await t.createUser(org.tenantId, { name: 'Priya Kulkarni', permissions: ['company.company:create'], branchIds }))
    const decide = caller(
      t,
      await t.createUser(org.tenantId, {
        name: 'Anil Mehta',
        permissions: ['company.edit_permission:edit', 'company.company:list'],
        branchIds,
      }),
    )
    const zone = await define(org, { module: 'company', name: 'Zone', key: 'zone', type: 'select', options: ['North', 'South'] })

    const bad = await ask('POST', `/company/edit-request/${org.companyId}`, {
      reason: 'Zone',
      proposed_changes: { custom: { zone: 'East' } },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toEqual({ 'custom.zone': ['Zone must be one of: North, South'] })

    const first = await ask('POST', `/company/edit-request/${org.companyId}`, {
      reason: 'PAN issued',
      proposed_changes: { pan: 'AAACB1234F', custom: { zone: 'north' } },
    })
    expect(first.statusCode, first.body).toBe(201)
    // Added after the request was sent: the company has no value for it.
    const required = await define(org, { module: 'company', name: 'Cost centre', key: 'cost_centre', type: 'text', required: true })
    try {
      const ok = await decide('PUT', `/company/approve/${first.json().data.id}`, {})
      expect(ok.statusCode, ok.body).toBe(200)
      const company = (await org.call('GET', `/company/${org.companyId}`)).json().data
      expect(company).toMatchObject({ pan: 'AAACB1234F', custom: { zone: 'North' } })

      // A proposal that blanks a required field is refused by name, and nothing changes.
      const blank = await ask('POST', `/company/edit-request/${org.companyId}`, {
        reason: 'Cost centre',
        proposed_changes: { custom: { cost_centre: null, zone: 'South' } },
      })
      expect(blank.statusCode).toBe(400)
      expect(blank.json().message).toEqual({ 'custom.cost_centre': ['Cost centre is required'] })
      expect((await org.call('GET', `/company/${org.companyId}`)).json().data.custom).toEqual({ zone: 'North' })
    } finally {
      await org.call('DELETE', `${FIELDS}/${required}`)
      await org.call('DELETE', `${FIELDS}/${zone}`)
    }
  })
})
