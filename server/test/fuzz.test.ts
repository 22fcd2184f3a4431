/**
 * Schema-driven fuzzing of every route (API.md: a 5xx is always a bug). The routes and
 * their parameter, query and body schemas come from the server's own OpenAPI document,
 * which is generated from the contract's zod schemas, so a route added later is fuzzed
 * without editing this file. As the admin of a tenant with data, each route gets
 * generated edge and hostile inputs (huge and negative ids, NUL, __proto__, very long
 * text, wrong types, arrays where scalars go, impossible dates...) mixed with values
 * that fit, so validation passes often enough to reach the SQL. Asserted per request:
 * no 5xx; a 4xx writes nothing (a fingerprint of every tenant table before and after);
 * an export that answers 200 is a complete xlsx (a filter failing mid-stream would leave
 * a truncated 200). FUZZ_RUNS raises the cases per route for a longer hunt.
 */
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { setupTestApp, type TestContext } from './helpers'
import { createBranch, setupOrg, type Org } from './organisation/fixtures'

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12)
const API_ROOT = '/ihrc-api'

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  format?: string
  minimum?: number
  maximum?: number
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  security?: unknown[]
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  params: Record<string, JsonSchema>
  query: Record<string, JsonSchema>
  body: Record<string, JsonSchema> | null
  guarded: boolean
}

/** The route table as the server documents it; write routes whose body it does not show (the spreadsheet and proof uploads) get `body: null`. */
function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = []
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith(API_ROOT) || path.startsWith(`${API_ROOT}/docs`)) continue
    for (const [method, op] of Object.entries(ops)) {
      const params: Record<string, JsonSchema> = {}
      const query: Record<string, JsonSchema> = {}
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') params[p.name] = p.schema ?? {}
        if (p.in === 'query') query[p.name] = p.schema ?? {}
      }
      const body = op.requestBody?.content?.['application/json']?.schema
      routes.push({
        method: method.toUpperCase() as Route['method'],
        path,
        params,
        query,
        body: body ? propertiesOf(body) : null,
        guarded: !!op.security,
      })
    }
  }
  // Deletes last, so the records the other routes act on exist while they run.
  return routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
}
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const options = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]
  return Object.assign({}, ...options.map((s) => s.properties ?? {}))
}

const HOSTILE: unknown[] = [
  '2147483648',
  2147483648,
  '9223372036854775808',
  1e308,
  '1e400',
  -1,
  '-1',
  0,
  '0',
  1.5,
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '__proto__',
  'constructor',
  'toString',
  'x'.repeat(10_000),
  '\ud800',
  '%_\\',
  "' or 1=1 --",
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '+002024-01-01',
  '-001000-01-01',
  '1899-12-31',
  '3000-01-01',
  null,
  true,
  false,
  [],
  [1, 2],
  ['a', 'b'],
  [2147483648],
  {},
  { __proto__: { admin: true } },
  { nested: ['\u0000'] },
]
const hostile = fc.constantFrom(...HOSTILE)

/** Values that fit a schema, so some requests get past validation and reach the database. */
function fitting(schema: JsonSchema, ids: number[]): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) return fc.oneof(...options.map((s) => fitting(s, ids)))
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'integer':
    case 'number':
      return fc.constantFrom(...ids, 1, 20, 2_147_483_647)
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(fitting(schema.items ?? {}, ids), { maxLength: 3 })
    case 'object':
      return fc.dictionary(fc.constantFrom('name', 'head_count', 'opening_date', 'group_id'), fc.oneof(hostile, fc.string()), {
        maxKeys: 2,
      })
    case 'null':
      return fc.constant(null)
    default:
      return fc.oneof(
        fc.constantFrom(
          'Fuzz 1',
          'Acme',
          '%_\\',
          'Ünïcødé 名前',
          '2025-01-31',
          '1900-01-01',
          '2999-12-31',
          'AAAAA9999A',
          'fuzz@test.local',
          'name',
        ),
        fc.string({ maxLength: 20 }),
      )
  }
}
function fieldValue(schema: JsonSchema, ids: number[]) {
  return fc.oneof({ arbitrary: hostile, weight: 2 }, { arbitrary: fitting(schema, ids), weight: 3 })
}
function fields(shape: Record<string, JsonSchema>, ids: number[]) {
  const arbs = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, fieldValue(s, ids)]))
  return fc.record(arbs, { requiredKeys: [] })
}

interface Case {
  params: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
}
/**
 * Bodies: fields generated one by one (mostly refused), hostile wholes, and a record the
 * API itself listed with one field changed, which gets past validation and so reaches
 * the database with an edge value (a foreign id, the largest integer, an extreme date).
 */
