/**
 * A seventh family is one entry of TRACKER_FAMILIES (contract/src/tracker-families.ts):
 * this file adds the entry below (`pf_admin`, its own menu) through the map's own
 * `familyMap`, and every reader of the map gets it with no other line: the permission
 * catalogue (its menu), the endpoint table (its rows and the PF setup's read list), the
 * custom-field modules, the module serving its routes, the demo tenant's tracker rows
 * (its `demo`). A user holding only its menu reads its rows and the PF code lookup its
 * form needs; the resource kit passes on it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TrackerFamilyEntry, TrackerFamilyKey } from '@ihrc/contract'
import type * as FamilyMap from '../../../contract/src/tracker-families'

// ---- the seventh family: its map entry
const pfAdmin: TrackerFamilyEntry = {
  stem: 'pf-admin-tracker',
  label: 'PF admin',
  recordType: 'pf_admin_tracker',
  scheme: 'pf',
  setup: 'pf',
  codeField: 'pf_code',
  codeLabel: 'PF code',
  fields: { admin_charges: { label: 'Admin charges', type: 'amount' } },
  documents: ['receipt'],
  messages: { fetch: 'fetchTracker', create: 'createPfTracker', update: 'updateTracker', remove: 'deleteTracker' },
  demo: { row: ({ staff }) => ({ amount: staff * 50, own: { admin_charges: staff * 50 } }) },
}
// ----

vi.mock('../../../contract/src/tracker-families', async (original) => {
  const map = await original<typeof FamilyMap>()
  return { ...map, ...map.familyMap({ ...map.TRACKER_FAMILY_ENTRIES, pf_admin: pfAdmin }) }
})

const { CUSTOM_FIELD_MODULE, MENU_KEYS, endpoints } = await import('@ihrc/contract')
const { trackerResources } = await import('../../src/modules/trackers')
const { setupTestApp } = await import('../helpers')
const { createBranch, setupOrg } = await import('../organisation/fixtures')
const { multipartFile, readWorkbook, workbookBuffer } = await import('../organisation/xlsx-helpers')
const { createSetup, nthPeriod, trackerBody } = await import('./fixtures')
const { describeResource } = await import('../kit/describe-resource')
const { trackersDemo } = await import('../../src/modules/trackers/demo')

const key = 'pf_admin' as TrackerFamilyKey
const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
let t: Awaited<ReturnType<typeof setupTestApp>>, org: Awaited<ReturnType<typeof setupOrg>>
beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t)
})
afterAll(() => t.close())

describe('a seventh tracker family from one map entry', () => {
  it('is in the permission catalogue, the endpoint table, the setup read list and the custom-field modules', () => {
    expect(MENU_KEYS).toContain('remittance.pf_admin_tracker')
    expect(CUSTOM_FIELD_MODULE.labels).toMatchObject({ pf_admin_tracker: 'PF admin tracker' })
    const table = endpoints as unknown as Record<string, Record<string, { path: string; access: unknown }>>
    expect(table.pf_adminTracker?.list?.path).toBe('pf-admin-tracker')
    expect(JSON.stringify(table.pfSetup!.pfCode!.access)).toContain('remittance.pf_admin_tracker')
  })

  it('a user holding only its menu reads its rows and the PF code lookup; one without it is refused both', async () => {
    const setup = await createSetup('pf', org, 9)
    const branch = await createBranch(org)
    const place = { branchIds: [branch], companyId: org.companyId }
    const holder = await t.createUser(org.tenantId, { permissions: ['remittance.pf_admin_tracker:list'], ...place })
    const stranger = await t.createUser(org.tenantId, { permissions: ['remittance.esi_tracker:list'], ...place })
    const get = (token: string, url: string) =>
      t.app.inject({ method: 'GET', url: `/ihrc-api/companyadmin/${url}`, headers: t.bearer(token) })
    const codes = await get(holder.token, 'pf-code')
    expect(codes.statusCode, codes.body).toBe(200)
    expect(codes.body).toContain(setup.code)
    expect((await get(holder.token, 'pf-admin-tracker')).statusCode).toBe(200)
    expect((await get(stranger.token, 'pf-code')).statusCode).toBe(403)
    expect((await get(stranger.token, 'pf-admin-tracker')).statusCode).toBe(403)
  })

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

  it('the demo tenant gets its rows from its entry, beside the six families', async () => {
    const demo = await setupOrg(t, 'Demo')
    const setup = await createSetup('pf', demo, 11)
    await trackersDemo.seed(
      { db: t.db, auth: { userId: demo.admin.id, tenantId: demo.tenantId, type: 'admin', permissions: [], branchIds: null } },
      {},
    )
    const rows = (await demo.call('GET', '/pf-admin-tracker?page_size=200')).json().data as { code: string; admin_charges: number }[]
    expect(rows.length).toBeGreaterThan(0)
    // The first registration's staff is 120 to 122 (trackers/demo.ts): its entry's row is 50 a head.
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set([setup.code]))
    expect(rows.every((r) => [6000, 6050, 6100].includes(r.admin_charges))).toBe(true)
    expect((await demo.call('GET', '/pf-tracker')).json().meta.total).toBeGreaterThan(0)
  })
})

// The resource kit on it, as on the six (trackers-kit.test.ts).
const setups = new WeakMap<object, Promise<{ id: number }>>()
describeResource(trackerResources[key], {
  async body(o, n) {
    if (!setups.has(o)) setups.set(o, createSetup('pf', o, o.tenantId))
    return trackerBody(key, (await setups.get(o)!).id, nthPeriod(key, n))
  },
})
