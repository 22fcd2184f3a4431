/**
 * The due-item routes (API.md "Compliance"): the list, what is due now, history, the
 * maker-checker moves, remarks and dates, proof documents, export and bulk update.
 */
import { businessToday, dueItemEndpointSchemas, endpoints, type DataStatus, type DueItemQuery } from '@ihrc/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import { dueItemEvents, dueItemProofs, storedFiles } from '../../../db/schema'
import { contextOf, today, routeOf } from '../../../lib/crud'
import { FORM_FILE, formBody } from '../../../lib/documented-body'
import { notFound } from '../../../lib/errors'
import { DOCUMENT_ANSWER, XLSX_ANSWER } from '../../../lib/file-answer'
import { storedFileColumns } from '../../../lib/file-store'
import { MAX_SPREADSHEET_BYTES, SPREADSHEET_TYPES, readRequiredDocument, readRequiredFile } from '../../../lib/files'
import { holdUploadSlot } from '../../../lib/upload-slots'
import { buildTemplate, datedFilename, exportStream, sendXlsx } from '../../../lib/xlsx'
import { addDays } from '../../../lib/civil-date'
import { onAssigned } from '../assignments'
import { generateForAssigned } from './generate'
import { dueItemResource } from './resource'
import { statusLabels } from '../../settings/status'
import { SHEET_NAME, UPDATE_COLUMNS, UPDATE_INSTRUCTIONS, bulkUpdate, exportColumns } from './sheet'
import { authorizeProof, authorizeProofRemoval, moveItems, updateItem } from './transitions'

// Once per process (not per app): assignments made or reactivated get their 12 months of due items in the same transaction.
if (!onAssigned.includes(generateForAssigned)) onAssigned.push(generateForAssigned)

const rows = endpoints.dueItem
const schemas = dueItemEndpointSchemas().dueItem
const tags = ['Compliance']

/** The statuses "due now" lists. */
const DUE_NOW: readonly DataStatus[] = ['due', 'rejected', 'overdue']

