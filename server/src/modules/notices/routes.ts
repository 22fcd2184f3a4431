/**
 * The notice's own routes beyond the factory's (API.md "Notice tracker"): follow-up,
 * reply and its documents, timeline, the suggestion lists and the notice edit-request
 * paths (served by the edit-request flow with Notice Edit Permission as approver).
 */
import { and, eq } from 'drizzle-orm'
import {
  FOLLOW_UP_INHERITS,
  MAX_REPLY_DOCUMENTS,
  NOTICE_CLOSED,
  NOTICE_COPY_REQUIRED,
  NOTICE_RECORD_TYPE,
  REPLY_DOCUMENTS_REQUIRED,
  endpoints,
  envelope,
  followUpBody,
  idParam,
  isNoticeClosed,
  namedRef,
  noticeBody,
  noticeDecisionBody,
  noticeEditHistoryQuery,
  noticeEditRequestBody,
  notice as noticeItem,
  noticeReply,
  noticeTimeline,
  paged,
  editRequest,
  replyBody,
  replyDocumentParams,
  suggestionBody,
  suggestionQuery,
  type NoticeSuggestionKind,
  type Endpoint,
} from '@ihrc/contract'
import { z } from 'zod'
import { noticeReplies, noticeReplyDocuments, notices, storedFiles } from '../../db/schema'
import { contextOf, type RequestContext, type ZodApp, routeOf } from '../../lib/crud'
import { recordAudit } from '../../lib/crud/audit-trail'
import { withCustomFields } from '../../lib/crud/documents'
import { badRequest, notFound, zodFieldErrors } from '../../lib/errors'
import { FORM_FILE, formBody, recordForm } from '../../lib/documented-body'
import { DOCUMENT_ANSWER } from '../../lib/file-answer'
import { storedFileColumns } from '../../lib/file-store'
import { readDocumentForm } from '../../lib/files'
import { editRequestFlow } from '../edit-requests/flow'
import { NOTICE_APPROVER, noticeResource } from './notice'
import { readReplies } from './replies'
import { addNoticeSuggestion, listNoticeSuggestions } from './suggestions'
import { timelineOf } from './timeline'

const tags = ['noticetracker']
const rows = endpoints.notice

function parsed<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input)
  if (!result.success) throw badRequest(zodFieldErrors(result.error))
  return result.data
}

/** A reply's documents: each file in its own field named `file`. */
const REPLY_FILES = z
  .array(FORM_FILE.document('A document of the reply'))
  .min(1)
  .max(MAX_REPLY_DOCUMENTS)
  .describe(`The reply's documents (1 to ${MAX_REPLY_DOCUMENTS}), each in a field named \`file\`, checked by content`)

