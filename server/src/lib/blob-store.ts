/**
 * Where documents' bytes live: a directory on this machine (the default) or an
 * S3-compatible bucket (s3-blob-store.ts), chosen by configuration. The database row
 * (stored_files) is the truth about what exists; a store only keeps bytes under keys
 * that FileStore (files.ts) generates and never reuses, so an object is written once,
 * read any number of times and deleted once, never changed in place.
 */
import { copyFile, mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

export interface BlobInfo {
  key: string
  size: number
  modifiedAt: Date
}

export interface BlobStore {
  /** For logs and the README's checks: "directory /data/files", "bucket docs at https://…". */
  readonly description: string
  /** Stores a finished spool file (uploads are checked before they reach the store) under a new key. */
  putFile(key: string, file: string, info: { size: number; mime: string }): Promise<void>
  /**
   * Opens the object for reading. Throws BlobMissing before any byte is sent, so a
   * download can still answer an error in the envelope.
   */
  open(key: string): Promise<Readable>
  /** Deletes the object; an absent one is no error (the sweep may retry). */
  delete(key: string): Promise<void>
  /** Every object, in no particular order (the sweep and the backup walk them). */
  list(): AsyncIterable<BlobInfo>
  /** Lets a one-off command exit without waiting for idle sockets. */
  close?(): void
}

export class BlobMissing extends Error {
  constructor(key: string) {
    super(`stored object ${key} is missing`)
    this.name = 'BlobMissing'
  }
}

/** Keys are `tenant/uuid`; anything else (a stored value tampered with) must not reach a path or a bucket. */
const KEY = /^[0-9]+\/[0-9a-f-]{36}$/
export function isStorageKey(key: string): boolean {
  return KEY.test(key)
}
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`)
  return key
}

/** The directory store: DATA_DIR/files/<tenant>/<uuid>. */
export class LocalBlobStore implements BlobStore {
  readonly description: string
  constructor(private readonly root: string) {
    this.description = `directory ${root}`
  }

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key))
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.pathOf(key)
    await mkdir(path.dirname(target), { recursive: true })
    try {
      // The spool is beside the store, so this is one rename: the object appears whole or not at all.
      await rename(file, target)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
      await copyFile(file, target)
      await unlink(file)
    }
  }

  async open(key: string): Promise<Readable> {
    try {
      // Opened here, not lazily by the stream: once open, a later delete cannot take the bytes away.
      const handle = await open(this.pathOf(key), 'r')
      return handle.createReadStream()
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobMissing(key)
      throw err
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err
    })
  }

  async *list(): AsyncIterable<BlobInfo> {
    let tenants: string[]
    try {
      tenants = await readdir(this.root)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return
      throw err
    }
    for (const tenant of tenants) {
      if (!/^[0-9]+$/.test(tenant)) continue
      for (const name of await readdir(path.join(this.root, tenant))) {
        const key = `${tenant}/${name}`
        if (!KEY.test(key)) continue
        const info = await stat(path.join(this.root, key)).catch(() => null)
        if (info?.isFile()) yield { key, size: info.size, modifiedAt: info.mtime }
      }
    }
  }
}