export const dueItemRoutes: FastifyPluginAsyncZod = async (app) => {
  routeOf(app, rows.list, {
    schema: { tags, querystring: schemas.list.query, response: { 200: schemas.list.response } },
    handler: async (request) => dueItemResource.page(contextOf(request), request.query),
  })

  routeOf(app, rows.get, {
    schema: { tags, params: schemas.get.params, response: { 200: schemas.get.response } },
    handler: async (request) => ({
      data: await dueItemResource.get(contextOf(request), request.params.id),
    }),
  })

  routeOf(app, rows.due, {
    schema: { tags, querystring: schemas.due.query, response: { 200: schemas.due.response } },
    handler: async (request) => {
      const { within_days: within, to, data_status: one, 'data_status[]': many, ...query } = request.query
      // One item (a notification opens it so) is shown wherever its due date falls: the horizon narrows browsing, not a link.
      const horizon = query.id ? undefined : addDays(businessToday(), within)
      const until = horizon && !(to && to < horizon) ? horizon : to
      // What is due now is open; asked statuses narrow it (the overdue card opens `data_status=overdue`), never widen it.
      const asked = [...(one ?? []), ...(many ?? [])].filter((s) => DUE_NOW.includes(s))
      return dueItemResource.page(contextOf(request), {
        ...query,
        to: until,
        data_status: asked.length ? asked : [...DUE_NOW],
        'data_status[]': undefined,
      })
    },
  })

  routeOf(app, rows.history, {
    schema: { tags, querystring: schemas.history.query, response: { 200: schemas.history.response } },
    handler: async (request) => {
      const query: DueItemQuery & { delayed?: boolean } = { ...request.query, data_status: ['approved'] }
      return dueItemResource.page(contextOf(request), query.sort ? query : { ...query, sort: 'due_date', order: 'desc' })
    },
  })

  routeOf(app, rows.update, {
    schema: { tags, params: schemas.update.params, body: schemas.update.body, response: { 200: schemas.update.response } },
    handler: async (request) => ({
      data: await updateItem(contextOf(request), request.params.id, request.body),
      message: 'Due item updated',
    }),
  })

  routeOf(app, rows.recordStatus, {
    schema: { tags, body: schemas.recordStatus.body, response: { 200: schemas.recordStatus.response } },
    handler: async (request) => {
      const { ids, ...move } = request.body
      return { data: await moveItems(contextOf(request), ids, move), message: 'Status recorded' }
    },
  })

  routeOf(app, rows.transition, {
    schema: { tags, params: schemas.transition.params, body: schemas.transition.body, response: { 200: schemas.transition.response } },
    handler: async (request) => {
      const [item] = await moveItems(contextOf(request), [request.params.id], request.body)
      return { data: item!, message: 'Status recorded' }
    },
  })

  routeOf(app, rows.uploadProof, {
    schema: {
      tags,
      params: schemas.uploadProof.params,
      documentedBody: formBody(FORM_FILE.document('One proof file')),
      response: { 201: schemas.uploadProof.response },
    },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const { id } = request.params
      await authorizeProof(ctx, id)
      const { file } = await readRequiredDocument(request)
      await app.files.withStoredFile(ctx.db, ctx.auth, file, async (tx, fileId) => {
        await authorizeProof({ ...ctx, db: tx }, id)
        await tx.insert(dueItemProofs).values({ tenantId: ctx.auth.tenantId, createdBy: ctx.auth.userId, dueItemId: id, fileId })
      })
      return reply.status(201).send({ data: await dueItemResource.get(ctx, id), message: 'Proof uploaded' })
    },
  })

  /** The proof with its file, in one statement (one snapshot: never a file row removed meanwhile). */
  async function proofOf(tenantId: number, dueItemId: number, fileId: number) {
    const [row] = await app.db
      .select({ id: dueItemProofs.id, ...storedFileColumns })
      .from(dueItemProofs)
      .innerJoin(storedFiles, eq(storedFiles.id, dueItemProofs.fileId))
      .where(and(eq(dueItemProofs.tenantId, tenantId), eq(dueItemProofs.dueItemId, dueItemId), eq(dueItemProofs.fileId, fileId)))
    if (!row) throw notFound('Proof')
    return row
  }

  routeOf(app, rows.proof, {
    schema: { tags, params: schemas.proof.params, fileAnswer: DOCUMENT_ANSWER },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const { id, fileId } = request.params
      await dueItemResource.get(ctx, id)
      return app.files.send(reply, await proofOf(ctx.auth.tenantId, id, fileId))
    },
  })

  routeOf(app, rows.removeProof, {
    schema: { tags, params: schemas.removeProof.params, body: schemas.removeProof.body, response: { 200: schemas.removeProof.response } },
    handler: async (request) => {
      const ctx = contextOf(request)
      const { id, fileId } = request.params
      await ctx.db.transaction(async (tx) => {
        const inner = { ...ctx, db: tx }
        await dueItemResource.lock(inner, id)
        const proof = await proofOf(ctx.auth.tenantId, id, fileId)
        const remark = await authorizeProofRemoval(
          inner,
          id,
          (item) => item.proof.find((p) => p.id === fileId)?.name ?? `file ${fileId}`,
          request.body,
        )
        await tx.delete(dueItemProofs).where(eq(dueItemProofs.id, proof.id))
        // The trail is the item's audit record: who removed which approved proof, when and why.
        if (remark) await tx.insert(dueItemEvents).values({ tenantId: ctx.auth.tenantId, dueItemId: id, remark, actorId: ctx.auth.userId })
        await app.files.discard(tx, ctx.auth.tenantId, fileId)
      })
      return { data: await dueItemResource.get(ctx, id), message: 'Proof removed' }
    },
  })

  routeOf(app, rows.export, {
    schema: { tags, querystring: schemas.export.query, fileAnswer: XLSX_ANSWER },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const columns = exportColumns(await statusLabels(ctx))
      const batches = dueItemResource.batches(ctx, request.query)
      // The first batch is read before the reply starts: a failing query answers an error, not a truncated file.
      const first = await batches.next()
      async function* cells() {
        for (let next = first; !next.done; next = await batches.next()) {
          for (const item of next.value) yield columns.map((c) => c.value(item))
        }
      }
      return sendXlsx(reply, datedFilename('due-items', today()), exportStream({ sheetName: SHEET_NAME, columns, rows: cells() }))
    },
  })

  routeOf(app, rows.bulkTemplate, {
    schema: { tags, fileAnswer: XLSX_ANSWER },
    handler: async (_request, reply) =>
      sendXlsx(
        reply,
        'due-items-update-template.xlsx',
        await buildTemplate({ sheetName: SHEET_NAME, columns: UPDATE_COLUMNS, instructions: UPDATE_INSTRUCTIONS }),
      ),
  })

  routeOf(app, rows.bulkUpdate, {
    schema: { tags, documentedBody: formBody(FORM_FILE.spreadsheet), response: { 200: schemas.bulkUpdate.response } },
    handler: async (request, reply) => {
      holdUploadSlot(request, reply)
      const { file } = await readRequiredFile(request, { allowed: SPREADSHEET_TYPES, maxBytes: MAX_SPREADSHEET_BYTES })
      const updated = await bulkUpdate(contextOf(request), file.buffer)
      return { data: { created: updated }, message: `${updated} due items updated` }
    },
  })
}
