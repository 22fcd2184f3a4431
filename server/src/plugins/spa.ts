/**
 * Serves the built SPA under /companyadmin/. Hashed assets are cached for a year,
 * index.html never (so a deploy is picked up on the next load). Deep links without a
 * file extension fall back to index.html; a missing asset stays a 404, otherwise a
 * stale chunk would be answered with HTML and fail to parse (STACK.md trap 6).
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

export const SPA_BASE = '/companyadmin/'
const INDEX = 'index.html'

export function spaAvailable(spaDir: string): boolean {
  return existsSync(path.join(spaDir, INDEX))
}

export async function registerSpa(app: FastifyInstance, spaDir: string): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(SPA_BASE, 302))
  if (!spaAvailable(spaDir)) {
    app.log.warn({ spaDir }, 'SPA build not found: serving the API only (run `npm run build` to serve the console)')
    return
  }
  await app.register(fastifyStatic, {
    root: spaDir,
    prefix: SPA_BASE,
    preCompressed: true,
    index: [INDEX],
    cacheControl: false,
    setHeaders(reply, filePath) {
      const assets = `${path.sep}assets${path.sep}`
      reply.setHeader('Cache-Control', filePath.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
}

/** True for GET/HEAD requests under the SPA base whose last segment has no extension. */
export function isSpaDeepLink(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  const pathname = url.split('?')[0] ?? ''
  if (pathname !== SPA_BASE.slice(0, -1) && !pathname.startsWith(SPA_BASE)) return false
  const last = pathname.split('/').pop() ?? ''
  return !last.includes('.')
}

/**
 * index.html for a deep link, read per request (a redeploy swaps it under a running
 * server). Not through sendFile: static has already walked its encodings for this URL.
 */
export async function sendSpaIndex(reply: FastifyReply, spaDir: string) {
  const html = await readFile(path.join(spaDir, INDEX))
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html)
}
