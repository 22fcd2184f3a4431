import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CURRENT_PASSWORD_WRONG, INVALID_CREDENTIALS, PASSWORD_CHANGED, RESET_LINK_INVALID, RESET_LINK_SENT } from '@ihrc/contract'
import { passwordResets, refreshTokens, users } from '../src/db/schema'
import { tokenHash } from '../src/lib/secret-token'
import { setupTestApp, type TestContext } from './helpers'
import { watchStatements } from './statements'

const API = '/ihrc-api/companyadmin'
let t: TestContext
let address = 0
/** Each test signs in from its own client address so the per-address limit stays out of the way. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`

beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

function post(url: string, payload: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: `${API}/${url}`, payload: payload as object, remoteAddress })
}
function profile(token?: string) {
  return t.app.inject({ method: 'GET', url: `${API}/profile`, headers: token ? t.bearer(token) : {} })
}
async function login(email: string, password: string, remoteAddress = nextAddress()) {
  return post('login', { email, password }, remoteAddress)
}

describe('login', () => {
  it('signs in with the right password and returns the token pair and the profile', async () => {
    const { admin } = await t.createTenant({ name: 'Acme Textiles' })
    const res = await login(admin.email.toUpperCase(), admin.password)
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.token).toEqual(expect.any(String))
    expect(data.refresh_token).toEqual(expect.any(String))
    expect(data.user).toMatchObject({ id: admin.id, type: 'admin', email: admin.email, authority: ['admin'], tenant_name: 'Acme Textiles' })
    expect(data.user).not.toHaveProperty('password_hash')
    expect((await profile(data.token)).statusCode).toBe(200)
  })

  it('rejects bad bodies with field messages as arrays', async () => {
    const res = await post('login', { email: 'not-an-email' })
    expect(res.statusCode).toBe(400)
    const { message } = res.json()
    expect(message.email).toEqual(['Enter a valid email address'])
    expect(message.password).toEqual([expect.any(String)])
  })

  it('rejects a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })

  it('answers a wrong password and an unknown email identically', async () => {
    const { admin } = await t.createTenant()
    const wrong = await login(admin.email, 'Wrong-password-1')
    const unknown = await login('nobody-here@test.local', 'Wrong-password-1')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.body).toBe(unknown.body)
    expect(wrong.json()).toEqual({ message: INVALID_CREDENTIALS })
  })

  it('refuses suspended and disabled users with the same 401, even with the right password', async () => {
    const { tenantId } = await t.createTenant()
    for (const status of ['suspended', 'disabled'] as const) {
      const user = await t.createUser(tenantId, { status })
      const res = await login(user.email, user.password)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: INVALID_CREDENTIALS })
    }
  })

  it('throttles an account from one address after 5 failures with 429 and Retry-After', async () => {
    const { admin } = await t.createTenant()
    const from = nextAddress()
    for (let i = 0; i < 5; i++) expect((await login(admin.email, `Wrong-${i}`, from)).statusCode).toBe(401)
    const blocked = await login(admin.email, admin.password, from)
    expect(blocked.statusCode).toBe(429)
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/)
  })

  it('a successful sign-in clears the account counter', async () => {
    const { admin } = await t.createTenant()
    const from = nextAddress()
    for (let i = 0; i < 4; i++) await login(admin.email, `Wrong-${i}`, from)
    expect((await login(admin.email, admin.password, from)).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) await login(admin.email, `Wrong-${i}`, from)
    expect((await login(admin.email, admin.password, from)).statusCode).toBe(200)
  })

  it('throttles a client address after 20 failures across accounts', async () => {
    const { admin } = await t.createTenant()
    const from = nextAddress()
    for (let i = 0; i < 20; i++) expect((await login(`guess-${i}@test.local`, 'Wrong-password', from)).statusCode).toBe(401)
    const blocked = await login(admin.email, admin.password, from)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
    // The account itself is not locked: from another address it signs in.
    expect((await login(admin.email, admin.password)).statusCode).toBe(200)
  })
})

describe('refresh and logout', () => {
  async function signIn() {
    const { admin } = await t.createTenant()
    const res = await login(admin.email, admin.password)
    return res.json().data as { token: string; refresh_token: string }
  }

  it('rotates: a refresh token gives a new pair once', async () => {
    const first = await signIn()
    const res = await post('refresh', { refresh_token: first.refresh_token })
    expect(res.statusCode).toBe(200)
    const second = res.json().data
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect((await profile(second.token)).statusCode).toBe(200)
    const again = await post('refresh', { refresh_token: second.refresh_token })
    expect(again.statusCode).toBe(200)
  })

  it('reuse of a spent token answers 401 and revokes the whole family', async () => {
    const first = await signIn()
    const second = (await post('refresh', { refresh_token: first.refresh_token })).json().data
    const reuse = await post('refresh', { refresh_token: first.refresh_token })
    expect(reuse.statusCode).toBe(401)
    // The legitimate successor dies with the family.
    expect((await post('refresh', { refresh_token: second.refresh_token })).statusCode).toBe(401)
  })

  it('an unknown refresh token is 401 and an empty one is 400', async () => {
    expect((await post('refresh', { refresh_token: 'made-up' })).statusCode).toBe(401)
    expect((await post('refresh', {})).statusCode).toBe(400)
  })

  it('an expired refresh token is refused', async () => {
    const pair = await signIn()
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.hash, tokenHash(pair.refresh_token)))
    expect((await post('refresh', { refresh_token: pair.refresh_token })).statusCode).toBe(401)
  })

  it('logout revokes the refresh token', async () => {
    const pair = await signIn()
    const out = await post('logout', { refresh_token: pair.refresh_token })
    expect(out.statusCode).toBe(204)
    expect((await post('refresh', { refresh_token: pair.refresh_token })).statusCode).toBe(401)
  })

  it("logout ends that session's access tokens at once, and only that session's", async () => {
    const { admin } = await t.createTenant()
    const here = (await login(admin.email, admin.password)).json().data
    const elsewhere = (await login(admin.email, admin.password)).json().data
    const rotated = (await post('refresh', { refresh_token: here.refresh_token })).json().data
    expect((await profile(rotated.token)).statusCode).toBe(200)
    await post('logout', { refresh_token: rotated.refresh_token })
    expect((await profile(here.token)).statusCode).toBe(401)
    expect((await profile(rotated.token)).statusCode).toBe(401)
    expect((await profile(elsewhere.token)).statusCode).toBe(200)
  })

  it("refresh-token reuse also ends the family's access tokens", async () => {
    const first = await signIn()
    const second = (await post('refresh', { refresh_token: first.refresh_token })).json().data
    await post('refresh', { refresh_token: first.refresh_token })
    expect((await profile(second.token)).statusCode).toBe(401)
  })

  it('a suspended user cannot refresh', async () => {
    const { tenantId } = await t.createTenant()
    const user = await t.createUser(tenantId)
    const pair = (await login(user.email, user.password)).json().data
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id))
    expect((await post('refresh', { refresh_token: pair.refresh_token })).statusCode).toBe(401)
  })
})

describe('profile', () => {
  it('needs a token', async () => {
    const res = await profile()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })

  it('rejects a tampered and an expired token', async () => {
    const { tenantId, admin } = await t.createTenant()
    const [head, body, sig] = admin.token.split('.')
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString())
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...payload, sub: '999999' })).toString('base64url')}.${sig}`
    expect((await profile(forged)).statusCode).toBe(401)
    const expired = await t.app.tokens.sign({ userId: admin.id, tenantId, sessionId: randomUUID() }, new Date(Date.now() - 16 * 60_000))
    expect((await profile(expired)).statusCode).toBe(401)
    expect((await profile('not.a.jwt')).statusCode).toBe(401)
  })

  it('a suspended user is refused on the very next call', async () => {
    const { tenantId } = await t.createTenant()
    const user = await t.createUser(tenantId, { permissions: ['company.branch:edit'] })
    const ok = await profile(user.token)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().data.permissions).toEqual(['company.branch:list', 'company.branch:edit'])
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id))
    expect((await profile(user.token)).statusCode).toBe(401)
  })

  it('answers from the one statement that checks the caller: one database round trip, read fresh', async () => {
    const { admin } = await t.createTenant({ name: 'Round Trip Ltd' })
    await t.db.update(users).set({ name: 'Renamed Admin' }).where(eq(users.id, admin.id))
    const statements = watchStatements()
    try {
      const res = await profile(admin.token)
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({ id: admin.id, name: 'Renamed Admin', email: admin.email, tenant_name: 'Round Trip Ltd' })
      expect(statements.sent()).toHaveLength(1)
    } finally {
      statements.stop()
    }
  })
})

async function tenantOf(userId: number): Promise<number> {
  const [row] = await t.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, userId))
  return row!.tenantId
}

describe('password recovery', () => {
  /** Issues a reset link the way the route does and reads the token from the log line. */
  async function requestReset(email: string): Promise<string> {
    const before = captured.length
    const res = await post('forgot-password', { email })
    expect(res.statusCode).toBe(200)
    // The link is issued after the answer.
    await expect.poll(() => captured.length, { timeout: 30_000 }).toBe(before + 1)
    return captured.at(-1)!
  }
  let captured: string[] = []

  beforeAll(() => {
    // The mailer logs the link when no SMTP_URL is set; capture it from the log.
    captured = []
    const info = t.app.log.info.bind(t.app.log)
    t.app.log.info = ((...args: unknown[]) => {
      const text = args.find((a) => typeof a === 'string') as string | undefined
      const token = text && /reset-password\?token=([^\s]+)/.exec(text)?.[1]
      if (token) captured.push(decodeURIComponent(token))
      return (info as (...a: unknown[]) => void)(...args)
    }) as typeof t.app.log.info
  })

  it('answers the same for an existing and an unknown email', async () => {
    const { admin } = await t.createTenant()
    const known = await post('forgot-password', { email: admin.email })
    const unknown = await post('forgot-password', { email: 'nobody-at-all@test.local' })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.body).toBe(unknown.body)
    expect(known.json()).toEqual({ data: null, message: RESET_LINK_SENT })
  })

  it('sends at most 3 links an hour per account, answering the same each time', async () => {
    const { admin } = await t.createTenant()
    const bodies = new Set<string>()
    for (let i = 0; i < 5; i++) bodies.add((await post('forgot-password', { email: admin.email })).body)
    expect([...bodies]).toEqual([JSON.stringify({ data: null, message: RESET_LINK_SENT })])
    const links = async () => (await t.db.select().from(passwordResets).where(eq(passwordResets.userId, admin.id))).length
    await expect.poll(links, { timeout: 30_000 }).toBe(3)
  })

  it('an unknown token is invalid', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/verify-reset-token?token=nope` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: RESET_LINK_INVALID })
    expect((await post('reset-password', { token: 'nope', password: 'New-password-1' })).statusCode).toBe(400)
  })

  it('works once, ends every session, and the new password signs in', async () => {
    const { admin } = await t.createTenant()
    const pair = (await login(admin.email, admin.password)).json().data
    const token = await requestReset(admin.email)
    expect((await t.app.inject({ method: 'GET', url: `${API}/verify-reset-token?token=${encodeURIComponent(token)}` })).statusCode).toBe(
      200,
    )
    // An access token from before the reset (issued a second earlier: iat has seconds).
    const before = await t.app.tokens.sign(
      { userId: admin.id, tenantId: await tenantOf(admin.id), sessionId: randomUUID() },
      new Date(Date.now() - 1000),
    )
    expect((await profile(before)).statusCode).toBe(200)
    const reset = await post('reset-password', { token, password: 'New-password-1' })
    expect(reset.statusCode).toBe(200)
    expect((await profile(before)).statusCode).toBe(401)
    expect((await post('refresh', { refresh_token: pair.refresh_token })).statusCode).toBe(401)
    expect((await login(admin.email, admin.password)).statusCode).toBe(401)
    expect((await login(admin.email, 'New-password-1')).statusCode).toBe(200)
    const reuse = await post('reset-password', { token, password: 'Another-password-1' })
    expect(reuse.statusCode).toBe(400)
    expect(reuse.json()).toEqual({ message: RESET_LINK_INVALID })
  })

  it('an expired link is refused', async () => {
    const { admin } = await t.createTenant()
    const token = await requestReset(admin.email)
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, admin.id))
    const verify = await t.app.inject({ method: 'GET', url: `${API}/verify-reset-token?token=${encodeURIComponent(token)}` })
    expect(verify.statusCode).toBe(400)
    expect((await post('reset-password', { token, password: 'New-password-1' })).statusCode).toBe(400)
  })

  it('rejects a short new password with a field message', async () => {
    const res = await post('reset-password', { token: 'x', password: 'short' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message.password).toEqual([expect.stringContaining('at least 8')])
  })
})

describe('signup', () => {
  it('creates a tenant whose admin sees only their own tenant', async () => {
    const other = await t.createTenant({ name: 'Other Org' })
    const res = await post('signup', {
      name: 'Asha Rao',
      email: 'asha@newco.test',
      password: 'Signup-pass-1',
      company_name: 'NewCo Pvt Ltd',
    })
    expect(res.statusCode).toBe(202)
    // The account is made after the answer.
    await expect
      .poll(async () => (await t.db.select().from(users).where(eq(users.email, 'asha@newco.test'))).length, { timeout: 30_000 })
      .toBe(1)
    const { data } = (await login('asha@newco.test', 'Signup-pass-1')).json()
    expect(data.user).toMatchObject({ type: 'admin', email: 'asha@newco.test', tenant_name: 'NewCo Pvt Ltd' })
    const me = (await profile(data.token)).json().data
    expect(me.tenant_name).toBe('NewCo Pvt Ltd')
    expect(me.id).not.toBe(other.admin.id)
    const otherProfile = (await profile(other.admin.token)).json().data
    expect(otherProfile.tenant_name).toBe('Other Org')
  })

  it('400 with field messages for a bad body', async () => {
    const res = await post('signup', { email: 'x' })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().message).sort()).toEqual(['company_name', 'email', 'name', 'password'])
  })
})

describe('signup disabled', () => {
  it('answers 403', async () => {
    const closed = await setupTestApp({ config: { signupEnabled: false } })
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: `${API}/signup`,
        payload: { name: 'A', email: 'a@b.test', password: 'Signup-pass-1', company_name: 'C' },
      })
      expect(res.statusCode).toBe(403)
    } finally {
      await closed.close()
    }
  })
})

describe('change password (Profile)', () => {
  const change = (token: string | undefined, payload: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/change-password`,
      payload: payload as object,
      headers: token ? t.bearer(token) : {},
      remoteAddress,
    })

  it('needs a signed-in caller', async () => {
    expect((await change(undefined, { current_password: 'x', password: 'New-password-1' })).statusCode).toBe(401)
  })

  it('refuses a wrong current password, the same password and a weak one, each on its field, and changes nothing', async () => {
    const { admin } = await t.createTenant()
    const { token } = (await login(admin.email, admin.password)).json().data
    const wrong = await change(token, { current_password: 'not-my-password', password: 'New-password-1' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ message: { current_password: [CURRENT_PASSWORD_WRONG] } })
    const same = await change(token, { current_password: admin.password, password: admin.password })
    expect(same.statusCode).toBe(400)
    expect(same.json().message.password).toEqual(['Choose a password other than the current one'])
    const short = await change(token, { current_password: admin.password, password: 'short' })
    expect(short.json().message.password).toEqual([expect.stringContaining('at least 8')])
    const weak = await change(token, { current_password: admin.password, password: 'password123' })
    expect(weak.statusCode).toBe(400)
    expect((await login(admin.email, admin.password)).statusCode).toBe(200)
    expect((await profile(token)).statusCode).toBe(200)
  })

  it('sets the new password, signs every other session out and goes on with the pair it answers', async () => {
    const { admin } = await t.createTenant()
    const here = (await login(admin.email, admin.password)).json().data
    const elsewhere = (await login(admin.email, admin.password)).json().data
    // An access token of another session, issued a second earlier (iat has seconds).
    const before = await t.app.tokens.sign(
      { userId: admin.id, tenantId: await tenantOf(admin.id), sessionId: randomUUID() },
      new Date(Date.now() - 1000),
    )
    const res = await change(here.token, { current_password: admin.password, password: 'Quartz-Lantern-Meadow-58' })
    expect(res.statusCode).toBe(200)
    const { data, message } = res.json()
    expect(message).toBe(PASSWORD_CHANGED)
    expect(data.user).toMatchObject({ id: admin.id, email: admin.email })
    expect((await profile(data.token)).statusCode).toBe(200)
    expect((await post('refresh', { refresh_token: data.refresh_token })).statusCode).toBe(200)
    expect((await profile(before)).statusCode).toBe(401)
    expect((await post('refresh', { refresh_token: elsewhere.refresh_token })).statusCode).toBe(401)
    expect((await post('refresh', { refresh_token: here.refresh_token })).statusCode).toBe(401)
    expect((await login(admin.email, admin.password)).statusCode).toBe(401)
    expect((await login(admin.email, 'Quartz-Lantern-Meadow-58')).statusCode).toBe(200)
  })

  it('counts wrong current passwords as failed sign-ins: the account is throttled from that address', async () => {
    const { admin } = await t.createTenant()
    const { token } = (await login(admin.email, admin.password)).json().data
    const from = nextAddress()
    const answers: number[] = []
    for (let i = 0; i < 6; i++)
      answers.push((await change(token, { current_password: `guess-${i}`, password: 'New-password-1' }, from)).statusCode)
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(answers[5]).toBe(429)
    // The right password from that address waits too: nothing is learnt by guessing on.
    expect((await change(token, { current_password: admin.password, password: 'New-password-1' }, from)).statusCode).toBe(429)
  })
})
