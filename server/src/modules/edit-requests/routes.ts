/**
 * The edit-request routes under `company/` (API.md "Edit requests"): request, can-edit,
 * the pending list and timeline, details, approve and reject, served by the flow
 * (flow.ts) for every record type that declared `editRequests`.
 */
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import {
  can,
  canEdit,
  decisionBody,
  editRequest,
  editRequestBody,
  editRequestDetails,
  editRequestQuery,
  envelope,
  idParam,
  paged,
  recordTypeQuery,
  rejectBody,
  requestEditBody,
  endpoints,
} from '@ihrc/contract'
import { contextOf, type ListQueryShape, routeOf } from '../../lib/crud'
import { pendingEditRequests } from '../../lib/crud/pending-edit-requests'
import { notFound } from '../../lib/errors'
import { editRequestFlow, may, rowAllowsEdit } from './flow'

export const editRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['edit-requests']
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id
  const { requests, requireVisible, create, listed, decide } = editRequestFlow(app)

  routeOf(app, endpoints.editRequest.request, {
    schema: { tags, params: idParam, querystring: recordTypeQuery, body: editRequestBody, response: { 201: envelope(editRequest) } },
    handler: async (request, reply) => {
      const { record_type } = request.query
      const data = await create(request, record_type, idOf(request), request.body)
      return reply.status(201).send({ data, message: 'Edit request sent' })
    },
  })
  routeOf(app, endpoints.editRequest.requestEdit, {
    schema: { tags, body: requestEditBody, response: { 201: envelope(editRequest) } },
    handler: async (request, reply) => {
      const body = request.body
      const data = await create(request, body.record_type, body.record_id, body)
      return reply.status(201).send({ data, message: 'Edit request sent' })
    },
  })

  routeOf(app, endpoints.editRequest.canEdit, {
    schema: { tags, params: idParam, querystring: recordTypeQuery, response: { 200: envelope(canEdit) } },
    handler: async (request) => {
      const { record_type } = request.query
      const id = idOf(request)
      const editable = app.editables.resolve(record_type)
      const current = await requireVisible(request, editable, id)
      const pending = await pendingEditRequests(app.db, request.auth.tenantId, record_type, [id])
      const canEdit = may(request.auth, editable, 'edit') && (await rowAllowsEdit(contextOf(request), editable, current))
      return { data: { can_edit: canEdit, pending_request_id: pending.get(id) ?? null } }
    },
  })

  // Pending requests awaiting a decision (trackers will add their requests here).
  routeOf(app, endpoints.editRequest.pending, {
    schema: { tags, querystring: editRequestQuery, response: { 200: paged(editRequest) } },
    handler: async (request) => {
      const query = request.query as ListQueryShape
      return listed(request, { ...query, status: query.status ?? 'pending' })
    },
  })
  // Every request with its outcome, newest first; filter by record_type / record_id for one record's history.
  routeOf(app, endpoints.editRequest.history, {
    schema: { tags, querystring: editRequestQuery, response: { 200: paged(editRequest) } },
    handler: async (request) => listed(request, request.query as ListQueryShape),
  })

  routeOf(app, endpoints.editRequest.details, {
    schema: { tags, params: idParam, response: { 200: envelope(editRequestDetails) } },
    handler: async (request) => {
      const ctx = contextOf(request)
      const item = await requests().get(ctx, idOf(request))
      // The type's approvers see every request; anyone else only their own.
      const approver = app.editables.resolve(item.record_type).approver
      if (!can(request.auth, approver, 'list') && item.requested_by.id !== request.auth.userId) throw notFound('Edit request')
      const current = await app.editables
        .resolve(item.record_type)
        .resource.currentBody(ctx, item.record_id)
        .catch(() => null)
      return { data: { ...item, current } }
    },
  })

  routeOf(app, endpoints.editRequest.approve, {
    schema: { tags, params: idParam, body: decisionBody.optional(), response: { 200: envelope(editRequest) } },
    handler: async (request) => ({
      data: await decide(request, idOf(request), true, (request.body as { remark?: string | null } | undefined)?.remark ?? null),
      message: 'Edit request approved',
    }),
  })
  routeOf(app, endpoints.editRequest.reject, {
    schema: { tags, params: idParam, body: rejectBody, response: { 200: envelope(editRequest) } },
    handler: async (request) => ({
      data: await decide(request, idOf(request), false, (request.body as z.infer<typeof rejectBody>).remark),
      message: 'Edit request rejected',
    }),
  })
}
