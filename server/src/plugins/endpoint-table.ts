/**
 * Holds the routes to the contract's endpoint table (contract/src/endpoints.ts). Routes
 * are registered from their rows (`routeOf`, lib/route-of.ts); this is the net under it:
 * a route registered in this scope whose method and path are not a row of the table, or
 * whose `config.access` is not the row's, stops the start-up with an error naming the
 * route, and so does a row no route serves (a row whose path was misspelled while its
 * module registers another, or a row added without its handler). So the server and the
 * console, which builds every URL from the same table, cannot drift apart unnoticed.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ENDPOINTS, type Endpoint, type EndpointAccess } from '@ihrc/contract'
import type { Access } from './access'

export interface EndpointTableOptions {
  /** The API prefix the table's paths are relative to. */
  prefix: string
  /** The rows to hold routes to; the contract's table unless a test gives its own. */
  table?: readonly Endpoint[]
}

/** Access as a comparable key: several menus (any one of them grants) in a fixed order. */
function keyOf(access: Access | EndpointAccess | undefined): string {
  if (typeof access !== 'object' || access === null) return String(access)
  return `${[access.menu].flat().sort().join('|')}:${access.action}`
}
const describe = (access: unknown) => (typeof access === 'object' && access !== null ? JSON.stringify(access) : String(access))

async function endpointTable(app: FastifyInstance, { prefix, table = ENDPOINTS }: EndpointTableOptions) {
  const rows = new Map(table.map((row) => [`${row.method} ${row.path}`, row]))
  const served = new Set<string>()
  app.addHook('onRoute', (route) => {
    if (route.url !== prefix && !route.url.startsWith(`${prefix}/`)) return
    const path = route.url.slice(prefix.length + 1)
    for (const method of [route.method].flat()) {
      // Fastify gives every GET a HEAD twin: it is the GET's row.
      const row = rows.get(`${method === 'HEAD' ? 'GET' : method} ${path}`)
      const name = `Route ${method} ${route.url}`
      if (!row) throw new Error(`${name} is not in the endpoint table (contract/src/endpoints.ts): add its row, or correct the path`)
      const declared = (route.config as { access?: Access } | undefined)?.access
      if (keyOf(declared) !== keyOf(row.access)) {
        throw new Error(`${name} declares access ${describe(declared)}, but its row in the endpoint table says ${describe(row.access)}`)
      }
      served.add(`${row.method} ${row.path}`)
    }
  })
  app.addHook('onReady', async () => {
    const dead = [...rows.keys()].filter((key) => !served.has(key))
    if (dead.length) throw new Error(`No route serves these rows of the endpoint table (contract/src/endpoints.ts): ${dead.join(', ')}`)
  })
}

export default fp(endpointTable, { name: 'endpoint-table' })
