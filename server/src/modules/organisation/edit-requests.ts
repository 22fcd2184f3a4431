/**
 * Company edit requests (API.md "Edit requests"): someone who may see a record but not
 * edit it proposes changes with a reason; a holder of Edit Permission approves (the
 * changes go through the record's own update rules) or rejects with a remark. Every
 * request stays as history (the "timeline"). Record types are company groups,
 * companies and branches for now; trackers join this registry when they exist.
 */
import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
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
  type EditRecordType,
  type MenuKey,
} from '@ihrc/contract'
import { branches, companies, companyGroups, editRequests, users } from '../../db/schema'
import { badRequest, conflict, forbidden, notFound, zodFieldErrors } from '../../lib/errors'
import {
  contextOf,
  defineResource,
  qualified,
  through,
  type ListQueryShape,
  type RequestContext,
  type Resource,
  type ZodApp,
} from '../../lib/crud'

export type EditableResources = Record<EditRecordType, Resource<Record<string, unknown>, unknown>>

const decider = alias(users, 'decider')
const recordId = qualified(editRequests.recordId)
const tenantId = qualified(editRequests.tenantId)
const recordName = sql<string | null>`case ${qualified(editRequests.recordType)}
  when 'company_group' then (select r.name from ${companyGroups} r where r.id = ${recordId} and r.tenant_id = ${tenantId})
  when 'company' then (select r.name from ${companies} r where r.id = ${recordId} and r.tenant_id = ${tenantId})
  when 'branch' then (select r.name from ${branches} r where r.id = ${recordId} and r.tenant_id = ${tenantId})
end`

const requests = defineResource({
  path: 'company/edit-requests',
  noun: 'Edit request',
  menu: 'company.edit_permission',
  table: editRequests,
  body: requestEditBody,
  item: editRequest,
  query: editRequestQuery,
  fields: {
    row: editRequests,
    recordName,
    requesterName: users.name,
    deciderName: sql<string | null>`${decider.name}`,
  },
  joins: (q) => q.innerJoin(users, eq(users.id, editRequests.requestedBy)).leftJoin(decider, eq(decider.id, editRequests.decidedBy)),
  // requested_by has no foreign key: a removed requester's requests drop out of the join.
  countThroughJoins: true,
  toItem: ({ row: r, ...x }) => ({
    id: r.id,
    record_type: r.recordType,
    record_id: r.recordId,
    record_name: x.recordName,
    reason: r.reason,
    proposed_changes: r.proposedChanges,
    status: r.status,
    requested_by: { id: r.requestedBy, name: x.requesterName },
    decided_by: r.decidedBy ? { id: r.decidedBy, name: x.deciderName ?? '' } : null,
    decided_at: r.decidedAt?.toISOString() ?? null,
    remark: r.remark,
    created_at: r.createdAt.toISOString(),
  }),
  search: [editRequests.reason, through(editRequests.requestedBy, users.name)],
  sort: { created_at: editRequests.createdAt, status: editRequests.status, record_type: editRequests.recordType },
  defaultSort: { key: 'created_at', order: 'desc' },
  filters: { status: editRequests.status, record_type: editRequests.recordType, record_id: editRequests.recordId },
  toValues: () => ({}),
})

