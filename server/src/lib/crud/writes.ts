/**
 * A resource's writes: create, update, delete and the bulk insert, each with its audit
 * entry, custom values and hooks, mass-assignment safety (only the body's values reach the
 * table; tenant, id and creator are set here) and duplicate-key → 409.
 */
import { and, count, eq, getTableColumns } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { readCustomValues, type CustomValues } from '@ihrc/contract'
import { badRequest, conflict } from '../errors'
import type { FileStore } from '../file-store'
import { slices } from '../time-slices'
import { changesBetween, recordAudit } from './audit-trail'
import { insertColumns, scalarColumns } from './bulk-insert'
import { definitionsOf, dropCustomValues, readProposedCustom, saveCustomValues, withoutKeys } from './custom-fields'
import { dropDocuments } from './document-kinds'
import type { RowScope } from './row-scope'
import type { BulkInsert, FieldIssue, RequestContext, Resource, ResourceSpec } from './types'

const PG_UNIQUE = '23505'
const PG_FOREIGN_KEY = '23503'
const INSERT_CHUNK = 5000

export function isPgError(err: unknown, code: string): boolean {
  const cause = (err as { cause?: unknown })?.cause
  return (err as { code?: string })?.code === code || (cause as { code?: string } | undefined)?.code === code
}

function fieldErrors(issues: FieldIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const i of issues) (out[i.field] ??= []).push(i.message)
  return out
}

function filesOf(ctx: RequestContext): FileStore {
  if (!ctx.files) throw new Error('deleting a record with documents needs ctx.files (contextOf sets it)')
  return ctx.files
}

export interface WriteParts<Body extends Record<string, unknown>, Item> {
  spec: ResourceSpec<Body, Item, SelectedFields>
  scope: RowScope
  get(ctx: RequestContext, id: number): Promise<Item>
  /** The record as it is, locked until the write's transaction ends. */
  current(ctx: RequestContext, id: number): Promise<Item>
}

type Writes<Body, Item> = Pick<Resource<Body, Item>, 'create' | 'update' | 'remove' | 'insertMany' | 'bulkInsert' | 'checkUpdate'>

export function writes<Body extends Record<string, unknown>, Item>({
  spec,
  scope,
  get,
  current,
}: WriteParts<Body, Item>): Writes<Body, Item> {
  const { table } = spec
  const customModule = spec.customFields
  const kinds = spec.documents?.kinds ?? []

  /** Fields the trail leaves out: secrets, document kinds (documents have entries of their own), and state that is not the record's. */
  const notAudited = new Set([...(spec.auditSkip ?? []), ...kinds, 'edit_request_pending'])
  const audited = (before: Item | null, after: Item | null) => changesBetween(before as object | null, after as object | null, notAudited)

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

  /**
   * A bulk insert fed one body at a time (an upload's rows as they pass their checks):
   * each body's table values go straight into the statement's column arrays (one per
   * column, for `insertColumns`), so no body, values object or row list is held per row;
   * tenant, creator and `extra` travel once. A row's custom values are kept only when it
   * has some. A table with array columns keeps its values objects for Drizzle's insert,
   * and so does a lone row (a create), where an absent value takes the column's default.
   */
  function bulkInsert(ctx: RequestContext, extra: Record<string, unknown> = {}): BulkInsert<Body> {
    const { db, auth } = ctx
    const same: Record<string, unknown> = { ...extra, tenantId: auth.tenantId, createdBy: auth.userId }
    const ids: number[] = []
    let first: Record<string, unknown> | undefined
    let rows: Record<string, unknown>[] = []
    let columns: Record<string, unknown[]> | undefined
    let pending = 0
    let custom: { at: number; values: CustomValues }[] = []

    const toColumns = (values: Record<string, unknown>) => {
      columns ??= Object.fromEntries(
        Object.keys(values)
          .filter((k) => !(k in same) && scalar!.has(k))
          .map((k) => [k, []]),
      )
      for (const k in columns) {
        const v = values[k]
        columns[k]!.push(v === null || v === undefined ? null : scalar!.get(k)!.mapToDriverValue(v))
      }
    }

    async function insertPending(): Promise<number[]> {
      if (columns && scalar) return insertColumns(db, table, scalar, columns, { same }).catch(mapWriteError)
      const values = first ? [{ ...first, ...same }] : rows.map((r) => ({ ...r, ...same }))
      const inserted = (await db
        .insert(table)
        .values(values as never)
        .returning({ id: table.id })
        .catch(mapWriteError)) as { id: number }[]
      return inserted.map((r) => r.id)
    }

    async function add(body: Body): Promise<void> {
      const values = await spec.toValues(ctx, body)
      if (!scalar) rows.push(values)
      else if (pending === 0) first = values
      else {
        if (first) toColumns(first)
        first = undefined
        toColumns(values)
      }
      const own = body.custom as CustomValues | undefined
      // A new record has no stored values: an empty set needs no write (nor a delete).
      if (customModule && own && Object.keys(own).length) custom.push({ at: pending, values: own })
      pending++
    }

    async function flush(): Promise<void> {
      if (!pending) return
      const added = await insertPending()
      if (customModule) {
        const saved = custom.map(({ at, values }) => ({ recordId: added[at]!, values }))
        await saveCustomValues(db, auth.tenantId, customModule, saved)
      }
      // A create entry names who and when; the values are the record's own, and each later
      // change keeps its before (reading every new row back doubled a bulk upload's time).
      await recordAudit(
        db,
        auth,
        added.map((recordId) => ({ resource: spec.path, recordId, action: 'create' as const, changes: [] })),
      )
      for (const id of added) ids.push(id)
      ;[first, rows, columns, pending, custom] = [undefined, [], undefined, 0, []]
    }

    return {
      add,
      flush,
      async finish() {
        await flush()
        // Once for the whole write, not per statement: an upload's branches reach their maker's list (and history) together.
        if (ids.length) await spec.hooks?.afterInsert?.(ctx, ids)
        return ids
      },
    }
  }

  async function insertMany(ctx: RequestContext, bodies: Body[], extra: Record<string, unknown> = {}): Promise<number[]> {
    const insert = bulkInsert(ctx, extra)
    const breathe = slices()
    for (const [i, body] of bodies.entries()) {
      await insert.add(body)
      if ((i + 1) % INSERT_CHUNK === 0) await insert.flush()
      await breathe()
    }
    return insert.finish()
  }

  return {
    insertMany,
    bulkInsert,
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
          .where(and(eq(table.id, id), ...scope.conditions(ctx.auth)))
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
        await inner.db.delete(table).where(and(eq(table.id, id), ...scope.conditions(ctx.auth)))
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
    async checkUpdate(ctx, id, body, note) {
      await check(ctx, body, await get(ctx, id), note?.customKeys)
    },
  }
}
