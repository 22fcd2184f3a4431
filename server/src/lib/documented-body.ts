/**
 * Bodies the OpenAPI document shows but Fastify does not validate: a route that takes a
 * multipart form (a spreadsheet, a proof, a document of a kind, a notice's reply) or JSON
 * or a form (a record with its document, crud/documents.ts) reads and checks its body in
 * the handler, because a form exists only once parsed, so its schema has no `body`. Its
 * `documentedBody` gives the document its form (and JSON) instead, through
 * `openApiTransform`, app.ts's swagger transform.
 */
import type { FastifySchema } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import './documented-answer'
import { fileResponse } from './file-answer'

/** The body as each content type carries it: a multipart form, and JSON where the route takes that too. */
export interface DocumentedBody {
  json?: z.ZodType
  form: z.ZodType
}

declare module 'fastify' {
  interface FastifySchema {
    /** For the OpenAPI document alone (see the file's comment). */
    documentedBody?: DocumentedBody
  }
}

const CUSTOM_IN_FORM = 'Each custom value as its own form field, named `custom.<key>`.'

/** The file a form carries in its field `file`, as the handler reads it (lib/files.ts). */
export const FORM_FILE = {
  /** A stored document, checked by its content (pdf, image, office file, zip). */
  document: (what: string) => z.file().describe(`${what}, checked by content`),
  /** The filled-in xlsx template of a bulk upload, read and dropped. */
  spreadsheet: z.file().describe('The filled-in xlsx template'),
}

/** A multipart form alone: its text fields (none by default) and its file field `file`. */
export function formBody(file: z.ZodType, fields: Readonly<Record<string, z.core.$ZodType>> = {}): DocumentedBody {
  return { form: z.object({ ...fields, file }) }
}

/**
 * A record sent as JSON, or as a form with the same fields and its document as `file`
 * (required or not); a form's custom values are fields of their own (documents.ts `withCustomFields`).
 */
export function bodyWithFile(body: RecordBody, fileRequired: boolean): DocumentedBody {
  return { json: body, form: recordForm(body, fileRequired).form }
}

type RecordBody = z.ZodType & { shape: Readonly<Record<string, z.core.$ZodType>> }

/** The form alone of a record with its document, for a route that takes no JSON (a notice's follow-up). */
export function recordForm(body: RecordBody, fileRequired: boolean): DocumentedBody {
  const { custom, ...fields } = body.shape
  const file = FORM_FILE.document("The record's document")
  const customInForm = z.record(z.string(), z.string()).optional().describe(CUSTOM_IN_FORM)
  return formBody(fileRequired ? file : file.optional(), custom ? { ...fields, custom: customInForm } : fields)
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]

/**
 * jsonSchemaTransform, with a route's `documentedBody` as its request body for each
 * content type, and its `fileAnswer` (file-answer.ts) or `documentedAnswer`
 * (documented-answer.ts) as its success answer.
 */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { documentedBody, fileAnswer, documentedAnswer, ...declared } = (input.schema ?? {}) as FastifySchema
  const schema = documentedAnswer ? { ...declared, response: { ...(declared.response as object), ...documentedAnswer } } : declared
  const transformed = jsonSchemaTransform({ ...input, schema })
  const out = fileAnswer ? { ...transformed, schema: { ...transformed.schema, response: fileResponse(fileAnswer) } } : transformed
  if (!documentedBody) return out
  const asJson = (body: z.ZodType) => jsonSchemaTransform({ ...input, schema: { body } }).schema.body
  const content = {
    ...(documentedBody.json ? { 'application/json': { schema: asJson(documentedBody.json) } } : {}),
    'multipart/form-data': { schema: asJson(documentedBody.form) },
  }
  return { ...out, schema: { ...out.schema, body: { content } } }
}
