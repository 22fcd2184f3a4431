/**
 * The generated access matrix: every companyadmin route that is not public (collected
 * with an onRoute hook registered before the modules) against these callers:
 *
 *   no token                       401
 *   admin                          not 401/403 (2xx, or 400/404/409 from the body or the id)
 *   user holding menu:action       not 401/403; with several menus, a holder of each one
 *   user without it                403
 *   auditor with list-only grants  list: not 401/403; writes: 403
 *   another tenant's admin         404 on by-id routes, with a real id of the first tenant
 *
 * Routes open to any signed-in user ('authenticated') get no token, the outsider, the
 * admin and a user without grants, who passes the guard (not 401). Any 5xx, in any
 * cell, is a failure.
 *
 * A new route is covered the day it is added; its record id comes from RECORD_IDS by
 * path stem (an unknown stem uses an id that does not exist, still a 404).
 */
import fp from 'fastify-plugin'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TRACKER_FAMILIES, businessToday } from '@ihrc/contract'
import type { MenuKey } from '@ihrc/contract'
import type { Access } from '../src/plugins/access'
import { setupTestApp, type TestContext, type TestUser } from './helpers'
import { branchBody, createBranch, setupOrg, type Org } from './organisation/fixtures'
import { customItemBody } from './compliance/fixtures'
import { multipartFile } from './organisation/xlsx-helpers'
import { SEEDED_REGISTER_FORMATS } from '../src/db/reference/register-formats'

interface DeclaredRoute {
  method: string
  url: string
  /** The menus any one of which grants the route; none for routes open to any signed-in user. */
  menus: readonly MenuKey[]
  action: string
}
const declared: DeclaredRoute[] = []

vi.mock('../src/modules/index', async (original) => {
  const real = (await original()) as { modules: unknown[] }
  // fastify-plugin: the hook lands on the API scope, so it sees every module's routes.
  const collector = fp(async (app) => {
    app.addHook('onRoute', (route) => {
      const access = (route.config as { access?: Access } | undefined)?.access
      if (!access || access === 'public') return
      const grant = access === 'authenticated' ? { menus: [], action: 'list' } : { menus: [access.menu].flat(), action: access.action }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') declared.push({ method, url: route.url, ...grant })
      }
    })
  })
  return { ...real, modules: [collector, ...real.modules] }
})

const API = '/ihrc-api/companyadmin'
const MISSING_ID = 2_000_000_000

let t: TestContext
let org: Org
let otherAdmin: TestUser
const recordIds: Record<string, number> = {}

beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Matrix')
  otherAdmin = (await setupOrg(t, 'Outsider')).admin
  const branchId = await createBranch(org, { name: 'Matrix Branch' })
  const role = await t.createRole(org.tenantId, { name: 'Matrix Role' })
  const person = await t.createUser(org.tenantId, { roleId: role.id })
  const external = await org.call('POST', '/external-user', {
    name: 'Matrix Auditor',
    email: 'matrix.auditor@firm.example',
    firm: 'Firm',
    branch_ids: [branchId],
    access_until: businessToday(),
  })
  if (external.statusCode !== 201) throw new Error(external.body)
  const notice = await org.call(
    'POST',
    '/noticetracker',
    ...multipartFile(Buffer.from('%PDF-1.7\n%%EOF\n'), 'notice.pdf', {
      company_id: String(org.companyId),
      notice_type: 'Show cause notice',
      notice_date: businessToday(),
      reference_number: 'MATRIX/1',
    }),
  )
  if (notice.statusCode !== 201) throw new Error(notice.body)
  // Longest stem first: 'company-group' before 'company'.
  Object.assign(recordIds, {
    '/company-group/': org.groupId,
    '/company/': org.companyId,
    '/branch/': branchId,
    '/role/role-permission/': role.id,
    '/role/': role.id,
    '/user/permissions/': person.id,
    '/user/': person.id,
    '/external-user/': external.json().data.id,
    '/noticetracker/': notice.json().data.id,
  })
})
afterAll(() => t.close())

function recordIdFor(url: string): number {
  const path = url.slice(API.length)
  const stem = Object.keys(recordIds)
    .sort((a, b) => b.length - a.length)
    .find((s) => path.startsWith(s))
  return stem ? recordIds[stem]! : MISSING_ID
}

/** A document kind the route's resource has: a tracker family's first, else the branch's. */
function kindFor(url: string): string {
  const family = Object.values(TRACKER_FAMILIES).find((f) => url.startsWith(`${API}/${f.stem}/`))
  return family?.documents[0] ?? 'se_document'
}

