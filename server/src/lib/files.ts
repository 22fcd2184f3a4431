/**
 * Uploaded documents. The type is decided by the bytes (file-type), never by the name
 * or the client's Content-Type; files are stored under generated names in
 * DATA_DIR/files, outside anything the server serves. A failed upload leaves nothing
 * behind: the bytes are written first and removed again if the database work fails.
 */
import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { DbOrTx } from '../db/reference'
import { storedFiles } from '../db/schema'
import { HttpError, badRequest, notFound } from './errors'
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

export interface MultipartForm {
  fields: Record<string, string>
  file: Upload | null
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

/**
 * Reads a multipart body: text fields plus at most one file in field `file`, checked
 * by content against `allowed`. Too large → 413, wrong type → 415.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { allowed: Readonly<Record<string, string>>; maxBytes: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data')
  const fields: Record<string, string> = {}
  let file: Upload | null = null
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 50 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      const buffer = await part.toBuffer()
      if (part.fieldname !== 'file') continue
      const detected = await fileTypeFromBuffer(buffer)
      if (!detected || !options.allowed[detected.mime]) throw typeNotAccepted(options.allowed)
      file = { filename: cleanFileName(part.filename), mime: detected.mime, buffer }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `The file is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB`)
    if (code === 'FST_FILES_LIMIT_REACHED') throw badRequest('Send one file in the field "file"')
    throw err
  }
  return { fields, file }
}

/** Like readMultipart, but the file is required. */
export async function readRequiredFile(
  request: FastifyRequest,
  options: { allowed: Readonly<Record<string, string>>; maxBytes: number },
): Promise<MultipartForm & { file: Upload }> {
  const form = await readMultipart(request, options)
  if (!form.file) throw badRequest({ file: 'Choose a file to upload' })
  return { ...form, file: form.file }
}

/** The name a stored file keeps (the client's, shortened): shown in lists, downloads and the audit trail. */
export function storedName(upload: Upload): string {
  return upload.filename.slice(0, 200)
}

export interface FileOwner {
  tenantId: number
  userId: number
}

export class FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    // Keys are generated here (tenant/uuid), but never trust a stored value blindly.
    const full = path.resolve(this.root, key)
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('storage key escapes the files directory')
    return full
  }

  /**
   * Writes the bytes, then runs `work` in one transaction with the new file's row id.
   * If anything throws, the transaction rolls back and the bytes are deleted.
   */
  async withStoredFile<T>(db: DbOrTx, owner: FileOwner, upload: Upload, work: (tx: Db, fileId: number) => Promise<T>): Promise<T> {
    const key = `${owner.tenantId}/${randomUUID()}`
    const full = this.pathOf(key)
    await mkdir(path.dirname(full), { recursive: true })
    await writeFile(full, upload.buffer, { flag: 'wx', mode: 0o600 })
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(storedFiles)
          .values({
            tenantId: owner.tenantId,
            createdBy: owner.userId,
            storageKey: key,
            originalName: storedName(upload),
            mime: upload.mime,
            size: upload.buffer.length,
          })
          .returning({ id: storedFiles.id })
        return work(tx, row!.id)
      })
    } catch (err) {
      await unlink(full).catch(() => undefined)
      throw err
    }
  }

  /** Removes a file row and its bytes (after the referencing row is gone). */
  async remove(db: DbOrTx, tenantId: number, fileId: number): Promise<void> {
    await (
      await this.discard(db, tenantId, fileId)
    )()
  }

  /**
   * Deletes the file's row with `db` (a transaction) and returns what deletes its bytes:
   * call it once that transaction has committed, so a rollback keeps the file whole.
   */
  async discard(db: DbOrTx, tenantId: number, fileId: number): Promise<() => Promise<void>> {
    const [row] = await db
      .delete(storedFiles)
      .where(and(eq(storedFiles.id, fileId), eq(storedFiles.tenantId, tenantId)))
      .returning({ key: storedFiles.storageKey })
    return async () => {
      if (row) await unlink(this.pathOf(row.key)).catch(() => undefined)
    }
  }

  /** Streams a stored file as an attachment; another tenant's id is 404. */
  async send(db: DbOrTx, reply: FastifyReply, tenantId: number, fileId: number): Promise<FastifyReply> {
    const [row] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.id, fileId), eq(storedFiles.tenantId, tenantId)))
    if (!row) throw notFound('File')
    const name = row.originalName.replace(/[^\w. -]/g, '_')
    return reply
      .header('Content-Type', row.mime)
      .header('Content-Length', row.size)
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Access-Control-Expose-Headers', 'Content-Disposition')
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(this.pathOf(row.storageKey)))
  }
}
