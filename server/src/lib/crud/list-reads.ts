/**
 * A resource's lists: a page of it (the items and the total, exact or estimated) and the
 * export's batches. A page of the tenant's whole list takes a statement prepared once
 * (list-plans.ts); a filtered or branch-limited one picks its page's ids on the table
 * alone, planned for its values, and reads the rows by id.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { BY_TEXT, samePlanFor, type DbOrTx } from '../../db/client'
import { COUNT_EXACT_UP_TO, estimateLarge, keysetAfter, knownEstimate, mentionsOtherTable, searchCondition, totalColumn } from './list'
import { TOTAL, type ListPlans } from './list-plans'
import { periodConditions } from './periods'
import type { ReadModel } from './read-model'
import type { RowScope } from './row-scope'
import type { ListQueryShape, RequestContext, Resource, ResourceSpec } from './types'

/**
 * Rows an export reads at a time. A batch's rows are made into items (and enriched) in
 * one stretch of the event loop: at 1,000 a tracker export held it for ~20 ms at a time,
 * at 250 for ~9, for the same export time (keyset batches cost a few ms each).
 */
const EXPORT_BATCH = 250
/** A search matching up to this many rows reads its page by their ids. */
const MATCHED_IDS_UP_TO = 1000

export interface ListParts<Item> {
  spec: ResourceSpec<Record<string, unknown>, Item, SelectedFields>
  scope: RowScope
  model: ReadModel<Item>
  plans: ListPlans
  enriched(ctx: RequestContext, items: Item[]): Item[] | Promise<Item[]>
}

async function countAlone(db: DbOrTx, total: SQL<number>): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`select ${total} as n`)
  return Number(rows[0]!.n)
}

