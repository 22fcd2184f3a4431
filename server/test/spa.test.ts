import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from './helpers'

const INDEX = '<!doctype html><title>console</title>'
const SCRIPT = 'console.log("app")'

let t: TestContext
let spaDir: string
beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'ihrc-spa-'))
  mkdirSync(path.join(spaDir, 'assets'))
  writeFileSync(path.join(spaDir, 'index.html'), INDEX)
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
    for (const url of ['/companyadmin/sign-in', '/companyadmin/company/branch/12?tab=documents', '/companyadmin']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toBe(INDEX)
      expect(res.headers['content-type']).toMatch(/text\/html/)
    }
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
