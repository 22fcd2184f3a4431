/**
 * pino settings for the server. Secrets never reach the log: auth headers, cookies and
 * any password/token field are redacted, and a reset token in a query string
 * (verify-reset-token?token=...) is cut out of the logged URL.
 */
import type { FastifyServerOptions } from 'fastify'

const SECRET_FIELDS = ['password', 'token', 'refresh_token', 'passwordHash', 'password_hash', 'jwtSecret', 'adminPassword']

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  ...SECRET_FIELDS.map((f) => `*.*.${f}`),
]

export function scrubUrl(url: string): string {
  return url.replace(/([?&](?:token|refresh_token)=)[^&#]*/gi, '$1[redacted]')
}

interface RequestLike {
  method: string
  url: string
  ip?: string
  headers?: Record<string, unknown>
}

export function loggerOptions(level = process.env.LOG_LEVEL ?? 'info'): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(req: RequestLike) {
        return { method: req.method, url: scrubUrl(req.url), remoteAddress: req.ip }
      },
    },
  }
}
