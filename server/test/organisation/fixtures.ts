/**
 * Shared set-up for the organisation tests: API calls with a token, and a tenant with
 * a group, a company and branches created through the API itself.
 */
import { eq } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { districts, states } from '../../src/db/schema'
import { setupTestApp, type TestContext, type TestUser } from '../helpers'

export const API = '/ihrc-api/companyadmin'

export type Call = (method: InjectOptions['method'], url: string, body?: unknown, extra?: InjectOptions) => Promise<LightMyRequestResponse>

/** Calls the API as `user` (no user: without a token). */
export function caller(t: TestContext, user: TestUser | null): Call {
  return (method, url, body, { headers, ...extra } = {}) =>
    t.app.inject({
      ...extra,
      method,
      url: `${API}${url}`,
      headers: { ...(user ? t.bearer(user.token) : {}), ...(headers ?? {}) },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    } as InjectOptions)
}

export async function place(t: TestContext, stateName: string, districtName: string) {
  const [state] = await t.db.select().from(states).where(eq(states.name, stateName))
  const [district] = await t.db.select().from(districts).where(eq(districts.name, districtName))
  if (!state || !district) throw new Error(`fixture: ${stateName}/${districtName} not seeded`)
  return { stateId: state.id, districtId: district.id }
}

export interface Org {
  admin: TestUser
  tenantId: number
  call: Call
  groupId: number
  companyId: number
  stateId: number
  districtId: number
  locationId: number
}

/** A test app with two tenants: `org` (Acme), whose admin makes the calls, and `other` (Globex), whose ids must answer 404. */
export async function twoTenants(): Promise<{ t: TestContext; org: Org; other: Org }> {
  const t = await setupTestApp()
  return { t, org: await setupOrg(t, 'Acme'), other: await setupOrg(t, 'Globex') }
}

/** A tenant with one group, one company and a location in Pune (Maharashtra). */
export async function setupOrg(t: TestContext, prefix = 'Acme'): Promise<Org> {
  const { tenantId, admin } = await t.createTenant()
  const call = caller(t, admin)
  const group = await call('POST', '/company-group', { name: `${prefix} Group` })
  if (group.statusCode !== 201) throw new Error(group.body)
  const company = await call('POST', '/company', { group_id: group.json().data.id, name: `${prefix} Industries` })
  if (company.statusCode !== 201) throw new Error(company.body)
  const { stateId, districtId } = await place(t, 'Maharashtra', 'Pune')
  const location = await call('POST', '/location', { district_id: districtId, name: 'Hinjawadi' })
  if (location.statusCode !== 201) throw new Error(location.body)
  return {
    admin,
    tenantId,
    call,
    groupId: group.json().data.id,
    companyId: company.json().data.id,
    stateId,
    districtId,
    locationId: location.json().data.id,
  }
}

export function branchBody(org: Org, overrides: Record<string, unknown> = {}) {
  return {
    company_id: org.companyId,
    state_id: org.stateId,
    district_id: org.districtId,
    location_id: org.locationId,
    name: 'Hinjawadi Office',
    address: 'Plot 12, Phase 1, Rajiv Gandhi Infotech Park, Hinjawadi, Pune 411057',
    opening_date: '2021-04-01',
    head_count: 120,
    office_mode: 'physical',
    ownership: 'rented',
    office_type: 'branch',
    lease_valid_until: '2030-03-31',
    ...overrides,
  }
}

export async function createBranch(org: Org, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await org.call('POST', '/branch', branchBody(org, overrides))
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json().data.id
}
