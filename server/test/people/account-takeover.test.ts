/**
 * Issue 8 items 2 and 3: a non-admin changes only people whose access is within their
 * own; a new e-mail or a lost access ends the person's sessions; the user routes and
 * the external-user routes never reach each other's people.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANNOT_MANAGE_STRONGER, businessToday } from '@ihrc/contract'
import { users } from '../../src/db/schema'
import type { TestContext, TestUser } from '../helpers'
import { mailbox } from '../mailbox'
import { API, caller, createBranch, type Org, twoTenants } from '../organisation/fixtures'

let t: TestContext, org: Org, mail: ReturnType<typeof mailbox>
beforeAll(async () => {
  ;({ t, org } = await twoTenants())
  mail = mailbox(t.app)
})
afterAll(() => t.close())

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `${API}/${url}`, payload })
const profile = (token: string) => t.app.inject({ method: 'GET', url: `${API}/profile`, headers: t.bearer(token) })

/** A real sign-in (a session with its refresh token), as the console does. */
async function signIn(u: TestUser): Promise<{ token: string; refresh_token: string }> {
  const res = await post('login', { email: u.email, password: u.password })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function row(id: number) {
  const [r] = await t.db.select().from(users).where(eq(users.id, id))
  return r!
}

/** The PUT body that leaves the person as they are, plus `changes`. */
async function bodyOf(id: number, changes: Record<string, unknown> = {}) {
  const r = await row(id)
  return { name: r.name, email: r.email, type: r.type, status: r.status, role_id: r.roleId, branch_ids: r.branchIds, ...changes }
}

describe('a non-admin changes only people whose access is within their own', () => {
  it('refuses every change to a colleague with more grants (the takeover path), allows one with fewer', async () => {
    const editor = await t.createUser(org.tenantId, {
      permissions: ['company.user_setup:edit', 'company.user_setup:delete', 'company.user_access_permission:edit', 'company.branch:list'],
    })
    const strongRole = await t.createRole(org.tenantId, { permissions: ['settings.designation:delete'] })
    const stronger = await t.createUser(org.tenantId, { roleId: strongRole.id, permissions: ['company.branch:list'] })
    const weaker = await t.createUser(org.tenantId, { permissions: ['company.branch:list'] })
    const asEditor = caller(t, editor)
    const attacker = 'attacker@evil.example'

    for (const [method, url, body] of [
      ['PUT', `/user/${stronger.id}`, await bodyOf(stronger.id, { email: attacker })],
      ['PUT', `/user/${stronger.id}`, await bodyOf(stronger.id, { status: 'suspended' })],
      ['PUT', `/user/${stronger.id}`, await bodyOf(stronger.id, { name: 'Renamed' })],
      ['PUT', `/user/permissions/${stronger.id}`, { permissions: [] }],
      ['DELETE', `/user/${stronger.id}`],
    ] as const) {
      const res = await asEditor(method, url, body)
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(403)
      expect(res.json()).toEqual({ message: CANNOT_MANAGE_STRONGER })
    }
    const after = await row(stronger.id)
    expect(after).toMatchObject({ email: stronger.email, status: 'active', name: 'Test User', permissions: ['company.branch:list'] })
    // The reset link would have gone to the attacker: nothing was sent anywhere for this account.
    expect(mail.to(attacker)).toEqual([])

    const ok = await asEditor('PUT', `/user/${weaker.id}`, await bodyOf(weaker.id, { name: 'Renamed Weaker' }))
    expect(ok.statusCode, ok.body).toBe(200)
  })

  it("a colleague with branches outside the editor's own is out of reach too", async () => {
    const mine = await createBranch(org, { name: 'Reach Mine' })
    const theirs = await createBranch(org, { name: 'Reach Theirs' })
    const editor = caller(t, await t.createUser(org.tenantId, { permissions: ['company.user_setup:edit'], branchIds: [mine] }))
    const wider = await t.createUser(org.tenantId, { branchIds: [mine, theirs] })
    const res = await editor('PUT', `/user/${wider.id}`, await bodyOf(wider.id, { email: 'elsewhere@evil.example' }))
    expect(res.statusCode).toBe(403)
    expect((await row(wider.id)).email).toBe(wider.email)
  })

  it('an external user with more grants can neither be revoked nor extended by a weaker editor', async () => {
    const editor = caller(t, await t.createUser(org.tenantId, { permissions: ['external_user.external_user:edit'] }))
    const ext = await t.createUser(org.tenantId, { permissions: ['company.user_setup:delete'] })
    await t.db.update(users).set({ isExternal: true, firm: 'Firm', accessUntil: businessToday() }).where(eq(users.id, ext.id))
    expect((await editor('POST', `/external-user/${ext.id}/revoke`)).statusCode).toBe(403)
    expect((await editor('PUT', `/external-user/${ext.id}/extend`, { access_until: businessToday() })).statusCode).toBe(403)
    expect((await row(ext.id)).status).toBe('active')
  })
})

describe('sessions end when the account changes hands or loses access', () => {
  it('a new e-mail ends every session of the person and tells the old address', async () => {
    const person = await t.createUser(org.tenantId, { permissions: ['company.branch:list'], name: 'Meera Iyer' })
    const session = await signIn(person)
    expect((await profile(session.token)).statusCode).toBe(200)

    const res = await org.call('PUT', `/user/${person.id}`, await bodyOf(person.id, { email: 'meera.new@acme.example' }))
    expect(res.statusCode, res.body).toBe(200)

    expect((await profile(session.token)).statusCode).toBe(401)
    expect((await post('refresh', { refresh_token: session.refresh_token })).statusCode).toBe(401)
    const notices = mail.to(person.email)
    expect(notices).toHaveLength(1)
    expect(notices[0]!.subject).toBe('Your sign-in email was changed')
    expect(notices[0]!.text).toContain('Hello Meera Iyer')
    // The new address signs in with the same password.
    expect((await post('login', { email: 'meera.new@acme.example', password: person.password })).statusCode).toBe(200)
  })

  it('suspending ends the sessions for good: reactivated, the old tokens stay dead', async () => {
    const person = await t.createUser(org.tenantId, { permissions: ['company.branch:list'] })
    const session = await signIn(person)
    expect((await org.call('PUT', `/user/${person.id}`, await bodyOf(person.id, { status: 'suspended' }))).statusCode).toBe(200)
    expect((await org.call('PUT', `/user/${person.id}`, await bodyOf(person.id, { status: 'active' }))).statusCode).toBe(200)
    expect((await profile(session.token)).statusCode).toBe(401)
    expect((await post('refresh', { refresh_token: session.refresh_token })).statusCode).toBe(401)
    // A rename keeps them signed in.
    const fresh = await signIn(person)
    expect((await org.call('PUT', `/user/${person.id}`, await bodyOf(person.id, { name: 'Same Person' }))).statusCode).toBe(200)
    expect((await profile(fresh.token)).statusCode).toBe(200)
  })

  it('revoking an external user ends their sessions: extended again, the old tokens stay dead', async () => {
    const ext = await t.createUser(org.tenantId, { permissions: ['company.branch:list'] })
    await t.db.update(users).set({ isExternal: true, firm: 'Firm', accessUntil: businessToday() }).where(eq(users.id, ext.id))
    const session = await signIn(ext)
    expect((await org.call('POST', `/external-user/${ext.id}/revoke`)).statusCode).toBe(200)
    expect((await org.call('PUT', `/external-user/${ext.id}/extend`, { access_until: businessToday() })).statusCode).toBe(200)
    expect((await profile(session.token)).statusCode).toBe(401)
    expect((await post('refresh', { refresh_token: session.refresh_token })).statusCode).toBe(401)
  })
})

describe('user routes and external-user routes keep to their own people', () => {
  it('an external user is a 404 on every user route, and cannot be made an admin', async () => {
    const ext = await t.createUser(org.tenantId)
    await t.db.update(users).set({ isExternal: true, firm: 'Firm', accessUntil: businessToday() }).where(eq(users.id, ext.id))
    const asAdmin = await bodyOf(ext.id, { type: 'admin' })
    for (const [method, url, body] of [
      ['GET', `/user/${ext.id}`],
      ['PUT', `/user/${ext.id}`, asAdmin],
      ['DELETE', `/user/${ext.id}`],
      ['GET', `/user/permissions/${ext.id}`],
      ['PUT', `/user/permissions/${ext.id}`, { permissions: ['company.user_setup:delete'] }],
    ] as const) {
      expect((await org.call(method, url, body)).statusCode, `${method} ${url}`).toBe(404)
    }
    expect(await row(ext.id)).toMatchObject({ type: 'user', isExternal: true, permissions: [] })
  })
})
