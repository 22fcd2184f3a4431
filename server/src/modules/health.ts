import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const healthBody = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'unreachable']) })

/** Load-balancer probe: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: healthBody, 503: healthBody } } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`)
      return { status: 'ok' as const, db: 'ok' as const }
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable')
      return reply.status(503).send({ status: 'error', db: 'unreachable' })
    }
  })
}
