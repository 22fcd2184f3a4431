/**
 * The edit-request flow (API.md "Edit requests"; its routes are in routes.ts): someone
 * who may see a record but not edit it proposes changes with a reason; a holder of Edit
 * Permission approves (the changes go through the record's own update, in the
 * decision's transaction) or rejects with a remark. Every request stays as history (the "timeline"), and the request and the
 * decision are entries of the record's audit trail. The record types are whatever
 * resources declared `editRequests` (app.editables, lib/crud/edit-request-registry.ts);
 * an area may serve the flow under its own paths (`editRequestFlow(app)`, notices).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { editRequestBody } from '@ihrc/contract'
import {
  REQUEST_EDIT_NOT_ALLOWED,
  can,
  customFieldPath,
  mayRequestEdit,
  type AuditChange,
  editRequest,
  editRequestQuery,
  requestEditBody,
  type Action,
  type AuditAction,
  type MenuKey,
  type CustomValues,
} from '@ihrc/contract'
import { editRequests, users } from '../../db/schema'
import { recordAudit } from '../../lib/crud/audit-trail'
import { definitionsOf } from '../../lib/crud/custom-fields'
import { contextOf, defineResource, qualified, through, type ListQueryShape, type RequestContext } from '../../lib/crud'
import type { Editable, EditRequestRegistry } from '../../lib/crud/edit-request-registry'
import { HttpError, badRequest, conflict, forbidden, zodFieldErrors } from '../../lib/errors'
import type { AuthContext } from '../../plugins/access'

const decider = alias(users, 'decider')

/** The requests as a list resource; record names come from the registry, so it is built once the app's resources are registered. */
const requestsOf = (registry: EditRequestRegistry) =>
  defineResource({
    path: 'company/edit-requests',
    noun: 'Edit request',
    table: editRequests,
    body: requestEditBody,
    item: editRequest,
    query: editRequestQuery,
    fields: {
      row: editRequests,
      recordName: registry.recordName(
        qualified(editRequests.recordType),
        qualified(editRequests.recordId),
        qualified(editRequests.tenantId),
      ),
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
    filters: { id: editRequests.id, status: editRequests.status, record_type: editRequests.recordType, record_id: editRequests.recordId },
    // The types one approver decides (Edit Permission's queue holds no notice requests).
    extraFilters: (q) => (Array.isArray(q.record_types) ? [inArray(editRequests.recordType, q.record_types as string[])] : []),
    // An approver limited to some branches reads and decides the requests on records they see.
    scope: registry.recordScope(qualified(editRequests.recordType), qualified(editRequests.recordId), qualified(editRequests.tenantId)),
    toValues: () => ({}),
  })

/** Any of the resource's menus grants the action. */
export const may = (auth: AuthContext, editable: Editable, action: Action) => editable.menus.some((m) => can(auth, m, action))

/** The resource's per-row rule allows this caller to edit this record now (the uploader's 24 hours). */
export async function rowAllowsEdit(ctx: RequestContext, editable: Editable, current: unknown): Promise<boolean> {
  try {
    await editable.resource.spec.authorize?.(ctx, 'update', current)
    return true
  } catch (err) {
    if (err instanceof HttpError && err.status === 403) return false
    throw err
  }
}

/**
 * The request, list and decision steps, for the routes below and for an area that
 * serves them under its own paths and approver menu (noticetracker/request-edit-permission…).
 */
export function editRequestFlow(app: FastifyInstance) {
  let built: ReturnType<typeof requestsOf> | undefined
  const requests = () => (built ??= requestsOf(app.editables))

  /** The caller must be able to see the record (404 otherwise, like every other read); returns it. */
  async function requireVisible(request: FastifyRequest, editable: Editable, id: number) {
    if (!may(request.auth, editable, 'list')) throw forbidden()
    return editable.resource.get(contextOf(request), id)
  }

  /** One audit entry on the request's record, written with `db` (the request's or the decision's transaction). */
  function audit(db: RequestContext['db'], auth: AuthContext, item: { record_type: string; record_id: number }, entry: Entry) {
    const resource = app.editables.resolve(item.record_type).resource.spec.path
    return recordAudit(db, auth, [{ resource, recordId: item.record_id, ...entry }])
  }

  async function create(request: FastifyRequest, type: string, recordId: number, body: z.infer<typeof editRequestBody>) {
    const editable = app.editables.resolve(type)
    // Proposing changes is for those who feed these records, never for auditors or View alone.
    if (!mayRequestEdit(request.auth, editable.menus)) throw forbidden(REQUEST_EDIT_NOT_ALLOWED)
    await requireVisible(request, editable, recordId)
    // Refuse at once what approval would refuse; keep only the record's own fields.
    const resource = editable.resource
    const ctx = contextOf(request)
    const fields = Object.keys(resource.spec.body.shape)
    const changes = Object.fromEntries(Object.entries(body.proposed_changes).filter(([k, v]) => fields.includes(k) && !isEmptyCustom(k, v)))
    if (!Object.keys(changes).length)
      throw badRequest({ proposed_changes: `Propose changes to fields of the ${resource.spec.noun.toLowerCase()}` })
    const current = await resource.currentBody(ctx, recordId)
    const { custom, ...own } = changes
    const merged = resource.spec.body.safeParse({ ...current, ...own, custom })
    if (!merged.success) throw badRequest(zodFieldErrors(merged.error))
    const customKeys = await proposedCustomKeys(ctx, editable, custom)
    // The same rules as the direct update, as the requester: references of the tenant within their scope.
    await resource.checkUpdate(ctx, recordId, merged.data, { action: 'request', customKeys })
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx
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
      const secret = new Set(resource.spec.auditSkip)
      const proposed: AuditChange[] = Object.entries(changes)
        .filter(([field]) => !secret.has(field))
        .map(([field, after]) => ({
          field,
          before: current[field] ?? null,
          // Custom values are proposed field by field: the trail shows the whole set as it would become.
          after: field === 'custom' ? { ...(current.custom as CustomValues | null), ...(after as CustomValues) } : after,
        }))
      await audit(
        tx,
        request.auth,
        { record_type: type, record_id: recordId },
        { action: 'request', changes: proposed, remark: body.reason },
      )
      return row!.id
    })
    return requests().get(contextOf(request), id)
  }

  /** Requests of the types `approver` decides (by default Edit Permission's), or of the one type the query names. */
  async function listed(request: FastifyRequest, query: ListQueryShape, approver: MenuKey = 'company.edit_permission') {
    if (typeof query.record_type === 'string') app.editables.resolve(query.record_type)
    const record_types = app.editables
      .all()
      .filter((e) => e.approver === approver)
      .map((e) => e.type)
    return requests().page(contextOf(request), { ...query, record_types })
  }

  async function decide(request: FastifyRequest, id: number, approve: boolean, remark: string | null) {
    const ctx = contextOf(request)
    const item = await requests().get(ctx, id)
    // Whoever passed the route's door must also hold the grant that decides this type.
    if (!can(ctx.auth, app.editables.resolve(item.record_type).approver, 'edit')) throw forbidden()
    if (item.status !== 'pending') throw conflict('This request has already been decided')
    await app.db.transaction(async (tx) => {
      const inner = { ...ctx, db: tx }
      // Approval writes its entry through the update (with the changes); a rejection writes its own.
      if (approve) await apply(inner, app.editables.resolve(item.record_type), item.record_id, item.proposed_changes, remark)
      else await audit(tx, ctx.auth, item, { action: 'reject', changes: [], remark })
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
    return requests().get(ctx, item.id)
  }

  return { requests, requireVisible, create, listed, decide }
}

interface Entry {
  action: AuditAction
  changes: AuditChange[]
  remark: string | null
}

/** Proposed fields over the record as it is now, checked by the record's own rules. */
async function apply(ctx: RequestContext, { resource }: Editable, id: number, changes: Record<string, unknown>, remark: string | null) {
  const current = await resource.currentBody(ctx, id).catch(() => {
    throw conflict('The record no longer exists')
  })
  // Only what was proposed is applied and checked: custom values not proposed stay as
  // stored, even where a field was made required after the request was sent.
  const { custom, ...own } = changes
  const parsed = resource.spec.body.safeParse({ ...current, ...own, custom })
  if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error))
  const customKeys = Object.keys((parsed.data.custom as CustomValues | undefined) ?? {})
  await resource.update(ctx, id, parsed.data, {}, { action: 'approve', remark, customKeys })
}

const isEmptyCustom = (field: string, value: unknown) =>
  field === 'custom' && (typeof value !== 'object' || value === null || !Object.keys(value).length)

/**
 * The custom fields a request proposes values for: each must be a field of the record's
 * module (a key the tenant never defined, or since removed, is named, not dropped: the
 * reviewer would approve a change that does nothing). Their values are judged by the
 * record's own check, the fields not proposed are not.
 */
async function proposedCustomKeys(ctx: RequestContext, { resource }: Editable, custom: unknown): Promise<string[]> {
  const keys = custom && typeof custom === 'object' ? Object.keys(custom) : []
  const module = resource.spec.customFields
  if (!keys.length) return []
  const known = new Set(module ? (await definitionsOf(ctx.db, ctx.auth.tenantId, module)).map((d) => d.key) : [])
  const unknown = keys.filter((k) => !known.has(k))
  if (unknown.length)
    throw badRequest(
      Object.fromEntries(
        unknown.map((k) => [customFieldPath(k), [`There is no custom field "${k}" on ${resource.spec.noun.toLowerCase()} records`]]),
      ),
    )
  return keys
}
