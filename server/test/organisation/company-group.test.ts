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

  it('answers 400 with field messages', async () => {
    const res = await org.call('POST', '/company-group', { name: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message.name).toEqual(['Group name is required'])
    const missing = await org.call('POST', '/company-group', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message.name).toBeDefined()
  })

  it('refuses to delete a group that has companies', async () => {
    const res = await org.call('DELETE', `/company-group/${org.groupId}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(GROUP_HAS_COMPANIES)
  })

  // 401, 403, 404, another tenant's ids and 409: the resource kit (test/resources.test.ts).
  it('lets an auditor read groups but never write, whatever grant they hold', async () => {
    const auditor = caller(t, await t.createUser(org.tenantId, { type: 'auditor', permissions: ['company.entity:edit'] }))
    expect((await auditor('GET', '/company-group')).statusCode).toBe(200)
    expect((await auditor('PUT', `/company-group/${org.groupId}`, { name: 'Nope' })).statusCode).toBe(403)
  })
})