function concrete(route: DeclaredRoute, id: number): string {
  return route.url.replace(':id', String(id)).replace(':kind', kindFor(route.url)).replace(':fileId', String(MISSING_ID))
}

const isById = (route: DeclaredRoute) => route.url.includes(':id')
/** Writes aim at a missing id; a route open to any signed-in user counts as one unless it is a GET. */
const isWrite = (route: DeclaredRoute) => route.action !== 'list' || route.method !== 'GET'

/**
 * Valid bodies for the by-id writes, so the outsider's 404 is the record's answer and
 * not a validation 400 (validation runs before the handler). Other writes get `{}`.
 */
function validBody(route: DeclaredRoute): object {
  const bodies: Record<string, () => object> = {
    'PUT /company-group/:id': () => ({ name: 'Renamed Group' }),
    'PUT /company/:id': () => ({ group_id: org.groupId, name: 'Renamed Company' }),
    'PUT /branch/:id': () => branchBody(org),
    'PUT /company/reject/:id': () => ({ remark: 'Not needed' }),
    'POST /company/edit-request/:id': () => ({ reason: 'Matrix', proposed_changes: { name: 'Renamed Company' } }),
    'PUT /agreement/agreement/:id': () => ({
      branch_id: 1,
      agreement_type: 'Lease',
      start_date: '2024-04-01',
      applies_to_all_branches: false,
    }),
    'POST /role/role-permission/:id': () => ({ permissions: [] }),
    'PUT /role/:id': () => ({ name: 'Renamed Role' }),
    'PUT /user/:id': () => ({ name: 'Renamed User', email: 'renamed.user@matrix.example' }),
    'PUT /user/permissions/:id': () => ({ permissions: [] }),
    'POST /user/permissions/:id': () => ({ permissions: [] }),
    'PUT /external-user/:id/extend': () => ({ access_until: businessToday() }),
    'PUT /pfsetup/:id': () => ({ company_id: org.companyId, pf_code: 'MHBAN0012345000' }),
    'PUT /esisetup/:id': () => ({ company_id: org.companyId, esi_code: '11000123450001000' }),
    'PUT /ptsetup/:id': () => ({ company_id: org.companyId, state_id: org.stateId }),
    'PUT /lwfsetup/:id': () => ({ company_id: org.companyId, state_id: org.stateId, registration_number: 'LWF-1' }),
    'PUT /compliance/custom/:id': () => customItemBody(org.stateId),
    'PUT /settings/custom-fields/:id': () => ({ module: 'branch', name: 'Matrix Field', key: 'matrix_field', type: 'text' }),
    'PUT /compliance/data/update/:id': () => ({ remark: 'Matrix' }),
    'PUT /compliance/due/:id': () => ({ status: 'approved' }),
    'PUT /settings/certificate-template/:id': () => ({ header: 'Matrix', body: 'Matrix', signatory_id: org.admin.id }),
    'PUT /noticetracker/:id': () => ({
      company_id: org.companyId,
      notice_type: 'Show cause notice',
      notice_date: businessToday(),
      reference_number: 'MATRIX/1',
    }),
    'PUT /noticetracker/approve-edit-request/:id': () => ({ status: 'approved' }),
    'PUT /settings/register-template/:id': () => {
      const { seedKey: _seed, ...format } = SEEDED_REGISTER_FORMATS[0]!
      return { ...format, name: 'Matrix format' }
    },
  }
  for (const f of Object.values(TRACKER_FAMILIES)) bodies[`PUT /${f.stem}/:id`] = () => ({ setup_id: 1, period: '2025-04' })
  return bodies[`${route.method} ${route.url.slice(API.length)}`]?.() ?? {}
}

function call(user: TestUser | null, route: DeclaredRoute, id: number) {
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: concrete(route, id),
    headers: user ? t.bearer(user.token) : {},
  }
  if (route.method !== 'GET' && route.method !== 'DELETE') options.payload = validBody(route)
  return t.app.inject(options)
}

