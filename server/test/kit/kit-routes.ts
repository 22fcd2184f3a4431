/**
 * What the resource kit's checks share: the two-tenant world, the routes a resource has
 * (read from its spec and its rows of the endpoint table, as `registerCrud` serves them)
 * and how to call one as a client would.
 */
import type { InjectOptions } from 'fastify'
import { endpoints, type ACTIONS, type Endpoint } from '@ihrc/contract'
import { menusOf as menusOfRows, type CrudRows, type Resource } from '../../src/lib/crud'
import { setupTestApp, type SetupOptions, type TestContext, type TestUser } from '../helpers'
import { API, caller, createBranch, setupOrg, type Call, type Org } from '../organisation/fixtures'
import { multipartFile } from '../organisation/xlsx-helpers'

export type Body = Record<string, unknown>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit takes any resource, whatever its body and item types
export type AnyResource = Resource<any, any>

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

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** With `:id` for by-id routes. */
  url: string
  action: (typeof ACTIONS)[number]
  /** Readable by any signed-in user of the tenant (its rows say `SIGNED_IN`). */
  open?: boolean
  /** Takes a document: called with a small PDF as multipart, these text fields beside it. */
  upload?: Record<string, string>
  /** The body a special route is called with (its own schema's, so its answers are about the record). */
  body?: Body
}

/** A special route of the resource's records (the row's `:id` is the record): the kit asks of it what it asks of every route. */
export interface SpecialRoute {
  row: Endpoint
  body?: Body
}

/** A special route as the kit calls it: its action and openness from its row. */
function special({ row, body }: SpecialRoute): Route {
  const open = row.access === 'authenticated'
  const action = typeof row.access === 'object' ? row.access.action : 'list'
  return { method: row.method, url: `/${row.path}`, action, open, ...(body ? { body } : {}) }
}

/** An id no tenant has. */
export const MISSING_ID = 2_000_000_000
export const KIT_PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** The resource's rows in the endpoint table (the area whose list is its path); none for a test's toy. */
export function areaOf(path: string): Partial<Record<string, Endpoint>> | undefined {
  return Object.values(endpoints).find((rows) => 'list' in rows && rows.list.path === path)
}

/** Which of the factory's writes the resource serves over HTTP (`writes`, all by default). */
export const serves = (resource: AnyResource, write: 'create' | 'update' | 'delete') =>
  !resource.spec.writes || resource.spec.writes.includes(write)

/**
 * The documents-of-kinds routes (`documents: { kinds }`), on the first kind: download,
 * upload (at `:kind`, or the trackers' `upload/:id` with the kind as a form field) and
 * removal. A toy registered outside the table has the factory's default paths.
 */
export function documentRoutes(resource: AnyResource): Route[] {
  const kind = resource.spec.documents?.kinds[0]
  if (!kind) return []
  const base = resource.spec.path
  const area = areaOf(base)
  const at = (row: Endpoint | undefined, fallback: string) => `/${(row?.path ?? fallback).replace(':kind', kind)}`
  const uploadPath = area?.uploadDocument?.path ?? `${base}/:id/document/:kind`
  return [
    { method: 'GET', url: at(area?.document, `${base}/:id/document/:kind`), action: 'list' },
    { method: 'POST', url: `/${uploadPath.replace(':kind', kind)}`, action: 'edit', upload: uploadPath.includes(':kind') ? {} : { kind } },
    { method: 'DELETE', url: at(area?.removeDocument, `${base}/:id/document/:kind`), action: 'edit' },
  ]
}

