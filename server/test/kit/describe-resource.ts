/**
 * The resource test kit: what every resource of the route factory must answer, checked
 * through HTTP from one description. Give it the resource (its path, sheet routes,
 * document and duplicate message are read from its spec; its menus from its rows) and how to make valid bodies:
 *
 *   describeResource(companyResource, {
 *     body: (org, n) => ({ group_id: org.groupId, name: `Kit Company ${n}` }),
 *   })
 *
 * It checks, on every standard route the resource has (list, get, create, update, delete,
 * template, bulk upload, export, document download, record history): 401 without a valid
 * token; 403 for a signed-in user without the grant, with nothing written; 400 on a bad
 * body with field messages a person can act on, with nothing written; 404 for a missing
 * id; 404 for another tenant's ids, with nothing changed; tenant, id and creator never
 * taken from the body; 409 with the declared duplicate message, with nothing written;
 * for resources with custom fields, values checked against the tenant's own definitions
 * only; and, for branch-scoped resources, nothing for a user limited to no branches.
 *
 * Each check is also exported (`resourceChecks`) so the kit's own test can run it on a
 * deliberately broken resource and see it fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { ACTIONS, endpoints, type Endpoint } from '@ihrc/contract'
import { menusOf, type CrudRows, type Resource } from '../../src/lib/crud'
import { setupTestApp, type SetupOptions, type TestContext, type TestUser } from '../helpers'
import { API, caller, createBranch, setupOrg, type Call, type Org } from '../organisation/fixtures'
import { multipartFile } from '../organisation/xlsx-helpers'

type Body = Record<string, unknown>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit takes any resource, whatever its body and item types
export type AnyResource = Resource<any, any>

export interface ResourceKitOptions {
  /** The n-th valid body for this tenant (n = 1, 2, …): distinct from every other n, so none clashes. */
  body(org: Org, n: number): Body | Promise<Body>
  /** A body clashing with `taken`, already stored (default: `taken` again). Used when the resource declares `duplicateMessage`. */
  duplicate?(taken: Body): Body
  /** A body the schema refuses (default `{}`: every required field missing). */
  invalid?: Body
  /** Options of the test app (a toy module, say). */
  setup?: SetupOptions
  /** The rows a resource outside the endpoint table (a test's toy) is registered at: its menus are read from them. */
  rows?: CrudRows
}

/** Two tenants on a fresh test app: `org` is tested, `other` owns the records that must stay out of reach. */
export interface KitWorld {
  t: TestContext
  org: Org
  other: Org
  /** The next unused n for `body`. */
  next(): number
  /** A branch of org's company at org's location (made on first use): where a limited user sees the records `body` makes. */
  homeBranch(): Promise<number>
}

export async function kitWorld(setup?: SetupOptions): Promise<KitWorld> {
  const t = await setupTestApp(setup)
  let n = 0
  const org = await setupOrg(t, 'Kit')
  let home: Promise<number> | undefined
  return {
    t,
    org,
    other: await setupOrg(t, 'Outsider'),
    next: () => ++n,
    homeBranch: () => (home ??= createBranch(org, { name: 'Kit Home' })),
  }
}

export interface ResourceCheck {
  name: string
  run(world: KitWorld): Promise<void>
}

/** An id no tenant has. */
const MISSING_ID = 2_000_000_000
/** A zod default ("Invalid input: expected string, received undefined") is not a message a person can act on. */
const ZOD_DEFAULT = /invalid input|expected .+, received|^required$/i

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** With `:id` for by-id routes. */
  url: string
  action: (typeof ACTIONS)[number]
  /** Readable by any signed-in user of the tenant (its rows say `SIGNED_IN`). */
  open?: boolean
}

/** The resource's rows in the endpoint table (the area whose list is its path); none for a test's toy. */
function areaOf(path: string): Partial<Record<string, Endpoint>> | undefined {
  return Object.values(endpoints).find((rows) => 'list' in rows && rows.list.path === path)
}

