/**
 * Access tokens forged with the right signing key (as a leaked key or a bug in another
 * issuer would produce them) are still refused unless they have exactly the shape the
 * server issues: every claim present, not issued in the future, canonical encoding.
 */
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/lib/access-token'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const HS256 = { alg: 'HS256', typ: 'JWT' }

function forge(header: unknown, payload: unknown, secret = t.config.jwtSecret): string {
  const input = `${b64(header)}.${b64(payload)}`
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`
}

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
}

async function profileStatus(token: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/ihrc-api/companyadmin/profile', headers: t.bearer(token) })
  return res.statusCode
}

describe('access tokens signed with the right key', () => {
  let claims: Record<string, unknown>
  const now = () => Math.floor(Date.now() / 1000)
  beforeAll(async () => {
    const { admin } = await t.createTenant()
    claims = payloadOf(admin.token)
  })

  it('are accepted when complete (the forging here is sound)', async () => {
    expect(await profileStatus(forge(HS256, { ...claims, iat: now(), exp: now() + 60 }))).toBe(200)
  })

  it('without exp are refused', async () => {
    const { exp: _exp, ...noExp } = claims
    expect(await profileStatus(forge(HS256, noExp))).toBe(401)
  })

  it('without sid are refused', async () => {
    const { sid: _sid, ...noSid } = claims
    expect(await profileStatus(forge(HS256, noSid))).toBe(401)
    expect(await profileStatus(forge(HS256, { ...claims, sid: '' }))).toBe(401)
  })

  it('issued in the future are refused beyond a small clock skew', async () => {
    expect(await profileStatus(forge(HS256, { ...claims, iat: now() + 300, exp: now() + 600 }))).toBe(401)
    expect(await profileStatus(forge(HS256, { ...claims, iat: now() + 10, exp: now() + 600 }))).toBe(200)
  })

  it('living longer than the server issues them are refused', async () => {
    expect(await profileStatus(forge(HS256, { ...claims, iat: now(), exp: now() + ACCESS_TOKEN_TTL_SECONDS + 1 }))).toBe(401)
  })

  it('with claims of the wrong type are refused', async () => {
    expect(await profileStatus(forge(HS256, { ...claims, sub: `${String(claims.sub)}.0` }))).toBe(401)
    expect(await profileStatus(forge(HS256, { ...claims, tid: String(claims.tid) }))).toBe(401)
    expect(await profileStatus(forge(HS256, { ...claims, iat: String(claims.iat) }))).toBe(401)
    expect(await profileStatus(forge(HS256, { ...claims, iss: 'someone-else' }))).toBe(401)
    expect(await profileStatus(forge(HS256, [claims]))).toBe(401)
    expect(await profileStatus(forge(HS256, 'null'))).toBe(401)
  })

  it('with any other header are refused', async () => {
    expect(await profileStatus(forge({ alg: 'HS512', typ: 'JWT' }, claims))).toBe(401)
    expect(await profileStatus(forge({ ...HS256, kid: '1' }, claims))).toBe(401)
    expect(await profileStatus(forge({ typ: 'JWT', alg: 'HS256' }, claims))).toBe(401)
    expect(await profileStatus(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`)).toBe(401)
  })

  it('spelled other than canonically are refused', async () => {
    const token = forge(HS256, claims)
    expect(await profileStatus(token)).toBe(200)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    // 32 bytes in 43 characters leave two spare bits in the last one: setting them decodes
    // to the same bytes, so a lenient decoder would accept a second spelling.
    const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const sibling = last[last.indexOf(signature.at(-1)!) + 1]!
    expect(await profileStatus(`${header}.${payload}.${signature.slice(0, -1)}${sibling}`)).toBe(401)
    expect(await profileStatus(`${header}.${payload}.${signature}=`)).toBe(401)
    expect(await profileStatus(`${header}.${payload}.${signature.slice(0, 20)}+${signature.slice(21)}`)).toBe(401)
    expect(await profileStatus(`${header}.${payload} .${signature}`)).toBe(401)
    expect(await profileStatus(`${token}.`)).toBe(401)
  })

  it('signed with another key or oversized are refused', async () => {
    expect(await profileStatus(forge(HS256, claims, 'x'.repeat(48)))).toBe(401)
    expect(await profileStatus(forge(HS256, { ...claims, pad: 'x'.repeat(5000) }))).toBe(401)
  })
})
