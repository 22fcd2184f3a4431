/**
 * The resource test kit: what every resource of the route factory must answer, checked
 * through HTTP from one description. Give it the resource (its path, menu, sheet routes,
 * document and duplicate message are read from its spec) and how to make valid bodies:
 *
 *   describeResource(companyResource, {
 *     body: (org, n) => ({ group_id: org.groupId, name: `Kit Company ${n}` }),
 *   })
 *
 * It checks, on every standard route the resource has (list, get, and the writes it serves:
 * create, update, delete; template, bulk upload, export, document download, documents of
 * named kinds, record history): 401 without a valid
 * token; 403 for a signed-in user without the grant, with nothing written; 400 on a bad
 * body with field messages a person can act on, with nothing written; 404 for a missing
 * id; 404 for another tenant's ids, with nothing changed; tenant, id and creator never
 * taken from the body; 409 with the declared duplicate message, with nothing written;
 * for resources with custom fields, values checked against the tenant's own definitions
 * only; for branch-scoped resources, nothing for a user limited to no branches; and, for
 * documents of named kinds, uploads judged by content (document-checks.ts). The routes and
 * the two-tenant world are in kit-routes.ts.
 *
 * Each check is also exported (`resourceChecks`) so the kit's own test can run it on a
 * deliberately broken resource and see it fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTIONS } from '@ihrc/contract'
import type { CrudRows } from '../../src/lib/crud'
import type { SetupOptions } from '../helpers'
import type { Org } from '../organisation/fixtures'
import { documentCheck } from './document-checks'
import {
  asForm,
  byId,
  forResource,
  hit,
  kitWorld,
  label,
  menusOf,
  MISSING_ID,
  routesOf,
  serves,
  snapshot,
  statuses,
  userWith,
  type AnyResource,
  type Body,
  type KitWorld,
  type SpecialRoute,
} from './kit-routes'

export { kitWorld, type AnyResource, type KitWorld } from './kit-routes'

export interface ResourceKitOptions {
  /** The n-th valid body for this tenant (n = 1, 2, …): distinct from every other n, so none clashes. */
  body?(org: Org, n: number): Body | Promise<Body>
  /**
   * For a resource that serves no create (`writes` without it: register uploads come from
   * a file, generated registers from a job): makes the tenant's n-th record the way the
   * product does, and answers its id.
   */
  make?(org: Org, n: number): Promise<number>
  /** A body clashing with `taken`, already stored (default: `taken` again). Used when the resource declares `duplicateMessage`. */
  duplicate?(taken: Body): Body
  /** A body the schema refuses (default `{}`: every required field missing). */
  invalid?: Body
  /**
   * A tenant holds at most one record (the certificate template): the kit deletes the
   * tenant's record before making another, and the duplicate is a second create.
   */
  onePerTenant?: boolean
  /** The resource's special routes on one record (`user/permissions/:id`), checked like the standard ones. */
  special?: readonly SpecialRoute[]
  /** Options of the test app (a toy module, say). */
  setup?: SetupOptions
  /** The rows a resource outside the endpoint table (a test's toy) is registered at: its menus are read from them. */
  rows?: CrudRows
}

export interface ResourceCheck {
  name: string
  run(world: KitWorld): Promise<void>
}

/** A zod default ("Invalid input: expected string, received undefined") is not a message a person can act on. */
const ZOD_DEFAULT = /invalid input|expected .+, received|^required$/i

