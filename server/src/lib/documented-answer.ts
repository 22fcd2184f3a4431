/**
 * A JSON answer the OpenAPI document describes by its contract schema but Fastify sends
 * without serialising it through that schema (zod's encode walks every value). For a
 * large answer that walk costs more than the answer's own work: the tracker grid's 6,000
 * cells took 10–14 ms more of the server's CPU an answer (bench/tracker-grid.ts, server
 * CPU 20.3 and 21.9 ms without, 35.6 and 31.6 ms with, alternated). Such a route names
 * its schema here instead of in `response`; server/test/answer-schemas.test.ts checks
 * its real answer against it, as the serialiser would.
 */
import type { z } from 'zod'

declare module 'fastify' {
  interface FastifySchema {
    /** For the OpenAPI document alone (see the file's comment): the answer's schema by status. */
    documentedAnswer?: Record<number, z.ZodType>
  }
}
