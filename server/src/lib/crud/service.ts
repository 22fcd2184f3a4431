/**
 * `defineResource`: one tenant-owned resource as a service. The HTTP routes
 * (routes.ts) and other modules (edit requests, bulk jobs) call
 * `resource.get/create/update/list` with a RequestContext and get the same rules:
 * the tenant filter, branch scoping, the base filter, 404 for ids outside that scope,
 * mass-assignment safety and duplicate-key → 409.
 */
import { and, asc, count, desc, eq, getTableColumns, getTableName, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { businessToday, isRecordId, readCustomValues, type CustomValues } from '@ihrc/contract'
import { BY_TEXT, samePlanFor } from '../../db/client'
import type { DbOrTx } from '../../db/client'
import type { AuthContext } from '../../plugins/access'
import { badRequest, conflict, notFound } from '../errors'
import type { FileStore } from '../file-store'
import { changesBetween, recordAudit } from './audit-trail'
import { documentsColumn, dropDocuments, withDocuments } from './document-kinds'
import { insertByUnnest, scalarColumns } from './bulk-insert'
import { customValuesColumn, definitionsOf, dropCustomValues, readProposedCustom, saveCustomValues, withoutKeys } from './custom-fields'
import { COUNT_EXACT_UP_TO, estimateLarge, keysetAfter, knownEstimate, mentionsOtherTable, searchCondition, totalColumn } from './list'
import { pendingEditRequestColumn } from './pending-edit-requests'
import { slices } from '../time-slices'
import { periodConditions } from './periods'
import { preparedWithReader, type Prepared } from './row-reader'
import type { FieldIssue, ListQueryShape, RequestContext, Resource, ResourceSpec, RowAction } from './types'
import { pagedAnswer } from './paged'

const PG_UNIQUE = '23505'
const PG_FOREIGN_KEY = '23503'
const INSERT_CHUNK = 5000
/**
 * Rows an export reads at a time. A batch's rows are made into items (and enriched) in
 * one stretch of the event loop: at 1,000 a tracker export held it for ~20 ms at a time,
 * at 250 for ~9, for the same export time (keyset batches cost a few ms each).
 */
const EXPORT_BATCH = 250
/** A search matching up to this many rows reads its page by their ids. */
const MATCHED_IDS_UP_TO = 1000

export function isPgError(err: unknown, code: string): boolean {
  const cause = (err as { cause?: unknown })?.cause
  return (err as { code?: string })?.code === code || (cause as { code?: string } | undefined)?.code === code
}

/**
 * A column written "table"."column". Drizzle drops the table name in single-table
 * selects, which silently de-correlates a subquery (`where group_id = id`); correlated
 * subqueries in `fields` must use this for the outer column.
 */
export function qualified(column: PgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`)
}

export function fieldErrors(issues: FieldIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const i of issues) (out[i.field] ??= []).push(i.message)
  return out
}

/** The day derived statuses and export file names use (India's calendar day). */
export function today(): string {
  return businessToday()
}

function filesOf(ctx: RequestContext): FileStore {
  if (!ctx.files) throw new Error('deleting a record with documents needs ctx.files (contextOf sets it)')
  return ctx.files
}

/**
 * The condition a user limited to some branches sees rows by: the row's branch column is
 * one of theirs, or `rule(branchIds)` for rows of no one branch (none when they hold no
 * branch); no condition for a user who sees every branch. Also used by reads outside a
 * resource (the dashboard's counts).
 */
export function branchScope(auth: AuthContext, rule: SQLWrapper | ((branchIds: readonly number[]) => SQL)): SQL[] {
  if (auth.branchIds === null) return []
  if (!auth.branchIds.length) return [sql`false`]
  return [typeof rule === 'function' ? rule(auth.branchIds) : inArray(rule, auth.branchIds)]
}

export function defineResource<
  Body extends Record<string, unknown>,
  Item,
  Fields extends SelectedFields,
  const Kind extends string = never,
>(spec: ResourceSpec<Body, Item, Fields, Kind>): Resource<Body, Item> {
  const table = spec.table

  function scope(auth: AuthContext): SQL[] {
    const conds: SQL[] = [eq(table.tenantId, auth.tenantId)]
    if (spec.baseFilter) conds.push(spec.baseFilter)
    if (spec.branchColumn) conds.push(...branchScope(auth, spec.branchColumn))
    if (spec.scope) conds.push(...branchScope(auth, spec.scope))
    return conds
  }

  async function conditions({ db, auth }: RequestContext, query: ListQueryShape): Promise<SQL[]> {
    const conds = scope(auth)
    for (const [key, column] of Object.entries(spec.filters ?? {})) {
      const v = query[key]
      if (v !== undefined && v !== null && v !== '') conds.push(eq(column, v))
    }
    if (spec.periods) conds.push(...periodConditions(spec.periods.column, query))
    if (spec.extraFilters) conds.push(...(await spec.extraFilters(query, { db, auth })))
    if (query.search) conds.push(await searchCondition(db, spec.search, query.search, auth.tenantId))
    return conds
  }

  function withJoins(q: PgSelect): PgSelect {
    return spec.joins ? spec.joins(q) : q
  }

  const DOCUMENTS = '__documents'
  const CUSTOM = '__custom'
  const PENDING = '__edit_request_pending'
  const customModule = spec.customFields
  // With document kinds, each row also reads which are present; with custom fields, its
  // values; open to edit requests, whether one waits.
  const fields: SelectedFields = {
    ...spec.fields,
    ...(spec.documents && { [DOCUMENTS]: documentsColumn(spec.path, qualified(table.tenantId), qualified(table.id)) }),
    ...(customModule && { [CUSTOM]: customValuesColumn(customModule, qualified(table.tenantId), qualified(table.id)) }),
    ...(spec.editRequests && {
      [PENDING]: pendingEditRequestColumn(spec.editRequests.recordType, qualified(table.tenantId), qualified(table.id)),
    }),
  }

  async function countAlone(db: DbOrTx, total: SQL<number>): Promise<number> {
    const { rows } = await db.execute<{ n: string }>(sql`select ${total} as n`)
    return Number(rows[0]!.n)
  }

  /** The list's total as a column of each row (see totalColumn). */
  const TOTAL = '__total'

  /** `fields` from the resource's table, through its joins or from the table alone. */
  function from(db: DbOrTx, selected: SelectedFields, joined = true): PgSelect {
    const base = db.select(selected).from(table).$dynamic() as unknown as PgSelect
    return joined ? withJoins(base) : base
  }

  /** The resource's fields (and `extra`), through its joins. */
  function select(db: DbOrTx, extra: SelectedFields = {}): PgSelect {
    return from(db, { ...fields, ...extra })
  }

  /** The sort a query asks for (its name, column and direction), or the default; also the export's keyset. */
  function sortOf(query: ListQueryShape): { name: string; key: PgColumn | SQL; order: 'asc' | 'desc' } {
    // Own keys only: `sort=__proto__` or `constructor` must fall back to the default, not reach Object.prototype.
    const known = query.sort !== undefined && Object.hasOwn(spec.sort, query.sort)
    const name = known ? query.sort! : spec.defaultSort.key
    return { name, key: spec.sort[name]!, order: query.order ?? (known ? 'asc' : spec.defaultSort.order) }
  }

  function orderBy(query: ListQueryShape): SQL[] {
    const { key, order } = sortOf(query)
    const dir = order === 'desc' ? desc : asc
    return [dir(key), dir(table.id)]
  }

  const kinds = spec.documents?.kinds ?? []
  const toItem = (row: unknown): Item => {
    const item = spec.toItem(row as SelectResultFields<Fields>) as Item
    const read = row as Record<string, unknown>
    const withCustom = customModule ? { ...item, custom: read[CUSTOM] ?? {} } : item
    const withPending = spec.editRequests ? { ...withCustom, edit_request_pending: read[PENDING] === true } : withCustom
    return spec.documents ? withDocuments(withPending, read[DOCUMENTS] as never, kinds) : withPending
  }

  /** Fields the trail leaves out: secrets, document kinds (documents have entries of their own), and state that is not the record's. */
  const notAudited = new Set([...(spec.auditSkip ?? []), ...kinds, 'edit_request_pending'])
  const audited = (before: Item | null, after: Item | null) => changesBetween(before as object | null, after as object | null, notAudited)

  const enriched = (ctx: RequestContext, items: Item[]) => (spec.enrich && items.length ? spec.enrich(ctx, items) : items)

  async function fetchOne(ctx: RequestContext, id: number): Promise<Item | null> {
    // An id no column can hold is no record's (a caller that read it from a sheet or a body unchecked gets a 404, not a 500).
    if (!isRecordId(id)) return null
    const rows = await select(ctx.db).where(and(eq(table.id, id), ...scope(ctx.auth)))
    return rows[0] ? (await enriched(ctx, [toItem(rows[0])]))[0]! : null
  }

  async function get(ctx: RequestContext, id: number): Promise<Item> {
    const item = await fetchOne(ctx, id)
    if (!item) throw notFound(spec.noun)
    return item
  }

  async function authorized(ctx: RequestContext, id: number, action: RowAction): Promise<Item> {
    const current = await get(ctx, id)
    await spec.authorize?.(ctx, action, current)
    return current
  }

  async function lock(ctx: RequestContext, id: number): Promise<void> {
    if (!isRecordId(id)) throw notFound(spec.noun)
    const [row] = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), ...scope(ctx.auth)))
      .for('update')
    if (!row) throw notFound(spec.noun)
  }

  /** The record as it is, locked until the write's transaction ends, so its trail's "before" is what the write replaced. */
  async function current(ctx: RequestContext, id: number): Promise<Item> {
    await lock(ctx, id)
    return get(ctx, id)
  }

  /** `work` in a transaction of its own, or a savepoint of the caller's. */
  function inTransaction<T>(ctx: RequestContext, work: (inner: RequestContext) => Promise<T>): Promise<T> {
    return ctx.db.transaction((tx) => work({ ...ctx, db: tx }))
  }

  /**
   * The write (with its audit entry) and the afterWrite hook in one transaction; what
   * the hook leaves runs after the commit.
   */
  async function written(ctx: RequestContext, body: Body, write: (ctx: RequestContext) => Promise<{ before: Item | null; after: Item }>) {
    const hook = spec.hooks?.afterWrite
    const { after, later } = await inTransaction(ctx, async (inner) => {
      const { before, after } = await write(inner)
      return { after, later: hook ? await hook(inner, { before, after, body }) : undefined }
    })
    if (later) await later(ctx)
    return after
  }

  async function refuseWhileReferenced({ db, auth }: RequestContext, id: number): Promise<void> {
    for (const { column, message } of spec.referencedBy ?? []) {
      const tenant = getTableColumns(column.table).tenantId
      const [row] = await db
        .select({ n: count() })
        .from(column.table)
        .where(and(eq(column, id), tenant && eq(tenant, auth.tenantId)))
      if (row!.n > 0) throw conflict(typeof message === 'string' ? message : message(row!.n))
    }
  }

  /**
   * The spec's rules and the custom values checked against the tenant's definitions;
   * returns the body with its custom values as stored. An update without `custom`
   * keeps the stored values (a client that does not know the fields loses nothing).
   */
  async function check(ctx: RequestContext, body: Body, current: Item | null, customKeys?: readonly string[]): Promise<Body> {
    const issues = (await spec.hooks?.validate?.(ctx, body, current)) ?? []
    let checked = body
    if (customModule && customKeys && current) {
      const read = await readProposedCustom(ctx.db, ctx.auth.tenantId, customModule, body.custom as CustomValues | undefined, customKeys)
      issues.push(...read.issues)
      checked = { ...body, custom: { ...withoutKeys((current as { custom?: CustomValues }).custom ?? {}, customKeys), ...read.values } }
    } else if (customModule && (body.custom !== undefined || !current)) {
      const defs = await definitionsOf(ctx.db, ctx.auth.tenantId, customModule)
      const read = readCustomValues(defs, body.custom as Record<string, unknown> | undefined)
      issues.push(...read.issues)
      checked = { ...body, custom: read.values }
    }
    if (issues.length) throw badRequest(fieldErrors(issues))
    return checked
  }

  function mapWriteError(err: unknown): never {
    if (isPgError(err, PG_UNIQUE)) throw conflict(spec.duplicateMessage ?? `This ${spec.noun.toLowerCase()} already exists`)
    throw err
  }

  const scalar = scalarColumns(table)

  async function insertMany(ctx: RequestContext, bodies: Body[], extra: Record<string, unknown> = {}): Promise<number[]> {
    const { db, auth } = ctx
    const ids: number[] = []
    const breathe = slices()
    for (let i = 0; i < bodies.length; i += INSERT_CHUNK) {
      const values: Record<string, unknown>[] = []
      for (const b of bodies.slice(i, i + INSERT_CHUNK)) {
        values.push({ ...(await spec.toValues(ctx, b)), ...extra, tenantId: auth.tenantId, createdBy: auth.userId })
        await breathe()
      }
      const rows =
        values.length > 1 && scalar
          ? await insertByUnnest(db, table, scalar, values).catch(mapWriteError)
          : (
              (await db
                .insert(table)
                .values(values as never)
                .returning({ id: table.id })
                .catch(mapWriteError)) as { id: number }[]
            ).map((r) => r.id)
      ids.push(...rows)
      if (customModule) {
        const chunk = bodies.slice(i, i + INSERT_CHUNK)
        const custom = rows.flatMap((recordId, j) => {
          const values = chunk[j]!.custom as CustomValues | undefined
          // A new record has no stored values: an empty set needs no write (nor a delete).
          return values && Object.keys(values).length ? [{ recordId, values }] : []
        })
        await saveCustomValues(db, auth.tenantId, customModule, custom)
      }
      // A create entry names who and when; the values are the record's own, and each later
      // change keeps its before (reading every new row back doubled a bulk upload's time).
      await recordAudit(
        db,
        auth,
        rows.map((recordId) => ({ resource: spec.path, recordId, action: 'create' as const, changes: [] })),
      )
    }
    return ids
  }

  /** Statements whose text depends only on the resource and the sort, per database handle (tests run several). */
  const builtStatements = new WeakMap<object, Map<string, Prepared>>()

  /**
   * A statement built and prepared once, its values given as placeholders at each call:
   * building a page's select (joins, subqueries, every column) was a sixth of a list
   * request's server CPU. On samePlanFor's connections it is also planned once.
   */
  function builtOnce(db: DbOrTx, key: string, build: () => Prepared): Prepared {
    let kept = builtStatements.get(db)
    if (!kept) builtStatements.set(db, (kept = new Map()))
    let statement = kept.get(key)
    if (!statement) kept.set(key, (statement = build()))
    return statement
  }

  const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T
  const tenantIs = () => eq(table.tenantId, placeholder<number>('tenant'))

  /** The rows of the given ids in the list's order, a window of them: a primary-key lookup whose one plan fits every call. */
  function rowsByIds(db: DbOrTx, query: ListQueryShape): Prepared {
    const { name, order } = sortOf(query)
    return builtOnce(db, `ids ${name} ${order}`, () => {
      const generic = samePlanFor(db)
      const page = select(generic)
        .where(and(tenantIs(), sql`${table.id} = any(${sql.placeholder('ids')}::int[])`))
        .orderBy(...orderBy(query))
        .limit(placeholder('limit'))
        .offset(placeholder('offset'))
      return preparedWithReader(generic, page, fields)
    })
  }

  /** A page of the tenant's whole list (no filter, no branch scope), with its capped count as a column or without. */
  function wholeListPage(db: DbOrTx, query: ListQueryShape, counted: boolean): Prepared {
    const { name, order } = sortOf(query)
    return builtOnce(db, `page ${name} ${order} ${counted}`, () => {
      const generic = samePlanFor(db)
      const where = and(tenantIs(), spec.baseFilter)
      const joined = spec.countThroughJoins || mentionsOtherTable(where, table)
      const counter = (selected: SelectedFields) => from(generic, selected, joined)
      const extra: SelectedFields = counted ? { [TOTAL]: totalColumn(counter, where, false) } : {}
      const page = select(generic, extra)
        .where(where)
        .orderBy(...orderBy(query))
        .limit(placeholder('limit'))
        .offset(placeholder('offset'))
      return preparedWithReader(generic, page, { ...fields, ...extra })
    })
  }

  const resource: Resource<Body, Item> = {
    spec: spec as unknown as ResourceSpec<Body, Item, SelectedFields>,
    async list(ctx, query, paging) {
      const conds = await conditions(ctx, query)
      const cond = and(...conds)
      if (!paging) {
        const items = await enriched(
          ctx,
          (
            await select(ctx.db)
              .where(cond)
              .orderBy(...orderBy(query))
          ).map(toItem),
        )
        return { items, total: items.length }
      }
      const byIds = (ids: number[], window = { limit: ids.length, offset: 0 }) =>
        rowsByIds(ctx.db, query).execute({ tenant: ctx.auth.tenantId, ids, ...window })
      const window = { limit: query.page_size, offset: (query.page - 1) * query.page_size }
      // Only the tenant's own conditions: one plan fits every tenant and page.
      const generic = conds.length === (spec.baseFilter ? 2 : 1)
      const db = generic ? samePlanFor(ctx.db) : ctx.db
      const joined = spec.countThroughJoins || mentionsOtherTable(conds, table)
      const own = (selected: SelectedFields, join = joined) => from(db, selected, join)
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
          return { items: await enriched(ctx, rows.map(toItem)), total: matched.length }
        }
      }
      const rowsOfList = () => own({ one: sql`1` }).where(cond)
      const known = query.search ? undefined : knownEstimate(ctx.db, rowsOfList())
      // The count rides along in each row of the page, unless the list is known to be large.
      const total = known === undefined ? totalColumn(own, cond, !!query.search) : undefined
      let rows: Record<string, unknown>[]
      // The row that carries the count (see totalColumn).
      let counter: Record<string, unknown> | undefined
      if (generic) {
        rows = await wholeListPage(ctx.db, query, !!total).execute({ tenant: ctx.auth.tenantId, ...window })
        counter = rows[0]
      } else {
        // A filter's best plan depends on its values (a rare branch, a common status), and
        // planning the whole page (joins, subqueries) cost more than running it: the page's ids
        // are chosen on the filtered table alone, planned for the values, and its rows read by id.
        const page = own({ id: table.id, ...(total && { [TOTAL]: total }) }, joined || mentionsOtherTable(sortOf(query).key, table))
          .where(cond)
          .orderBy(...orderBy(query))
          .limit(window.limit)
          .offset(window.offset)
        // A search's plan depends on its words: never kept.
        const picked = (await (query.search ? page : page.prepare(BY_TEXT).execute())) as Record<string, unknown>[]
        rows = picked.length ? await byIds(picked.map((r) => r.id as number)) : []
        counter = picked[0]
      }
      const items = await enriched(ctx, rows.map(toItem))
      if (known !== undefined) return { items, total: known, totalIsEstimate: true }
      // A page past the end has no row to carry the count: counted on its own.
      const counted = counter ? (counter[TOTAL] as number) : query.page > 1 ? await countAlone(db, total!) : 0
      if (query.search || counted <= COUNT_EXACT_UP_TO) return { items, total: counted }
      return { items, total: await estimateLarge(ctx.db, rowsOfList()), totalIsEstimate: true }
    },
    async page(ctx, query) {
      const { items, total, totalIsEstimate } = await resource.list(ctx, query, true)
      return pagedAnswer(query, items, total, totalIsEstimate)
    },
    async *batches(ctx, query, size = EXPORT_BATCH) {
      const cond = and(...(await conditions(ctx, query)))
      const { key, order } = sortOf(query)
      // The key as the driver returns it (timestamps as text, to the microsecond), to resume after.
      const keyed = { ...fields, keysetKey: sql`${key}`, keysetId: table.id }
      let after: SQL | undefined
      for (;;) {
        const batch = from(ctx.db, keyed)
        const rows = (await batch
          .where(and(cond, after))
          .orderBy(...orderBy(query))
          .limit(size)) as { keysetKey: unknown; keysetId: number }[]
        if (rows.length) yield await enriched(ctx, rows.map(toItem))
        if (rows.length < size) return
        const last = rows[rows.length - 1]!
        after = keysetAfter(table, key, order, { key: last.keysetKey, id: last.keysetId })
      }
    },
    get,
    authorized,
    lock,
    async create(ctx, body, extra) {
      const checked = await check(ctx, body, null)
      const values = extra ?? (await spec.hooks?.createValues?.(ctx, body))
      return written(ctx, body, async (inner) => {
        const [id] = await insertMany(inner, [checked], values)
        return { before: null, after: await get(inner, id!) }
      })
    },
    update: (ctx, id, body, extra = {}, note) =>
      written(ctx, body, async (inner) => {
        const before = await current(inner, id)
        await spec.authorize?.(inner, 'update', before)
        const checked = await check(inner, body, before, note?.customKeys)
        await inner.db
          .update(table)
          .set({ ...(await spec.toValues(inner, body)), ...extra, updatedAt: new Date() } as never)
          .where(and(eq(table.id, id), ...scope(ctx.auth)))
          .catch(mapWriteError)
        if (customModule && checked.custom !== undefined) {
          await saveCustomValues(inner.db, ctx.auth.tenantId, customModule, [{ recordId: id, values: checked.custom as CustomValues }])
        }
        const after = await get(inner, id)
        const changes = audited(before, after)
        if (changes.length || note) {
          await recordAudit(inner.db, ctx.auth, [
            { resource: spec.path, recordId: id, action: note?.action ?? 'update', changes, remark: note?.remark },
          ])
        }
        return { before, after }
      }),
    async remove(ctx, id) {
      const after = await inTransaction(ctx, async (inner) => {
        const before = await current(inner, id)
        await spec.authorize?.(inner, 'delete', before)
        await refuseWhileReferenced(inner, id)
        const done = await spec.hooks?.cleanup?.(inner, id)
        if (spec.documents) await dropDocuments(inner.db, ctx.auth, filesOf(ctx), spec.path, id)
        await inner.db.delete(table).where(and(eq(table.id, id), ...scope(ctx.auth)))
        if (customModule) await dropCustomValues(inner.db, ctx.auth.tenantId, customModule, [id])
        await recordAudit(inner.db, ctx.auth, [{ resource: spec.path, recordId: id, action: 'delete', changes: audited(before, null) }])
        return async (outer: RequestContext) => {
          await done?.(outer)
        }
      }).catch((err: unknown) => {
        // A reference the spec's referencedBy does not name (a later area).
        if (isPgError(err, PG_FOREIGN_KEY))
          throw conflict(`This ${spec.noun.toLowerCase()} is in use by other records and cannot be deleted`)
        throw err
      })
      await after(ctx)
    },
    insertMany,
    async currentBody(ctx, id) {
      const item = (await get(ctx, id)) as Record<string, unknown>
      return Object.fromEntries(Object.keys(spec.body.shape).map((k) => [k, item[k] ?? null]))
    },
    async checkUpdate(ctx, id, body, note) {
      await check(ctx, body, await get(ctx, id), note?.customKeys)
    },
  }
  return resource
}
