import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from './helpers'

const INDEX = '<!doctype html><title>console</title>'
const SCRIPT = 'console.log("app")'
const SIGN_IN = '<!doctype html><title>console</title><main>Sign in</main>'

let t: TestContext
let spaDir: string
beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'ihrc-spa-'))
  mkdirSync(path.join(spaDir, 'assets'))
  writeFileSync(path.join(spaDir, 'index.html'), INDEX)
  writeFileSync(path.join(spaDir, 'index.html.br'), brotliCompressSync(INDEX))
  writeFileSync(path.join(spaDir, 'index.html.gz'), gzipSync(INDEX))
  writeFileSync(path.join(spaDir, 'sign-in.html'), SIGN_IN)
  writeFileSync(path.join(spaDir, 'sign-in.html.br'), brotliCompressSync(SIGN_IN))
  writeFileSync(path.join(spaDir, 'assets', 'app-abc123.js'), SCRIPT)
  writeFileSync(path.join(spaDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT))
  t = await setupTestApp({ config: { spaDir } })
})
afterAll(async () => {
  await t.close()
  rmSync(spaDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('SPA serving', () => {
  it('redirects / to the console', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/companyadmin/')
  })

  it('serves index.html at the base without caching it', async () => {
    const res = await get('/companyadmin/')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(INDEX)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('falls back to index.html for deep links', async () => {
    for (const url of [
      '/companyadmin/company/branch/12?tab=documents',
      '/companyadmin',
      '/companyadmin/sign-in/more',
      '/companyadmin/forgot-password',
      '/%63ompanyadmin/company/branch/12',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toBe(INDEX)
      expect(res.headers['content-type']).toMatch(/text\/html/)
    }
  })

  it('serves the page prerendered for a route in place of index.html', async () => {
    for (const url of ['/companyadmin/sign-in', '/companyadmin/sign-in?next=%2Fdashboard', '/%63ompanyadmin/sign%2Din']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toBe(SIGN_IN)
      expect(res.headers['content-type']).toMatch(/text\/html/)
    }
  })

  it('serves the HTML of a deep link pre-compressed in the encoding the client takes', async () => {
    const br = await get('/companyadmin/branches', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX)
    const gzip = await get('/companyadmin/branches', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX)
    const plain = await get('/companyadmin/branches', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(INDEX)
    // sign-in.html was built with brotli only: a gzip client gets it plain, never index.html.
    const signIn = await get('/companyadmin/sign-in', { 'accept-encoding': 'gzip' })
    expect(signIn.headers['content-encoding']).toBeUndefined()
    expect(signIn.body).toBe(SIGN_IN)
  })

  it('revalidates the HTML of a deep link with an ETag: unchanged is a 304 without a body', async () => {
    const first = await get('/companyadmin/sign-in', { 'accept-encoding': 'br' })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await get('/companyadmin/sign-in', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await get('/companyadmin/branches', { 'if-none-match': etag })
    expect(other.statusCode).toBe(200)
    expect(other.body).toBe(INDEX)
  })

  it('serves index.html at the base compressed, with a validator', async () => {
    const res = await get('/companyadmin/', { 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.etag).toBeTruthy()
  })

  it('serves hashed assets pre-compressed with a long cache', async () => {
    const res = await get('/companyadmin/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const plain = await get('/companyadmin/assets/app-abc123.js')
    expect(plain.body).toBe(SCRIPT)
  })

  it('a missing asset is a 404, never index.html', async () => {
    const res = await get('/companyadmin/assets/app-old999.js')
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('<!doctype html>')
  })

  it('unknown API paths stay JSON 404s', async () => {
    const res = await get('/ihrc-api/companyadmin/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found' })
  })
})
