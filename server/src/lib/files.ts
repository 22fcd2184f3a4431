/**
 * Multipart uploads. The type is decided by the bytes (file-type), never by the name or
 * the client's Content-Type. Spreadsheets (bulk uploads) are read into memory, since
 * their parser needs them whole; documents are streamed to a spool file and then into
 * the file store (file-store.ts), never held whole in memory.
 */
import path from 'node:path'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { HttpError, badRequest } from './errors'
import type { StagedFile } from './file-store'
import { XLSX_MIME } from './xlsx'

/** What API.md allows for a document upload, by detected MIME type. */
export const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  [XLSX_MIME]: 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/zip': 'zip',
}
export const SPREADSHEET_TYPES: Readonly<Record<string, string>> = { [XLSX_MIME]: 'xlsx' }

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
export const MAX_SPREADSHEET_BYTES = 20 * 1024 * 1024

export interface Upload {
  /** The client's file name, kept only for display and downloads. */
  filename: string
  mime: string
  buffer: Buffer
}

export interface MultipartForm<F> {
  fields: Record<string, string>
  file: F | null
  /** Every file sent in field `file`, in order (more than one only where the reader allows it). */
  files: F[]
}

interface UploadLimits {
  allowed: Readonly<Record<string, string>>
  maxBytes: number
}

/**
 * Characters a client's file name never keeps: control characters (C0, DEL, C1: a NUL is
 * refused by PostgreSQL, a newline or tab breaks a header or a sheet cell) and the bidi
 * controls that make "invoice\u202Efdp.exe" read as "invoiceexe.pdf".
 */
const NOT_IN_NAMES = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu

/** The client's file name as it is kept: its last segment, without control characters, never empty. */
export function cleanFileName(name: string | undefined): string {
  return path.basename((name ?? '').replace(NOT_IN_NAMES, '')).trim() || 'file'
}

export function typeNotAccepted(allowed: Readonly<Record<string, string>>): HttpError {
  return new HttpError(415, `File type not accepted; allowed: ${[...new Set(Object.values(allowed))].join(', ')}`)
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`)
}

/**
 * Reads a multipart body: text fields plus at most one file in field `file`, taken by
 * `take` (which checks its type). Too large → 413, wrong type → 415.
 */
async function readParts<F>(
  request: FastifyRequest,
  { maxBytes }: UploadLimits,
  take: (part: MultipartFile, filename: string) => Promise<F>,
  maxFiles = 1,
): Promise<MultipartForm<F>> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data')
  const fields: Record<string, string> = {}
  const files: F[] = []
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 50 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (part.fieldname !== 'file') {
        part.file.resume()
        continue
      }
      files.push(await take(part, cleanFileName(part.filename)))
      if (part.file.truncated) throw tooLarge(maxBytes)
    }
  } catch (err) {
    if (err instanceof HttpError) throw err
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes)
    if (code === 'FST_FILES_LIMIT_REACHED')
      throw badRequest(maxFiles === 1 ? 'Send one file in the field "file"' : `Send at most ${maxFiles} files in the field "file"`)
    throw err
  }
  return { fields, file: files[0] ?? null, files }
}

/** A multipart body whose file (a spreadsheet) is read into memory. */
export async function readMultipart(request: FastifyRequest, limits: UploadLimits): Promise<MultipartForm<Upload>> {
  return readParts(request, limits, async (part, filename) => {
    const buffer = await part.toBuffer()
    const detected = await fileTypeFromBuffer(buffer)
    if (!detected || !limits.allowed[detected.mime]) throw typeNotAccepted(limits.allowed)
    return { filename, mime: detected.mime, buffer }
  })
}

/** Like readMultipart, but the file is required. */
export async function readRequiredFile(request: FastifyRequest, limits: UploadLimits): Promise<MultipartForm<Upload> & { file: Upload }> {
  return required(await readMultipart(request, limits))
}

/**
 * A multipart body whose file (a document) is streamed to the file store's spool:
 * memory stays flat whatever its size. The spool file goes when the request ends.
 */
export async function readDocumentForm(request: FastifyRequest, maxFiles = 1): Promise<MultipartForm<StagedFile>> {
  const store = request.server.files
  const limits = { allowed: DOCUMENT_TYPES, maxBytes: MAX_DOCUMENT_BYTES }
  return readParts(
    request,
    limits,
    async (part, filename) => {
      const spooled = await store.spool(request, part.file, filename)
      // A cut-off file is refused as too large by readParts, before its type is asked.
      if (part.file.truncated) return { ...spooled, mime: '' }
      const mime = await store.detect(spooled.path)
      if (!mime || !DOCUMENT_TYPES[mime]) throw typeNotAccepted(DOCUMENT_TYPES)
      return { ...spooled, mime }
    },
    maxFiles,
  )
}

/** Like readDocumentForm, but the file is required. */
export async function readRequiredDocument(request: FastifyRequest): Promise<MultipartForm<StagedFile> & { file: StagedFile }> {
  return required(await readDocumentForm(request))
}

function required<F>(form: MultipartForm<F>): MultipartForm<F> & { file: F } {
  if (!form.file) throw badRequest({ file: 'Choose a file to upload' })
  return { ...form, file: form.file }
}