export function resourceChecks(resource: AnyResource, options: ResourceKitOptions): ResourceCheck[] {
  const spec = resource.spec
  const base = `/${spec.path}`
  const body = async (world: KitWorld, org = world.org): Promise<Body> => (await options.body?.(org, world.next())) ?? {}
  async function create(org: Org, made: Body): Promise<number> {
    if (options.onePerTenant) {
      for (const { id } of (await org.call('GET', `${base}?page_size=200`)).json().data as { id: number }[])
        expect((await org.call('DELETE', `${base}/${id}`)).statusCode).toBe(200)
    }
    const res = await org.call('POST', base, made)
    if (res.statusCode !== 201) throw new Error(`kit: creating a ${spec.noun} failed (${res.statusCode}): ${res.body}`)
    return res.json().data.id
  }
  /** A new record of `org`: made as the product makes it, or created from the next body. */
  async function record(world: KitWorld, org = world.org): Promise<number> {
    if (options.make) return options.make(org, world.next())
    return create(org, await body(world, org))
  }
  /** The writes of a whole body the resource serves: create, and update of record `id`. */
  const bodyWrites = (id: number) =>
    [
      ['POST', base, serves(resource, 'create')],
      ['PUT', `${base}/${id}`, serves(resource, 'update')],
    ].filter(([, , served]) => served) as ['POST' | 'PUT', string][]
  const checks: ResourceCheck[] = [
    {
      name: 'answers 401 on every route without a token or with a forged one',
      async run(world) {
        const id = await record(world)
        const routes = routesOf(resource, world, options.special)
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
        const listGrants = menusOf(resource, options.rows).map((m) => `${m}:list`)
        // A resource that scopes its rows by place: the reader holds the branch where the record is, to see it.
        const reader = forResource(
          resource,
          world.t,
          await userWith(world, listGrants, spec.scope ? { branchIds: [await world.homeBranch()] } : {}),
        )
        const id = await record(world)
        const before = await snapshot(resource, world.org, id)
        const routes = routesOf(resource, world, options.special)
        // No grant at all: every route refused, except reads open to the whole tenant. A
        // scoped resource's record, made by the admin under no branch of theirs, is not theirs
        // to see: its open by-id read answers 404, never 403.
        const open = (r: (typeof routes)[number]) => (spec.scope && byId(r) ? 404 : 200)
        const refused = await statuses(routes, async (r) => (await hit(nobody, r, id, await body(world))).statusCode)
        expect(refused).toEqual(Object.fromEntries(routes.map((r) => [label(r), r.open ? open(r) : 403])))
        // Reading is not writing: the list grant of every menu opens no write.
        const writes = routes.filter((r) => r.action !== 'list')
        const readerWrites = await statuses(writes, async (r) => (await hit(reader, r, id, await body(world))).statusCode)
        expect(readerWrites).toEqual(Object.fromEntries(writes.map((r) => [label(r), 403])))
        expect(await snapshot(resource, world.org, id)).toEqual(before)
      },
    },
    {
      name: 'answers 404 for an id that does not exist',
      async run(world) {
        const routes = routesOf(resource, world, options.special).filter(byId)
        const got = await statuses(routes, async (r) => (await hit(world.org.call, r, MISSING_ID, await body(world))).statusCode)
        expect(got).toEqual(Object.fromEntries(routes.map((r) => [label(r), 404])))
        const res = await world.org.call('GET', `${base}/${MISSING_ID}`)
        expect(res.json().message).toBe(`${spec.noun} not found`)
      },
    },
    {
      name: "answers 404 for another tenant's ids on every by-id route, and changes nothing",
      async run(world) {
        const theirs = await record(world, world.other)
        const before = await snapshot(resource, world.other, theirs)
        const routes = routesOf(resource, world, options.special).filter(byId)
        const got = await statuses(routes, async (r) => (await hit(world.org.call, r, theirs, await body(world))).statusCode)
        expect(got).toEqual(Object.fromEntries(routes.map((r) => [label(r), 404])))
        expect(await snapshot(resource, world.other, theirs)).toEqual(before)
        const listed = (await world.org.call('GET', `${base}?page_size=200`)).json().data.map((r: { id: number }) => r.id)
        expect(listed).not.toContain(theirs)
      },
    },
  ]
  // What a body write must refuse or set, on the body writes the resource serves.
  if (serves(resource, 'create') || serves(resource, 'update'))
    checks.push({
      name: 'answers 400 with field messages a person can act on for a bad body, and writes nothing',
      async run(world) {
        const id = await record(world)
        const before = await snapshot(resource, world.org, id)
        for (const [method, url] of bodyWrites(id)) {
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
    })
  if (serves(resource, 'create'))
    checks.push({
      name: 'sets tenant, id and creator itself, never from the body',
      async run(world) {
        const theirs = await record(world, world.other)
        const sneaky = { ...(await body(world)), id: theirs, tenant_id: world.other.tenantId, created_by: world.other.admin.id }
        const mine = await create(world.org, sneaky)
        expect(mine).not.toBe(theirs)
        expect((await world.org.call('GET', `${base}/${mine}`)).statusCode).toBe(200)
        expect((await world.other.call('GET', `${base}/${mine}`)).statusCode).toBe(404)
        expect((await world.other.call('GET', `${base}/${theirs}`)).statusCode).toBe(200)
      },
    })
  const duplicateMessage = spec.duplicateMessage
  if (duplicateMessage) {
    checks.push({
      name: `answers 409 "${duplicateMessage}" on a duplicate, and writes nothing`,
      async run(world) {
        const taken = await body(world)
        const first = await create(world.org, taken)
        // One per tenant: any second record is the duplicate.
        const second = options.onePerTenant ? first : await record(world)
        const before = await snapshot(resource, world.org, second)
        const clash = options.onePerTenant ? await body(world) : (options.duplicate?.(taken) ?? taken)
        const writes = options.onePerTenant ? bodyWrites(second).filter(([method]) => method === 'POST') : bodyWrites(second)
        for (const [method, url] of writes) {
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
        const id = await record(world)
        const every = menusOf(resource, options.rows).flatMap((m) => ACTIONS.map((a) => `${m}:${a}`))
        const limited = forResource(resource, world.t, await userWith(world, every, { branchIds: [] }))
        expect((await limited('GET', `${base}?page_size=200`)).json().data).toEqual([])
        const routes = routesOf(resource, world, options.special).filter(byId)
        const got = await statuses(routes, async (r) => (await hit(limited, r, id, await body(world))).statusCode)
        expect(got).toEqual(Object.fromEntries(routes.map((r) => [label(r), 404])))
      },
    })
  }
  if (spec.documents) checks.push(documentCheck(resource, (world) => record(world)))
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
