/**
 * Browser hardening for every answer the server gives (API, errors, 404s, the console
 * and its assets): a strict Content-Security-Policy, nosniff, no framing, no referrer,
 * and `Cache-Control: no-store` on the API (tokens, documents and exports are never kept
 * by a browser or a proxy).
 *
 * The console sets styles only through the CSSOM (React's `style` prop, Floating UI),
 * which a CSP does not restrict, so `'self'` is enough for them. Its scripts are files,
 * but for one: the saved theme is put on the page before its first paint by an inline
 * script, allowed by the sha256 the build wrote beside it (scripts/theme-script-plugin.ts),
 * never by 'unsafe-inline'. A console built with VITE_API_BASE_URL on another origin must
 * be served with that origin added to `connect-src` (README "Configuration").
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { isUnder } from '../lib/request-path'

/** Written by the console's build (scripts/theme-script-plugin.ts: the same name). */
const CSP_HASHES_FILE = 'csp-hashes.json'
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/

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

/**
 * The hashes of the console's inline scripts, as its build listed them; none when the
 * console is not built. Anything but a sha256 source there (a hand-edited
 * 'unsafe-inline') stops the start rather than weaken the policy.
 */
export function builtScriptHashes(spaDir: string): string[] {
  let text: string
  try {
    text = readFileSync(path.join(spaDir, CSP_HASHES_FILE), 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw err
  }
  const hashes = (JSON.parse(text) as { 'script-src'?: unknown })['script-src']
  if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === 'string' && SCRIPT_HASH.test(h)))
    throw new Error(`${CSP_HASHES_FILE} in ${spaDir}: script-src must list sha256 sources only`)
  return hashes as string[]
}

export async function registerSecurityHeaders(app: FastifyInstance, apiRoot: string, spaDir: string): Promise<void> {
  const scripts = [...CONTENT_SECURITY_POLICY['script-src'], ...builtScriptHashes(spaDir)]
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, 'script-src': scripts } },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  })
  // In onRequest, so error answers and 404s under the API carry it too; on the decoded
  // path, as the router matches it (`/%69hrc-api/…` is the API as well).
  app.addHook('onRequest', async (request, reply) => {
    if (isUnder(request.url, apiRoot)) reply.header('cache-control', 'no-store')
  })
}
