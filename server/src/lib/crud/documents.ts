/**
 * Create and update for a resource with one attached document: JSON, or multipart
 * with the same fields plus `file`. The schema is applied in the handler because a
 * multipart body only exists after parsing (the OpenAPI document shows both bodies:
 * documented-body.ts). The stored file and the record are written
 * together (FileStore.withStoredFile); a replaced document's file is dropped in the same
 * transaction and its bytes go to the sweep after a grace period (file-store.ts).
 */
import { and, eq } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import { customFieldPath, envelope, idParam } from '@ihrc/contract'
import { storedFiles } from '../../db/schema'
import { bodyWithFile } from '../documented-body'
import { DOCUMENT_ANSWER } from '../file-answer'
import { badRequest, notFound, zodFieldErrors } from '../errors'
import { storedFileColumns, type StagedFile, type StoredFileRow } from '../file-store'
import { readDocumentForm } from '../files'
import { routeOf } from '../route-of'
import { contextOf, type ZodApp } from './context'
import type { RouteKit } from './route-access'
import type { RequestContext, Resource, TenantTable } from './types'

const CUSTOM_PREFIX = customFieldPath('')

/**
 * A multipart form's custom values come as fields named `custom.<key>` (the form's own
 * control names, as the JSON body's `custom` object cannot travel in a form): gathered
 * back into `custom`.
 */
export function withCustomFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  let custom: Record<string, string> | undefined
  for (const [name, value] of Object.entries(fields)) {
    const key = name.startsWith(CUSTOM_PREFIX) ? name.slice(CUSTOM_PREFIX.length) : null
    if (key) (custom ??= {})[key] = value
    else out[name] = value
  }
  return custom ? { ...out, custom } : out
}
export function registerDocumentWrites<Item>(
  app: ZodApp,
  resource: Resource<Record<string, unknown>, Item>,
  key: string,
  { row, tags, created }: RouteKit,
) {
  const spec = resource.spec
  const table = spec.table as unknown as Record<string, PgColumn> & TenantTable
  const column = table[key]!
  const store = app.files

  async function readBody(request: FastifyRequest): Promise<{ body: Record<string, unknown>; file: StagedFile | null }> {
    const form = request.isMultipart() ? await readDocumentForm(request) : null
    const parsed = spec.body.safeParse(form ? withCustomFields(form.fields) : request.body)
    if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error))
    return { body: parsed.data, file: form?.file ?? null }
  }
  /** The record's document with its file, in one statement (one snapshot: never a file row that a replacement removed). */
  async function documentOf(ctx: RequestContext, id: number): Promise<StoredFileRow | null> {
    const [row] = await ctx.db
      .select(storedFileColumns)
      .from(table)
      .innerJoin(storedFiles, eq(storedFiles.id, column))
      .where(and(eq(table.id, id), eq(table.tenantId, ctx.auth.tenantId)))
    return row ?? null
  }

  routeOf(app, row('create'), {
    schema: { tags, documentedBody: bodyWithFile(spec.body, Boolean(spec.document?.required)), response: { 201: envelope(spec.item) } },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const { body, file } = await readBody(request)
      if (!file && spec.document?.required) throw badRequest({ file: spec.document.required })
      const item = file
        ? await store.withStoredFile(ctx.db, ctx.auth, file, (tx, fileId) => resource.create({ ...ctx, db: tx }, body, { [key]: fileId }))
        : await resource.create(ctx, body)
      return reply.status(201).send({ data: item, message: created(body) })
    },
  })
  routeOf(app, row('update'), {
    schema: { tags, params: idParam, documentedBody: bodyWithFile(spec.body, false), response: { 200: envelope(spec.item) } },
    handler: async (request) => {
      const ctx = contextOf(request)
      const { id } = request.params
      const { body, file } = await readBody(request)
      if (!file) return { data: await resource.update(ctx, id, body), message: `${spec.noun} updated` }
      await resource.get(ctx, id)
      const item = await store.withStoredFile(ctx.db, ctx.auth, file, async (tx, fileId) => {
        // Read under the record's lock: of two replacements at once, the second drops the first's file.
        await resource.lock({ ...ctx, db: tx }, id)
        const previous = await documentOf({ ...ctx, db: tx }, id)
        const updated = await resource.update({ ...ctx, db: tx }, id, body, { [key]: fileId })
        if (previous) await store.discard(tx, ctx.auth.tenantId, previous.fileId)
        return updated
      })
      return { data: item, message: `${spec.noun} updated` }
    },
  })
  routeOf(app, row('document'), {
    schema: { tags, params: idParam, fileAnswer: DOCUMENT_ANSWER },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      await resource.get(ctx, request.params.id)
      const file = await documentOf(ctx, request.params.id)
      if (!file) throw notFound('Document')
      return store.send(reply, file)
    },
  })
  return { store, documentOf }
}
