/**
 * A document of the demo tenant, stored as an upload is (its bytes in the blob store, its
 * stored_files row written with the caller's row in one transaction, file-store.ts): a
 * one-page PDF of the particulars it stands for, headed as demo data, so a newcomer opens
 * a real file where the console shows one (a due item's proof, a notice's copy).
 */
import { randomUUID } from 'node:crypto'
import { mkdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import type { Db } from '../db/client'
import type { RequestContext } from '../lib/crud'
import type { FileStore } from '../lib/file-store'
import { writeHashed } from '../lib/hashed-write'
import { writePdfTable } from '../lib/pdf-table'

export interface DemoDocument {
  filename: string
  /** What it is ("Proof of compliance"), and the record it belongs to. */
  title: readonly string[]
  /** Particulars, one a line: label and value. */
  rows: readonly (readonly [string, string | number | null])[]
}

/** Stores `doc` for the admin's tenant and runs `work` with its file id, in one transaction (a savepoint of the seed's). */
export async function withDemoDocument<T>(
  files: FileStore,
  asAdmin: RequestContext,
  doc: DemoDocument,
  work: (tx: Db, fileId: number) => Promise<T>,
): Promise<T> {
  await mkdir(files.spoolDir, { recursive: true })
  const file = path.join(files.spoolDir, randomUUID())
  const pdf = new PassThrough()
  const written = writePdfTable(
    {
      title: [`${doc.title[0]} (demo data)`, ...doc.title.slice(1)],
      columns: [
        { header: 'Particulars', width: 1 },
        { header: 'Detail', width: 3 },
      ],
      rows: doc.rows,
      pageLabel: doc.filename,
    },
    pdf,
  )
  const [hashed] = await Promise.all([writeHashed(pdf, file), written])
  try {
    return await files.withStoredFile(
      asAdmin.db,
      asAdmin.auth,
      { filename: doc.filename, mime: 'application/pdf', path: file, ...hashed },
      work,
    )
  } finally {
    // Stored locally it was moved; stored in a bucket it was copied.
    await unlink(file).catch(() => undefined)
  }
}
