import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerSecurityHeaders } from '../src/plugins/security-headers'
import { setupTestApp, TEST_PASSWORD, type TestContext } from './helpers'

const API = '/ihrc-api/companyadmin'

/** A route that fails unexpectedly: the 500 answer must be as hardened as any other. */
const crashing: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/crash', { config: { access: 'public' } }, async () => {
    throw new Error('boom')
  })
}

let t: TestContext
let spaDir: string
let admin: { email: string; token: string }
beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'ihrc-spa-'))
  mkdirSync(path.join(spaDir, 'assets'))
  writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>console</title>')
  writeFileSync(path.join(spaDir, 'assets', 'app-abc123.js'), 'console.log("app")')
  t = await setupTestApp({ config: { spaDir }, extraModules: [crashing] })
  ;({ admin } = await t.createTenant())
})
afterAll(async () => {
  await t.close()
  rmSync(spaDir, { recursive: true, force: true })
})

type Headers = Record<string, string | string[] | number | undefined>

/** The CSP header as directive → sources. */
function csp(headers: Headers): Record<string, string> {
  const value = String(headers['content-security-policy'] ?? '')
  return Object.fromEntries(
    value
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/)
        return [name, sources.join(' ')]
      }),
  )
}

function expectHardened(headers: Headers, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('no-referrer')
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(csp(headers), what).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data: blob:",
    'connect-src': "'self'",
    'frame-ancestors': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  })
}

describe('security headers', () => {
  it('are on API answers, which are never stored (tokens, exports)', async () => {
    const login = await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email: admin.email, password: TEST_PASSWORD } })
    expect(login.statusCode).toBe(200)
    const exported = await t.app.inject({ method: 'GET', url: `${API}/user/user-data/export`, headers: t.bearer(admin.token) })
    expect(exported.statusCode).toBe(200)
    const health = await t.app.inject({ method: 'GET', url: '/ihrc-api/health' })
    for (const [what, res] of [
      ['login', login],
      ['export', exported],
      ['health', health],
    ] as const) {
      expectHardened(res.headers, what)
      expect(res.headers['cache-control'], what).toBe('no-store')
    }
  })

  it('are decided on the decoded path: an encoded API path is the API, answered unstored', async () => {
    for (const url of [
      '/%69hrc-api/companyadmin/profile',
      '/ihrc-api/%63ompanyadmin/profile',
      '/ihrc%2Dapi/companyadmin/profile',
      '/%69%68%72%63%2d%61%70%69/companyadmin/profile?x=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.bearer(admin.token) })
      expect(res.statusCode, url).toBe(200)
      expect(res.json().data.email, url).toBe(admin.email)
      expectHardened(res.headers, url)
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
    // The access guard goes by the matched route, so the encoded path is guarded as well.
    const anonymous = await t.app.inject({ method: 'GET', url: '/%69hrc-api/companyadmin/profile' })
    expect(anonymous.statusCode).toBe(401)
    const health = await t.app.inject({ method: 'GET', url: '/%69hrc-api/health' })
    expect(health.headers['cache-control']).toBe('no-store')
  })

  it('are on error answers: 400, 401, 500 and an unknown API path', async () => {
    const answers = {
      400: await t.app.inject({ method: 'POST', url: `${API}/login`, payload: { email: 'not-an-email' } }),
      401: await t.app.inject({ method: 'GET', url: `${API}/profile` }),
      500: await t.app.inject({ method: 'GET', url: `${API}/probe/crash` }),
      404: await t.app.inject({ method: 'GET', url: `${API}/no-such-route` }),
    }
    for (const [status, res] of Object.entries(answers)) {
      expect(res.statusCode).toBe(Number(status))
      expectHardened(res.headers, status)
      expect(res.headers['cache-control'], status).toBe('no-store')
    }
  })

  it('are on the console: its index, a deep link, an asset and a missing asset', async () => {
    const urls = {
      '/companyadmin/': 200,
      '/companyadmin/group-company-setup/state': 200,
      '/companyadmin/assets/app-abc123.js': 200,
      '/companyadmin/assets/gone-123.js': 404,
      '/nowhere': 404,
    }
    for (const [url, status] of Object.entries(urls)) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(status)
      expectHardened(res.headers, url)
    }
    // The console's own caching stays as spa.ts sets it.
    const asset = await t.app.inject({ method: 'GET', url: '/companyadmin/assets/app-abc123.js' })
    expect(asset.headers['cache-control']).toMatch(/immutable/)
  })

  it('relax only the API docs page to inline styles, keeping scripts strict and framing refused', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/ihrc-api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(csp(page.headers)).toMatchObject({
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
    })
    const app = await t.app.inject({ method: 'GET', url: '/companyadmin/' })
    expect(csp(app.headers)['style-src']).toBe("'self'")
  })
})

describe("the console's inline theme script (scripts/theme-script-plugin.ts)", () => {
  /** A server whose console build listed `hashes` (or listed nothing: `undefined`). */
  async function serverWith(hashes: unknown) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ihrc-csp-'))
    if (hashes !== undefined) writeFileSync(path.join(dir, 'csp-hashes.json'), JSON.stringify({ 'script-src': hashes }))
    const app = Fastify()
    try {
      await registerSecurityHeaders(app, '/ihrc-api', dir)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    app.get('/companyadmin/', async () => 'console')
    return app
  }
  const HASH = "'sha256-CQQkzv5lvhbcZZ013HZHPdqIZuoa/oqPROCRR24rNFM='"

  it('is allowed by the hash its build wrote, and no other inline script is', async () => {
    const app = await serverWith([HASH])
    const res = await app.inject({ method: 'GET', url: '/companyadmin/' })
    expect(csp(res.headers)['script-src']).toBe(`'self' ${HASH}`)
    expect(csp(res.headers)).toMatchObject({ 'default-src': "'self'", 'script-src-attr': "'none'", 'style-src': "'self'" })
    await app.close()
  })

  it('a console built without one keeps scripts to files', async () => {
    const app = await serverWith(undefined)
    const res = await app.inject({ method: 'GET', url: '/companyadmin/' })
    expect(csp(res.headers)['script-src']).toBe("'self'")
    await app.close()
  })

  it("a hash list carrying anything but sha256 sources stops the start ('unsafe-inline', a host)", async () => {
    for (const bad of [["'unsafe-inline'"], [HASH, 'https://cdn.example'], "'unsafe-inline'"]) {
      await expect(serverWith(bad), JSON.stringify(bad)).rejects.toThrow(/sha256 sources only/)
    }
  })
})
