/**
 * Issue 8 item 6, the server's side outside access tokens: logout with the bearer token
 * alone, a sign-up that does not tell whether the email has an account, a forgot-password
 * answer that does not wait for the link, and common passwords refused wherever a
 * password is chosen.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMON_PASSWORD, MIN_PASSWORD_SCORE, PASSWORD_ADVICE, RESET_LINK_INVALID, RESET_LINK_SENT, SIGNUP_ACCEPTED } from '@ihrc/contract'
import { passwordResets, tenants, users } from '../src/db/schema'
import { passwordStrength } from '../src/lib/password-strength'
import { newSecretToken, tokenHash } from '../src/lib/secret-token'
import { TEST_PASSWORD, setupTestApp, type TestContext } from './helpers'
import { mailbox } from './mailbox'

const API = '/ihrc-api/companyadmin'
let t: TestContext, mail: ReturnType<typeof mailbox>
let address = 0
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`

beforeAll(async () => {
  t = await setupTestApp()
  mail = mailbox(t.app)
})
afterAll(() => t.close())

function post(url: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `${API}/${url}`, headers, remoteAddress: nextAddress(), ...(payload ? { payload } : {}) })
}
const profile = (token: string) => t.app.inject({ method: 'GET', url: `${API}/profile`, headers: t.bearer(token) })
async function signIn(email: string, password: string): Promise<{ token: string; refresh_token: string }> {
  const res = await post('login', { email, password })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const countOf = async (table: typeof tenants | typeof users) =>
  Number((await t.db.execute(sql`select count(*)::int as n from ${table}`)).rows[0]!.n)

describe('logout', () => {
  it('with the bearer token alone ends that session (its access and refresh tokens), and only that one', async () => {
    const { admin } = await t.createTenant()
    const here = await signIn(admin.email, admin.password)
    const elsewhere = await signIn(admin.email, admin.password)
    const out = await post('logout', undefined, t.bearer(here.token))
    expect(out.statusCode).toBe(204)
    expect((await profile(here.token)).statusCode).toBe(401)
    expect((await post('refresh', { refresh_token: here.refresh_token })).statusCode).toBe(401)
    expect((await profile(elsewhere.token)).statusCode).toBe(200)
  })

  it('answers 204 to a bad or missing token and ends nothing', async () => {
    const { admin } = await t.createTenant()
    const session = await signIn(admin.email, admin.password)
    expect((await post('logout', undefined, { authorization: 'Bearer not.a.jwt' })).statusCode).toBe(204)
    expect((await post('logout', {})).statusCode).toBe(204)
    expect((await profile(session.token)).statusCode).toBe(200)
  })
})

describe('sign-up', () => {
  const body = (email: string, password = 'Signup-pass-1') => ({ name: 'Asha Rao', email, password, company_name: 'NewCo Pvt Ltd' })

  it('answers a taken email exactly as a new one, mails the owner and creates nothing', async () => {
    const { admin } = await t.createTenant()
    const tenantsBefore = await countOf(tenants)
    const taken = await post('signup', body(admin.email.toUpperCase(), 'Attacker-pass-1'))
    const fresh = await post('signup', body('kiran@fresh.test'))
    expect(taken.statusCode).toBe(202)
    expect(fresh.statusCode).toBe(202)
    expect(taken.body).toBe(fresh.body)
    expect(taken.json()).toEqual({ data: null, message: SIGNUP_ACCEPTED })
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type'])

    await expect.poll(() => mail.to(admin.email).length, { timeout: 30_000 }).toBe(1)
    expect(mail.to(admin.email)[0]!.subject).toBe('Someone tried to sign up with your email')
    await expect.poll(() => mail.to('kiran@fresh.test').length, { timeout: 30_000 }).toBe(1)
    expect(mail.to('kiran@fresh.test')[0]!.subject).toBe('Your compliance console account is ready')
    // One tenant more (the new address's), none for the taken one; the owner's password stands.
    expect(await countOf(tenants)).toBe(tenantsBefore + 1)
    expect((await post('login', { email: admin.email, password: 'Attacker-pass-1' })).statusCode).toBe(401)
    expect((await post('login', { email: admin.email, password: admin.password })).statusCode).toBe(200)
    expect((await post('login', { email: 'kiran@fresh.test', password: 'Signup-pass-1' })).statusCode).toBe(200)
  })
})

describe('forgot password', () => {
  it('answers before the link is issued: the same answer while issuing is held up', async () => {
    const { admin } = await t.createTenant()
    const unknown = await post('forgot-password', { email: 'nobody-here@test.local' })
    // Writes to password_resets wait behind this lock; the answer must not.
    const known = await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table password_resets in share mode`)
      return post('forgot-password', { email: admin.email })
    })
    expect(known.statusCode).toBe(200)
    expect(known.body).toBe(unknown.body)
    expect(known.json()).toEqual({ data: null, message: RESET_LINK_SENT })
    // Once the lock is gone the link is issued and mailed.
    await expect.poll(() => mail.to(admin.email).length, { timeout: 30_000 }).toBe(1)
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, admin.id))).toHaveLength(1)
  })
})

/** A live reset link of the user (what an invitation or a forgot-password mail carries). */
async function liveResetToken(userId: number): Promise<string> {
  const [user] = await t.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, userId))
  const token = newSecretToken()
  await t.db
    .insert(passwordResets)
    .values({ userId, tenantId: user!.tenantId, hash: tokenHash(token), expiresAt: new Date(Date.now() + 600_000) })
  return token
}