/** The standard routes `registerCrud` gives this resource (and the record history, once registered). */
function routesOf(resource: AnyResource, world: KitWorld): Route[] {
  const spec = resource.spec
  const base = `/${spec.path}`
  const area = areaOf(spec.path)
  const open = area?.list?.access === 'authenticated'
  const routes: Route[] = [
    { method: 'GET', url: base, action: 'list', open },
    { method: 'GET', url: `${base}/:id`, action: 'list', open },
    { method: 'POST', url: base, action: 'create' },
    { method: 'PUT', url: `${base}/:id`, action: 'edit' },
    { method: 'DELETE', url: `${base}/:id`, action: 'delete' },
  ]
  const sheet = spec.sheet
  const at = (row: Endpoint) => `/${row.path}`
  if (sheet && area?.template) routes.push({ method: 'GET', url: at(area.template), action: 'create' })
  if (sheet?.importer && area?.bulkUpload) routes.push({ method: 'POST', url: at(area.bulkUpload), action: 'create' })
  if (sheet?.exportColumns && area?.export) routes.push({ method: 'GET', url: at(area.export), action: 'list' })
  if (spec.document) routes.push({ method: 'GET', url: `${base}/:id/document`, action: 'list' })
  if (world.t.app.hasRoute({ method: 'GET', url: `${API}${base}/:id/history` }))
    routes.push({ method: 'GET', url: `${base}/:id/history`, action: 'list' })
  return routes
}

const KIT_PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** A body as multipart fields: custom values as `custom.<key>`, empty values left out. */
function formFields(body: Body): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(body)) {
    if (key === 'custom' && value && typeof value === 'object')
      Object.assign(out, formFields(Object.fromEntries(Object.entries(value).map(([k, v]) => [`custom.${k}`, v]))))
    else if (value !== null && value !== undefined) out[key] = String(value)
  }
  return out
}

/**
 * The resource's writes as its clients send them: a resource whose create needs its
 * document (the notice copy) takes multipart with the fields and a small PDF.
 */
function asForm(resource: AnyResource, call: Call): Call {
  if (!resource.spec.document?.required) return call
  const base = `/${resource.spec.path}`
  return (method, url, body, extra) => {
    const path = url.split('?')[0]!.replace(/\/\d+$/, '')
    const isBody = body !== undefined && body !== null && typeof body === 'object' && !Buffer.isBuffer(body)
    if ((method !== 'POST' && method !== 'PUT') || path !== base || !isBody) return call(method, url, body, extra)
    return call(method, url, ...multipartFile(KIT_PDF, 'kit.pdf', formFields(body as Body)))
  }
}
const forResource = (resource: AnyResource, t: TestContext, user: TestUser | null) => asForm(resource, caller(t, user))

/** The menus that grant the resource's routes, as its rows say (the endpoint table's, or a toy's own). */
function menusFor(resource: AnyResource, options: ResourceKitOptions): readonly string[] {
  const rows = options.rows ?? (areaOf(resource.spec.path) as CrudRows | undefined)
  if (!rows) throw new Error(`${resource.spec.path} has no rows in the endpoint table: give the kit its rows (options.rows)`)
  return menusOf(rows)
}
const byId = (route: Route) => route.url.includes(':id')
const label = (route: Route) => `${route.method} ${route.url}`

/** Calls the route on record `id` (by-id routes); writes carry `body`. */
function hit(call: Call, route: Route, id: number, body?: Body) {
  const url = route.url.replace(':id', String(id))
  const payload = route.method === 'POST' || route.method === 'PUT' ? (body ?? {}) : undefined
  return call(route.method as InjectOptions['method'], url, payload)
}

/** Status per route, as one object, so a failure lists every route that answered wrong. */
async function statuses(routes: Route[], answer: (route: Route) => Promise<number>): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const route of routes) out[label(route)] = await answer(route)
  return out
}

async function create(resource: AnyResource, org: Org, body: Body): Promise<number> {
  const res = await org.call('POST', `/${resource.spec.path}`, body)
  if (res.statusCode !== 201) throw new Error(`kit: creating a ${resource.spec.noun} failed (${res.statusCode}): ${res.body}`)
  return res.json().data.id
}

/** What the owner sees: the record as read, and how many the list holds. */
async function snapshot(resource: AnyResource, org: Org, id: number) {
  const base = `/${resource.spec.path}`
  const record = await org.call('GET', `${base}/${id}`)
  const list = await org.call('GET', `${base}?page_size=1`)
  return { record: record.statusCode === 200 ? record.json().data : record.statusCode, total: list.json().meta?.total }
}

async function userWith(world: KitWorld, permissions: string[], extra: { branchIds?: number[] } = {}): Promise<TestUser> {
  return world.t.createUser(world.org.tenantId, { permissions, ...extra })
}

