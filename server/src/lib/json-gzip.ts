/**
 * Large JSON answers gzipped in one call (issue 26). @fastify/compress turns a serialised
 * answer into a stream (the string measured in bytes, wrapped in Readable.from, a peek
 * stream and a duplex, then zlib's stream in 16 KB steps): at the tracker grid's 600 KB
 * that machinery cost ~2.5 ms of the server's main thread an answer, more than the gzip
 * itself. A string answer is compressed here instead, with one `zlib.gzip` on the thread
 * pool; everything else (streams, buffers, an unusual Accept-Encoding) still goes through
 * @fastify/compress, which sees the Content-Encoding set here and leaves the answer alone.
 */
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Answers below this size stay plain: compressing them costs more CPU than it saves time. */
export const COMPRESS_THRESHOLD = 32 * 1024
/**
 * zlib level 3: on the grid's answer 0.9 ms of CPU for 32 KB, where the default level 6
 * took 2.4 ms for 27 KB (levels 1 to 3 use zlib's fast deflate; 3 compresses best of them).
 */
export const JSON_GZIP_OPTIONS = { level: 3 } as const
export const COMPRESSIBLE_JSON = /^application\/json/

const gzipped = promisify(gzip)

/** Whether the client takes gzip by name (any q but 0); anything subtler is left to @fastify/compress. */
function takesGzip(header: string | undefined): boolean {
  if (!header) return false
  return header
    .toLowerCase()
    .split(',')
    .some((item) => {
      const [coding, ...params] = item.split(';').map((s) => s.trim())
      if (coding !== 'gzip' && coding !== 'x-gzip') return false
      const q = params.find((p) => p.startsWith('q='))
      return q === undefined || Number(q.slice(2)) > 0
    })
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary')
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary.map(String) : [String(vary)]
  if (!values.some((v) => v.toLowerCase().includes('accept-encoding'))) reply.header('vary', [...values, 'accept-encoding'].join(', '))
}

async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD) return payload
  if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload
  if (!COMPRESSIBLE_JSON.test(String(reply.getHeader('content-type') ?? ''))) return payload
  if (!takesGzip(request.headers['accept-encoding'])) return payload
  addVary(reply)
  reply.header('content-encoding', 'gzip').removeHeader('content-length')
  return gzipped(payload, JSON_GZIP_OPTIONS)
}

/** Registers the hook on `app` (the root, before the routes: their own onSend hooks, @fastify/compress's among them, run after it). */
export function registerJsonGzip(app: FastifyInstance) {
  app.addHook('onSend', compressJson)
}
