/**
 * The standard HTTP routes of a resource (list, get, create, update, delete), plus its
 * spreadsheets (sheets.ts) and single attached document (documents.ts) when it has them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { envelope, idParam, paged, type Action } from '@ihrc/contract'
import { registerDocumentWrites } from './documents'
import { accessFor, requireAny } from './route-access'
import { registerSheetRoutes } from './sheets'
import type { ListQueryShape, RequestContext, Resource } from './types'

/**
 * Registers the resource's routes on `app` (a plugin scope under the API prefix).
 * The module adds its special routes next to them on the same scope.
 */
export function registerCrud<Body extends Record<string, unknown>, Item>(app: FastifyInstance, resource: Resource<Body, Item>): void {
  const spec = resource.spec
  const base = `/${spec.path}`
  const ctxOf = (request: FastifyRequest): RequestContext => ({ db: app.db, auth: request.auth })
  const route = (action: Action) => ({ config: accessFor(spec.menu, action), preHandler: requireAny(spec.menu, action) })
  const read = () => (spec.readAccess === 'authenticated' ? { config: { access: 'authenticated' as const } } : route('list'))
  const tags = [spec.path]
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id

  app.get(base, { ...read(), schema: { tags, querystring: spec.query, response: { 200: paged(spec.item) } } }, (request) =>
    resource.page(ctxOf(request), request.query as ListQueryShape),
  )
  registerSheetRoutes(app, resource, { route, tags, ctxOf, idOf })
  app.get(`${base}/:id`, { ...read(), schema: { tags, params: idParam, response: { 200: envelope(spec.item) } } }, async (request) => ({
    data: await resource.get(ctxOf(request), idOf(request)),
  }))
  if (!spec.document) {
    app.post(
      base,
      { ...route('create'), schema: { tags, body: spec.body, response: { 201: envelope(spec.item) } } },
      async (request, reply) => {
        const item = await resource.create(ctxOf(request), request.body as Body)
        return reply.status(201).send({ data: item, message: `${spec.noun} created` })
      },
    )
    app.put(
      `${base}/:id`,
      { ...route('edit'), schema: { tags, params: idParam, body: spec.body, response: { 200: envelope(spec.item) } } },
      async (request) => ({
        data: await resource.update(ctxOf(request), idOf(request), request.body as Body),
        message: `${spec.noun} updated`,
      }),
    )
  }
  const documents = spec.document ? registerDocumentWrites(app, resource, spec.document.key, { route, tags, ctxOf, idOf }) : null
  app.delete(`${base}/:id`, { ...route('delete'), schema: { tags, params: idParam } }, async (request) => {
    const ctx = ctxOf(request)
    const fileId = documents ? await documents.documentId(ctx, idOf(request)) : null
    await resource.remove(ctx, idOf(request))
    if (fileId && documents) await documents.store.remove(ctx.db, ctx.auth.tenantId, fileId)
    return { data: null, message: `${spec.noun} deleted` }
  })
}
