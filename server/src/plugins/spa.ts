/**
 * Serves the built SPA under /companyadmin/. Hashed assets are cached for a year,
 * index.html is revalidated on every load (`no-cache` with an ETag, so a deploy is picked
 * up at once and an unchanged page costs a 304). Deep links without a file extension fall
 * back to index.html, or to the page the build prerendered for that route (sign-in.html
 * for /companyadmin/sign-in); a missing asset stays a 404, otherwise a stale chunk would
 * be answered with HTML and fail to parse (STACK.md trap 6).
 */
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { decodedPath } from '../lib/request-path'

export const SPA_BASE = '/companyadmin/'
const INDEX = 'index.html'
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** A route the build may have prerendered: one plain segment under the base. */
const PRERENDERED_ROUTE = /^[a-z0-9-]+$/

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
      reply.setHeader('Cache-Control', filePath.includes(assets) ? IMMUTABLE : 'no-cache')
    },
  })
}

/** True for GET/HEAD requests under the SPA base whose last segment has no extension. */
export function isSpaDeepLink(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  const pathname = decodedPath(url)
  if (pathname !== SPA_BASE.slice(0, -1) && !pathname.startsWith(SPA_BASE)) return false
  const last = pathname.split('/').pop() ?? ''
  return !last.includes('.')
}

/** The encodings a client accepts, in the order the server prefers them (q=0 refuses one). */
function acceptedEncodings(header: string | string[] | undefined): ('br' | 'gzip')[] {
  const accepted = new Set<string>()
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim())
  }
  return (['br', 'gzip'] as const).filter((e) => accepted.has(e))
}

/** The HTML file for a deep link: the route's prerendered page if the build made one. */
function htmlFileFor(url: string): string {
  const route = decodedPath(url).slice(SPA_BASE.length)
  return PRERENDERED_ROUTE.test(route) ? `${route}.html` : INDEX
}

async function readFirst(spaDir: string, names: string[]): Promise<{ name: string; body: Buffer } | null> {
  for (const name of names) {
    try {
      return { name, body: await readFile(path.join(spaDir, name)) }
    } catch {
      // not built: try the next one
    }
  }
  return null
}

/**
 * The HTML of a deep link, read per request (a redeploy swaps it under a running server),
 * pre-compressed like the assets when the client takes br or gzip, with a validator.
 * Not through sendFile: static has already walked its encodings for this URL.
 */
export async function sendSpaIndex(reply: FastifyReply, spaDir: string) {
  const { headers, url } = reply.request
  const wanted = htmlFileFor(url)
  const file = wanted !== INDEX && existsSync(path.join(spaDir, wanted)) ? wanted : INDEX
  const info = await stat(path.join(spaDir, file))
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
  reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8')
  if (headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send()

  const encodings = acceptedEncodings(headers['accept-encoding'])
  const extension = { br: '.br', gzip: '.gz' }
  const found = await readFirst(spaDir, [...encodings.map((e) => file + extension[e]), file])
  if (!found) throw new Error(`${file} vanished from ${spaDir}`)
  const encoding = encodings.find((e) => found.name === file + extension[e])
  if (encoding) reply.header('Content-Encoding', encoding)
  return reply.send(found.body)
}
