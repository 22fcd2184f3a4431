/**
 * Scope probe over every list and export of the endpoint table: a user limited to one
 * branch (of one company, at one location) holds every menu's View and calls each GET
 * route without an id. The tenant also has another company's branch, a branch of the
 * same company at another location, their registrations (PF, ESI, PT, LWF), the
 * payments of every tracker family against them, due items, assignments and an
 * agreement there, each carrying a marker (the branch's name, the registration's code).
 * The admin's answers show the markers (the probe can see a leak); the limited user's
 * must show none, in JSON or inside an xlsx. A route added later is probed the day it is
 * added.
 *
 * The rule for registrations (setups/scope.ts): a user sees a registration of a company
 * they hold a branch of, when the place it names (state, district, location, as far as it
 * names one) is that branch's; its tracker rows, code lookups and grid cells follow it.
 */
import ExcelJS from 'exceljs'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, MENU_KEYS, TRACKER_FAMILIES, type TrackerFamilyKey, type TrackerSetupKind } from '@ihrc/contract'
import { complianceAssignments, complianceItems } from '../src/db/schema'
import { generateDueItems } from '../src/modules/compliance/due-items/generate'
import { setupTestApp, type TestContext, type TestUser } from './helpers'
import { API, caller, createBranch, setupOrg, type Org } from './organisation/fixtures'
import { setupBody, trackerBody } from './trackers/fixtures'
import { WORKER_GRANTS } from './compliance/due-items-fixtures'

let t: TestContext, org: Org, limited: TestUser
let otherCompany: number, farLocation: number
let mine: number, hiddenCompanyBranch: number, hiddenPlaceBranch: number
const markers: string[] = []
const visibleCodes: Record<TrackerSetupKind, string[]> = { pf: [], esi: [], pt: [], lwf: [] }

/** Periods in the financial year 2024-25 for each family (months, the PT EC year, the LWF half-year). */
const PERIOD: Record<TrackerFamilyKey, string> = {
  pf: '2024-06',
  pfiw: '2024-06',
  esi: '2024-06',
  ptrc: '2024-06',
  ptec: '2024-04',
  lwf: '2025-01',
}
const YEAR = '2024-25'

