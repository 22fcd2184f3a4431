import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISTRICTS_BY_STATE_CODE } from '../../src/db/reference/districts'
import type { TestContext } from '../helpers'
import { caller, type Org, place, twoTenants } from './fixtures'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

describe('lookups', () => {
  it('lists every state and union territory, and every seeded district of each', async () => {
    const plain = caller(t, await t.createUser(org.tenantId, { permissions: [] }))
    const states = (await plain('GET', '/states')).json().data as { id: number; code: string; name: string }[]
    expect(states).toHaveLength(36)
    expect(new Set(states.map((s) => s.code))).toEqual(new Set(Object.keys(DISTRICTS_BY_STATE_CODE)))
    let total = 0
    for (const s of states) {
      const districts = (await plain('GET', `/district?state_id=${s.id}`)).json().data as { name: string; is_custom: boolean }[]
      expect(districts.map((d) => d.name).sort(), s.name).toEqual([...DISTRICTS_BY_STATE_CODE[s.code]!].sort())
      total += districts.length
    }
    expect(total).toBeGreaterThan(770)
  })

  it('adds a district and a location for the tenant only ("suggest or create")', async () => {
    const { stateId, districtId } = await place(t, 'Maharashtra', 'Pune')
    const add = await org.call('POST', '/district', { state_id: stateId, name: 'Baramati' })
    expect(add.statusCode).toBe(201)
    expect(add.json().data).toMatchObject({ name: 'Baramati', parent_id: stateId, is_custom: true })
    const again = await org.call('POST', '/district', { state_id: stateId, name: ' baramati ' })
    expect(again.statusCode).toBe(200)
    expect(again.json().data.id).toBe(add.json().data.id)
    const seeded = await org.call('POST', '/district', { state_id: stateId, name: 'PUNE' })
    expect(seeded.json().data).toMatchObject({ id: districtId, is_custom: false })
    const names = async (who: Org) =>
      (await who.call('GET', `/district?state_id=${stateId}`)).json().data.map((d: { name: string }) => d.name)
    expect(await names(org)).toContain('Baramati')
    expect(await names(other)).not.toContain('Baramati')

    const locs = async (who: Org) =>
      (await who.call('GET', `/location?district_id=${districtId}`)).json().data.map((d: { name: string }) => d.name)
    expect(await locs(org)).toEqual(['Hinjawadi'])
    expect(await locs(other)).toEqual(['Hinjawadi'])
    const mine = (await org.call('POST', '/location', { district_id: add.json().data.id, name: 'MIDC' })).json().data.id
    expect((await other.call('POST', '/location', { district_id: add.json().data.id, name: 'x' })).json().message).toEqual({
      district_id: ['District not found'],
    })
    expect(mine).toBeGreaterThan(0)
  })

  it('answers 400, 401 and 403', async () => {
    expect((await org.call('GET', '/district')).json().message).toEqual({ state_id: ['State is required'] })
    expect((await org.call('GET', '/location?district_id=abc')).statusCode).toBe(400)
    expect((await org.call('POST', '/district', { state_id: 99999, name: 'Nowhere' })).json().message).toEqual({
      state_id: ['State not found'],
    })
    expect((await org.call('POST', '/location', { district_id: org.districtId, name: '' })).json().message).toEqual({
      name: ['Location name is required'],
    })
    const anon = caller(t, null)
    for (const u of [
      '/states',
      `/district?state_id=${org.stateId}`,
      `/location?district_id=${org.districtId}`,
      '/agreement-type',
      '/subcategory',
      '/agreement-type-suggestions',
      '/subcategory-suggestions',
    ]) {
      expect((await anon('GET', u)).statusCode, u).toBe(401)
    }
    const reader = caller(t, await t.createUser(org.tenantId, { permissions: ['company.location:list', 'company.district:list'] }))
    expect((await reader('POST', '/district', { state_id: org.stateId, name: 'X' })).statusCode).toBe(403)
    expect((await reader('POST', '/location', { district_id: org.districtId, name: 'X' })).statusCode).toBe(403)
    expect((await reader('POST', '/agreement-type', { name: 'X' })).statusCode).toBe(403)
    expect((await reader('POST', '/subcategory', { name: 'X' })).statusCode).toBe(403)
    const adder = caller(t, await t.createUser(org.tenantId, { permissions: ['company.location:create'] }))
    expect((await adder('POST', '/location', { district_id: org.districtId, name: 'Wakad' })).statusCode).toBe(201)
  })

  it('keeps agreement types and sub-categories per tenant, with suggestions', async () => {
    for (const name of ['Leave and Licence', 'Lease', 'Security Services'])
      expect((await org.call('POST', '/agreement-type', { name })).statusCode).toBe(201)
    expect((await org.call('POST', '/agreement-type', { name: 'LEASE' })).statusCode).toBe(200)
    expect((await org.call('POST', '/subcategory', { name: 'Warehouse' })).statusCode).toBe(201)
    expect((await org.call('GET', '/agreement-type')).json().data.map((x: { name: string }) => x.name)).toEqual([
      'Lease',
      'Leave and Licence',
      'Security Services',
    ])
    expect((await org.call('GET', '/agreement-type-suggestions?search=lea')).json().data).toEqual(['Lease', 'Leave and Licence'])
    expect((await org.call('GET', '/subcategory-suggestions?search=ware')).json().data).toEqual(['Warehouse'])
    expect((await other.call('GET', '/agreement-type')).json().data).toEqual([])
    expect((await org.call('POST', '/agreement-type', { name: '  ' })).json().message).toEqual({ name: ['Name is required'] })
  })
})
