/**
 * Large JSON answers gzipped in one call (lib/json-gzip.ts): the same bytes back once
 * inflated, the same headers as before (security headers, Vary) plus a Content-Length,
 * small answers and clients that refuse gzip served plain, and streamed JSON still
 * compressed by @fastify/compress.
 */
import { Readable } from 'node:stream'
import { gunzipSync } from 'node:zlib'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from './helpers'

const API = '/ihrc-api/companyadmin'
const big = { data: Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Branch ${i}`, status: 'late' })) }
const small = { data: [{ id: 1 }] }

const probes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: 'public' } as const
  app.get('/probe/big', { config: access }, async () => big)
  app.get('/probe/small', { config: access }, async () => small)
  app.get('/probe/streamed', { config: access }, async (_request, reply) =>
    reply.type('application/json').send(Readable.from([JSON.stringify(big)])),
  )
}

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp({ extraModules: [probes] })
})
afterAll(() => t.close())

const get = (path: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url: `${API}/probe/${path}`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('JSON answers over the threshold', () => {
  it('are gzipped whole, with their length, Vary and the security headers', async () => {
    const res = await get('big', 'gzip, deflate, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    // One buffer, so its length is known (the stream before answered chunked, with no length).
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4)
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(big)
  })

  it('are plain for a client that does not take gzip', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, identity', 'br']) {
      const res = await get('big', acceptEncoding)
      expect(res.headers['content-encoding'], String(acceptEncoding)).toBeUndefined()
      expect(res.json(), String(acceptEncoding)).toEqual(big)
    }
  })

  it('are plain for x-no-compression', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/probe/big`,
      headers: { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
    })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toEqual(big)
  })

  it('leave small answers plain', async () => {
    const res = await get('small', 'gzip')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toEqual(small)
  })

  it('leave streamed JSON to @fastify/compress, which still gzips it', async () => {
    const res = await get('streamed', 'gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(big)
  })
})
