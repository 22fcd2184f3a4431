import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { connect } from '../src/db/client'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

describe('GET /ihrc-api/health and /ihrc-api/ready', () => {
  it('answers ok when the database responds', async () => {
    for (const url of ['/ihrc-api/health', '/ihrc-api/ready']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ status: 'ok', db: 'ok' })
    }
    // A stray trailing slash is the same call.
    expect((await t.app.inject({ method: 'GET', url: '/ihrc-api/health/' })).statusCode).toBe(200)
  })

  it('answers 503 when the database is unreachable', async () => {
    // Nothing listens on port 1: every query fails the way a lost database does.
    const lost = connect('postgres://nobody:nothing@127.0.0.1:1/none', { max: 1 })
    const app = await buildApp({ db: lost.db, config: t.config })
    try {
      for (const url of ['/ihrc-api/health', '/ihrc-api/ready']) {
        const res = await app.inject({ method: 'GET', url })
        expect(res.statusCode).toBe(503)
        expect(res.json()).toEqual({ status: 'error', db: 'unreachable' })
      }
    } finally {
      await app.close()
      await lost.close()
    }
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ihrc-api/companyadmin/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found' })
  })
})