describe('access matrix over every declared route', () => {
  it('collected the routes, those of several menus and those open to any signed-in user too', () => {
    expect(declared.length).toBeGreaterThan(40)
    expect(declared.some((r) => r.url === `${API}/role/role-permission/:id`)).toBe(true)
    expect(declared.find((r) => r.method === 'PUT' && r.url === `${API}/agreement/agreement/:id`)?.menus).toEqual([
      'agreement.agreement',
      'company.branch_agreement',
    ])
    expect(declared.some((r) => r.url === `${API}/profile` && r.menus.length === 0)).toBe(true)
  })

  it('answers each caller as its grants say', async () => {
    const failures: string[] = []
    let cells = 0
    const expectCell = (route: DeclaredRoute, who: string, status: number, ok: (s: number) => boolean, want: string) => {
      cells++
      // A 5xx is a bug whoever asks, even where any answer but 401/403 would do.
      if (status >= 500 || !ok(status)) failures.push(`${route.method} ${route.url} as ${who}: ${status}, expected ${want}`)
    }
    const allowed = (s: number) => s !== 401 && s !== 403
    const nobody = await t.createUser(org.tenantId, { permissions: [] })

    for (const route of declared) {
      const realId = recordIdFor(route.url)
      // Reads see the real record; writes aim at a missing id so the matrix leaves the data alone.
      const id = isWrite(route) ? MISSING_ID : realId

      expectCell(route, 'no token', (await call(null, route, id)).statusCode, (s) => s === 401, '401')
      // The outsider goes first, while the record certainly exists.
      if (isById(route))
        expectCell(route, "another tenant's admin", (await call(otherAdmin, route, realId)).statusCode, (s) => s === 404, '404')
      expectCell(route, 'admin', (await call(org.admin, route, id)).statusCode, allowed, 'not 401/403')
      if (!route.menus.length) {
        // Signed in is enough to pass the guard; the route may still refuse (403) by its own rules.
        expectCell(route, 'user without grants', (await call(nobody, route, id)).statusCode, (s) => s !== 401, 'not 401')
        continue
      }
      for (const menu of route.menus) {
        const grant = `${menu}:${route.action}`
        const holder = await t.createUser(org.tenantId, { permissions: [grant] })
        expectCell(route, `user with ${grant}`, (await call(holder, route, id)).statusCode, allowed, 'not 401/403')
      }
      expectCell(route, 'user without it', (await call(nobody, route, id)).statusCode, (s) => s === 403, '403')
      const auditor = await t.createUser(org.tenantId, { type: 'auditor', permissions: route.menus.map((m) => `${m}:list`) })
      const auditorStatus = (await call(auditor, route, id)).statusCode
      if (isWrite(route)) expectCell(route, 'auditor (list only)', auditorStatus, (s) => s === 403, '403')
      else expectCell(route, 'auditor (list only)', auditorStatus, allowed, 'not 401/403')
    }
    console.log(`access matrix: ${declared.length} routes, ${cells} cells`)
    expect(failures).toEqual([])
    // Five callers per route, one after another: about 30 s on a quiet two-core machine, 94–120 s
    // with eight engineers' builds beside it; the limit catches a hang, not slowness.
  }, 300_000)
})

describe('edit requests: who may propose a change, per record type (issue 19 item 26)', () => {
  it('a holder of Create or Edit passes the door; View alone and an auditor are refused, for every type and both routes', async () => {
    const failures: string[] = []
    for (const editable of t.app.editables.all()) {
      for (const menu of editable.menus) {
        const callers = {
          [`${menu}:list`]: { user: await t.createUser(org.tenantId, { permissions: [`${menu}:list`] }), allowed: false },
          [`auditor ${menu}:list`]: {
            user: await t.createUser(org.tenantId, { type: 'auditor', permissions: [`${menu}:list`] }),
            allowed: false,
          },
          [`${menu}:create`]: { user: await t.createUser(org.tenantId, { permissions: [`${menu}:create`] }), allowed: true },
          [`${menu}:edit`]: { user: await t.createUser(org.tenantId, { permissions: [`${menu}:edit`] }), allowed: true },
        }
        for (const [who, { user, allowed }] of Object.entries(callers)) {
          const body = { reason: 'Matrix', proposed_changes: { name: 'Matrix' } }
          for (const [url, payload] of [
            [`${API}/company/request-edit`, { ...body, record_type: editable.type, record_id: MISSING_ID }],
            [`${API}/company/edit-request/${MISSING_ID}?record_type=${editable.type}`, body],
          ] as const) {
            const res = await t.app.inject({ method: 'POST', url, headers: t.bearer(user.token), payload })
            // Allowed callers reach the record, which does not exist.
            const want = allowed ? 404 : 403
            if (res.statusCode !== want) failures.push(`${editable.type} as ${who} at ${url}: ${res.statusCode}, expected ${want}`)
          }
        }
      }
    }
    expect(t.app.editables.all().length).toBeGreaterThanOrEqual(9)
    expect(failures).toEqual([])
  }, 120_000)
})
