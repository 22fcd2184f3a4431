/**
 * The standard routes of one tenant-owned resource, from one description:
 *
 *   GET    {path}            paged list: search, sort, order, filters → { data, meta }
 *   GET    {path}/:id        one record
 *   POST   {path}            create (JSON)
 *   PUT    {path}/:id        update (JSON, the whole record)
 *   DELETE {path}/:id        delete
 *   GET    {path}/{template} xlsx template           (when `sheet.templatePath`)
 *   POST   {path}/{upload}   all-or-nothing bulk xlsx  (when `sheet.uploadPath`)
 *   GET    {path}/{export}   streamed xlsx of the list (when `sheet.exportPath`)
 *
 * Applied in one place, so no module can forget them: the permission check, the tenant
 * filter (always the caller's tenant, from the token), branch scoping for users limited
 * to some branches, 404 for ids outside that scope, mass-assignment safety (only the
 * body schema's fields reach the table; id, tenant_id and created_by are set here) and
 * duplicate-key → 409. A module supplies only its differences (see ResourceSpec).
 *
 * With `document: { key }` create and update also take multipart (fields + `file`,
 * checked by content) and `GET {path}/:id/document` downloads the file.
 *
 * Plugging in a new area (the smallest complete example is modules/organisation/company-group.ts):
 *
 *   export const roleResource = defineResource({
 *     path: 'role', noun: 'Designation', menu: 'settings.designation', table: roles,
 *     body: roleBody, item: role, query: listQuery,
 *     fields: { id: roles.id, name: roles.name, createdAt: roles.createdAt, updatedAt: roles.updatedAt },
 *     toItem: (r) => ({ id: r.id, name: r.name, created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString() }),
 *     search: [roles.name], sort: { name: roles.name }, defaultSort: { key: 'name', order: 'asc' },
 *     toValues: (_ctx, b) => ({ name: b.name }),
 *     duplicateMessage: 'A designation with this name already exists',
 *   })
 *   // in the module plugin:  registerCrud(app, roleResource)  + the area's special routes
 *
 * `defineResource` is also the area's service: other modules (edit requests, bulk
 * jobs) call `resource.get/create/update/list` with a RequestContext and get the same
 * rules as the HTTP routes.
 */
