/**
 * A seventh family is one entry of TRACKER_FAMILIES: declared here (the block between
 * the `----` lines, 14 lines) and served by the same module with no other line — rows
 * dated from its scheme's rules, its own fields, documents, template and bulk upload.
 * (In the product the entry goes in contract/src/trackers.ts, whose map also makes its
 * endpoint rows; this test registers it outside the endpoint table.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackerRows, type TrackerFamilyDef, type TrackerFamilyKey } from '@ihrc/contract'
import { registerCrud } from '../../src/lib/crud'
import { trackerResource } from '../../src/modules/trackers/family-resource'
import { trackerCrudRows } from '../../src/modules/trackers'
import { setupTestApp, type TestContext } from '../helpers'
import { setupOrg, type Org } from '../organisation/fixtures'
import { multipartFile, readWorkbook, workbookBuffer } from '../organisation/xlsx-helpers'
import { createSetup } from './fixtures'

// ---- the seventh family: configuration
const bonus: TrackerFamilyDef = {
  stem: 'pf-admin-tracker',
  label: 'PF admin',
  menu: 'remittance.pf_tracker',
  recordType: 'pf_admin_tracker',
  scheme: 'pf',
  setup: 'pf',
  codeField: 'pf_code',
  codeLabel: 'PF code',
  fields: { admin_charges: { label: 'Admin charges', type: 'amount' } },
  documents: ['receipt'],
  messages: { fetch: 'fetchTracker', create: 'createPfTracker', update: 'updateTracker', remove: 'deleteTracker' },
}
const resource = trackerResource('pf_admin' as TrackerFamilyKey, bonus)
// ----

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
let t: TestContext, org: Org
beforeAll(async () => {
  t = await setupTestApp({
    extraModules: [async (app) => registerCrud(app, resource as never, trackerCrudRows(trackerRows(bonus.stem, bonus.menu)))],
  })
  org = await setupOrg(t)
})
afterAll(() => t.close())

describe('a seventh tracker family from one map entry', () => {
  it('serves rows dated by its rules, its own fields, documents, template and bulk upload', async () => {
    const setup = await createSetup('pf', org, 7)
    const created = await org.call('POST', '/pf-admin-tracker', {
      setup_id: setup.id,
      period: '2025-06',
      payment_date: '2025-07-20',
      admin_charges: 500,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().data).toMatchObject({
      code: setup.code,
      due_date: '2025-07-15',
      delay_days: 5,
      status: 'late',
      admin_charges: 500,
    })
    const id = created.json().data.id
    const doc = await org.call('POST', `/pf-admin-tracker/upload/${id}`, ...multipartFile(PDF, 'r.pdf', { kind: 'receipt' }))
    expect(doc.json().data.documents).toMatchObject({ receipt: { name: 'r.pdf' } })
    // Its rows are its own: the PF tracker does not list them.
    expect((await org.call('GET', '/pf-tracker')).json().meta.total).toBe(0)

    const wb = await readWorkbook((await org.call('GET', '/pf-admin-tracker/export-data')).rawPayload)
    const sheet = wb.getWorksheet('PF admin tracker')!
    const headers = (sheet.getRow(1).values as string[]).slice(1)
    expect(headers).toContain('Admin charges')
    const cells: Record<string, string | number> = { 'PF code': setup.code, Period: '2025-07', 'Admin charges': 650 }
    sheet.getRow(2).values = headers.map((h) => cells[h] ?? null)
    const up = await org.call('POST', '/pf-admin-tracker/bulk-upload', ...multipartFile(await workbookBuffer(wb), 'a.xlsx'))
    expect(up.statusCode, up.body).toBe(200)
    const list = (await org.call('GET', '/pf-admin-tracker?month=2025-07')).json().data
    expect(list).toMatchObject([{ period: '2025-07', admin_charges: 650, due_date: '2025-08-15' }])
  })
})
