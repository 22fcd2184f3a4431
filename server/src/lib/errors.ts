/**
 * The one place errors become HTTP answers (API.md "Conventions": `{message}` where
 * message is a string, or `{field: [messages]}` for validation). Route code throws
 * `HttpError` (or the helpers) and never builds error bodies itself.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import { GENERIC_ERROR, NO_PERMISSION, SESSION_EXPIRED, type ErrorMessage } from '@ihrc/contract'

export type FieldErrors = Record<string, string[]>

export class HttpError extends Error {
  readonly status: number
  readonly body: { message: ErrorMessage }
  readonly headers: Record<string, string>
  constructor(status: number, message: ErrorMessage, headers: Record<string, string> = {}) {
    super(typeof message === 'string' ? message : JSON.stringify(message))
    this.name = 'HttpError'
    this.status = status
    this.body = { message }
    this.headers = headers
  }
}

/** 404 for a missing id and equally for another tenant's id (no existence leak). */
export function notFound(what = 'Record'): HttpError {
  return new HttpError(404, `${what} not found`)
}
export function conflict(message: string): HttpError {
  return new HttpError(409, message)
}
/** A message, or field → messages (a single string per field is accepted). */
export function badRequest(message: string | string[] | Record<string, string | string[]>): HttpError {
  if (typeof message === 'string' || Array.isArray(message)) return new HttpError(400, message)
  const fields: FieldErrors = {}
  for (const [k, v] of Object.entries(message)) fields[k] = Array.isArray(v) ? v : [v]
  return new HttpError(400, fields)
}
export function forbidden(message: string = NO_PERMISSION): HttpError {
  return new HttpError(403, message)
}
export function unauthorized(message: string = SESSION_EXPIRED): HttpError {
  return new HttpError(401, message)
}

/** One field may fail several checks with the same sentence (a huge id is neither whole nor in range): say it once. */
function addField(fields: FieldErrors, key: string, message: string) {
  const messages = (fields[key] ??= [])
  if (!messages.includes(message)) messages.push(message)
}

/** Issues of a zod error as `{ 'a.b': [messages] }`; a whole-input issue is filed under `fallback`. */
export function zodFieldErrors(error: ZodError, fallback = 'body'): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) addField(fields, issue.path.length ? issue.path.join('.') : fallback, issue.message)
  return fields
}

const PASSTHROUGH = new Set([400, 404, 405, 406, 413, 415, 429])

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.status).headers(error.headers).send(error.body)
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {}
    const context = (error as FastifyError).validationContext ?? 'body'
    for (const v of error.validation) {
      const key = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.')
      addField(fields, key || context, v.message ?? 'Invalid value')
    }
    return reply.status(400).send({ message: fields })
  }
  if (error instanceof ZodError) {
    return reply.status(400).send({ message: zodFieldErrors(error) })
  }
  const status = (error as FastifyError).statusCode
  if (status !== undefined && PASSTHROUGH.has(status)) {
    // Fastify's own client errors (bad JSON, body too large, unsupported media type).
    return reply.status(status).send({ message: error.message })
  }
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send({ message: GENERIC_ERROR })
}
