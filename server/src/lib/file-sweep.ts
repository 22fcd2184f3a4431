/**
 * The file sweep: the only code that deletes stored bytes after the fact.
 * - Bytes of removed files (file_removals) once their grace period is over: a download
 *   that read the file's row just before it was replaced or deleted has long finished
 *   opening them by then.
 * - Objects no row knows (an upload whose process died between storing the bytes and
 *   committing its row, a tenant removed with its rows), once older than the grace
 *   period, so an upload still on its way to its commit is never taken.
 * - Spool files left by a process that died mid-upload.
 * One instance sweeps at a time (a transaction-scoped advisory lock; an instance that
 * finds it taken skips the round).
 */
import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { DbOrTx } from '../db/client'
import { isStorageKey, type BlobStore } from './blob-store'

/** How long removed bytes stay readable. */
export const REMOVAL_GRACE_MS = 60 * 60 * 1000
export const SWEEP_EVERY_MS = 60 * 60 * 1000
/** A spool file lives as long as its request; one this old belongs to a process that died. */
const SPOOL_STALE_MS = 60 * 60 * 1000

/** The sweep's advisory lock (hashtext of this): a backup holds it so that no bytes go while it copies them. */
export const SWEEP_LOCK_KEY = 'file-sweep'
const LOCK = sql`hashtext(${SWEEP_LOCK_KEY})`
const BATCH = 500

export interface SweepResult {
  removed: number
  orphans: number
  spool: number
}

/**
 * One round; null when another instance is sweeping. `graceMs` 0 takes everything due
 * now, uploads still on their way to their commit included: only with nothing else running (tests).
 */
export async function sweepFiles(
  db: Db,
  store: { blobs: BlobStore; spoolDir: string },
  graceMs = REMOVAL_GRACE_MS,
): Promise<SweepResult | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ got: boolean }>(sql`select pg_try_advisory_xact_lock(${LOCK}) as got`)
    if (!lock.rows[0]?.got) return null
    return {
      removed: await deleteRemoved(tx, store.blobs, graceMs),
      orphans: await deleteOrphans(tx, store.blobs, graceMs),
      spool: await deleteStaleSpool(store.spoolDir),
    }
  })
}

async function deleteRemoved(db: DbOrTx, blobs: BlobStore, graceMs: number): Promise<number> {
  let removed = 0
  for (;;) {
    const { rows } = await db.execute<{ id: number; storage_key: string }>(
      sql`select id, storage_key from file_removals
        where removed_at <= now() - make_interval(secs => ${graceMs / 1000}) order by id limit ${BATCH}`,
    )
    if (!rows.length) return removed
    for (const row of rows) if (isStorageKey(row.storage_key)) await blobs.delete(row.storage_key)
    await db.execute(sql`delete from file_removals where id = any(${sql.param(rows.map((r) => r.id))}::int[])`)
    removed += rows.length
  }
}

async function deleteOrphans(db: DbOrTx, blobs: BlobStore, graceMs: number): Promise<number> {
  const before = Date.now() - graceMs
  let orphans = 0
  let batch: string[] = []
  const flush = async () => {
    const { rows } = await db.execute<{ key: string }>(
      sql`select k as key from unnest(${sql.param(batch)}::text[]) k
        where not exists (select 1 from stored_files f where f.storage_key = k)
          and not exists (select 1 from file_removals r where r.storage_key = k)`,
    )
    for (const { key } of rows) await blobs.delete(key)
    orphans += rows.length
    batch = []
  }
  for await (const blob of blobs.list()) {
    if (!isStorageKey(blob.key) || blob.modifiedAt.getTime() > before) continue
    batch.push(blob.key)
    if (batch.length >= BATCH) await flush()
  }
  if (batch.length) await flush()
  return orphans
}

async function deleteStaleSpool(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[])
  let removed = 0
  for (const name of names) {
    const file = path.join(dir, name)
    const info = await stat(file).catch(() => null)
    if (!info || info.mtimeMs > Date.now() - SPOOL_STALE_MS) continue
    await unlink(file).catch(() => undefined)
    removed += 1
  }
  return removed
}

/** Sweeps every SWEEP_EVERY_MS (the first round one period after the start); returns what stops it. */
export function startFileSweep(
  db: Db,
  store: { blobs: BlobStore; spoolDir: string },
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): () => void {
  const run = () =>
    sweepFiles(db, store).then(
      (done) => done && (done.removed || done.orphans || done.spool) && log.info({ ...done }, 'stored files swept'),
      (err: unknown) => log.error({ err }, 'sweeping stored files failed'),
    )
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
