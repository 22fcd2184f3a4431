/**
 * The drift test, server side: the routes the server registers and the contract's
 * endpoint table (which the console builds its URLs from) are the same set, with the
 * same access. A route missing from the table, or declaring other access, stops the
 * start-up; a row of the table without a route fails here.
 */
import Fastify from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, GET, SIGNED_IN, grant, type Endpoint } from '@ihrc/contract'
import { API_PREFIX, buildApp } from '../src/app'
import { modules } from '../src/modules'
import endpointTable from '../src/plugins/endpoint-table'
import { setupTestApp, type TestContext } from './helpers'

let t: TestContext
beforeAll(async () => {
  t = await setupTestApp()
})
afterAll(() => t.close())

/** A bare app holding `routes` to `table`, mounted as app.ts mounts the product's modules. */
async function startWith(table: readonly Endpoint[], routes: FastifyPluginAsyncZod) {
  const app = Fastify()
  try {
    await app.register(
      async (api) => {
        await api.register(endpointTable, { prefix: API_PREFIX, table })
        await api.register(routes)
      },
      { prefix: API_PREFIX },
    )
    await app.ready()
  } finally {
    await app.close()
  }
}

describe('endpoint table', () => {
  it('has a server route for every row (no dead rows)', () => {
    const dead = ENDPOINTS.filter((e) => !t.app.hasRoute({ method: e.method, url: `${API_PREFIX}/${e.path}` }))
    expect(dead.map((e) => `${e.method} ${e.path}`)).toEqual([])
  })

  it('names each method and path once', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`)
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
  })

  it('stops the start-up when a product route is misspelled (not in the table)', async () => {
    const typo: FastifyPluginAsyncZod = async (app) => {
      app.get('/brnch/:id', { config: { access: { menu: 'company.branch', action: 'list' } } }, async () => ({ data: null }))
    }
    modules.push(typo)
    try {
      await expect(buildApp({ db: t.db, config: t.config })).rejects.toThrow(
        'Route GET /ihrc-api/companyadmin/brnch/:id is not in the endpoint table',
      )
    } finally {
      modules.pop()
    }
  })

  it('stops the start-up when a route declares other access than its row', async () => {
    const table = [GET('things', grant('company.branch', 'list'))]
    const laxer: FastifyPluginAsyncZod = async (app) => {
      app.get('/things', { config: { access: 'authenticated' } }, async () => ({ data: [] }))
    }
    await expect(startWith(table, laxer)).rejects.toThrow(
      'Route GET /ihrc-api/companyadmin/things declares access authenticated, but its row in the endpoint table says {"menu":"company.branch","action":"list"}',
    )
  })

  it('holds a route of a row with several menus to the same menus, in any order, checked by the guard', async () => {
    const table = [GET('shared', grant(['agreement.agreement', 'company.branch_agreement'], 'list'))]
    const oneMenu: FastifyPluginAsyncZod = async (app) => {
      app.get('/shared', { config: { access: { menu: 'agreement.agreement', action: 'list' } } }, async () => ({ data: [] }))
    }
    const signedIn: FastifyPluginAsyncZod = async (app) => {
      app.get('/shared', { config: { access: 'authenticated' } }, async () => ({ data: [] }))
    }
    const anyOf: FastifyPluginAsyncZod = async (app) => {
      app.get(
        '/shared',
        { config: { access: { menu: ['company.branch_agreement', 'agreement.agreement'], action: 'list' } } },
        async () => ({
          data: [],
        }),
      )
    }
    await expect(startWith(table, oneMenu)).rejects.toThrow('Route GET /ihrc-api/companyadmin/shared declares access')
    await expect(startWith(table, signedIn)).rejects.toThrow('Route GET /ihrc-api/companyadmin/shared declares access')
    await expect(startWith(table, anyOf)).resolves.toBeUndefined()
  })

  it('accepts a route that matches its row, and its HEAD twin', async () => {
    const signedIn: FastifyPluginAsyncZod = async (app) => {
      app.get('/things/:id', { config: { access: SIGNED_IN } }, async () => ({ data: null }))
    }
    await expect(startWith([GET('things/:id', SIGNED_IN)], signedIn)).resolves.toBeUndefined()
  })
})