describe('passwords easy to guess', () => {
  const weak = (res: { statusCode: number; json(): { message: { password: string[] } } }) => {
    expect(res.statusCode).toBe(400)
    const [message] = res.json().message.password
    // What is wrong, then what to do.
    expect(message).toMatch(new RegExp(`^.+ ${PASSWORD_ADVICE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    return message
  }

  it('are judged by estimated strength on sign-up: aaaaaaaa, Admin@12345 and the person’s own name refused, nothing created', async () => {
    const before = await countOf(users)
    expect(weak(await post('signup', { name: 'A', email: 'weak-a@test.local', password: 'aaaaaaaa', company_name: 'C' }))).toContain(
      'Repeated characters',
    )
    weak(await post('signup', { name: 'A', email: 'weak-b@test.local', password: 'Admin@12345', company_name: 'C' }))
    weak(await post('signup', { name: 'Lakshmi Venkataraman', email: 'lakshmi@test.local', password: 'Venkataraman1', company_name: 'C' }))
    expect(await countOf(users)).toBe(before)
    const strong = await post('signup', { name: 'A', email: 'strong@test.local', password: 'Monsoon-ledger-47-kite', company_name: 'C' })
    expect(strong.statusCode).toBe(202)
  })

  it('are refused on reset (and so on accepting an invitation), which then still works with a strong one', async () => {
    const { admin } = await t.createTenant()
    const token = await liveResetToken(admin.id)
    weak(await post('reset-password', { token, password: 'aaaaaaaa' }))
    expect((await post('reset-password', { token, password: 'Monsoon-ledger-47-kite' })).statusCode).toBe(200)
    // A link that is not live is said first, whatever the password.
    expect((await post('reset-password', { token, password: 'aaaaaaaa' })).json().message).toBe(RESET_LINK_INVALID)
  })

  it('are refused on a user created with a password, nothing written', async () => {
    const { admin } = await t.createTenant()
    const payload = { name: 'Ravi', email: 'ravi.weak@acme.test', type: 'user', status: 'active', branch_ids: [], password: 'aaaaaaaa' }
    weak(await t.app.inject({ method: 'POST', url: `${API}/user`, headers: t.bearer(admin.token), payload }))
    expect(await t.db.select().from(users).where(eq(users.email, 'ravi.weak@acme.test'))).toEqual([])
  })

  it('the passwords the tests and the browser tests choose pass the same rule', async () => {
    for (const password of [TEST_PASSWORD, 'Demo-password-1', 'E2e-Admin-Pass1', 'E2e-compliance-pass-1'])
      expect((await passwordStrength(password)).score, password).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE)
  })
})

describe('common passwords', () => {
  const refused = { message: { password: [COMMON_PASSWORD] } }

  it('are refused on sign-up, whatever their case, before anything is created', async () => {
    const usersBefore = await countOf(users)
    for (const password of ['password1', 'Qwerty123', 'PASSWORD']) {
      const res = await post('signup', { name: 'A', email: `common-${password}@test.local`, password, company_name: 'C' })
      expect(res.statusCode, password).toBe(400)
      expect(res.json()).toEqual(refused)
    }
    expect(await countOf(users)).toBe(usersBefore)
  })

  it('are refused on reset and on a user created with a password', async () => {
    const { admin } = await t.createTenant()
    const reset = await post('reset-password', { token: await liveResetToken(admin.id), password: 'iloveyou' })
    expect(reset.statusCode).toBe(400)
    expect(reset.json()).toEqual(refused)
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/user`,
      headers: t.bearer(admin.token),
      payload: { name: 'Ravi', email: 'ravi@acme.test', type: 'user', status: 'active', branch_ids: [], password: 'baseball1' },
    })
    expect(created.statusCode).toBe(400)
    expect(created.json()).toEqual(refused)
    expect(await t.db.select().from(users).where(eq(users.email, 'ravi@acme.test'))).toEqual([])
  })
})
