/**
 * Custom Checklist (the tenant's own items, on the factory) and what a tenant reads of
 * items: the library and its own custom items, never another tenant's.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complianceItems } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { caller, twoTenants, type Org } from '../organisation/fixtures'
import { ON, branchIn, customItemBody, libraryId, recommended } from './fixtures'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

async function createCustom(o: Org, n: number): Promise<number> {
  const res = await o.call('POST', '/compliance/custom', customItemBody(o.stateId, n))
  if (res.statusCode !== 201) throw new Error(res.body)
  return res.json().data.id
}

describe('custom items', () => {
  it('are stored as the tenant’s own, with is_custom', async () => {
    const id = await createCustom(org, 101)
    const res = await org.call('GET', `/compliance/custom/${id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ code: 'CUSTOM-101', is_custom: true, state_name: 'Maharashtra', branch_types: ['factory'] })
    const [row] = await t.db.select().from(complianceItems).where(eq(complianceItems.id, id))
    expect(row!.tenantId).toBe(org.tenantId)
  })

  it('refuse a state item without a state, and a central item with one, writing nothing', async () => {
    const noState = await org.call('POST', '/compliance/custom', { ...customItemBody(org.stateId, 102), state_id: null })
    const centralWithState = await org.call('POST', '/compliance/custom', { ...customItemBody(org.stateId, 103), applies_to: 'central' })
    expect(noState.statusCode).toBe(400)
    expect(noState.json().message.state_id).toEqual(['Choose the state of a state item'])
    expect(centralWithState.json().message.state_id).toEqual(['A central item has no state'])
    const rows = await t.db.select().from(complianceItems).where(eq(complianceItems.code, 'CUSTOM-102'))
    expect(rows).toEqual([])
  })

  it('a library item cannot be reached, changed or deleted through compliance/custom', async () => {
    const pf = await libraryId(t, 'PF-ECR')
    expect((await org.call('GET', `/compliance/custom/${pf}`)).statusCode).toBe(404)
    expect((await org.call('PUT', `/compliance/custom/${pf}`, customItemBody(org.stateId, 104))).statusCode).toBe(404)
    expect((await org.call('DELETE', `/compliance/custom/${pf}`)).statusCode).toBe(404)
    const [row] = await t.db.select().from(complianceItems).where(eq(complianceItems.id, pf))
    expect(row!.code).toBe('PF-ECR')
  })

  it('are recommended to the tenant’s matching branches only', async () => {
    await createCustom(org, 105)
    await createCustom(other, 106)
    const plant = await branchIn(t, org, 'Maharashtra', 'Pune', { name: 'Custom Plant', office_type: 'factory', head_count: 12 })
    const codes = (await recommended(org, plant, ON)).map((i) => i.code)
    expect(codes).toContain('CUSTOM-105')
    expect(codes).not.toContain('CUSTOM-106')
  })
})

describe('library browse and item details', () => {
  it('the library lists the tenant’s custom items with the library, never another tenant’s', async () => {
    await createCustom(org, 107)
    await createCustom(other, 108)
    const codes = (await org.call('GET', '/compliance/library?search=CUSTOM-10&page_size=200'))
      .json()
      .data.map((i: { code: string }) => i.code)
    expect(codes).toContain('CUSTOM-107')
    expect(codes).not.toContain('CUSTOM-108')
  })

  it('filters the library by state and frequency', async () => {
    const res = await org.call('GET', `/compliance/library?state_id=${org.stateId}&frequency=half_yearly&page_size=200`)
    const codes = res.json().data.map((i: { code: string }) => i.code)
    expect(codes).toContain('LWF-MH')
    expect(codes).not.toContain('PT-RC-MH')
  })

  it('details: a library item for anyone, another tenant’s custom item is a 404', async () => {
    const pf = await libraryId(t, 'PF-ECR')
    const mine = await org.call('GET', `/compliance/items/${pf}`)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data).toMatchObject({ code: 'PF-ECR', due_rule: { kind: 'statutory', scheme: 'pf' }, assignments: [] })
    const theirs = await createCustom(other, 109)
    expect((await org.call('GET', `/compliance/items/${theirs}`)).statusCode).toBe(404)
    expect((await other.call('GET', `/compliance/items/${theirs}`)).statusCode).toBe(200)
  })

  it('403 without any Audit Checklist menu', async () => {
    const nobody = await t.createUser(org.tenantId, { permissions: ['company.branch:list'] })
    const call = caller(t, nobody)
    expect((await call('GET', '/compliance/library')).statusCode).toBe(403)
    expect((await call('GET', `/compliance/items/${await libraryId(t, 'PF-ECR')}`)).statusCode).toBe(403)
  })
})
