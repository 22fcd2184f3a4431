import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../src/app'
import { connect } from '../src/db/client'
import { HEALTH_KEPT_MS } from '../src/modules/health'
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

  it('asks the database once for the probes polled within a second, and again after it', async () => {
    // Its own connections, to count the probe's statements on the wire (the scheduler's are other texts).
    const own = connect(t.databaseUrl, { max: 2 })
    let probes = 0
    const query = own.pool.query.bind(own.pool) as (...args: unknown[]) => unknown
    own.pool.query = ((...args: unknown[]) => {
      if ((args[0] as { text?: string }).text === 'select 1') probes += 1
      return query(...args)
    }) as typeof own.pool.query
    const app = await buildApp({ db: own.db, config: t.config })
    // The interval's clock by hand: only `performance.now` is held (timers, and so the database's I/O, run as usual).
    vi.useFakeTimers({ toFake: ['performance'] })
    try {
      const poll = (url: string) => app.inject({ method: 'GET', url }).then((res) => [res.statusCode, res.json()])
      const together = await Promise.all(['/ihrc-api/health', '/ihrc-api/ready', '/ihrc-api/health'].map(poll))
      const after = [await poll('/ihrc-api/health'), await poll('/ihrc-api/ready')]
      for (const answer of [...together, ...after]) expect(answer).toEqual([200, { status: 'ok', db: 'ok' }])
      expect(probes).toBe(1)
      vi.advanceTimersByTime(HEALTH_KEPT_MS)
      expect(await poll('/ihrc-api/ready')).toEqual([200, { status: 'ok', db: 'ok' }])
      expect(probes).toBe(2)
    } finally {
      vi.useRealTimers()
      await app.close()
      await own.close()
    }
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ihrc-api/companyadmin/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found' })
  })
})