export function noticeRoutes(app: ZodApp) {
  const flow = editRequestFlow(app)

  routeOf(app, rows.followUp, {
    schema: { tags, params: idParam, documentedBody: recordForm(followUpBody, true), response: { 201: envelope(noticeItem) } },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      // The parent first: another tenant's id is a 404 whatever the form holds.
      const parent = await noticeResource.get(ctx, request.params.id)
      const form = await readDocumentForm(request)
      const own = parsed(followUpBody, withCustomFields(form.fields))
      if (!form.file) throw badRequest({ file: NOTICE_COPY_REQUIRED })
      const inherited = Object.fromEntries(FOLLOW_UP_INHERITS.map((k) => [k, parent[k]]))
      const body = parsed(noticeBody, { ...own, ...inherited })
      const item = await app.files.withStoredFile(ctx.db, ctx.auth, form.file, (tx, fileId) =>
        noticeResource.create({ ...ctx, db: tx }, body, { documentId: fileId, parentId: parent.id }),
      )
      return reply.status(201).send({ data: item, message: 'Follow-up notice created' })
    },
  })

  routeOf(app, rows.reply, {
    schema: { tags, params: idParam, documentedBody: formBody(REPLY_FILES, replyBody.shape), response: { 201: envelope(noticeReply) } },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const notice = await noticeResource.get(ctx, request.params.id)
      const form = await readDocumentForm(request, MAX_REPLY_DOCUMENTS)
      const body = parsed(replyBody, form.fields)
      if (!form.files.length) throw badRequest({ file: REPLY_DOCUMENTS_REQUIRED })
      const replyId = await app.files.withStoredFiles(ctx.db, ctx.auth, form.files, async (tx, fileIds) => {
        const inner = { ...ctx, db: tx }
        await noticeResource.lock(inner, notice.id)
        const [row] = await tx
          .insert(noticeReplies)
          .values({
            tenantId: ctx.auth.tenantId,
            createdBy: ctx.auth.userId,
            noticeId: notice.id,
            sentOn: body.sent_on,
            text: body.text,
            keepOpen: body.keep_open,
          })
          .returning({ id: noticeReplies.id })
        await tx.insert(noticeReplyDocuments).values(fileIds.map((fileId, position) => ({ replyId: row!.id, fileId, position })))
        if (!body.keep_open && !isNoticeClosed(notice.status)) await close(inner, notice.id, notice.status)
        return row!.id
      })
      const [created] = await readReplies(ctx, notice.id, replyId)
      const message = body.keep_open ? 'Reply recorded; the notice stays open' : 'Reply recorded; the notice is closed'
      return reply.status(201).send({ data: created!, message })
    },
  })

  routeOf(app, rows.replyDocument, {
    schema: { tags, params: replyDocumentParams, fileAnswer: DOCUMENT_ANSWER },
    handler: async (request, reply) => {
      const ctx = contextOf(request)
      const [file] = await ctx.db
        .select({ ...storedFileColumns, noticeId: noticeReplies.noticeId })
        .from(noticeReplyDocuments)
        .innerJoin(noticeReplies, eq(noticeReplies.id, noticeReplyDocuments.replyId))
        .innerJoin(storedFiles, eq(storedFiles.id, noticeReplyDocuments.fileId))
        .where(
          and(
            eq(noticeReplyDocuments.replyId, request.params.id),
            eq(noticeReplyDocuments.fileId, request.params.fileId),
            eq(noticeReplies.tenantId, ctx.auth.tenantId),
          ),
        )
      if (!file) throw notFound('Document')
      // The notice must be visible to the caller (its branch scope), else the same 404.
      await noticeResource.get(ctx, file.noticeId).catch(() => {
        throw notFound('Document')
      })
      return app.files.send(reply, file)
    },
  })

  routeOf(app, rows.timeline, {
    schema: { tags, params: idParam, response: { 200: envelope(noticeTimeline) } },
    handler: async (request) => ({ data: await timelineOf(contextOf(request), request.params.id) }),
  })

  suggestionRoutes(app)

  routeOf(app, rows.requestEdit, {
    schema: { tags, body: noticeEditRequestBody, response: { 201: envelope(editRequest) } },
    handler: async (request, reply) => {
      const { notice_id, ...body } = request.body
      const data = await flow.create(request, NOTICE_RECORD_TYPE, notice_id, body)
      return reply.status(201).send({ data, message: 'Edit request sent' })
    },
  })
  routeOf(app, rows.editHistory, {
    schema: { tags, querystring: noticeEditHistoryQuery, response: { 200: paged(editRequest) } },
    handler: async (request) => {
      const { notice_id, ...query } = request.query
      return flow.listed(request, { ...query, record_type: NOTICE_RECORD_TYPE, record_id: notice_id }, NOTICE_APPROVER)
    },
  })
  routeOf(app, rows.decideEdit, {
    schema: { tags, params: idParam, body: noticeDecisionBody, response: { 200: envelope(editRequest) } },
    handler: async (request) => {
      const { status, remark } = request.body
      const item = await flow.requests().get(contextOf(request), request.params.id)
      // This path decides notice requests only; the company's requests have theirs.
      if (item.record_type !== NOTICE_RECORD_TYPE) throw notFound('Edit request')
      const data = await flow.decide(request, item.id, status === 'approved', remark)
      return { data, message: status === 'approved' ? 'Edit request approved' : 'Edit request rejected' }
    },
  })
}

/** A reply closes its notice: the status change is an entry of the notice's audit trail, like any edit. */
async function close(ctx: RequestContext, id: number, before: string) {
  await ctx.db
    .update(notices)
    .set({ status: NOTICE_CLOSED, closed: true, updatedAt: new Date() })
    .where(and(eq(notices.id, id), eq(notices.tenantId, ctx.auth.tenantId)))
  await recordAudit(ctx.db, ctx.auth, [
    { resource: noticeResource.spec.path, recordId: id, action: 'update', changes: [{ field: 'status', before, after: NOTICE_CLOSED }] },
  ])
}

function suggestionRoutes(app: ZodApp) {
  const lists = endpoints.noticeSuggestions
  const pairs: readonly [NoticeSuggestionKind, Endpoint, Endpoint][] = [
    ['notice_type', lists.noticeTypes, lists.addNoticeType],
    ['act', lists.acts, lists.addAct],
    ['status', lists.statuses, lists.addStatus],
    ['criticality', lists.criticalities, lists.addCriticality],
  ]
  for (const [kind, list, add] of pairs) {
    routeOf(app, list, {
      schema: { tags, querystring: suggestionQuery, response: { 200: envelope(z.array(namedRef)) } },
      handler: async (request) => ({ data: await listNoticeSuggestions(contextOf(request), kind, request.query.search) }),
    })
    routeOf(app, add, {
      schema: { tags, body: suggestionBody, response: { 200: envelope(namedRef), 201: envelope(namedRef) } },
      handler: async (request, reply) => {
        const { row, created } = await addNoticeSuggestion(contextOf(request), kind, request.body.name)
        return reply.status(created ? 201 : 200).send({ data: row })
      },
    })
  }
}