export function resourceChecks(resource: AnyResource, options: ResourceKitOptions): ResourceCheck[] {
  const spec = resource.spec
  const base = `/${spec.path}`
  const body = (world: KitWorld, org = world.org) => options.body(org, world.next())
  const checks: ResourceCheck[] = [
    {
      name: 'answers 401 on every route without a token or with a forged one',
      async run(world) {
        const id = await create(resource, world.org, await body(world))
        const routes = routesOf(resource, world)
        const anonymous = forResource(resource, world.t, null)
        const forged = forResource(resource, world.t, { id: 0, email: '', password: '', token: 'not.a.token' })
        const expected = Object.fromEntries(routes.map((r) => [label(r), 401]))
        expect(await statuses(routes, async (r) => (await hit(anonymous, r, id, await body(world))).statusCode)).toEqual(expected)
        expect(await statuses(routes, async (r) => (await hit(forged, r, id, await body(world))).statusCode)).toEqual(expected)
      },
    },
    {
      name: 'answers 403 to a signed-in user without the grant, and writes nothing',
      async run(world) {
        // The callers first: for the users resource they are records too.
        const nobody = forResource(resource, world.t, await userWith(world, []))
        const listGrants = menusFor(resource, options).map((m) => `${m}:list`)
        // A resource that scopes its rows by place: the reader holds the branch where the record is, to see it.
        const reader = forResource(
          resource,
          world.t,
          await userWith(world, listGrants, spec.scope ? { branchIds: [await world.homeBranch()] } : {}),
        )
        const id = await create(resource, world.org, await body(world))
        const before = await snapshot(resource, world.org, id)
        const routes = routesOf(resource, world)
        // No grant at all: every route refused, except reads open to the whole tenant.
        const refused = await statuses(routes, async (r) => (await hit(nobody, r, id, await body(world))).statusCode)
        expect(refused).toEqual(Object.fromEntries(routes.map((r) => [label(r), r.open ? 200 : 403])))
        // Reading is not writing: the list grant of every menu opens no write.
        const writes = routes.filter((r) => r.action !== 'list')
        const readerWrites = await statuses(writes, async (r) => (await hit(reader, r, id, await body(world))).statusCode)
        expect(readerWrites).toEqual(Object.fromEntries(writes.map((r) => [label(r), 403])))
        expect(await snapshot(resource, world.org, id)).toEqual(before)
      },
    },
    {
      name: 'answers 400 with field messages a person can act on for a bad body, and writes nothing',
      async run(world) {
        const id = await create(resource, world.org, await body(world))
        const before = await snapshot(resource, world.org, id)
        for (const [method, url] of [
          ['POST', base],
          ['PUT', `${base}/${id}`],
        ] as const) {
          const res = await world.org.call(method, url, options.invalid ?? {})
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400)
          const message = res.json().message as Record<string, string[]>
          expect(typeof message, `${method} ${url}: field messages`).toBe('object')
          const sentences = Object.values(message).flat()
          expect(sentences.length, `${method} ${url}: at least one field message`).toBeGreaterThan(0)
          for (const s of sentences) expect(s, `${method} ${url}: a clear message`).not.toMatch(ZOD_DEFAULT)
        }
        expect(await snapshot(resource, world.org, id)).toEqual(before)
      },
    },
    {
      name: 'answers 404 for an id that does not exist',
      async run(world) {
        const routes = routesOf(resource, world).filter(byId)
        const got = await statuses(routes, async (r) => (await hit(world.org.call, r, MISSING_ID, await body(world))).statusCode)
        expect(got).toEqual(Object.fromEntries(routes.map((r) => [label(r), 404])))
        const res = await world.org.call('GET', `${base}/${MISSING_ID}`)
        expect(res.json().message).toBe(`${spec.noun} not found`)
      },
    },
    {
      name: "answers 404 for another tenant's ids on every by-id route, and changes nothing",
      async run(world) {
        const theirs = await create(resource, world.other, await body(world, world.other))
        const before = await snapshot(resource, world.other, theirs)
        const routes = routesOf(resource, world).filter(byId)
        const got = await statuses(routes, async (r) => (await hit(world.org.call, r, theirs, await body(world))).statusCode)
        expect(got).toEqual(Object.fromEntries(routes.map((r) => [label(r), 404])))
        expect(await snapshot(resource, world.other, theirs)).toEqual(before)
        const listed = (await world.org.call('GET', `${base}?page_size=200`)).json().data.map((r: { id: number }) => r.id)
        expect(listed).not.toContain(theirs)
      },
    },
    {
      name: 'sets tenant, id and creator itself, never from the body',
      async run(world) {
        const theirs = await create(resource, world.other, await body(world, world.other))
        const sneaky = { ...(await body(world)), id: theirs, tenant_id: world.other.tenantId, created_by: world.other.admin.id }
        const mine = await create(resource, world.org, sneaky)
        expect(mine).not.toBe(theirs)
        expect((await world.org.call('GET', `${base}/${mine}`)).statusCode).toBe(200)
        expect((await world.other.call('GET', `${base}/${mine}`)).statusCode).toBe(404)
        expect((await world.other.call('GET', `${base}/${theirs}`)).statusCode).toBe(200)
      },
    },
  ]
  const duplicateMessage = spec.duplicateMessage
  if (duplicateMessage) {
    checks.push({
      name: `answers 409 "${duplicateMessage}" on a duplicate, and writes nothing`,
      async run(world) {
        const taken = await body(world)
        await create(resource, world.org, taken)
        const second = await create(resource, world.org, await body(world))
        const before = await snapshot(resource, world.org, second)
        const clash = options.duplicate?.(taken) ?? taken
        for (const [method, url] of [
          ['POST', base],
          ['PUT', `${base}/${second}`],
        ] as const) {
          const res = await world.org.call(method, url, clash)
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(409)
          expect(res.json().message).toBe(duplicateMessage)
        }
        expect(await snapshot(resource, world.org, second)).toEqual(before)
      },
    })
  }
  const customModule = spec.customFields
  if (customModule) {
    checks.push({
      name: "checks custom values against the tenant's own field definitions, and writes nothing on a bad one",
      async run(world) {
        const define = async (o: Org, key: string) => {
          const res = await o.call('POST', '/settings/custom-fields', {
            module: customModule,
            name: `Kit ${key}`,
            key,
            type: 'number',
            required: true,
          })
          expect(res.statusCode, res.body).toBe(201)
          return res.json().data.id as number
        }
        const mine = await define(world.org, 'kit_mine')
        const theirs = await define(world.other, 'kit_theirs')
        try {
          const total = async () => (await world.org.call('GET', `${base}?page_size=1`)).json().meta.total
          const before = await total()
          const refused = await world.org.call('POST', base, { ...(await body(world)), custom: { kit_mine: 'many' } })
          expect(refused.statusCode).toBe(400)
          expect(refused.json().message).toEqual({ 'custom.kit_mine': ['Kit kit_mine must be a number'] })
          expect(await total()).toBe(before)
          // The other tenant's required field never applies here, nor is its value kept.
          const made = await world.org.call('POST', base, { ...(await body(world)), custom: { kit_mine: '7', kit_theirs: 1 } })
          expect(made.statusCode, made.body).toBe(201)
          expect(made.json().data.custom).toEqual({ kit_mine: 7 })
        } finally {
          await world.org.call('DELETE', `/settings/custom-fields/${mine}`)
          await world.other.call('DELETE', `/settings/custom-fields/${theirs}`)
        }
      },
    })
  }
  if (spec.branchColumn || spec.scope) {
    checks.push({
      name: 'shows a user limited to no branches nothing, even with every grant',
      async run(world) {
        const id = await create(resource, world.org, await body(world))
        const every = menusFor(resource, options).flatMap((m) => ACTIONS.map((a) => `${m}:${a}`))
        const limited = forResource(resource, world.t, await userWith(world, every, { branchIds: [] }))
        expect((await limited('GET', `${base}?page_size=200`)).json().data).toEqual([])
        const routes = routesOf(resource, world).filter(byId)
        const got = await statuses(routes, async (r) => (await hit(limited, r, id, await body(world))).statusCode)
        expect(got).toEqual(Object.fromEntries(routes.map((r) => [label(r), 404])))
      },
    })
  }
  return checks
}

/** The kit's checks as vitest tests, on a test app of their own. */
export function describeResource(resource: AnyResource, options: ResourceKitOptions): void {
  describe(`resource ${resource.spec.path}`, () => {
    let world: KitWorld
    beforeAll(async () => {
      const made = await kitWorld(options.setup)
      const wrap = (o: Org): Org => ({ ...o, call: asForm(resource, o.call) })
      world = { ...made, org: wrap(made.org), other: wrap(made.other) }
    })
    afterAll(() => world?.t.close())
    for (const check of resourceChecks(resource, options)) it(check.name, () => check.run(world))
  })
}
