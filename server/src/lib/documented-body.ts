/**
 * Bodies the OpenAPI document shows but Fastify does not validate: a route that takes
 * JSON or a multipart form (a record with its document, crud/documents.ts) reads and
 * checks its body in the handler, because a form exists only once parsed, so its schema
 * has no `body`. Its `documentedBody` gives the document both forms instead, through
 * `openApiTransform`, app.ts's swagger transform.
 */
import type { FastifySchema } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { fileResponse } from './file-answer'

/** The body as each content type carries it. */
export interface DocumentedBody {
  json: z.ZodType
  form: z.ZodType
}

declare module 'fastify' {
  interface FastifySchema {
    /** For the OpenAPI document alone (see the file's comment). */
    documentedBody?: DocumentedBody
  }
}

const CUSTOM_IN_FORM = 'Each custom value as its own form field, named `custom.<key>`.'

/**
 * A record sent as JSON, or as a form with the same fields and its document as `file`
 * (required or not); a form's custom values are fields of their own (documents.ts `withCustomFields`).
 */
export function bodyWithFile(
  body: z.ZodType & { shape: Readonly<Record<string, z.core.$ZodType>> },
  fileRequired: boolean,
): DocumentedBody {
  const { custom, ...fields } = body.shape
  const file = z.file().describe("The record's document, checked by content")
  return {
    json: body,
    form: z.object({
      ...fields,
      ...(custom ? { custom: z.record(z.string(), z.string()).optional().describe(CUSTOM_IN_FORM) } : {}),
      file: fileRequired ? file : file.optional(),
    }),
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]

/**
 * jsonSchemaTransform, with a route's `documentedBody` as its request body for each
 * content type, and its `fileAnswer` (file-answer.ts) as its success answer.
 */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { documentedBody, fileAnswer, ...schema } = (input.schema ?? {}) as FastifySchema
  const transformed = jsonSchemaTransform({ ...input, schema })
  const out = fileAnswer ? { ...transformed, schema: { ...transformed.schema, response: fileResponse(fileAnswer) } } : transformed
  if (!documentedBody) return out
  const asJson = (body: z.ZodType) => jsonSchemaTransform({ ...input, schema: { body } }).schema.body
  const content = {
    'application/json': { schema: asJson(documentedBody.json) },
    'multipart/form-data': { schema: asJson(documentedBody.form) },
  }
  return { ...out, schema: { ...out.schema, body: { content } } }
}
