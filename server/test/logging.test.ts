import { Writable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp, type App } from '../src/app'
import { loggerOptions } from '../src/lib/logger'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
let app: App
let lines: string[] = []

beforeAll(async () => {
  t = await setupTestApp()
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  const boom: FastifyPluginAsyncZod = async (api) => {
    api.get('/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('relation "nowhere" does not exist')
    })
  }
  app = await buildApp({ db: t.db, config: t.config, loggerInstance: pino(loggerOptions('debug'), sink), extraModules: [boom] })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await t.close()
})

it('never writes passwords, tokens or authorization headers to the log', async () => {
  const { admin } = await t.createTenant()
  lines = []
  const signIn = await app.inject({
    method: 'POST',
    url: '/ihrc-api/companyadmin/login',
    payload: { email: admin.email, password: admin.password },
  })
  const { token, refresh_token } = signIn.json().data
  await app.inject({ method: 'GET', url: '/ihrc-api/companyadmin/profile', headers: { authorization: `Bearer ${token}` } })
  await app.inject({ method: 'GET', url: '/ihrc-api/companyadmin/verify-reset-token?token=very-secret-reset-token' })
  // The server reads `%74oken` as `token` (and the path decoded): so does the redaction.
  await app.inject({ method: 'GET', url: '/%69hrc-api/companyadmin/verify-reset-token?a=1&%74oken=encoded-secret-reset-token' })
  await app.inject({ method: 'POST', url: '/ihrc-api/companyadmin/refresh', payload: { refresh_token } })
  const log = lines.join('')
  expect(log).toContain('/ihrc-api/companyadmin/login')
  expect(log).toContain('verify-reset-token?token=[redacted]')
  expect(log).toContain('verify-reset-token?a=1&%74oken=[redacted]')
  for (const secret of [admin.password, token, refresh_token, 'very-secret-reset-token', 'encoded-secret-reset-token'])
    expect(log).not.toContain(secret)
})

it('writes one request line with its id, and keeps redacting nested secrets in every other line', async () => {
  lines = []
  await app.inject({ method: 'GET', url: '/ihrc-api/companyadmin/health-of-nothing' })
  const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request completed')
  expect(line).toMatchObject({ reqId: expect.any(String), req: { method: 'GET' }, res: { statusCode: 404 } })
  lines = []
  app.log.warn({ body: { password: 'nested-secret-1' }, form: { user: { token: 'nested-secret-2' } } }, 'something odd')
  await new Promise((r) => setImmediate(r))
  expect(lines.join('')).toContain('something odd')
  expect(lines.join('')).not.toMatch(/nested-secret/)
})

it('logs unexpected errors with their detail while the client sees only the generic message', async () => {
  lines = []
  const res = await app.inject({ method: 'GET', url: '/ihrc-api/companyadmin/test/boom' })
  expect(res.statusCode).toBe(500)
  expect(res.json()).toEqual({ message: 'Something went wrong ! Please try again !' })
  expect(res.body).not.toContain('nowhere')
  expect(lines.join('')).toContain('relation \\"nowhere\\" does not exist')
})
