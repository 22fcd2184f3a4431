/**
 * `defineResource`: one tenant-owned resource as a service. The HTTP routes
 * (routes.ts) and other modules (edit requests, bulk jobs) call
 * `resource.get/create/update/list` with a RequestContext and get the same rules:
 * the tenant filter, branch scoping, the base filter (row-scope.ts), 404 for ids outside
 * that scope, mass-assignment safety and duplicate-key → 409 (writes.ts).
 *
 * Its parts: which rows the caller sees (row-scope.ts), how rows are read and become
 * items (read-model.ts), the lists (list-reads.ts, with the statements prepared once in
 * list-plans.ts) and the writes (writes.ts).
 */
import { and, eq } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { businessToday, isRecordId } from '@ihrc/contract'
import { notFound } from '../errors'
import { listPlans } from './list-plans'
import { listReads } from './list-reads'
import { pagedAnswer } from './paged'
import { readModel } from './read-model'
import { rowScope } from './row-scope'
import type { RequestContext, Resource, ResourceSpec } from './types'
import { writes } from './writes'

/** The day derived statuses and export file names use (India's calendar day). */
export function today(): string {
  return businessToday()
}

export function defineResource<
  Body extends Record<string, unknown>,
  Item,
  Fields extends SelectedFields,
  const Kind extends string = never,
>(typed: ResourceSpec<Body, Item, Fields, Kind>): Resource<Body, Item> {
  // Past the spec's own checks the parts need only its shape, not its fields' types.
  const spec = typed as unknown as ResourceSpec<Body, Item, SelectedFields>
  const { table } = spec
  const scope = rowScope(spec)
  const model = readModel(spec)
  const enriched = (ctx: RequestContext, items: Item[]) => (spec.enrich && items.length ? spec.enrich(ctx, items) : items)

  async function fetchOne(ctx: RequestContext, id: number): Promise<Item | null> {
    // An id no column can hold is no record's (a caller that read it from a sheet or a body unchecked gets a 404, not a 500).
    if (!isRecordId(id)) return null
    const rows = await model.select(ctx.db, ctx.auth).where(and(eq(table.id, id), ...scope.conditions(ctx.auth)))
    return rows[0] ? (await enriched(ctx, [model.toItem(rows[0])]))[0]! : null
  }

  async function get(ctx: RequestContext, id: number): Promise<Item> {
    const item = await fetchOne(ctx, id)
    if (!item) throw notFound(spec.noun)
    return item
  }

  async function lock(ctx: RequestContext, id: number): Promise<void> {
    if (!isRecordId(id)) throw notFound(spec.noun)
    const [row] = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), ...scope.conditions(ctx.auth)))
      .for('update')
    if (!row) throw notFound(spec.noun)
  }

  const lists = listReads({
    spec: spec as unknown as ResourceSpec<Record<string, unknown>, Item, SelectedFields>,
    scope,
    model,
    plans: listPlans(table, scope, model as never, spec.countThroughJoins),
    enriched,
  })

  const resource: Resource<Body, Item> = {
    spec: spec as Resource<Body, Item>['spec'],
    ...lists,
    async page(ctx, query) {
      const { items, total, totalIsEstimate } = await lists.list(ctx, query, true)
      return pagedAnswer(query, items, total, totalIsEstimate)
    },
    get,
    async authorized(ctx, id, action) {
      const current = await get(ctx, id)
      await spec.authorize?.(ctx, action, current)
      return current
    },
    lock,
    ...writes({
      spec,
      scope,
      get,
      // Locked first, so the trail's "before" is what the write replaced.
      current: async (ctx, id) => {
        await lock(ctx, id)
        return get(ctx, id)
      },
    }),
    async currentBody(ctx, id) {
      const item = (await get(ctx, id)) as Record<string, unknown>
      return Object.fromEntries(Object.keys(spec.body.shape).map((k) => [k, item[k] ?? null]))
    },
  }
  return resource
}
