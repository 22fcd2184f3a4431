/**
 * Documents of named kinds on any factory resource (`documents: { kinds: ['ecr', 'challan'] }`):
 *
 *   POST   {path}/:id/document/:kind   upload or replace (multipart, field `file`, checked by content)
 *   GET    {path}/:id/document/:kind   download
 *   DELETE {path}/:id/document/:kind   remove
 *
 * and the item carries one field per kind (`RecordDocument` or null). One table holds
 * them for every resource (record_documents). A replacement swaps the row and drops the
 * old file in the same transaction (its bytes go to the sweep after a grace period, so a
 * download that read the old row still streams them): a failed upload leaves the
 * previous document whole, and nothing is orphaned. A download reads the record's
 * document and its file in one statement.
 * Each upload and removal is an audit entry (field = kind, before/after = file names).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { envelope, idParam, recordId, type RecordDocument } from '@ihrc/contract'
import { recordDocuments, storedFiles, users } from '../../db/schema'
import type { DbOrTx } from '../../db/client'
import type { AuthContext } from '../../plugins/access'
import { recordAudit } from './audit-trail'
import { routeOf } from '../route-of'
import { contextOf, type ZodApp } from './context'
import type { RouteKit } from './route-access'
import type { DocumentsSpec, RequestContext, Resource } from './types'
import { badRequest, notFound } from '../errors'
import { DOCUMENT_ANSWER } from '../file-answer'
import { FORM_FILE, formBody } from '../documented-body'
import { storedFileColumns, storedName, type FileStore } from '../file-store'
import { readRequiredDocument } from '../files'

/**
 * The record's present documents as `{kind: RecordDocument}` (null when none), for the
 * resource's select; `tenantId` and `id` are the outer row's columns, table-qualified.
 */
export function documentsColumn(resource: string, tenantId: SQL, id: SQL): SQL<Record<string, RecordDocument> | null> {
  return sql<Record<string, RecordDocument> | null>`(select json_object_agg(d.kind, json_build_object(
      'id', f.id, 'name', f.original_name, 'mime', f.mime, 'size', f.size,
      'uploaded_at', to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'uploaded_by', case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end))
    from ${recordDocuments} d join ${storedFiles} f on f.id = d.file_id
    left join ${users} u on u.id = d.created_by and u.tenant_id = d.tenant_id
    where d.tenant_id = ${tenantId} and d.resource = ${resource} and d.record_id = ${id})`
}

/** The item with one field per kind. */
export function withDocuments<Item>(item: Item, present: Record<string, RecordDocument> | null, kinds: readonly string[]): Item {
  return { ...item, ...Object.fromEntries(kinds.map((k) => [k, present?.[k] ?? null])) }
}

/** Drops a record's documents inside its delete's transaction (their bytes go to the sweep). */
export async function dropDocuments(db: DbOrTx, auth: AuthContext, files: FileStore, resource: string, id: number) {
  const rows = await db
    .delete(recordDocuments)
    .where(and(eq(recordDocuments.tenantId, auth.tenantId), eq(recordDocuments.resource, resource), eq(recordDocuments.recordId, id)))
    .returning({ fileId: recordDocuments.fileId })
  for (const r of rows) await files.discard(db, auth.tenantId, r.fileId)
}

export function registerDocumentKinds<Item>(
  app: ZodApp,
  resource: Resource<Record<string, unknown>, Item>,
  documents: DocumentsSpec,
  { row }: Pick<RouteKit, 'row'>,
) {
  const files = app.files
  const spec = resource.spec
  const kinds = documents.kinds as [string, ...string[]]
  const params = z.object({ id: recordId(), kind: z.enum(kinds, { error: `Choose one of: ${kinds.join(', ')}` }) })
  const schema = { tags: [spec.path], params }

  /** The document of one kind, read with the row locked so two writers cannot both replace it. */
  async function current(db: DbOrTx, auth: AuthContext, id: number, kind: string, lock: boolean) {
    const q = db
      .select({ id: recordDocuments.id, ...storedFileColumns })
      .from(recordDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, recordDocuments.fileId))
      .where(
        and(
          eq(recordDocuments.tenantId, auth.tenantId),
          eq(recordDocuments.resource, spec.path),
          eq(recordDocuments.recordId, id),
          eq(recordDocuments.kind, kind),
        ),
      )
    const [row] = lock ? await q.for('update', { of: recordDocuments }) : await q
    return row ?? null
  }

  /** Replaces (or with `next` null removes) the kind's document in `db`'s transaction. */
  async function swap(ctx: RequestContext, id: number, kind: string, next: { fileId: number; name: string } | null) {
    const { db, auth } = ctx
    // The record's row is locked first: uploads of one record's documents take turns, and a delete waits.
    await resource.lock(ctx, id)
    const old = await current(db, auth, id, kind, true)
    if (!old && !next) throw notFound('Document')
    if (old) await db.delete(recordDocuments).where(eq(recordDocuments.id, old.id))
    if (next) {
      await db
        .insert(recordDocuments)
        .values({ tenantId: auth.tenantId, createdBy: auth.userId, resource: spec.path, recordId: id, kind, fileId: next.fileId })
    }
    const change = { field: kind, before: old?.originalName ?? null, after: next?.name ?? null }
    await recordAudit(db, auth, [{ resource: spec.path, recordId: id, action: 'document', changes: [change] }])
    if (old) await files.discard(db, auth.tenantId, old.fileId)
  }

  const kindOf = z.object({ kind: params.shape.kind })
  const upload = row('uploadDocument')
  const kindInForm = !upload.path.endsWith('/:kind')
  // Both writes answer the record with its documents, as its read does.
  const answer = { 200: envelope(spec.item) }
  const uploadSchema = kindInForm ? { tags: schema.tags, params: idParam } : schema
  const file = FORM_FILE.document(`The document of the kind ${kindInForm ? 'in the form' : 'in the path'}`)
  routeOf(app, upload, {
    schema: { ...uploadSchema, documentedBody: formBody(file, kindInForm ? kindOf.shape : {}), response: answer },
    handler: async (request) => {
      const ctx = contextOf(request)
      const { id } = request.params
      await resource.authorized(ctx, id, 'document')
      const { file, fields } = await readRequiredDocument(request)
      const chosen = kindOf.safeParse(kindInForm ? fields : request.params)
      if (!chosen.success) throw badRequest({ kind: chosen.error.issues[0]!.message })
      const { kind } = chosen.data
      await files.withStoredFile(ctx.db, ctx.auth, file, (tx, fileId) =>
        swap({ ...ctx, db: tx }, id, kind, { fileId, name: storedName(file) }),
      )
      return { data: await resource.get(ctx, id), message: 'Document uploaded' }
    },
  })
  routeOf(app, row('document'), {
    schema: { ...schema, fileAnswer: DOCUMENT_ANSWER },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const { id, kind } = request.params
      await resource.get(ctx, id)
      const found = await current(ctx.db, ctx.auth, id, kind, false)
      if (!found) throw notFound('Document')
      return files.send(reply, found)
    },
  })
  routeOf(app, row('removeDocument'), {
    schema: { ...schema, response: answer },
    handler: async (request) => {
      const ctx = contextOf(request)
      const { id, kind } = request.params
      await resource.authorized(ctx, id, 'document')
      await ctx.db.transaction((tx) => swap({ ...ctx, db: tx }, id, kind, null))
      return { data: await resource.get(ctx, id), message: 'Document removed' }
    },
  })
}
