/**
 * Create and update for a resource with one attached document: JSON, or multipart
 * with the same fields plus `file`. The schema is applied in the handler because a
 * multipart body only exists after parsing. The stored file and the record are written
 * together (FileStore.withStoredFile); a replaced document's bytes go after the commit.
 */
import { and, eq } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import { customFieldPath, envelope, idParam } from '@ihrc/contract'
import { badRequest, notFound, zodFieldErrors } from '../errors'
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, readMultipart, type Upload } from '../files'
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
  { route, readRoute, tags, created }: RouteKit,
) {
  const spec = resource.spec
  const base = `/${spec.path}`
  const table = spec.table as unknown as Record<string, PgColumn> & TenantTable
  const column = table[key]!
  const store = app.files

  async function readBody(request: FastifyRequest): Promise<{ body: Record<string, unknown>; file: Upload | null }> {
    const form = request.isMultipart() ? await readMultipart(request, { allowed: DOCUMENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES }) : null
    const parsed = spec.body.safeParse(form ? withCustomFields(form.fields) : request.body)
    if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error))
    return { body: parsed.data, file: form?.file ?? null }
  }
  async function documentId(ctx: RequestContext, id: number): Promise<number | null> {
    const [row] = await ctx.db
      .select({ fileId: column })
      .from(table)
      .where(and(eq(table.id, id), eq(table.tenantId, ctx.auth.tenantId)))
    return (row?.fileId as number | null | undefined) ?? null
  }

  app.post(base, { ...route('create'), schema: { tags, response: { 201: envelope(spec.item) } } }, async (request, reply) => {
    const ctx = contextOf(request)
    const { body, file } = await readBody(request)
    const item = file
      ? await store.withStoredFile(ctx.db, ctx.auth, file, (tx, fileId) => resource.create({ ...ctx, db: tx }, body, { [key]: fileId }))
      : await resource.create(ctx, body)
    return reply.status(201).send({ data: item, message: created(body) })
  })
  app.put(
    `${base}/:id`,
    { ...route('edit'), schema: { tags, params: idParam, response: { 200: envelope(spec.item) } } },
    async (request) => {
      const ctx = contextOf(request)
      const { id } = request.params
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
    const ctx = contextOf(request)
    await resource.get(ctx, request.params.id)
    const fileId = await documentId(ctx, request.params.id)
    if (!fileId) throw notFound('Document')
    return store.send(ctx.db, reply, ctx.auth.tenantId, fileId)
  })
  return { store, documentId }
}
