/**
 * The standard HTTP routes of a resource (list, get, create, update, delete), plus its
 * spreadsheets (sheets.ts) and single attached document (documents.ts) when it has them.
 */
import { z } from 'zod'
import { envelope, idParam, paged } from '@ihrc/contract'
import { HttpError } from '../errors'
import { routeOf } from '../route-of'
import { registerHistory } from './audit-trail'
import { registerDocumentKinds } from './document-kinds'
import { contextOf, type ZodApp } from './context'
import { registerDocumentWrites } from './documents'
import { menusOf, routeKit, type CrudRows } from './route-access'
import { registerSheetRoutes } from './sheets'
import type { RequestContext, Resource } from './types'

/**
 * Registers the resource's routes on `app` (a plugin scope under the API prefix) at its
 * rows of the endpoint table, which say where each is and who may call it. The module
 * adds its special routes next to them on the same scope (`routeOf`).
 */
// Bodies are records here: a generic Body would reach the handlers as Fastify's unresolved UndefinedToUnknown<Body>.
export function registerCrud<Item>(app: ZodApp, resource: Resource<Record<string, unknown>, Item>, rows: CrudRows): void {
  const spec = resource.spec
  const created = (body: Record<string, unknown>) => spec.createdMessage?.(body) ?? `${spec.noun} created`
  const kit = routeKit(spec.path, rows, created)
  const { row, tags } = kit
  const serves = (write: 'create' | 'update' | 'delete') => !spec.writes || spec.writes.includes(write)

  routeOf(app, rows.list, {
    schema: { tags, querystring: spec.query, response: { 200: paged(spec.item) } },
    handler: (request) => resource.page(contextOf(request), request.query),
  })
  registerSheetRoutes(app, resource, kit)
  routeOf(app, rows.get, {
    schema: { tags, params: idParam, response: { 200: envelope(spec.item) } },
    handler: async (request) => ({ data: await resource.get(contextOf(request), request.params.id) }),
  })
  // The record's trail, its documents of named kinds, its edit requests.
  const visible = (ctx: RequestContext, id: number) =>
    resource.get(ctx, id).then(
      () => true,
      (err: unknown) => {
        if (err instanceof HttpError && err.status === 404) return false
        throw err
      },
    )
  registerHistory(app, rows.history, { path: spec.path, noun: spec.noun, scoped: !!(spec.branchColumn || spec.scope), visible })
  if (spec.documents) registerDocumentKinds(app, resource, spec.documents, kit)
  if (spec.editRequests) app.editables.register(spec.editRequests, resource, menusOf(rows))
  if (!spec.document && serves('create')) {
    routeOf(app, row('create'), {
      schema: { tags, body: spec.body, response: { 201: envelope(spec.item) } },
      handler: async (request, reply) => {
        const item = await resource.create(contextOf(request), request.body)
        return reply.status(201).send({ data: item, message: created(request.body) })
      },
    })
  }
  if (!spec.document && serves('update')) {
    routeOf(app, row('update'), {
      schema: { tags, params: idParam, body: spec.body, response: { 200: envelope(spec.item) } },
      handler: async (request) => ({
        data: await resource.update(contextOf(request), request.params.id, request.body),
        message: `${spec.noun} updated`,
      }),
    })
  }
  const documents = spec.document ? registerDocumentWrites(app, resource, spec.document.key, kit) : null
  if (!serves('delete')) return
  routeOf(app, row('remove'), {
    schema: { tags, params: idParam, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      const ctx = contextOf(request)
      const { id } = request.params
      const file = documents ? await documents.documentOf(ctx, id) : null
      await resource.remove(ctx, id)
      if (file && documents) await documents.store.discard(ctx.db, ctx.auth.tenantId, file.fileId)
      return { data: null, message: `${spec.noun} deleted` }
    },
  })
}