export function listReads<Item>({
  spec,
  scope,
  model,
  plans,
  enriched,
}: ListParts<Item>): Pick<Resource<unknown, Item>, 'list' | 'batches'> {
  const { table } = spec

  /** What the query asks beyond the caller's scope: its filters, periods and search. */
  async function filters({ db, auth }: RequestContext, query: ListQueryShape): Promise<SQL[]> {
    const conds: SQL[] = []
    for (const [key, column] of Object.entries(spec.filters ?? {})) {
      const v = query[key]
      if (v !== undefined && v !== null && v !== '') conds.push(eq(column, v))
    }
    if (spec.periods) conds.push(...periodConditions(spec.periods.column, query))
    if (spec.extraFilters) conds.push(...(await spec.extraFilters(query, { db, auth })))
    if (query.search) conds.push(await searchCondition(db, spec.search, query.search, auth.tenantId))
    return conds
  }

  async function all(ctx: RequestContext, cond: SQL | undefined, query: ListQueryShape) {
    const rows = await model
      .select(ctx.db, ctx.auth)
      .where(cond)
      .orderBy(...model.orderBy(query, ctx.auth))
    const items = await enriched(ctx, rows.map(model.toItem))
    return { items, total: items.length }
  }

  return {
    async list(ctx, query, paging) {
      const asked = await filters(ctx, query)
      const conds = [...scope.conditions(ctx.auth), ...asked]
      const cond = and(...conds)
      if (!paging) return all(ctx, cond, query)
      const byIds = (ids: number[], window = { limit: ids.length, offset: 0 }): Promise<Record<string, unknown>[]> =>
        model.scoped(ctx.auth)
          ? // Fields of the caller's own scope: a statement of their values, not the one prepared for every caller.
            model
              .select(ctx.db, ctx.auth)
              .where(and(scope.ofTenant(ctx.auth.tenantId), sql`${table.id} = any(${sql.param(ids)}::int[])`))
              .orderBy(...model.orderBy(query, ctx.auth))
              .limit(window.limit)
              .offset(window.offset)
          : plans.rowsByIds(ctx.db, query).execute({ tenant: ctx.auth.tenantId, ids, ...window })
      const window = { limit: query.page_size, offset: (query.page - 1) * query.page_size }
      // The tenant's whole list, as every caller who sees all its branches sees it: one plan fits every tenant and page.
      const whole = !asked.length && !scope.narrowed(ctx.auth) && !model.scoped(ctx.auth)
      const db = whole ? samePlanFor(ctx.db) : ctx.db
      const joined = spec.countThroughJoins || mentionsOtherTable(conds, table)
      const own = (selected: SelectedFields, join = joined) => model.from(db, selected, join)
      // A search matches its rows once: up to MATCHED_IDS_UP_TO ids are the count, and the
      // page is read by them (counting in the page's statement ran the trigram scan twice).
      if (query.search) {
        const matched = (await own({ id: table.id })
          .where(cond)
          .limit(MATCHED_IDS_UP_TO + 1)) as { id: number }[]
        if (matched.length <= MATCHED_IDS_UP_TO) {
          if (!matched.length) return { items: [], total: 0 }
          const rows = await byIds(
            matched.map((r) => r.id),
            window,
          )
          return { items: await enriched(ctx, rows.map(model.toItem)), total: matched.length }
        }
      }
      const rowsOfList = () => own({ one: sql`1` }).where(cond)
      const known = query.search ? undefined : knownEstimate(ctx.db, rowsOfList())
      // The count rides along in each row of the page, unless the list is known to be large.
      const total = known === undefined ? totalColumn(own, cond, !!query.search) : undefined
      let rows: Record<string, unknown>[]
      // The row that carries the count (see totalColumn).
      let counter: Record<string, unknown> | undefined
      if (whole) {
        rows = await plans.wholeListPage(ctx.db, query, !!total).execute({ tenant: ctx.auth.tenantId, ...window })
        counter = rows[0]
      } else {
        // A filter's best plan depends on its values (a rare branch, a common status), and
        // planning the whole page (joins, subqueries) cost more than running it: the page's ids
        // are chosen on the filtered table alone, planned for the values, and its rows read by id.
        const page = own(
          { id: table.id, ...(total && { [TOTAL]: total }) },
          joined || mentionsOtherTable(model.sortOf(query, ctx.auth).key, table),
        )
          .where(cond)
          .orderBy(...model.orderBy(query, ctx.auth))
          .limit(window.limit)
          .offset(window.offset)
        // A search's plan depends on its words: never kept.
        const picked = (await (query.search ? page : page.prepare(BY_TEXT).execute())) as Record<string, unknown>[]
        rows = picked.length ? await byIds(picked.map((r) => r.id as number)) : []
        counter = picked[0]
      }
      const items = await enriched(ctx, rows.map(model.toItem))
      if (known !== undefined) return { items, total: known, totalIsEstimate: true }
      // A page past the end has no row to carry the count: counted on its own.
      const counted = counter ? (counter[TOTAL] as number) : query.page > 1 ? await countAlone(db, total!) : 0
      if (query.search || counted <= COUNT_EXACT_UP_TO) return { items, total: counted }
      return { items, total: await estimateLarge(ctx.db, rowsOfList()), totalIsEstimate: true }
    },
    async *batches(ctx, query, size = EXPORT_BATCH) {
      const cond = and(...scope.conditions(ctx.auth), ...(await filters(ctx, query)))
      const { key, order } = model.sortOf(query, ctx.auth)
      // The key as the driver returns it (timestamps as text, to the microsecond), to resume after.
      const keyed = { ...model.fieldsFor(ctx.auth), keysetKey: sql`${key}`, keysetId: table.id }
      let after: SQL | undefined
      for (;;) {
        const rows = (await model
          .from(ctx.db, keyed)
          .where(and(cond, after))
          .orderBy(...model.orderBy(query, ctx.auth))
          .limit(size)) as { keysetKey: unknown; keysetId: number }[]
        if (rows.length) yield await enriched(ctx, rows.map(model.toItem))
        if (rows.length < size) return
        const last = rows[rows.length - 1]!
        after = keysetAfter(table, key, order, { key: last.keysetKey, id: last.keysetId })
      }
    },
  }
}
