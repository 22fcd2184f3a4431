/**
 * What every route handler starts from: the app typed by the zod type provider (so
 * `request.query`, `params` and `body` have their schemas' types, no casts) and the
 * caller's RequestContext, made in this one place.
 */
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { RequestContext } from './types'

/** The Fastify instance a `FastifyPluginAsyncZod` receives: route handlers typed from their zod schemas. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0]

/** The caller and the app's database (a service call inside a transaction passes `{ ...ctx, db: tx }`). */
export function contextOf(request: FastifyRequest): RequestContext {
  return { db: request.server.db, auth: request.auth, files: request.server.files }
}
