import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GROUP_HAS_COMPANIES } from '@ihrc/contract'
import type { TestContext } from '../helpers'
import { caller, type Org, twoTenants } from './fixtures'

let t: TestContext, org: Org, other: Org
beforeAll(async () => ({ t, org, other } = await twoTenants()))
afterAll(() => t.close())

describe('company-group', () => {
  it('creates, lists with paging meta and search, reads, updates and deletes', async () => {
    const created = await org.call('POST', '/company-group', { name: 'Tata Holdings', tenant_id: other.tenantId, id: 999 })
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id
    expect(created.json().data).toMatchObject({ name: 'Tata Holdings', companies_count: 0 })

    const list = await org.call('GET', '/company-group?page=1&page_size=1&sort=name&order=asc')
    expect(list.statusCode).toBe(200)
    expect(list.json().meta).toEqual({ page: 1, page_size: 1, total: 2 })
    expect(list.json().data).toHaveLength(1)
    expect(list.json().data[0].name).toBe('Acme Group')
    expect(list.json().data[0].companies_count).toBe(1)

    const searched = await org.call('GET', '/company-group?search=tata')
    expect(searched.json().data.map((g: { name: string }) => g.name)).toEqual(['Tata Holdings'])

    expect((await org.call('GET', `/company-group/${id}`)).json().data.name).toBe('Tata Holdings')
    const updated = await org.call('PUT', `/company-group/${id}`, { name: 'Tata Group' })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data.name).toBe('Tata Group')

    expect((await org.call('DELETE', `/company-group/${id}`)).statusCode).toBe(200)
    expect((await org.call('GET', `/company-group/${id}`)).statusCode).toBe(404)
  })

  it('never assigns tenant_id from the body', async () => {
    const res = await org.call('POST', '/company-group', { name: 'Sneaky', tenant_id: other.tenantId })
    const id = res.json().data.id
    expect((await other.call('GET', `/company-group/${id}`)).statusCode).toBe(404)
    expect((await org.call('GET', `/company-group/${id}`)).statusCode).toBe(200)
  })

  it('answers 400 with field messages', async () => {
    const res = await org.call('POST', '/company-group', { name: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message.name).toEqual(['Group name is required'])
    const missing = await org.call('POST', '/company-group', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message.name).toBeDefined()
  })

  it('answers 409 for a duplicate name, in any letter case', async () => {
    const res = await org.call('POST', '/company-group', { name: 'acme group' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('A group with this name already exists')
  })

  it('refuses to delete a group that has companies', async () => {
    const res = await org.call('DELETE', `/company-group/${org.groupId}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(GROUP_HAS_COMPANIES)
  })

  it('answers 401 without a token', async () => {
    const anon = caller(t, null)
    for (const [m, u] of [
      ['GET', '/company-group'],
      ['GET', `/company-group/${org.groupId}`],
      ['POST', '/company-group'],
      ['PUT', `/company-group/${org.groupId}`],
      ['DELETE', `/company-group/${org.groupId}`],
    ] as const) {
      expect((await anon(m, u, m === 'POST' || m === 'PUT' ? { name: 'x' } : undefined)).statusCode).toBe(401)
    }
  })

  it('lets any signed-in user read groups (dropdowns) but writes need the Entity grants', async () => {
    const nobody = caller(t, await t.createUser(org.tenantId, { permissions: [] }))
    expect((await nobody('GET', '/company-group')).statusCode).toBe(200)
    expect((await nobody('GET', `/company-group/${org.groupId}`)).statusCode).toBe(200)
    expect((await nobody('POST', '/company-group', { name: 'Nope' })).statusCode).toBe(403)
    expect((await nobody('PUT', `/company-group/${org.groupId}`, { name: 'Nope' })).statusCode).toBe(403)
    expect((await nobody('DELETE', `/company-group/${org.groupId}`)).statusCode).toBe(403)
    const reader = caller(t, await t.createUser(org.tenantId, { permissions: ['company.entity:list'] }))
    expect((await reader('GET', '/company-group')).statusCode).toBe(200)
    expect((await reader('POST', '/company-group', { name: 'Nope' })).statusCode).toBe(403)
    expect((await reader('PUT', `/company-group/${org.groupId}`, { name: 'Nope' })).statusCode).toBe(403)
    expect((await reader('DELETE', `/company-group/${org.groupId}`)).statusCode).toBe(403)
    const auditor = caller(t, await t.createUser(org.tenantId, { type: 'auditor', permissions: ['company.entity:edit'] }))
    expect((await auditor('GET', '/company-group')).statusCode).toBe(200)
    expect((await auditor('PUT', `/company-group/${org.groupId}`, { name: 'Nope' })).statusCode).toBe(403)
  })

  it("answers 404 for unknown ids and for another tenant's ids", async () => {
    expect((await org.call('GET', '/company-group/999999')).statusCode).toBe(404)
    expect((await org.call('GET', `/company-group/${other.groupId}`)).statusCode).toBe(404)
    expect((await org.call('PUT', `/company-group/${other.groupId}`, { name: 'Taken over' })).statusCode).toBe(404)
    expect((await org.call('DELETE', `/company-group/${other.groupId}`)).statusCode).toBe(404)
    const list = await org.call('GET', '/company-group?page_size=200')
    expect(list.json().data.map((g: { id: number }) => g.id)).not.toContain(other.groupId)
    expect((await other.call('GET', `/company-group/${other.groupId}`)).json().data.name).toBe('Globex Group')
  })
})
