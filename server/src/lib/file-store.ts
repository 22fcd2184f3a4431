/**
 * Stored documents: the stored_files rows and their bytes in the blob store (a
 * directory or a bucket, blob-store.ts), kept in step.
 *
 * - An upload is spooled to a local file first (streamed, never whole in memory), its
 *   type decided by its bytes, then put in the store under a new key, then recorded
 *   with the caller's database work in one transaction; if that work fails the object
 *   is deleted again. A crash in between leaves an object without a row: the sweep
 *   (file-sweep.ts) removes it.
 * - Keys are never reused and bytes never overwritten: a replacement is a new object.
 *   A file row removed (replaced or deleted) leaves a file_removals row in the same
 *   transaction, and the sweep deletes those bytes only after a grace period, so a
 *   download that read the old row just before the change still streams whole bytes.
 * - A download opens the object before answering: a missing object is an error in the
 *   envelope, never a 200 cut short.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fileTypeFromFile } from 'file-type'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { DbOrTx } from '../db/client'
import { fileRemovals, storedFiles } from '../db/schema'
import type { BlobStore } from './blob-store'
import { writeHashed } from './hashed-write'

/** An upload received and checked, waiting in the spool directory to be stored. */
export interface StagedFile {
  /** The client's file name, kept only for display and downloads. */
  filename: string
  /** Detected from the bytes. */
  mime: string
  size: number
  sha256: string
  /** The spool file. */
  path: string
}

/** The columns a download needs, read in the same statement as the record that points at the file. */
export const storedFileColumns = {
  fileId: storedFiles.id,
  storageKey: storedFiles.storageKey,
  originalName: storedFiles.originalName,
  mime: storedFiles.mime,
  size: storedFiles.size,
}
export interface StoredFileRow {
  fileId: number
  storageKey: string
  originalName: string
  mime: string
  size: number
}

export interface FileOwner {
  tenantId: number
  userId: number
}

/** The name a stored file keeps (the client's, shortened): shown in lists, downloads and the audit trail. */
export function storedName(file: { filename: string }): string {
  return file.filename.slice(0, 200)
}

export class FileStore {
  /** Spool files of requests still running, deleted when the request ends whatever happened. */
  private readonly spooled = new WeakMap<FastifyRequest, string[]>()

  constructor(
    readonly blobs: BlobStore,
    /** Where uploads wait while they are checked; beside the local store, so storing one is a rename. */
    readonly spoolDir: string,
  ) {}

  /**
   * Streams `source` into a new spool file, counting and hashing it; the file is deleted
   * when `request` ends. The caller checks size limits and type.
   */
  async spool(request: FastifyRequest, source: Readable, filename: string): Promise<Omit<StagedFile, 'mime'>> {
    await mkdir(this.spoolDir, { recursive: true })
    const file = path.join(this.spoolDir, randomUUID())
    const list = this.spooled.get(request) ?? []
    this.spooled.set(request, [...list, file])
    return { filename, ...(await writeHashed(source, file)), path: file }
  }

  /** The type by the bytes (file-type reads only what it needs: a header, a zip's entry names). */
  async detect(file: string): Promise<string | undefined> {
    return (await fileTypeFromFile(file))?.mime
  }

  /** Deletes what `request` spooled and did not store (registered on onResponse and onRequestAbort). */
  async release(request: FastifyRequest): Promise<void> {
    const files = this.spooled.get(request)
    if (!files) return
    this.spooled.delete(request)
    await Promise.all(files.map((f) => unlink(f).catch(() => undefined)))
  }

  /**
   * Puts the file in the store under a new key, then runs `work` in one transaction with
   * the new file's row id. If anything throws, the transaction rolls back and the object
   * is deleted: a failed write leaves nothing behind.
   */
  async withStoredFile<T>(db: DbOrTx, owner: FileOwner, file: StagedFile, work: (tx: Db, fileId: number) => Promise<T>): Promise<T> {
    const key = `${owner.tenantId}/${randomUUID()}`
    await this.blobs.putFile(key, file.path, { size: file.size, mime: file.mime })
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(storedFiles)
          .values({
            tenantId: owner.tenantId,
            createdBy: owner.userId,
            storageKey: key,
            originalName: storedName(file),
            mime: file.mime,
            size: file.size,
            sha256: file.sha256,
          })
          .returning({ id: storedFiles.id })
        return work(tx, row!.id)
      })
    } catch (err) {
      await this.blobs.delete(key).catch(() => undefined)
      throw err
    }
  }

  /** withStoredFile for several files at once (a reply's documents): all stored with `work`'s transaction, or none. */
  async withStoredFiles<T>(
    db: DbOrTx,
    owner: FileOwner,
    files: readonly StagedFile[],
    work: (tx: Db, fileIds: number[]) => Promise<T>,
    stored: number[] = [],
  ): Promise<T> {
    const [first, ...rest] = files
    if (!first) return db.transaction((tx) => work(tx, stored))
    return this.withStoredFile(db, owner, first, (tx, id) => this.withStoredFiles(tx, owner, rest, work, [...stored, id]))
  }

  /**
   * Removes a file row (after the rows that point at it) and queues its bytes for the
   * sweep, in one statement: inside the caller's transaction, a rollback keeps both.
   */
  async discard(db: DbOrTx, tenantId: number, fileId: number): Promise<void> {
    await db.execute(sql`with gone as (
        delete from ${storedFiles} where ${storedFiles.id} = ${fileId} and ${storedFiles.tenantId} = ${tenantId}
        returning ${storedFiles.tenantId}, ${storedFiles.storageKey})
      insert into ${fileRemovals} (tenant_id, storage_key) select tenant_id, storage_key from gone
      on conflict (storage_key) do nothing`)
  }

  /** Streams a stored file as an attachment. The row comes from the caller's own read (one snapshot with its record). */
  async send(reply: FastifyReply, file: StoredFileRow): Promise<FastifyReply> {
    // Opened before any header is set: a failure here is still an answer in the envelope.
    const body = await this.blobs.open(file.storageKey)
    const name = file.originalName.replace(/[^\w. -]/g, '_')
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Length', file.size)
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Access-Control-Expose-Headers', 'Content-Disposition')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body)
  }
}
