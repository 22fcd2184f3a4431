import { createHash } from 'node:crypto'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'

export type Db = NodePgDatabase<typeof schema>
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** A connection or an open transaction: whatever a query may run in. */
export type DbOrTx = Db | Tx

export interface Connection {
  db: Db
  pool: pg.Pool
  close(): Promise<void>
}

// PostgreSQL `date` columns stay 'YYYY-MM-DD' strings: turning them into JS Dates
// would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

/**
 * `query.prepare(BY_TEXT)`: a statement prepared under a name made from its own text, so
 * each connection parses it once whatever values it runs with. Run through
 * `samePlanFor(db)`, it is also planned once: for hot statements whose plan does not
 * depend on their values (an unsearched list's page, which PostgreSQL plans in ~1.4 ms
 * and runs in ~0.3 ms at 100,000 rows).
 */
export const BY_TEXT = '<named by its text>'

/** Statement names by text, so that a hot statement is not hashed on every call. */
const names = new Map<string, string>()
const NAMES_KEPT = 2000

function nameOf(text: string): string {
  let name = names.get(text)
  if (!name) {
    name = `t_${createHash('sha1').update(text).digest('base64url')}`
    // Texts are few (one per resource, filter set and sort), but a map must not grow without bound.
    if (names.size >= NAMES_KEPT) names.clear()
    names.set(text, name)
  }
  return name
}

const settled = () => undefined

class Client extends pg.Client {
  /** When the client's last promised query is over (its result is not kept). */
  private idle: Promise<void> = Promise.resolve()

  override query(...args: unknown[]): never {
    const config = args[0] as pg.QueryConfig | undefined
    if (config?.name === BY_TEXT) args[0] = { ...config, name: nameOf(config.text) }
    const run = () => (super.query as (...a: unknown[]) => never)(...args)
    // A callback or a submittable (a COPY stream) is answered as given.
    if (typeof args.at(-1) === 'function' || typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function') return run()
    // Statements of one transaction asked side by side (Promise.all) run one after the
    // other: pg queues them itself, but that queue is deprecated and goes in pg 9.
    const result = this.idle.then(run) as Promise<unknown>
    this.idle = result.then(settled, settled)
    return result as never
  }
}

/** Each handle's twin on connections that plan a prepared statement once for all its values. */
const generic = new WeakMap<object, Db>()
/** Each handle's connection string (databaseUrlOf). */
const urls = new WeakMap<object, string>()

/**
 * Where to run a statement prepared BY_TEXT so that it is planned once: the handle's
 * twin (a transaction stays on its own connection). Left to choose, PostgreSQL re-plans
 * a page on every call, since with LIMIT and OFFSET as parameters the generic plan looks
 * dear; the setting is per connection and would also apply to unnamed statements, whose
 * plans do depend on their values (a search pattern), hence connections of their own.
 */
export function samePlanFor<D extends object>(db: D): D {
  return (generic.get(db) as D | undefined) ?? db
}

/** The pool behind `db`, for work that needs one connection of its own (a session setting, VACUUM). */
export function poolOf(db: Db): pg.Pool {
  return (db as Db & { $client: pg.Pool }).$client
}

export function connect(url: string, options: { max?: number; onIdleError?: (err: Error) => void } = {}): Connection {
  const settings = { connectionString: url, max: options.max ?? 10, Client }
  const pool = new pg.Pool(settings)
  const planned = new pg.Pool({ ...settings, options: '-c plan_cache_mode=force_generic_plan' })
  // An idle client losing its connection (the database restarting, say) is emitted on
  // the pool; unheard, that event would crash the process. The pool replaces the client.
  for (const p of [pool, planned]) p.on('error', options.onIdleError ?? (() => {}))
  const db = drizzle(pool, { schema })
  generic.set(db, drizzle(planned, { schema }))
  urls.set(db, url)
  let closed = false
  return {
    db,
    pool,
    async close() {
      if (closed) return
      closed = true
      await Promise.all([pool.end(), planned.end()])
    },
  }
}

/** What a handle connects to, for a worker thread that opens a connection of its own (register generation). */
export function databaseUrlOf(db: Db): string {
  const url = urls.get(db)
  if (!url) throw new Error('the database handle was not made by connect()')
  return url
}

/**
 * A hot query prepared once per database handle (tests run several), so neither
 * Drizzle nor PostgreSQL builds or plans it again: `const q = preparedPer(build); q(db).execute(...)`.
 */
export function preparedPer<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const cache = new WeakMap<D, Q>()
  return (db) => {
    let query = cache.get(db)
    if (!query) cache.set(db, (query = build(db)))
    return query
  }
}
