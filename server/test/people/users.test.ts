import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FALLBACK } from '@ihrc/contract'
import { passwordResets, users } from '../../src/db/schema'
import type { TestContext } from '../helpers'
import { mailbox } from '../mailbox'
import { readWorkbook } from '../organisation/xlsx-helpers'
import { caller, createBranch, type Org, twoTenants } from '../organisation/fixtures'

let t: TestContext, org: Org, other: Org, mail: ReturnType<typeof mailbox>
beforeAll(async () => {
  ;({ t, org, other } = await twoTenants())
  mail = mailbox(t.app)
})
afterAll(() => t.close())

let seq = 0
function person(overrides: Record<string, unknown> = {}) {
  seq += 1
  return {
    name: `Priya Sharma ${seq}`,
    email: `priya.${seq}@acme.example`,
    mobile: '9876543210',
    company_id: org.companyId,
    branch_ids: [],
    type: 'user',
    is_authorised_signatory: true,
    pan: 'abcde1234f',
    joining_date: '2024-04-01',
    status: 'active',
    ...overrides,
  }
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/ihrc-api/companyadmin/login', payload: { email, password } })

describe('users', () => {
  it('creates with a password (can sign in), never returns password_hash, ignores mass-assigned fields', async () => {
    const res = await org.call('POST', '/user', {
      ...person(),
      password: 'Strong-pass-1',
      tenant_id: other.tenantId,
      id: 99999,
      password_hash: 'x',
      created_by: 1,
    })
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json().data
    expect(created).toMatchObject({ pan: 'ABCDE1234F', type: 'user', is_external: false })
    expect(created.id).not.toBe(99999)
    expect(res.body).not.toContain('password')
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id))
    expect(row!.tenantId).toBe(org.tenantId)
    expect(row!.createdBy).toBe(org.admin.id)
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    expect((await login(created.email, 'Strong-pass-1')).statusCode).toBe(200)
    const got = await org.call('GET', `/user/${created.id}`)
    expect(got.body).not.toContain('password')
  })

  it('without a password, issues an invitation (reset) link instead', async () => {
    const res = await org.call('POST', '/user', person())
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe('User created; an invitation link was sent')
    const links = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, res.json().data.id))
    expect(links).toHaveLength(1)
    // The mailed link opens the console's page as an invitation (a first password, not a reset).
    await vi.waitFor(() => expect(mail.to(res.json().data.email)).toHaveLength(1))
    expect(mail.to(res.json().data.email)[0]!.text).toMatch(/\/companyadmin\/reset-password\?token=[^\s&]+&invite=1\s/)
  })

  it('400 with field messages', async () => {
    const res = await org.call('POST', '/user', person({ pan: 'ABC', mobile: '12345', email: 'nope', type: 'boss', name: '' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatchObject({
      pan: ['PAN must look like AAAAA9999A'],
      mobile: ['Mobile must be 10 digits'],
      email: ['Enter a valid email address'],
      type: ['Type must be admin, user or auditor'],
      name: ['Name is required'],
    })
    const foreign = await org.call('POST', '/user', person({ company_id: other.companyId, branch_ids: [123456] }))
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toMatchObject({ company_id: ['Company not found'], branch_ids: ['Some branches were not found'] })
    expect(FALLBACK.createUser).toBe('Failed to create user')
  })

  it('lists with page, page_size and search; updates; deletes; 409 on a taken email', async () => {
    for (let i = 0; i < 3; i++) await org.call('POST', '/user', person({ name: `Paging Person ${i}`, password: 'Strong-pass-1' }))
    const page = await org.call('GET', '/user?search=paging&page=2&page_size=2')
    expect(page.statusCode).toBe(200)
    expect(page.json().meta).toEqual({ page: 2, page_size: 2, total: 3 })
    expect(page.json().data.map((u: { name: string }) => u.name)).toEqual(['Paging Person 2'])
    const id = page.json().data[0].id
    const body = person({ name: 'Renamed Person' })
    const upd = await org.call('PUT', `/user/${id}`, body)
    expect(upd.statusCode, upd.body).toBe(200)
    expect(upd.json().data.name).toBe('Renamed Person')
    const taken = await org.call('PUT', `/user/${id}`, { ...body, email: org.admin.email })
    expect(taken.statusCode).toBe(409)
    expect((await org.call('DELETE', `/user/${id}`)).statusCode).toBe(200)
    expect((await org.call('GET', `/user/${id}`)).statusCode).toBe(404)
  })

  it("names the user's company in the list, the record and the export; never another tenant's company", async () => {
    const made = await org.call('POST', '/user', person({ name: 'Company Person', password: 'Strong-pass-1' }))
    expect(made.json().data.company_name).toBe('Acme Industries')
    const without = (await org.call('POST', '/user', person({ name: 'Companyless Person', company_id: null }))).json().data
    expect(without.company_name).toBeNull()
    const listed = (await org.call('GET', '/user?search=company')).json().data as { name: string; company_name: string | null }[]
    expect(Object.fromEntries(listed.map((u) => [u.name, u.company_name]))).toEqual({
      'Company Person': 'Acme Industries',
      'Companyless Person': null,
    })
    const sheet = (await readWorkbook((await org.call('GET', '/user/user-data/export?search=company person')).rawPayload)).getWorksheet(
      'Users',
    )!
    const headers = sheet.getRow(1).values as string[]
    expect(sheet.getRow(2).values).toContain('Acme Industries')
    expect(headers.indexOf('Company')).toBe((sheet.getRow(2).values as string[]).indexOf('Acme Industries'))
    // A company id of another tenant (only a direct write could store one) lends no name.
    await t.db.update(users).set({ companyId: other.companyId }).where(eq(users.id, without.id))
    expect((await org.call('GET', `/user/${without.id}`)).json().data.company_name).toBeNull()
  })

  it("401 without a session; another tenant's user is a 404 everywhere", async () => {
    const anon = caller(t, null)
    expect((await anon('GET', '/user')).statusCode).toBe(401)
    expect((await anon('GET', '/user/permissions/1')).statusCode).toBe(401)
    const foreign = await t.createUser(other.tenantId)
    for (const [method, url, body] of [
      ['GET', `/user/${foreign.id}`],
      ['PUT', `/user/${foreign.id}`, person()],
      ['DELETE', `/user/${foreign.id}`],
      ['GET', `/user/permissions/${foreign.id}`],
      ['PUT', `/user/permissions/${foreign.id}`, { permissions: [] }],
      ['POST', `/user/permissions/${foreign.id}`, { permissions: [] }],
    ] as const) {
      expect((await org.call(method, url, body)).statusCode, `${method} ${url}`).toBe(404)
    }
  })

  it('per-user permissions: own, from the designation and effective; PUT and POST; takes effect on the next request', async () => {
    const role = await t.createRole(org.tenantId, { permissions: ['company.branch:list'] })
    const clerk = await t.createUser(org.tenantId, { roleId: role.id })
    const asClerk = caller(t, clerk)
    expect((await asClerk('POST', '/company-group', { name: 'Clerk Group' })).statusCode).toBe(403)
    const put = await org.call('PUT', `/user/permissions/${clerk.id}`, { permissions: ['company.entity:create'] })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().data).toEqual({
      user_id: clerk.id,
      own: ['company.entity:create', 'company.entity:list'],
      from_role: ['company.branch:list'],
      effective: ['company.branch:list', 'company.entity:create', 'company.entity:list'],
      permissions: ['company.entity:create', 'company.entity:list'],
    })
    // Same token, next request: the grant applies.
    expect((await asClerk('POST', '/company-group', { name: 'Clerk Group' })).statusCode).toBe(201)
    const post = await org.call('POST', `/user/permissions/${clerk.id}`, { permissions: [] })
    expect(post.json().data.own).toEqual([])
    expect((await asClerk('POST', '/company-group', { name: 'Clerk Group 2' })).statusCode).toBe(403)
    expect((await org.call('POST', `/user/permissions/${clerk.id}`, { permissions: 'all' })).statusCode).toBe(400)
  })

  it('a suspended user is refused on the next request', async () => {
    const u = await t.createUser(org.tenantId, { permissions: ['company.branch:list'] })
    expect((await caller(t, u)('GET', '/branch')).statusCode).toBe(200)
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, u.id))
    expect((await caller(t, u)('GET', '/branch')).statusCode).toBe(401)
  })
})

