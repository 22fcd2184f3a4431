/**
 * Bulk uploads, one per tenant at a time. An upload is heavy (a file of up to 20 MB read,
 * checked and written in one transaction), and two parses run at once server-wide
 * (xlsx-read.ts): without a share per tenant, one tenant's pile of uploads would queue
 * ahead of everyone else's, each holding its file in memory while it waited. A second
 * upload of the same tenant is answered 429 at once instead. Counted per server
 * process: each node of several keeps its own.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './errors'

export const UPLOADS_PER_TENANT = 1
export const UPLOAD_BUSY = 'Another upload for your organisation is still being processed; try again when it has finished'
const RETRY_AFTER_SECONDS = '10'

/** Uploads running, per database handle (tests run several apps in one process, with the same tenant ids) and tenant. */
const running = new WeakMap<object, Map<number, number>>()

/**
 * Takes the caller's tenant's upload slot for this request, or throws 429 with
 * Retry-After; call it before reading the body. The slot is given back when the response
 * closes: sent, failed, or abandoned by the client.
 */
export function holdUploadSlot(request: FastifyRequest, reply: FastifyReply): void {
  let counts = running.get(request.server.db)
  if (!counts) running.set(request.server.db, (counts = new Map()))
  const tenant = request.auth.tenantId
  const taken = counts.get(tenant) ?? 0
  if (taken >= UPLOADS_PER_TENANT) throw new HttpError(429, UPLOAD_BUSY, { 'Retry-After': RETRY_AFTER_SECONDS })
  counts.set(tenant, taken + 1)
  reply.raw.once('close', () => {
    const left = (counts.get(tenant) ?? 1) - 1
    if (left > 0) counts.set(tenant, left)
    else counts.delete(tenant)
  })
}

/** The tenant's uploads running now on `app` (the tests wait on it: a slot is taken only once the request's authentication is done). */
export function uploadsRunning(app: FastifyInstance, tenantId: number): number {
  return running.get(app.db)?.get(tenantId) ?? 0
}
