import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../helpers'
import { branchBody, caller, createBranch, type Org, place, twoTenants } from './fixtures'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

describe('branch', () => {
  it('creates with names resolved in the answer, derives lease status, updates and deletes', async () => {
    const res = await org.call('POST', '/branch', branchBody(org, { lease_valid_until: '2001-01-31', id: 5, created_by: 777 }))
    expect(res.statusCode, res.body).toBe(201)
    const b = res.json().data
    expect(b).toMatchObject({
      company_name: 'Acme Industries',
      state_name: 'Maharashtra',
      district_name: 'Pune',
      location_name: 'Hinjawadi',
      status: 'active',
      lease_status: 'expired',
      se_document: null,
      lease_document: null,
    })
    const upd = await org.call(
      'PUT',
      `/branch/${b.id}`,
      branchBody(org, { name: 'Renamed', lease_valid_until: '2099-12-31', status: 'closed' }),
    )
    expect(upd.statusCode, upd.body).toBe(200)
    expect(upd.json().data).toMatchObject({ name: 'Renamed', status: 'closed', lease_status: 'active' })
    expect((await org.call('DELETE', `/branch/${b.id}`)).statusCode).toBe(200)
    expect((await org.call('GET', `/branch/${b.id}`)).statusCode).toBe(404)
  })

  it('applies the cross-field rules with a message on the field to fix', async () => {
    const res = await org.call(
      'POST',
      '/branch',
      branchBody(org, {
        office_mode: 'virtual',
        ownership: 'owned',
        office_type: 'other',
        other_office_type: '',
        head_count: -1,
        opening_date: '2024-02-30',
        se_validity_type: 'fixed',
        lease_valid_until: '2030-01-01',
        status: 'dormant',
      }),
    )
    expect(res.statusCode).toBe(400)
    const m = res.json().message
    expect(m.head_count).toEqual(['Head count must be a whole number of 0 or more'])
    expect(m.opening_date).toEqual(['2024-02-30 is not a date: February 2024 has 29 days'])
    expect(m.status).toBeDefined()
    // The cross-field rules are reported with the fields' own faults, not after they are fixed.
    expect(m.ownership).toEqual(['Ownership applies only to physical offices'])
    expect(m.other_office_type).toEqual(['Describe the office type when it is Other'])
    expect(m.se_valid_until).toEqual(['S&E valid until is required for a fixed-term registration'])
    expect(m.lease_valid_until).toEqual(['Lease valid until applies only to rented premises'])
    // Each rule on its own, and one rule's fault does not hide another's (two of them read Ownership).
    const rules = await org.call(
      'POST',
      '/branch',
      branchBody(org, {
        office_mode: 'virtual',
        ownership: 'owned',
        office_type: 'other',
        se_validity_type: 'fixed',
        lease_valid_until: '2030-01-01',
      }),
    )
    expect(rules.statusCode).toBe(400)
    expect(rules.json().message).toEqual({
      ownership: ['Ownership applies only to physical offices'],
      other_office_type: ['Describe the office type when it is Other'],
      se_valid_until: ['S&E valid until is required for a fixed-term registration'],
      lease_valid_until: ['Lease valid until applies only to rented premises'],
    })
  })

  it('checks that company, district and location belong together and to the tenant', async () => {
    const { districtId: bangalore } = await place(t, 'Karnataka', 'Bengaluru Urban')
    const res = await org.call(
      'POST',
      '/branch',
      branchBody(org, { company_id: other.companyId, district_id: bangalore, location_id: other.locationId }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual({
      company_id: ['Company not found'],
      district_id: ['District not found in this state'],
      location_id: ['Location not found in this district'],
    })
  })

  it('filters the list (company, state, district, location, search) and sorts', async () => {
    const g2 = (await org.call('POST', '/company-group', { name: 'Filter Group' })).json().data.id
    const c2 = (await org.call('POST', '/company', { group_id: g2, name: 'Filter Co' })).json().data.id
    const { stateId, districtId } = await place(t, 'Karnataka', 'Bengaluru Urban')
    const loc = (await org.call('POST', '/location', { district_id: districtId, name: 'Whitefield' })).json().data.id
    const a = await createBranch(org, {
      company_id: c2,
      name: 'Zeta Whitefield',
      state_id: stateId,
      district_id: districtId,
      location_id: loc,
      address: 'ITPL Main Road, Whitefield',
    })
    const b = await createBranch(org, { company_id: c2, name: 'Alpha Pune' })
    const ids = async (q: string) => (await org.call('GET', `/branch?${q}`)).json().data.map((x: { id: number }) => x.id)
    expect(await ids(`company_id=${c2}&sort=name&order=asc`)).toEqual([b, a])
    expect(await ids(`company_id=${c2}&sort=name&order=desc`)).toEqual([a, b])
    expect(await ids(`group_id=${g2}&state_id=${stateId}`)).toEqual([a])
    expect(await ids(`company_id=${c2}&district_id=${org.districtId}`)).toEqual([b])
    expect(await ids(`location_id=${loc}`)).toEqual([a])
    expect(await ids(`company_id=${c2}&search=itpl`)).toEqual([a])
    expect(await ids(`company_id=${c2}&search=100%25`)).toEqual([])
    const bad = await org.call('GET', '/branch?page_size=500')
    expect(bad.statusCode).toBe(400)
  })

  // The standard routes' 401, 403, 404 and another tenant's ids: the resource kit (test/resources.test.ts).
  it('answers 401, 403 and 404 on the branch-only routes, and hides other tenants', async () => {
    const mine = await createBranch(org, { name: 'Mine' })
    const theirs = await createBranch(other, { name: 'Theirs' })
    const anon = caller(t, null)
    const none = caller(t, await t.createUser(org.tenantId, { permissions: ['company.company:list'] }))
    const routes = [
      ['POST', `/branch/${mine}/document/se_document`],
      ['GET', `/branch/${mine}/document/se_document`],
    ] as const
    for (const [m, u] of routes) {
      expect((await anon(m, u)).statusCode, `${m} ${u}`).toBe(401)
      expect((await none(m, u)).statusCode, `${m} ${u}`).toBe(403)
    }
    expect((await anon('GET', '/branch/all')).statusCode).toBe(401)
    expect((await org.call('GET', `/branch/${theirs}/document/se_document`)).statusCode).toBe(404)
    const all = (await org.call('GET', '/branch/all')).json().data.map((b: { id: number }) => b.id)
    expect(all).toContain(mine)
    expect(all).not.toContain(theirs)
  })

  it('limits a user with assigned branches to those branches', async () => {
    const seen = await createBranch(org, { name: 'Scoped Seen' })
    const hidden = await createBranch(org, { name: 'Scoped Hidden' })
    const user = caller(
      t,
      await t.createUser(org.tenantId, { type: 'user', permissions: ['company.branch:edit', 'company.branch:delete'], branchIds: [seen] }),
    )
    const list = await user('GET', '/branch?page_size=200')
    expect(list.json().data.map((b: { id: number }) => b.id)).toEqual([seen])
    expect(list.json().meta.total).toBe(1)
    expect((await user('GET', '/branch/all')).json().data.map((b: { id: number }) => b.id)).toEqual([seen])
    expect((await user('GET', `/branch/${hidden}`)).statusCode).toBe(404)
    expect((await user('PUT', `/branch/${hidden}`, branchBody(org, { name: 'x' }))).statusCode).toBe(404)
    expect((await user('DELETE', `/branch/${hidden}`)).statusCode).toBe(404)
    expect((await user('PUT', `/branch/${seen}`, branchBody(org, { name: 'Scoped Seen 2' }))).statusCode).toBe(200)
    const none = caller(t, await t.createUser(org.tenantId, { permissions: ['company.branch:list'], branchIds: [] }))
    expect((await none('GET', '/branch')).json().meta.total).toBe(0)
  })
})
