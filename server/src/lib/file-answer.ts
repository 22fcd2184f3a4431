/**
 * Answers that are files (spreadsheets, stored documents, a calendar feed). Their handler
 * sends bytes or a stream, which Fastify never serialises, so such a route has no
 * `response` schema to declare; its `fileAnswer` says in the OpenAPI document what it
 * sends instead (media types, a binary body), through `openApiTransform` (documented-body.ts).
 */
import { DOCUMENT_TYPES } from './files'
import { XLSX_MIME } from './xlsx'

export interface FileAnswer {
  /** The media types the answer may have (its `Content-Type`). */
  types: readonly string[]
  description: string
}

declare module 'fastify' {
  interface FastifySchema {
    /** For the OpenAPI document alone (see the file's comment). */
    fileAnswer?: FileAnswer
  }
}

const ATTACHMENT = 'an attachment its `Content-Disposition` names'

/** A spreadsheet the server writes (template, export). */
export const XLSX_ANSWER: FileAnswer = { types: [XLSX_MIME], description: `The xlsx file, as ${ATTACHMENT}` }

/** A stored upload, sent with the media type its content was checked to have. */
export const DOCUMENT_ANSWER: FileAnswer = {
  types: Object.keys(DOCUMENT_TYPES),
  description: `The stored document, as ${ATTACHMENT}, with the media type found in its content`,
}

/** The OpenAPI `responses` entry of a file answer: status 200, each media type a binary body. */
export function fileResponse({ types, description }: FileAnswer) {
  const binary = { schema: { type: 'string', format: 'binary' } }
  return { 200: { description, content: Object.fromEntries(types.map((type) => [type, binary])) } }
}