async function ok(res: LightMyRequestResponse): Promise<Record<string, unknown>> {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`)
  return res.json().data
}

let n = 0
/** A registration of the kind at this company and place; its code is a marker unless the limited user must see it. */
async function registration(kind: TrackerSetupKind, place: Record<string, unknown>, hidden: boolean) {
  const { path, body } = setupBody(kind, org, ++n)
  const made = (await ok(await org.call('POST', `/${path}`, { ...body, ...place }))) as Record<string, string | number>
  const codes = [made.pf_code, made.esi_code, made.ptrc_number, made.ptec_number, made.registration_number].filter(Boolean).map(String)
  if (hidden) markers.push(...codes)
  else visibleCodes[kind].push(...codes)
  for (const [key, family] of Object.entries(TRACKER_FAMILIES) as [TrackerFamilyKey, (typeof TRACKER_FAMILIES)[TrackerFamilyKey]][]) {
    if (family.setup !== kind) continue
    await ok(await org.call('POST', `/${family.stem}`, trackerBody(key, Number(made.id), PERIOD[key], { payment_date: null })))
  }
}

/** An obligation assigned on the branch, with its due items (arranged in the database, as the due-item tests do). */
async function assigned(branchId: number, owner: number, approver: number) {
  const [item] = await t.db
    .insert(complianceItems)
    .values({
      tenantId: org.tenantId,
      code: `SCOPE-${branchId}`,
      act: 'Minimum Wages Act, 1948',
      header: 'Monthly wage register',
      description: 'Keep the register of wages up to date',
      category: 'register',
      appliesTo: 'central',
      frequency: 'monthly',
      dueRule: { kind: 'day_of_next_month', day: 15 },
      criticality: 'high',
      proofRequired: false,
      effectiveFrom: '2020-01-01',
      isCustom: true,
    })
    .returning({ id: complianceItems.id })
  const [assignment] = await t.db
    .insert(complianceAssignments)
    .values({ tenantId: org.tenantId, branchId, complianceId: item!.id, ownerId: owner, approverId: approver })
    .returning({ id: complianceAssignments.id })
  await generateDueItems(t.db, { assignmentIds: [assignment!.id] }, '2025-11-10')
}

beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Scope')
  otherCompany = Number((await ok(await org.call('POST', '/company', { group_id: org.groupId, name: 'Beta Traders' }))).id)
  farLocation = Number((await ok(await org.call('POST', '/location', { district_id: org.districtId, name: 'Kharadi' }))).id)
  mine = await createBranch(org, { name: 'Visible Office' })
  hiddenCompanyBranch = await createBranch(org, { name: 'HIDDEN Beta Office', company_id: otherCompany })
  hiddenPlaceBranch = await createBranch(org, { name: 'HIDDEN Kharadi Office', location_id: farLocation })
  markers.push('HIDDEN Beta Office', 'HIDDEN Kharadi Office')

  for (const kind of ['pf', 'esi', 'pt', 'lwf'] as const) {
    await registration(kind, {}, false)
    await registration(kind, { company_id: otherCompany }, true)
    await registration(kind, { location_id: farLocation }, true)
  }
  // A registration of the whole company (no place): every branch of the company is under it.
  await registration('pf', { state_id: null, district_id: null, location_id: null }, false)

  const checker = await t.createUser(org.tenantId, { permissions: WORKER_GRANTS })
  for (const branch of [mine, hiddenCompanyBranch, hiddenPlaceBranch]) await assigned(branch, org.admin.id, checker.id)
  for (const branch of [hiddenCompanyBranch, hiddenPlaceBranch])
    await ok(await org.call('POST', '/agreement/agreement', { branch_id: branch, agreement_type: 'Lease', start_date: '2024-04-01' }))
  limited = await t.createUser(org.tenantId, {
    name: 'Lata Limited',
    permissions: MENU_KEYS.map((m) => `${m}:list`),
    branchIds: [mine],
    companyId: org.companyId,
  })
}, 120_000)
afterAll(() => t.close())

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** What an answer shows: its JSON text, or every cell of every sheet of its workbook. */
async function shown(res: LightMyRequestResponse): Promise<string> {
  if (!String(res.headers['content-type']).startsWith(XLSX)) return res.body
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer)
  const cells: string[] = []
  wb.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.text)))))
  return cells.join('\n')
}

/** Queries for routes that answer 400 without one (the grid's year, the branch a checklist is recommended for). */
const NEEDS: Record<string, () => string> = {
  grid: () => `year=${YEAR}`,
  'grid/export': () => `year=${YEAR}`,
  'compliance/recommend': () => `branch_id=${hiddenCompanyBranch}`,
}
const neededQuery = (path: string) => Object.entries(NEEDS).find(([end]) => path.endsWith(end))?.[1]() ?? ''

function get(user: TestUser, path: string, query: string) {
  const options: InjectOptions = { method: 'GET', url: `${API}/${path}?page_size=200&${query}`, headers: t.bearer(user.token) }
  return t.app.inject(options)
}

const lists = ENDPOINTS.filter((e) => e.method === 'GET' && !e.path.includes(':') && e.access !== 'public')

describe('a user limited to one branch, over every list and export', () => {
  it('sees nothing of another company or another place, wherever the admin sees it', async () => {
    const leaks: string[] = []
    const probed: string[] = []
    for (const row of lists) {
      const query = neededQuery(row.path)
      const asAdmin = await get(org.admin, row.path, query)
      expect(asAdmin.statusCode, `${row.path} as admin: ${asAdmin.body.slice(0, 200)}`).toBeLessThan(500)
      const adminSees = await shown(asAdmin)
      if (markers.some((m) => adminSees.includes(m))) probed.push(row.path)
      const asLimited = await get(limited, row.path, query)
      expect(asLimited.statusCode, `${row.path} as the limited user`).toBeLessThan(500)
      const limitedSees = await shown(asLimited)
      for (const m of markers) if (limitedSees.includes(m)) leaks.push(`${row.path} shows ${m}`)
    }
    console.log(`scope probe: ${lists.length} lists and exports, ${probed.length} show another company's or place's records to the admin`)
    expect(leaks).toEqual([])
    // The probe bites: the setups, the six tracker families (list, export, grid, its export), code lookups,
    // branches, agreements, assignments and due items all show the admin what the limited user must not see.
    expect(probed).toEqual(
      expect.arrayContaining([
        'branch',
        'branch/all',
        'branch/branch-data/export',
        'agreement/agreement',
        'compliance',
        'compliance/data',
        'compliance/data/export',
        'pfsetup',
        'esisetup/esisetup-data/export',
        'pf-code',
        'lwf-code',
        ...Object.values(TRACKER_FAMILIES).flatMap((f) => [f.stem, `${f.stem}/export-all`, `${f.stem}/grid`, `${f.stem}/grid/export`]),
      ]),
    )
  }, 240_000)

  it('still sees what is theirs: their branch, the registrations at its place and of the whole company, and their payments', async () => {
    const call = caller(t, limited)
    const text = async (url: string) => (await call('GET', url)).body
    expect(await text('/branch')).toContain('Visible Office')
    for (const code of visibleCodes.pf) {
      expect(await text('/pfsetup?page_size=200')).toContain(code)
      expect(await text('/pf-code')).toContain(code)
      expect(await text('/pf-tracker?page_size=200')).toContain(code)
      expect(await text(`/pf-tracker/grid?year=${YEAR}`)).toContain(code)
    }
    for (const code of [...visibleCodes.esi, ...visibleCodes.pt, ...visibleCodes.lwf])
      expect(
        (await text('/esisetup?page_size=200')) + (await text('/ptsetup?page_size=200')) + (await text('/lwfsetup?page_size=200')),
      ).toContain(code)
    expect(await text('/compliance/data?page_size=200')).toContain('Visible Office')
  })

  it("a registration out of scope is a 404 by id, and can't be paid against or moved to", async () => {
    const call = caller(t, limited)
    const writer = caller(t, await t.createUser(org.tenantId, { permissions: ['remittance.pf_tracker:create'], branchIds: [mine] }))
    const all = (await org.call('GET', '/pfsetup?page_size=200')).json().data as { id: number; pf_code: string }[]
    const hidden = all.find((s) => markers.includes(s.pf_code))!
    expect((await call('GET', `/pfsetup/${hidden.id}`)).statusCode).toBe(404)
    const paid = await writer('POST', '/pf-tracker', trackerBody('pf', hidden.id, '2024-09'))
    expect([paid.statusCode, paid.json().message]).toEqual([400, { setup_id: ['Registration not found'] }])
    const row = ((await org.call('GET', `/pf-tracker?setup_id=${hidden.id}`)).json().data as { id: number }[])[0]!
    expect((await call('GET', `/pf-tracker/${row.id}`)).statusCode).toBe(404)
    expect((await call('GET', `/pf-tracker/${row.id}/history`)).statusCode).toBe(404)
  })
})
