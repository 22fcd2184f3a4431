/**
 * Hostile and impossible input answers 400 with a sentence per field, never a 500
 * (API.md "Conventions"). The fuzz test covers every route at random; these pin the
 * cases review found, with the exact messages a user sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATE_OUT_OF_RANGE, MAX_INT, TEXT_HAS_NUL, businessToday } from '@ihrc/contract'
import type { TestContext } from './helpers'
import { branchBody, createBranch, twoTenants, type Org } from './organisation/fixtures'

const TOO_BIG = String(MAX_INT + 1)
let t: TestContext
let org: Org
let branchId: number
beforeAll(async () => {
  ;({ t, org } = await twoTenants())
  branchId = await createBranch(org)
})
afterAll(() => t.close())

async function fieldErrors(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const res = await org.call(method, url, body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().message as Record<string, string[]>
}

describe('bad input', () => {
  it('refuses ids and numbers beyond the database integer in paths, filters and bodies', async () => {
    expect(await fieldErrors('GET', `/company/${TOO_BIG}`)).toEqual({ id: ['Id is not valid'] })
    expect(await fieldErrors('DELETE', `/agreement/agreement/99999999999999999999`)).toEqual({ id: ['Id is not valid'] })
    expect(await fieldErrors('GET', `/branch?company_id=${TOO_BIG}`)).toEqual({ company_id: ['Company is not valid'] })
    expect(await fieldErrors('GET', `/company-group?page=${TOO_BIG}`)).toEqual({ page: [`Page must be at most ${MAX_INT}`] })
    expect(await fieldErrors('GET', `/district?state_id=${TOO_BIG}`)).toEqual({ state_id: ['State is not valid'] })
    const branch = await fieldErrors('PUT', `/branch/${branchId}`, branchBody(org, { company_id: MAX_INT + 1, head_count: 1e12 }))
    expect(branch).toEqual({ company_id: ['Company is not valid'], head_count: [`Head count must be at most ${MAX_INT}`] })
    const user = await fieldErrors('POST', '/user', {
      name: 'Asha',
      email: 'asha@example.test',
      branch_ids: [MAX_INT + 1],
      role_id: MAX_INT + 1,
    })
    expect(user).toEqual({ 'branch_ids.0': ['Branch is not valid'], role_id: ['Designation is not valid'] })
  })

  it('refuses a NUL character in search and in text fields with a sentence', async () => {
    expect(await fieldErrors('GET', '/company?search=%00')).toEqual({ search: [TEXT_HAS_NUL] })
    expect(await fieldErrors('GET', '/subcategory?search=a%00b')).toEqual({ search: [TEXT_HAS_NUL] })
    expect(await fieldErrors('POST', '/company-group', { name: 'Acme\u0000' })).toEqual({ name: [TEXT_HAS_NUL] })
    expect(await fieldErrors('PUT', `/branch/${branchId}`, branchBody(org, { address: 'Plot\u00001' }))).toEqual({
      address: [TEXT_HAS_NUL],
    })
  })

  it('sorts by the default order when sort names an inherited key such as __proto__', async () => {
    for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const path of ['/company', '/branch', '/agreement/agreement', '/role', '/user', '/external-user', '/company/trackerTimeline']) {
        const res = await org.call('GET', `${path}?sort=${sort}&order=desc`)
        expect(res.statusCode, `${path} ${sort}: ${res.body}`).toBe(200)
      }
    }
    const exported = await org.call('GET', '/branch/branch-data/export?sort=__proto__')
    expect(exported.statusCode).toBe(200)
  })

  it('refuses year 0000 and other dates outside 1900..2999 with a sentence', async () => {
    expect(DATE_OUT_OF_RANGE).toBe('Enter a date between 1900-01-01 and 2999-12-31')
    expect(await fieldErrors('PUT', `/branch/${branchId}`, branchBody(org, { opening_date: '0000-01-01' }))).toEqual({
      opening_date: [DATE_OUT_OF_RANGE],
    })
    const agreement = await fieldErrors('POST', '/agreement/agreement', {
      branch_id: branchId,
      agreement_type: 'Lease',
      start_date: '1899-12-31',
      end_date: '3000-01-01',
    })
    expect(agreement).toEqual({ start_date: [DATE_OUT_OF_RANGE], end_date: [DATE_OUT_OF_RANGE] })
    const external = await fieldErrors('POST', '/external-user', {
      name: 'Ravi',
      email: 'ravi@audit.test',
      firm: 'Audit & Co',
      branch_ids: [branchId],
      access_until: '0000-01-01',
    })
    expect(external).toEqual({ access_until: [DATE_OUT_OF_RANGE] })
    const user = await fieldErrors('POST', '/user', { name: 'Asha', email: 'asha@example.test', joining_date: '0000-12-31' })
    expect(user).toEqual({ joining_date: [DATE_OUT_OF_RANGE] })
    expect(businessToday() < '2999-12-31').toBe(true)
  })

  it('names the choices of an enumeration by their labels, in bodies and filters', async () => {
    const branch = await fieldErrors('PUT', `/branch/${branchId}`, branchBody(org, { office_type: 'registered', office_mode: undefined }))
    expect(branch).toEqual({
      office_type: ['Choose one of: Registered office, Corporate office, Regional office, Branch, Factory, Warehouse, Other'],
      office_mode: ['Office mode is required'],
    })
    expect(await fieldErrors('GET', '/branch?status=open')).toEqual({ status: ['Choose one of: Active, Closed'] })
    expect(await fieldErrors('GET', '/company-group?order=up')).toEqual({ order: ['Choose one of: Ascending, Descending'] })
    expect(await fieldErrors('GET', '/company/trackerTimeline?record_type=tracker')).toEqual({
      record_type: [
        'Choose one of: Company group, Company, Branch, PF tracker, ESI tracker, LWF tracker, PT RC tracker, PT EC tracker, PF IW tracker, Notice',
      ],
    })
  })
})
