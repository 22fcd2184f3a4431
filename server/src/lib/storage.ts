/**
 * The file store the configuration asks for. The S3 client is loaded only when a bucket
 * is configured: most of a start's CPU is loading modules, and the SDK is large.
 */
import path from 'node:path'
import type { Config } from '../config'
import { LocalBlobStore, type BlobStore } from './blob-store'
import { FileStore } from './file-store'

export async function openBlobStore(config: Pick<Config, 'storage' | 'dataDir'>): Promise<BlobStore> {
  if (config.storage.kind === 'local') return new LocalBlobStore(path.join(config.dataDir, 'files'))
  const { S3BlobStore } = await import('./s3-blob-store')
  return new S3BlobStore(config.storage)
}

/** Uploads wait in DATA_DIR/spool while they are checked: beside DATA_DIR/files, so storing one locally is a rename. */
export function fileStoreOf(blobs: BlobStore, config: Pick<Config, 'dataDir'>): FileStore {
  return new FileStore(blobs, path.join(config.dataDir, 'spool'))
}