export function editRequestRoutes(app: ZodApp, records: EditableResources) {
  const tags = ['edit-requests']
  const menuOf = (type: EditRecordType) => records[type].spec.menu as MenuKey
  const APPROVER = { access: { menu: 'company.edit_permission', action: 'edit' } } as const
  const READER = { access: { menu: 'company.edit_permission', action: 'list' } } as const

  /** The caller must be able to see the record (404 otherwise, like every other read). */
  async function requireVisible(request: FastifyRequest, type: EditRecordType, id: number) {
    if (!can(request.auth, menuOf(type), 'list')) throw forbidden()
    await records[type].get(contextOf(request), id)
  }

  async function create(request: FastifyRequest, type: EditRecordType, recordId: number, body: z.infer<typeof editRequestBody>) {
    await requireVisible(request, type, recordId)
    // Refuse at once what approval would refuse; keep only the record's own fields.
    const resource = records[type]
    const fields = Object.keys(resource.spec.body.shape)
    const changes = Object.fromEntries(Object.entries(body.proposed_changes).filter(([k]) => fields.includes(k)))
    if (!Object.keys(changes).length) throw badRequest({ proposed_changes: `Propose changes to fields of the ${type.replace('_', ' ')}` })
    const merged = resource.spec.body.safeParse({ ...(await resource.currentBody(contextOf(request), recordId)), ...changes })
    if (!merged.success) throw badRequest(zodFieldErrors(merged.error))
    const [row] = await app.db
      .insert(editRequests)
      .values({
        tenantId: request.auth.tenantId,
        createdBy: request.auth.userId,
        requestedBy: request.auth.userId,
        recordType: type,
        recordId,
        reason: body.reason,
        proposedChanges: changes,
      })
      .returning({ id: editRequests.id })
    return requests.get(contextOf(request), row!.id)
  }

  app.post(
    '/company/edit-request/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParam, querystring: recordTypeQuery, body: editRequestBody, response: { 201: envelope(editRequest) } },
    },
    async (request, reply) => {
      const data = await create(request, request.query.record_type, request.params.id, request.body)
      return reply.status(201).send({ data, message: 'Edit request sent' })
    },
  )
  app.post(
    '/company/request-edit',
    { config: { access: 'authenticated' }, schema: { tags, body: requestEditBody, response: { 201: envelope(editRequest) } } },
    async (request, reply) => {
      const { body } = request
      const data = await create(request, body.record_type, body.record_id, body)
      return reply.status(201).send({ data, message: 'Edit request sent' })
    },
  )

  app.get(
    '/company/can-edit/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParam, querystring: recordTypeQuery, response: { 200: envelope(canEdit) } },
    },
    async (request) => {
      const { record_type } = request.query
      const { id } = request.params
      await requireVisible(request, record_type, id)
      const [pending] = await app.db
        .select({ id: editRequests.id })
        .from(editRequests)
        .where(
          and(
            eq(editRequests.tenantId, request.auth.tenantId),
            eq(editRequests.recordType, record_type),
            eq(editRequests.recordId, id),
            eq(editRequests.status, 'pending'),
          ),
        )
        .limit(1)
      return { data: { can_edit: can(request.auth, menuOf(record_type), 'edit'), pending_request_id: pending?.id ?? null } }
    },
  )

  async function listed(request: FastifyRequest, query: ListQueryShape) {
    return requests.page(contextOf(request), query)
  }
  // Pending requests awaiting a decision (trackers will add their requests here).
  app.get(
    '/company/tracker-edit-permission',
    { config: READER, schema: { tags, querystring: editRequestQuery, response: { 200: paged(editRequest) } } },
    async (request) => {
      const { query } = request
      return listed(request, { ...query, status: query.status ?? 'pending' })
    },
  )
  // Every request with its outcome, newest first; filter by record_type / record_id for one record's history.
  app.get(
    '/company/trackerTimeline',
    { config: READER, schema: { tags, querystring: editRequestQuery, response: { 200: paged(editRequest) } } },
    async (request) => listed(request, request.query),
  )

  app.get(
    '/company/edit-request-details/:id',
    { config: { access: 'authenticated' }, schema: { tags, params: idParam, response: { 200: envelope(editRequestDetails) } } },
    async (request) => {
      const ctx = contextOf(request)
      const item = await requests.get(ctx, request.params.id)
      // Approvers see every request; anyone else only their own.
      if (!can(request.auth, 'company.edit_permission', 'list') && item.requested_by.id !== request.auth.userId)
        throw notFound('Edit request')
      const current = await records[item.record_type].currentBody(ctx, item.record_id).catch(() => null)
      return { data: { ...item, current } }
    },
  )

  async function decide(request: FastifyRequest, id: number, approve: boolean, remark: string | null) {
    const ctx = contextOf(request)
    const item = await requests.get(ctx, id)
    if (item.status !== 'pending') throw conflict('This request has already been decided')
    await app.db.transaction(async (tx) => {
      const inner = { ...ctx, db: tx }
      if (approve) await apply(inner, records[item.record_type], item.record_id, item.proposed_changes)
      const done = await tx
        .update(editRequests)
        .set({
          status: approve ? 'approved' : 'rejected',
          decidedBy: ctx.auth.userId,
          decidedAt: new Date(),
          remark,
          updatedAt: new Date(),
        })
        .where(and(eq(editRequests.id, item.id), eq(editRequests.tenantId, ctx.auth.tenantId), eq(editRequests.status, 'pending')))
        .returning({ id: editRequests.id })
      // Two approvers at once: the second finds it decided and rolls back its changes.
      if (!done.length) throw conflict('This request has already been decided')
    })
    return requests.get(ctx, item.id)
  }

  app.put(
    '/company/approve/:id',
    { config: APPROVER, schema: { tags, params: idParam, body: decisionBody.optional(), response: { 200: envelope(editRequest) } } },
    async (request) => ({
      data: await decide(request, request.params.id, true, request.body?.remark ?? null),
      message: 'Edit request approved',
    }),
  )
  app.put(
    '/company/reject/:id',
    { config: APPROVER, schema: { tags, params: idParam, body: rejectBody, response: { 200: envelope(editRequest) } } },
    async (request) => ({
      data: await decide(request, request.params.id, false, request.body.remark),
      message: 'Edit request rejected',
    }),
  )
}

/** Proposed fields over the record as it is now, checked by the record's own rules. */
async function apply(ctx: RequestContext, resource: EditableResources[EditRecordType], id: number, changes: Record<string, unknown>) {
  const current = await resource.currentBody(ctx, id).catch(() => {
    throw conflict('The record no longer exists')
  })
  const parsed = resource.spec.body.safeParse({ ...current, ...changes })
  if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error))
  await resource.update(ctx, id, parsed.data)
}