import path from 'node:path'
import { and, asc, desc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { businessToday, can, envelope, idParam, paged, type Action, type MenuKey, type PageMeta, type listQuery } from '@ihrc/contract'
import type { DbOrTx } from '../db/reference'
import type { Access, AuthContext } from '../plugins/access'
import { insertByUnnest, scalarColumns } from './crud-routes-bulk-insert'
import { countRows, keysetAfter, mentionsOtherTable, searchCondition, type SearchColumn } from './crud-routes-list'
export { containsPattern, through } from './crud-routes-list'
import { badRequest, conflict, forbidden, notFound, zodFieldErrors } from './errors'
import {
  DOCUMENT_TYPES,
  FileStore,
  MAX_DOCUMENT_BYTES,
  MAX_SPREADSHEET_BYTES,
  SPREADSHEET_TYPES,
  readMultipart,
  readRequiredFile,
  type Upload,
} from './files'
import {
  SpreadsheetError,
  buildTemplate,
  datedFilename,
  exportStream,
  readSheet,
  rowError,
  sendXlsx,
  type CellText,
  type SheetColumn,
} from './xlsx'

/** A table made with `tenantColumns()`. */
export type TenantTable = PgTable & { id: PgColumn; tenantId: PgColumn; createdBy: PgColumn }

/** Who is asking, and the database handle to use (a transaction inside bulk uploads). */
export interface RequestContext {
  db: DbOrTx
  auth: AuthContext
}

export interface FieldIssue {
  /** The wire field (and so the spreadsheet column) the message belongs to. */
  field: string
  message: string
}

export type ListQueryShape = z.infer<typeof listQuery> & Record<string, unknown>

export interface ImportedRow {
  input: Record<string, unknown>
  issues: FieldIssue[]
  /** Fields left unresolved because another column failed (a location of an unknown district): not reported again. */
  unresolved?: string[]
}

export interface SheetSpec<Item> {
  sheetName: string
  /** File name stem: `branches` → branches-YYYY-MM-DD.xlsx, branches-template.xlsx. */
  fileStem: string
  /**
   * Upload/template columns; async because dropdowns may list the tenant's data.
   * `preset`: the template's query (see `templateQuery`), absent on upload.
   */
  columns(ctx: RequestContext, preset?: Record<string, unknown>): Promise<readonly SheetColumn[]>
  /** Query the template route takes (e.g. `company_id` to offer only that company). */
  templateQuery?: z.ZodType
  instructions: readonly string[]
  templatePath?: string
  uploadPath?: string
  exportPath?: string
  /**
   * Prepared once per upload, inside the upload's transaction: turns one row's cell
   * texts into a body input (names resolved to ids). Issues are reported per column.
   */
  importer?(ctx: RequestContext): Promise<(values: Record<string, CellText>) => Promise<ImportedRow>>
  /** Export columns and how each reads an item. */
  exportColumns?: readonly { header: string; width?: number; value(item: Item): unknown }[]
}

export interface ResourceSpec<Body extends Record<string, unknown>, Item, Fields extends SelectedFields> {
  /** Path stem under the API prefix, e.g. 'branch'. */
  path: string
  /** 'Branch' → "Branch not found". */
  noun: string
  /** The permission menu; with several, any one of them grants the action. */
  menu: MenuKey | readonly MenuKey[]
  /**
   * 'authenticated': any signed-in user of the tenant may list and read (not export),
   * for records every screen needs in its dropdowns (groups, companies). Writes still
   * need `menu`.
   */
  readAccess?: 'authenticated'
  /** Menus that also grant the read actions (list, get, export, document), not writes. */
  readMenu?: readonly MenuKey[]
  table: TenantTable
  /** Create and update body (PUT replaces the whole record). Unknown fields are dropped. */
  body: z.ZodType<Body> & { shape: z.ZodRawShape }
  /** The wire shape of one record (documents the responses). */
  item: z.ZodType<Item>
  /** List query: listQuery plus this resource's filters. */
  query: z.ZodType<ListQueryShape>
  /** Read model: the selected columns (joins included) and how a row becomes an item. */
  fields: Fields
  /**
   * Joins that only look up related values: each row keeps exactly one match (inner
   * joins on NOT NULL foreign keys, or left joins), so the list counts the base table
   * alone unless a filter reads a joined column. Otherwise set `countThroughJoins`.
   */
  joins?(q: PgSelect): PgSelect
  /** The joins may drop rows (an inner join without a foreign key): count through them. */
  countThroughJoins?: boolean
  toItem(row: SelectResultFields<Fields>): Item
  /**
   * Columns matched by `search` (case-insensitive substring): the table's own columns
   * (each with a trigram index, see db/schema/list-indexes.ts) and related names
   * reached through a foreign key, `through(branches.companyId, companies.name)`.
   */
  search: readonly SearchColumn[]
  /** `sort` keys the client may use, and the default; each own column has a (tenant, key, id) index. */
  sort: Readonly<Record<string, PgColumn | SQL>>
  defaultSort: { key: string; order: 'asc' | 'desc' }
  /** Query key → column compared for equality (e.g. group_id). */
  filters?: Readonly<Record<string, PgColumn>>
  /** Filters that are more than equality (derived statuses). */
  extraFilters?(query: ListQueryShape): SQL[]
  /** The branch a row belongs to, for users limited to some branches. */
  branchColumn?: PgColumn
  /**
   * Rows of the table that are this resource at all (users that are not external): held
   * on list, get, update, delete and export alike, so a by-id route cannot reach past it.
   */
  baseFilter?: SQL
  /** Body → table values (camelCase). Tenant, id and creator are added by the factory. */
  toValues(ctx: RequestContext, body: Body): Record<string, unknown> | Promise<Record<string, unknown>>
  /**
   * One attached document (e.g. the agreement copy): the table property holding the
   * stored file id. Create and update then also accept multipart (fields + `file`),
   * and `GET {path}/:id/document` downloads it.
   */
  document?: { key: string }
  /** Message for a unique-key clash on create/update. */
  duplicateMessage?: string
  hooks?: {
    /** Cross-record rules (references belong to the tenant...): return issues for 400. */
    validate?(ctx: RequestContext, body: Body, id: number | null): Promise<FieldIssue[]>
    /** Throw (usually conflict()) to refuse a delete. */
    beforeDelete?(ctx: RequestContext, id: number): Promise<void>
    /**
     * Runs in the delete's transaction before the row goes (e.g. drop its document
     * rows); the returned function runs after the commit, with the request's own
     * context (e.g. remove the stored files).
     */
    cleanup?(ctx: RequestContext, id: number): Promise<((ctx: RequestContext) => Promise<void>) | void>
  }
  sheet?: SheetSpec<Item>
}

export interface Resource<Body, Item> {
  /**
   * Items matching the caller's scope and the query; `paging` false returns them all.
   * Past COUNT_EXACT_UP_TO rows an unsearched list's total is the planner's estimate
   * (`totalIsEstimate`).
   */
  list(ctx: RequestContext, query: ListQueryShape, paging: boolean): Promise<{ items: Item[]; total: number; totalIsEstimate?: boolean }>
  /** One page as the wire answers it: `{ data, meta }`, the meta saying when the total is an estimate. */
  page(ctx: RequestContext, query: ListQueryShape): Promise<{ data: Item[]; meta: PageMeta }>
  /** All matching items in the list's order, in batches read by keyset (no OFFSET, no count). */
  batches(ctx: RequestContext, query: ListQueryShape, size?: number): AsyncGenerator<Item[]>
  get(ctx: RequestContext, id: number): Promise<Item>
  /** `extra`: table values the factory sets itself (the stored document's id). */
  create(ctx: RequestContext, body: Body, extra?: Record<string, unknown>): Promise<Item>
  update(ctx: RequestContext, id: number, body: Body, extra?: Record<string, unknown>): Promise<Item>
  remove(ctx: RequestContext, id: number): Promise<void>
  /** Inserts validated bodies (bulk upload); returns the new ids. */
  insertMany(ctx: RequestContext, bodies: Body[]): Promise<number[]>
  /** The record as a body (the body schema's fields only), for merging partial changes (edit requests). */
  currentBody(ctx: RequestContext, id: number): Promise<Record<string, unknown>>
  spec: ResourceSpec<Body & Record<string, unknown>, Item, SelectedFields>
}

const PG_UNIQUE = '23505'
const PG_FOREIGN_KEY = '23503'
const INSERT_CHUNK = 5000
const EXPORT_BATCH = 1000
/** Bulk-upload rows validated and inserted at a time, so only one batch of bodies is held. */
const UPLOAD_BATCH = 1000
/** A bulk upload lists at most this many row errors (the rest are counted). */
const MAX_REPORTED_ROW_ERRORS = 1000

function menus(menu: MenuKey | readonly MenuKey[]): readonly MenuKey[] {
  return typeof menu === 'string' ? [menu] : menu
}

/**
 * The route's `config.access`. One menu: the access guard checks it. Several: the
 * guard only authenticates and `requireAny` (run as a preHandler) checks any-of.
 */
export function accessFor(menu: MenuKey | readonly MenuKey[], action: Action): { access: Access } {
  const list = menus(menu)
  return { access: list.length === 1 ? { menu: list[0]!, action } : 'authenticated' }
}
export function requireAny(menu: MenuKey | readonly MenuKey[], action: Action) {
  const list = menus(menu)
  return async (request: FastifyRequest) => {
    if (list.length > 1 && !list.some((m) => can(request.auth, m, action))) throw forbidden()
  }
}

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

function fieldErrors(issues: FieldIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const i of issues) (out[i.field] ??= []).push(i.message)
  return out
}

