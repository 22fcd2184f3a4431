/**
 * Browser hardening for every answer the server gives (API, errors, 404s, the console
 * and its assets): a strict Content-Security-Policy, nosniff, no framing, no referrer,
 * and `Cache-Control: no-store` on the API (tokens, documents and exports are never kept
 * by a browser or a proxy).
 *
 * The console runs no inline script and sets styles only through the CSSOM (React's
 * `style` prop, Floating UI), which a CSP does not restrict; so `'self'` is enough for
 * both. A console built with VITE_API_BASE_URL on another origin must be served with
 * that origin added to `connect-src` (README "Configuration").
 */
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
}

/**
 * Swagger UI (API docs) styles its page with inline `style` attributes and `<style>`
 * blocks; only its own pages get this relaxed policy, the rest stays strict.
 */
export const API_DOCS_CSP = Object.entries({ ...CONTENT_SECURITY_POLICY, 'style-src': ["'self'", "'unsafe-inline'"] })
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ')

export async function registerSecurityHeaders(app: FastifyInstance, apiRoot: string): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  })
  // In onRequest, so error answers and 404s under the API carry it too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === apiRoot || request.url.startsWith(`${apiRoot}/`)) reply.header('cache-control', 'no-store')
  })
}
