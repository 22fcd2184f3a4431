import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const probeBody = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'unreachable']) })

/**
 * Probes for load balancers and orchestrators, both 503 while the database does not
 * answer: `health` (API.md) and `ready`, the name readiness probes expect. An instance
 * listens only once its migrations and seeding are done (main.ts), and while it shuts
 * down Fastify answers new requests 503 itself, so the database is what is left to ask.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['system'], response: { 200: probeBody, 503: probeBody } }
  for (const url of ['/health', '/ready']) {
    app.get(url, { schema }, async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`)
        return { status: 'ok' as const, db: 'ok' as const }
      } catch (err) {
        request.log.error({ err }, `${url.slice(1)} probe: database unreachable`)
        return reply.status(503).send({ status: 'error', db: 'unreachable' })
      }
    })
  }
}
