import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { recentAnswer } from '../lib/recent-answer'

const probeBody = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'unreachable']) })

/**
 * How long the database's answer is given again. Polled every few hundred milliseconds (a
 * bench watching the event loop, several load balancers), a `select 1` per call showed in
 * PostgreSQL's CPU; a second is far below any probe's failure threshold.
 */
export const HEALTH_KEPT_MS = 1000

/**
 * Probes for load balancers and orchestrators, both 503 while the database does not
 * answer: `health` (API.md) and `ready`, the name readiness probes expect. An instance
 * listens only once its migrations and seeding are done (main.ts), and while it shuts
 * down Fastify answers new requests 503 itself, so the database is what is left to ask:
 * once per HEALTH_KEPT_MS for both probes, whoever polls.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = recentAnswer(HEALTH_KEPT_MS, async () => {
    try {
      await app.db.execute(sql`select 1`)
      return true
    } catch (err) {
      app.log.error({ err }, 'health probe: database unreachable')
      return false
    }
  })
  const schema = { tags: ['system'], response: { 200: probeBody, 503: probeBody } }
  for (const url of ['/health', '/ready']) {
    app.get(url, { schema }, async (_request, reply) => {
      if (await database()) return { status: 'ok' as const, db: 'ok' as const }
      return reply.status(503).send({ status: 'error', db: 'unreachable' })
    })
  }
}
