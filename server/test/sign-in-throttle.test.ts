/**
 * Wrong guesses slow an attacker without locking the owner out (issue 8 item 6): per
 * (account, address) pair and per address a refusal, per account only a delay. The
 * delays are shortened here; the counts (5 per pair) are production's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVALID_CREDENTIALS } from '@ihrc/contract'
import { DEFAULT_THROTTLE } from '../src/modules/auth/throttle'
import { setupTestApp, type TestContext } from './helpers'

const API = '/ihrc-api/companyadmin'
let t: TestContext
let address = 0
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`

beforeAll(async () => {
  t = await setupTestApp({ config: { loginThrottle: { ...DEFAULT_THROTTLE, accountDelayMs: 5, accountMaxDelayMs: 20 } } })
})
afterAll(() => t.close())

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password }, remoteAddress })

describe('sign-in throttling', () => {
  it('guesses from many addresses slow the account but never lock its owner out', async () => {
    const { admin } = await t.createTenant()
    const owners = nextAddress()
    for (let i = 0; i < 15; i++) {
      const res = await login(admin.email, `Wrong-${i}`, nextAddress())
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: INVALID_CREDENTIALS })
    }
    expect((await login(admin.email, admin.password, owners)).statusCode).toBe(200)
  })

  it('one address is refused on the account it guessed at, while the owner elsewhere signs in', async () => {
    const { admin } = await t.createTenant()
    const attacker = nextAddress()
    for (let i = 0; i < 5; i++) expect((await login(admin.email, `Wrong-${i}`, attacker)).statusCode).toBe(401)
    const refused = await login(admin.email, admin.password, attacker)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login(admin.email, admin.password, nextAddress())).statusCode).toBe(200)
    // The attacker's address may still try other accounts, up to its own limit.
    const { admin: other } = await t.createTenant()
    expect((await login(other.email, other.password, attacker)).statusCode).toBe(200)
  })
})
