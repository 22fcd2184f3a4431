/** Shutdown lets a request that is already running finish before the server closes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

it('app.close() waits for in-flight requests, ends their keep-alive connection and refuses new ones', { timeout: 15_000 }, async () => {
  let entered!: () => void
  const handlerEntered = new Promise<void>((resolve) => (entered = resolve))
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const slow: FastifyPluginAsyncZod = async (api) => {
    api.get('/test/slow', { config: { access: 'public' } }, async () => {
      entered()
      await released
      return { data: 'finished' }
    })
  }
  const app = await buildApp({ db: t.db, config: t.config, extraModules: [slow] })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  const inFlight = fetch(`${base}/ihrc-api/companyadmin/test/slow`)
  await handlerEntered
  let closed = false
  const closing = app.close().then(() => (closed = true))
  // Closing is under way but cannot complete while the request runs.
  await new Promise((resolve) => setImmediate(resolve))
  expect(closed).toBe(false)
  release()
  const res = await inFlight
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ data: 'finished' })
  await closing
  expect(closed).toBe(true)
  await expect(fetch(`${base}/ihrc-api/health`)).rejects.toThrow()
})