/** The day derived statuses and export file names use (India's calendar day). */
export function today(): string {
  return businessToday()
}

export function defineResource<Body extends Record<string, unknown>, Item, Fields extends SelectedFields>(
  spec: ResourceSpec<Body, Item, Fields>,
): Resource<Body, Item> {
  const table = spec.table

  function scope(auth: AuthContext): SQL[] {
    const conds: SQL[] = [eq(table.tenantId, auth.tenantId)]
    if (spec.baseFilter) conds.push(spec.baseFilter)
    if (spec.branchColumn && auth.branchIds !== null) {
      conds.push(auth.branchIds.length ? inArray(spec.branchColumn, auth.branchIds) : sql`false`)
    }
    return conds
  }

  async function conditions({ db, auth }: RequestContext, query: ListQueryShape): Promise<SQL[]> {
    const conds = scope(auth)
    for (const [key, column] of Object.entries(spec.filters ?? {})) {
      const v = query[key]
      if (v !== undefined && v !== null && v !== '') conds.push(eq(column, v))
    }
    if (spec.extraFilters) conds.push(...spec.extraFilters(query))
    if (query.search) conds.push(await searchCondition(db, spec.search, query.search, auth.tenantId))
    return conds
  }

  function withJoins(q: PgSelect): PgSelect {
    return spec.joins ? spec.joins(q) : q
  }

  function select(db: DbOrTx): PgSelect {
    return withJoins(db.select(spec.fields).from(table).$dynamic() as unknown as PgSelect)
  }

  /** The sort column and direction a query asks for, or the default; also the export's keyset. */
  function sortOf(query: ListQueryShape): { key: PgColumn | SQL; order: 'asc' | 'desc' } {
    // Own keys only: `sort=__proto__` or `constructor` must fall back to the default, not reach Object.prototype.
    const known = query.sort !== undefined && Object.hasOwn(spec.sort, query.sort)
    return known
      ? { key: spec.sort[query.sort!]!, order: query.order ?? 'asc' }
      : { key: spec.sort[spec.defaultSort.key]!, order: query.order ?? spec.defaultSort.order }
  }

  function orderBy(query: ListQueryShape): SQL[] {
    const { key, order } = sortOf(query)
    const dir = order === 'desc' ? desc : asc
    return [dir(key), dir(table.id)]
  }

  const toItem = (row: unknown) => spec.toItem(row as SelectResultFields<Fields>)

  async function fetchOne(ctx: RequestContext, id: number): Promise<Item | null> {
    const rows = await select(ctx.db).where(and(eq(table.id, id), ...scope(ctx.auth)))
    return rows[0] ? toItem(rows[0]) : null
  }

  async function get(ctx: RequestContext, id: number): Promise<Item> {
    const item = await fetchOne(ctx, id)
    if (!item) throw notFound(spec.noun)
    return item
  }

  async function check(ctx: RequestContext, body: Body, id: number | null) {
    const issues = (await spec.hooks?.validate?.(ctx, body, id)) ?? []
    if (issues.length) throw badRequest(fieldErrors(issues))
  }

  function mapWriteError(err: unknown): never {
    if (isPgError(err, PG_UNIQUE)) throw conflict(spec.duplicateMessage ?? `This ${spec.noun.toLowerCase()} already exists`)
    throw err
  }

  const scalar = scalarColumns(table)

  async function insertMany(ctx: RequestContext, bodies: Body[], extra: Record<string, unknown> = {}): Promise<number[]> {
    const { db, auth } = ctx
    const ids: number[] = []
    for (let i = 0; i < bodies.length; i += INSERT_CHUNK) {
      const values: Record<string, unknown>[] = []
      for (const b of bodies.slice(i, i + INSERT_CHUNK)) {
        values.push({ ...(await spec.toValues(ctx, b)), ...extra, tenantId: auth.tenantId, createdBy: auth.userId })
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
    }
    return ids
  }

  const resource: Resource<Body, Item> = {
    spec: spec as ResourceSpec<Body, Item, SelectedFields>,
    async list(ctx, query, paging) {
      const conds = await conditions(ctx, query)
      const cond = and(...conds)
      const q = select(ctx.db)
        .where(cond)
        .orderBy(...orderBy(query))
      if (!paging) {
        const items = (await q).map(toItem)
        return { items, total: items.length }
      }
      const joined = spec.countThroughJoins || mentionsOtherTable(conds, table)
      const from = (fields: SelectedFields) => {
        const base = ctx.db.select(fields).from(table).$dynamic() as unknown as PgSelect
        return joined ? withJoins(base) : base
      }
      const [rows, counted] = await Promise.all([
        q.limit(query.page_size).offset((query.page - 1) * query.page_size),
        countRows(ctx.db, from, cond, !query.search),
      ])
      return { items: rows.map(toItem), ...counted }
    },
    async page(ctx, query) {
      const { items, total, totalIsEstimate } = await resource.list(ctx, query, true)
      return {
        data: items,
        meta: { page: query.page, page_size: query.page_size, total, ...(totalIsEstimate && { total_is_estimate: true }) },
      }
    },
    async *batches(ctx, query, size = EXPORT_BATCH) {
      const cond = and(...(await conditions(ctx, query)))
      const { key, order } = sortOf(query)
      // The key as the driver returns it (timestamps as text, to the microsecond), to resume after.
      const fields = { ...spec.fields, keysetKey: sql`${key}`, keysetId: table.id }
      let after: SQL | undefined
      for (;;) {
        const batch = withJoins(ctx.db.select(fields).from(table).$dynamic() as unknown as PgSelect)
        const rows = (await batch
          .where(and(cond, after))
          .orderBy(...orderBy(query))
          .limit(size)) as { keysetKey: unknown; keysetId: number }[]
        if (rows.length) yield rows.map(toItem)
        if (rows.length < size) return
        const last = rows[rows.length - 1]!
        after = keysetAfter(table, key, order, { key: last.keysetKey, id: last.keysetId })
      }
    },
    get,
    async create(ctx, body, extra) {
      await check(ctx, body, null)
      const [id] = await insertMany(ctx, [body], extra)
      return get(ctx, id!)
    },
    async update(ctx, id, body, extra = {}) {
      await get(ctx, id)
      await check(ctx, body, id)
      await ctx.db
        .update(table)
        .set({ ...(await spec.toValues(ctx, body)), ...extra, updatedAt: new Date() } as never)
        .where(and(eq(table.id, id), ...scope(ctx.auth)))
        .catch(mapWriteError)
      return get(ctx, id)
    },
    async remove(ctx, id) {
      await get(ctx, id)
      await spec.hooks?.beforeDelete?.(ctx, id)
      const after = await ctx.db
        .transaction(async (tx) => {
          const inner = { ...ctx, db: tx }
          const done = await spec.hooks?.cleanup?.(inner, id)
          await tx.delete(table).where(and(eq(table.id, id), ...scope(ctx.auth)))
          return done
        })
        .catch((err: unknown) => {
          // A reference the module's beforeDelete did not know about (a later area).
          if (isPgError(err, PG_FOREIGN_KEY))
            throw conflict(`This ${spec.noun.toLowerCase()} is in use by other records and cannot be deleted`)
          throw err
        })
      if (after) await after(ctx)
    },
    insertMany,
    async currentBody(ctx, id) {
      const item = (await get(ctx, id)) as Record<string, unknown>
      return Object.fromEntries(Object.keys(spec.body.shape).map((k) => [k, item[k] ?? null]))
    },
  }
  return resource
}

/**
 * Registers the resource's routes on `app` (a plugin scope under the API prefix).
 * The module adds its special routes next to them on the same scope.
 */
export function registerCrud<Body extends Record<string, unknown>, Item>(app: FastifyInstance, resource: Resource<Body, Item>): void {
  const spec = resource.spec
  const base = `/${spec.path}`
  const ctxOf = (request: FastifyRequest): RequestContext => ({ db: app.db, auth: request.auth })
  const route = (action: Action) => ({ config: accessFor(spec.menu, action), preHandler: requireAny(spec.menu, action) })
  const readMenus = [...menus(spec.menu), ...(spec.readMenu ?? [])]
  const readRoute = () => ({ config: accessFor(readMenus, 'list'), preHandler: requireAny(readMenus, 'list') })
  const read = () => (spec.readAccess === 'authenticated' ? { config: { access: 'authenticated' as const } } : readRoute())
  const tags = [spec.path]
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id
  /** Sheet paths are relative to the resource, or to the API prefix when they start with '/'. */
  const at = (p: string) => (p.startsWith('/') ? p : `${base}/${p}`)

  app.get(base, { ...read(), schema: { tags, querystring: spec.query, response: { 200: paged(spec.item) } } }, (request) =>
    resource.page(ctxOf(request), request.query as ListQueryShape),
  )

  const sheet = spec.sheet
  if (sheet?.templatePath) {
    const querystring = sheet.templateQuery
    app.get(at(sheet.templatePath), { ...route('create'), schema: { tags, querystring } }, async (request, reply) => {
      const columns = await sheet.columns(ctxOf(request), request.query as Record<string, unknown>)
      const file = await buildTemplate({ sheetName: sheet.sheetName, columns, instructions: sheet.instructions })
      return sendXlsx(reply, `${sheet.fileStem}-template.xlsx`, file)
    })
  }
  if (sheet?.uploadPath && sheet.importer) {
    const importer = sheet.importer
    app.post(at(sheet.uploadPath), { ...route('create'), schema: { tags } }, async (request) => {
      const { file } = await readRequiredFile(request, { allowed: SPREADSHEET_TYPES, maxBytes: MAX_SPREADSHEET_BYTES })
      const ctx = ctxOf(request)
      const columns = await sheet.columns(ctx)
      const rows = await readSheet(file.buffer, columns).catch((err: unknown) => {
        if (err instanceof SpreadsheetError) throw badRequest(err.messages)
        throw err
      })
      const headerOf = new Map(columns.map((c) => [c.key, c.header]))
      const created = await app.db.transaction(async (tx) => {
        const inner: RequestContext = { db: tx, auth: ctx.auth }
        const toInput = await importer(inner)
        const errors: string[] = []
        let bodies: Body[] = []
        let created = 0
        let extra = 0
        const report = (row: number, field: string, message: string) => {
          if (errors.length < MAX_REPORTED_ROW_ERRORS) errors.push(rowError(row, headerOf.get(field) ?? field, message))
          else extra++
        }
        // Rows are validated and inserted a batch at a time, each sheet row released once
        // read, so the parsed file and its bodies are never all held twice. All or
        // nothing still: after the first error nothing more is inserted, and the
        // transaction rolls back what was.
        const flush = async () => {
          if (!errors.length && bodies.length) created += (await resource.insertMany(inner, bodies)).length
          bodies = []
        }
        for (let i = 0; i < rows.length; i++) {
          const r = rows[i]!
          rows[i] = undefined as never
          if (bodies.length === UPLOAD_BATCH) await flush()
          const { input, issues, unresolved = [] } = await toInput(r.values)
          for (const i of issues) report(r.row, i.field, i.message)
          const parsed = spec.body.safeParse(input)
          if (!parsed.success) {
            // A column the importer already faulted (an unknown name) is reported once.
            const faulted = new Set([...issues.map((i) => i.field), ...unresolved])
            for (const i of parsed.error.issues) {
              const field = String(i.path[0] ?? '')
              if (!faulted.has(field)) report(r.row, field, i.message)
            }
          } else if (!issues.length) bodies.push(parsed.data)
        }
        await flush()
        if (extra) errors.push(`…and ${extra} more errors`)
        if (errors.length) throw badRequest(errors)
        return created
      })
      return { data: { created }, message: `${created} ${spec.noun.toLowerCase()} records created` }
    })
  }
  if (sheet?.exportPath && sheet.exportColumns) {
    const columns = sheet.exportColumns
    app.get(at(sheet.exportPath), { ...readRoute(), schema: { tags, querystring: spec.query } }, async (request, reply) => {
      const batches = resource.batches(ctxOf(request), request.query as ListQueryShape)
      // The first batch is read before the reply starts: a failing query answers an error, not a truncated file.
      const first = await batches.next()
      async function* rows() {
        for (let next = first; !next.done; next = await batches.next()) {
          for (const item of next.value) yield columns.map((c) => c.value(item))
        }
      }
      return sendXlsx(reply, datedFilename(sheet.fileStem, today()), exportStream({ sheetName: sheet.sheetName, columns, rows: rows() }))
    })
  }

  app.get(`${base}/:id`, { ...read(), schema: { tags, params: idParam, response: { 200: envelope(spec.item) } } }, async (request) => ({
    data: await resource.get(ctxOf(request), idOf(request)),
  }))
  if (!spec.document) {
    app.post(
      base,
      { ...route('create'), schema: { tags, body: spec.body, response: { 201: envelope(spec.item) } } },
      async (request, reply) => {
        const item = await resource.create(ctxOf(request), request.body as Body)
        return reply.status(201).send({ data: item, message: `${spec.noun} created` })
      },
    )
    app.put(
      `${base}/:id`,
      { ...route('edit'), schema: { tags, params: idParam, body: spec.body, response: { 200: envelope(spec.item) } } },
      async (request) => ({
        data: await resource.update(ctxOf(request), idOf(request), request.body as Body),
        message: `${spec.noun} updated`,
      }),
    )
  }
  const documents = spec.document ? registerDocumentWrites(app, resource, spec.document.key, { route, readRoute, tags, ctxOf, idOf }) : null
  app.delete(`${base}/:id`, { ...route('delete'), schema: { tags, params: idParam } }, async (request) => {
    const ctx = ctxOf(request)
    const fileId = documents ? await documents.documentId(ctx, idOf(request)) : null
    await resource.remove(ctx, idOf(request))
    if (fileId && documents) await documents.store.remove(ctx.db, ctx.auth.tenantId, fileId)
    return { data: null, message: `${spec.noun} deleted` }
  })
}

interface RouteKit {
  route(action: Action): { config: { access: Access }; preHandler: (request: FastifyRequest) => Promise<void> }
  readRoute(): { config: { access: Access }; preHandler: (request: FastifyRequest) => Promise<void> }
  tags: string[]
  ctxOf(request: FastifyRequest): RequestContext
  idOf(request: FastifyRequest): number
}

/**
 * Create and update for a resource with one attached document: JSON, or multipart
 * with the same fields plus `file`. The schema is applied in the handler because a
 * multipart body only exists after parsing. The stored file and the record are written
 * together (FileStore.withStoredFile); a replaced document's bytes go after the commit.
 */
function registerDocumentWrites<Body extends Record<string, unknown>, Item>(
  app: FastifyInstance,
  resource: Resource<Body, Item>,
  key: string,
  { route, readRoute, tags, ctxOf, idOf }: RouteKit,
) {
  const spec = resource.spec
  const base = `/${spec.path}`
  const table = spec.table as unknown as Record<string, PgColumn> & TenantTable
  const column = table[key]!
  const store = new FileStore(path.join(app.config.dataDir, 'files'))

  async function readBody(request: FastifyRequest): Promise<{ body: Body; file: Upload | null }> {
    const form = request.isMultipart() ? await readMultipart(request, { allowed: DOCUMENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES }) : null
    const parsed = spec.body.safeParse(form ? form.fields : request.body)
    if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error))
    return { body: parsed.data as Body, file: form?.file ?? null }
  }
  async function documentId(ctx: RequestContext, id: number): Promise<number | null> {
    const [row] = await ctx.db
      .select({ fileId: column })
      .from(table)
      .where(and(eq(table.id, id), eq(table.tenantId, ctx.auth.tenantId)))
    return (row?.fileId as number | null | undefined) ?? null
  }

  app.post(base, { ...route('create'), schema: { tags, response: { 201: envelope(spec.item) } } }, async (request, reply) => {
    const ctx = ctxOf(request)
    const { body, file } = await readBody(request)
    const item = file
      ? await store.withStoredFile(ctx.db, ctx.auth, file, (tx, fileId) => resource.create({ ...ctx, db: tx }, body, { [key]: fileId }))
      : await resource.create(ctx, body)
    return reply.status(201).send({ data: item, message: `${spec.noun} created` })
  })
  app.put(
    `${base}/:id`,
    { ...route('edit'), schema: { tags, params: idParam, response: { 200: envelope(spec.item) } } },
    async (request) => {
      const ctx = ctxOf(request)
      const id = idOf(request)
      const { body, file } = await readBody(request)
      if (!file) return { data: await resource.update(ctx, id, body), message: `${spec.noun} updated` }
      await resource.get(ctx, id)
      const previous = await documentId(ctx, id)
      const item = await store.withStoredFile(ctx.db, ctx.auth, file, (tx, fileId) =>
        resource.update({ ...ctx, db: tx }, id, body, { [key]: fileId }),
      )
      if (previous) await store.remove(ctx.db, ctx.auth.tenantId, previous)
      return { data: item, message: `${spec.noun} updated` }
    },
  )
  app.get(`${base}/:id/document`, { ...readRoute(), schema: { tags, params: idParam } }, async (request, reply) => {
    const ctx = ctxOf(request)
    await resource.get(ctx, idOf(request))
    const fileId = await documentId(ctx, idOf(request))
    if (!fileId) throw notFound('Document')
    return store.send(ctx.db, reply, ctx.auth.tenantId, fileId)
  })
  return { store, documentId }
}