function bodies(shape: Record<string, JsonSchema>, ids: number[], base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape)
  const mutated = keys.length
    ? fc.constantFrom(...keys).chain((k) => fieldValue(shape[k]!, ids).map((v) => ({ ...base, [k]: v })))
    : fc.constant(base)
  return fc.oneof({ arbitrary: fields(shape, ids), weight: 2 }, { arbitrary: mutated, weight: 3 }, { arbitrary: hostile, weight: 1 })
}
function cases(route: Route, ids: number[], bodyPool: Record<string, JsonSchema>, items: Record<string, unknown>[]): fc.Arbitrary<Case> {
  const params = fc.record(Object.fromEntries(Object.entries(route.params).map(([k, s]) => [k, fieldValue(s, ids)])))
  const query = fc.oneof(
    fields(route.query, ids),
    fc.constantFrom({ sort: '__proto__' }, { sort: 'constructor', order: 'desc' }, { page: '2147483648' }),
  )
  const writes = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH'
  const shape = route.body ?? (writes ? bodyPool : null)
  const body = shape ? bodies(shape, ids, baseFor(shape, items)) : fc.constant(undefined)
  return fc.record({ params, query, body })
}
/** The listed record sharing the most fields with a body, cut to those fields. */
function baseFor(shape: Record<string, JsonSchema>, items: Record<string, unknown>[]): Record<string, unknown> {
  const overlap = (item: Record<string, unknown>) => Object.keys(shape).filter((k) => k in item).length
  const best = items.reduce<Record<string, unknown> | undefined>((a, b) => (!a || overlap(b) > overlap(a) ? b : a), undefined) ?? {}
  return Object.fromEntries(
    Object.keys(shape)
      .filter((k) => k in best)
      .map((k) => [k, best[k]]),
  )
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) {
    for (const item of Array.isArray(v) ? v : [v])
      search.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
/** Every byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser would send it). */
function pathSegment(value: unknown): string {
  return [...Buffer.from(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))]
    .map((b) => `%${b.toString(16).padStart(2, '0')}`)
    .join('')
}
function urlOf(route: Route, c: Case): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathSegment(c.params[name]))
  return `${path}${queryString(c.query)}`
}

/** Row counts and latest change of every table with tenant data: equal before and after means nothing was written. */
async function fingerprint(t: TestContext, tables: { name: string; stamp: string | null }[]): Promise<string> {
  const parts = tables.map(
    (x) => `(select count(*)::text ${x.stamp ? `|| '@' || coalesce(max("${x.stamp}")::text, '-')` : ''} from "${x.name}")`,
  )
  const res = await t.db.execute(sql.raw(`select ${parts.join(` || ',' || `)} as f`))
  return String((res.rows[0] as { f: string }).f)
}

/** An xlsx is a zip: complete only with its end-of-central-directory record at the end. */
function completeZip(body: Buffer): boolean {
  const eocd = body.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  return eocd >= 0 && eocd >= body.length - 22 - 0xffff
}

let t: TestContext
let org: Org
let ids: number[]
beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Fuzz')
  const branch = await createBranch(org, { name: 'Fuzz branch' })
  const role = await org.call('POST', '/role', { name: 'Fuzz auditor' })
  const user = await org.call('POST', '/user', { name: 'Fuzz clerk', email: 'clerk@fuzz.local', branch_ids: [branch] })
  const agreement = await org.call('POST', '/agreement/agreement', { branch_id: branch, agreement_type: 'Lease', start_date: '2024-01-01' })
  for (const res of [role, user, agreement]) if (res.statusCode !== 201) throw new Error(res.body)
  ids = [
    ...new Set([
      org.groupId,
      org.companyId,
      branch,
      org.stateId,
      org.districtId,
      org.locationId,
      role.json().data.id,
      user.json().data.id,
      agreement.json().data.id,
      org.admin.id,
    ]),
  ]
}, 60_000)
afterAll(() => t?.close())

it(
  'answers every route without a 5xx, writes nothing on a 4xx and never truncates an export',
  async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${API_ROOT}/docs/json` })).json()
    const routes = routesOf(doc)
    const bodyPool: Record<string, JsonSchema> = Object.assign({}, ...routes.map((r) => r.body ?? {}))
    const tableRows = await t.db.execute(sql`
    select c.table_name as name,
      (select column_name from information_schema.columns u where u.table_schema = 'public' and u.table_name = c.table_name
        and u.column_name in ('updated_at', 'created_at') order by u.column_name desc limit 1) as stamp
    from information_schema.columns c where c.table_schema = 'public' and c.column_name = 'tenant_id' order by 1`)
    const tables = tableRows.rows as { name: string; stamp: string | null }[]

    // Records as the API lists them: the bases that mutated bodies start from.
    const items: Record<string, unknown>[] = []
    for (const route of routes.filter((r) => r.method === 'GET' && !Object.keys(r.params).length && !r.path.endsWith('/export'))) {
      const res = await t.app.inject({ method: 'GET', url: route.path, headers: t.bearer(org.admin.token) })
      const data =
        res.statusCode === 200 && String(res.headers['content-type']).includes('json') ? (res.json() as { data?: unknown }).data : null
      if (Array.isArray(data)) items.push(...data.filter((d): d is Record<string, unknown> => typeof d === 'object' && d !== null))
    }

    const failures: string[] = []
    let total = 0
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(cases(route, ids, bodyPool, items), async (c) => {
          total++
          const before = await fingerprint(t, tables)
          const options: InjectOptions = {
            method: route.method,
            url: urlOf(route, c),
            headers: {
              ...(route.guarded ? t.bearer(org.admin.token) : {}),
              ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(c.body === undefined ? {} : { payload: JSON.stringify(c.body) ?? 'null' }),
          }
          const res = await t.app.inject(options)
          const what = `${route.method} ${options.url} ${options.payload?.toString().slice(0, 300) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`
          if (res.statusCode >= 500) throw new Error(`5xx: ${what}`)
          if (res.statusCode >= 400 && (await fingerprint(t, tables)) !== before)
            throw new Error(`a ${res.statusCode} wrote to the database: ${what}`)
          if (res.statusCode === 200 && route.path.endsWith('/export') && !completeZip(res.rawPayload))
            throw new Error(`truncated export: ${what}`)
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      )
      if (result.failed)
        failures.push(
          `${route.method} ${route.path}: ${String((result.errorInstance as Error | undefined)?.message ?? result.counterexample)}`,
        )
    }
    console.log(`fuzz: ${routes.length} routes x ${RUNS_PER_ROUTE} cases (${total} requests)`)
    expect(failures).toEqual([])
  },
  300_000 * Math.max(1, RUNS_PER_ROUTE / 12),
)