describe('privilege escalation', () => {
  it('a user cannot grant permissions they do not hold', async () => {
    const manager = await t.createUser(org.tenantId, { permissions: ['company.user_access_permission:edit', 'company.branch:edit'] })
    const target = await t.createUser(org.tenantId)
    const asManager = caller(t, manager)
    expect((await asManager('PUT', `/user/permissions/${target.id}`, { permissions: ['company.branch:edit'] })).statusCode).toBe(200)
    const res = await asManager('PUT', `/user/permissions/${target.id}`, { permissions: ['company.user_setup:delete'] })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('You cannot grant permissions you do not hold')
    // Nor to themselves.
    expect((await asManager('POST', `/user/permissions/${manager.id}`, { permissions: ['settings.designation:edit'] })).statusCode).toBe(
      403,
    )
    // Nor on an admin.
    expect((await asManager('PUT', `/user/permissions/${org.admin.id}`, { permissions: [] })).statusCode).toBe(403)
  })

  it('a user cannot make admins, assign a stronger designation, or branches outside their scope', async () => {
    const mine = await createBranch(org, { name: 'Scope Mine' })
    const notMine = await createBranch(org, { name: 'Scope Other' })
    const strong = await t.createRole(org.tenantId, { permissions: ['settings.designation:delete'] })
    const hr = caller(
      t,
      await t.createUser(org.tenantId, { permissions: ['company.user_setup:edit', 'company.user_setup:create'], branchIds: [mine] }),
    )
    expect((await hr('POST', '/user', person({ type: 'admin' }))).statusCode).toBe(403)
    expect((await hr('POST', '/user', person({ role_id: strong.id }))).statusCode).toBe(403)
    expect((await hr('POST', '/user', person({ branch_ids: [notMine] }))).statusCode).toBe(403)
    const ok = await hr('POST', '/user', person({ branch_ids: [mine] }))
    expect(ok.statusCode, ok.body).toBe(201)
    expect((await hr('PUT', `/user/${org.admin.id}`, person({ type: 'admin' }))).statusCode).toBe(403)
  })

  it('nobody changes their own type, status or designation (admins included)', async () => {
    const role = await t.createRole(org.tenantId, { permissions: ['company.user_setup:edit'] })
    const selfEditor = await t.createUser(org.tenantId, { roleId: role.id, name: 'Self Editor' })
    const me = caller(t, selfEditor)
    const [row] = await t.db.select().from(users).where(eq(users.id, selfEditor.id))
    const mineNow = { name: 'Self Editor', email: row!.email, type: 'user', status: 'active', role_id: role.id, branch_ids: [] }
    expect((await me('PUT', `/user/${selfEditor.id}`, { ...mineNow, name: 'New Name' })).statusCode).toBe(200)
    for (const change of [{ type: 'auditor' }, { status: 'disabled' }, { role_id: null }]) {
      const res = await me('PUT', `/user/${selfEditor.id}`, { ...mineNow, ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(403)
      expect(res.json().message).toBe('You cannot change your own type, status or designation')
    }
    const [adminRow] = await t.db.select().from(users).where(eq(users.id, org.admin.id))
    const demote = await org.call('PUT', `/user/${org.admin.id}`, { name: 'Admin', email: adminRow!.email, type: 'user' })
    expect(demote.statusCode).toBe(403)
    expect((await org.call('DELETE', `/user/${org.admin.id}`)).statusCode).toBe(403)
  })

  it('auditors never write, even with write grants', async () => {
    const auditor = caller(
      t,
      await t.createUser(org.tenantId, {
        type: 'auditor',
        permissions: ['company.user_setup:create', 'company.user_access_permission:edit'],
      }),
    )
    expect((await auditor('GET', '/user')).statusCode).toBe(200)
    expect((await auditor('POST', '/user', person())).statusCode).toBe(403)
    expect((await auditor('PUT', `/user/permissions/${org.admin.id}`, { permissions: [] })).statusCode).toBe(403)
  })
})
