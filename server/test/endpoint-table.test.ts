/**
 * The drift test, server side: the routes the server registers and the contract's
 * endpoint table (which the console builds its URLs from) are the same set, with the
 * same access. Routes are registered from their rows (`routeOf`); a route registered
 * outside the table, or declaring other access, stops the start-up, and so does a row
 * no route serves and a row whose `:param` its handler's schema does not name. The
 * table's lines (method, path, who may call) are pinned in endpoint-table.routes.txt: a
 * misspelled path, which the server and the console would both follow, or a grant
 * widened by a changed row helper fails here, and a new or renamed route shows in
 * review as a changed line (`npx vitest run -u` accepts it).
 */
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, GET, SIGNED_IN, grant, idParam, type Endpoint } from '@ihrc/contract'
import { buildApp } from '../src/app'
import { API_PREFIX } from '../src/lib/api-paths'
import { routeOf } from '../src/lib/crud'
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

  it('keeps every method, path and access as pinned (a misspelled path or a widened grant fails here)', async () => {
    const who = (access: Endpoint['access']) =>
      typeof access === 'string' ? access : `${[access.menu].flat().sort().join(' | ')}: ${access.action}`
    const lines = ENDPOINTS.map((e) => `${e.method} ${e.path}  ${who(e.access)}`).sort()
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./endpoint-table.routes.txt')
  })

  it('stops the start-up when a row of the table has no route', async () => {
    const table = [GET('things', SIGNED_IN), GET('thnigs', SIGNED_IN)]
    const served: FastifyPluginAsyncZod = async (app) => {
      routeOf(app, table[0]!, { handler: async () => ({ data: [] }) })
    }
    await expect(startWith(table, served)).rejects.toThrow(
      'No route serves these rows of the endpoint table (contract/src/endpoints.ts): GET thnigs',
    )
  })

  it("stops the start-up when a row's parameter is not the one its handler reads", async () => {
    const table = [GET('things/:idd', SIGNED_IN)]
    const byId: FastifyPluginAsyncZod = async (app) => {
      routeOf(app, table[0]!, { schema: { params: idParam }, handler: async (request) => ({ data: request.params.id }) })
    }
    await expect(startWith(table, byId)).rejects.toThrow('Route GET things/:idd: its params schema names id, its path idd')
  })

  it("registers a route at its row's method and path with the row's access", async () => {
    const row = GET('things/:id', grant('company.branch', 'list'))
    const app = Fastify().setValidatorCompiler(validatorCompiler).setSerializerCompiler(serializerCompiler)
    const seen: { method: unknown; url: string; config: unknown }[] = []
    app.addHook('onRoute', ({ method, url, config }) => void seen.push({ method, url, config }))
    await app.register(async (api) => routeOf(api, row, { schema: { params: idParam }, handler: async () => ({ data: null }) }), {
      prefix: API_PREFIX,
    })
    await app.ready()
    expect(seen).toContainEqual({ method: 'GET', url: `${API_PREFIX}/things/:id`, config: { access: row.access } })
    await app.close()
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