/** The standard routes `registerCrud` gives this resource (and the record history, once registered). */
export function routesOf(resource: AnyResource, world: KitWorld, specials: readonly SpecialRoute[] = []): Route[] {
  const spec = resource.spec
  const base = `/${spec.path}`
  const area = areaOf(spec.path)
  const open = area?.list?.access === 'authenticated'
  const routes: Route[] = [
    { method: 'GET', url: base, action: 'list', open },
    { method: 'GET', url: `${base}/:id`, action: 'list', open },
  ]
  if (serves(resource, 'create')) routes.push({ method: 'POST', url: base, action: 'create' })
  if (serves(resource, 'update')) routes.push({ method: 'PUT', url: `${base}/:id`, action: 'edit' })
  if (serves(resource, 'delete')) routes.push({ method: 'DELETE', url: `${base}/:id`, action: 'delete' })
  const sheet = spec.sheet
  const at = (row: Endpoint) => `/${row.path}`
  if (sheet && area?.template) routes.push({ method: 'GET', url: at(area.template), action: 'create' })
  if (sheet?.importer && area?.bulkUpload) routes.push({ method: 'POST', url: at(area.bulkUpload), action: 'create' })
  if (sheet?.exportColumns && area?.export) routes.push({ method: 'GET', url: at(area.export), action: 'list' })
  if (spec.document) routes.push({ method: 'GET', url: `${base}/:id/document`, action: 'list' })
  routes.push(...documentRoutes(resource), ...specials.map(special))
  if (world.t.app.hasRoute({ method: 'GET', url: `${API}${base}/:id/history` }))
    routes.push({ method: 'GET', url: `${base}/:id/history`, action: 'list' })
  return routes
}

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
export function asForm(resource: AnyResource, call: Call): Call {
  if (!resource.spec.document?.required) return call
  const base = `/${resource.spec.path}`
  return (method, url, body, extra) => {
    const path = url.split('?')[0]!.replace(/\/\d+$/, '')
    const isBody = body !== undefined && body !== null && typeof body === 'object' && !Buffer.isBuffer(body)
    if ((method !== 'POST' && method !== 'PUT') || path !== base || !isBody) return call(method, url, body, extra)
    return call(method, url, ...multipartFile(KIT_PDF, 'kit.pdf', formFields(body as Body)))
  }
}
export const forResource = (resource: AnyResource, t: TestContext, user: TestUser | null) => asForm(resource, caller(t, user))

/** The menus that grant the resource's routes, as its rows say (the endpoint table's, or a toy's own `rows`). */
export function menusOf(resource: AnyResource, rows?: CrudRows): readonly string[] {
  const own = rows ?? (areaOf(resource.spec.path) as CrudRows | undefined)
  if (!own) throw new Error(`${resource.spec.path} has no rows in the endpoint table: give the kit its rows (options.rows)`)
  const writers = menusOfRows(own)
  if (writers.length) return writers
  // A resource that serves no write (registers: made by uploads and jobs) is granted by its list row.
  const access = own.list?.access
  return typeof access === 'object' ? [access.menu].flat() : []
}
export const byId = (route: Route) => route.url.includes(':id')
export const label = (route: Route) => `${route.method} ${route.url}`

/** Calls the route on record `id` (by-id routes); writes carry `body`, uploads a small PDF. */
export function hit(call: Call, route: Route, id: number, body?: Body) {
  const url = route.url.replace(':id', String(id))
  if (route.upload) return call(route.method, url, ...multipartFile(KIT_PDF, 'kit.pdf', route.upload))
  const payload = route.method === 'POST' || route.method === 'PUT' ? (route.body ?? body ?? {}) : undefined
  return call(route.method as InjectOptions['method'], url, payload)
}

/** Status per route, as one object, so a failure lists every route that answered wrong. */
export async function statuses(routes: Route[], answer: (route: Route) => Promise<number>): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const route of routes) out[label(route)] = await answer(route)
  return out
}

/** What the owner sees: the record as read, and how many the list holds. */
export async function snapshot(resource: AnyResource, org: Org, id: number) {
  const base = `/${resource.spec.path}`
  const record = await org.call('GET', `${base}/${id}`)
  const list = await org.call('GET', `${base}?page_size=1`)
  return { record: record.statusCode === 200 ? record.json().data : record.statusCode, total: list.json().meta?.total }
}

export async function userWith(world: KitWorld, permissions: string[], extra: { branchIds?: number[] } = {}): Promise<TestUser> {
  return world.t.createUser(world.org.tenantId, { permissions, ...extra })
}
