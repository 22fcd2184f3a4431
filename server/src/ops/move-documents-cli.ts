/**
 * `npm run move-documents`: copies every stored document from DATA_DIR/files into the
 * bucket that S3_* names, and checks each copy by reading it back and comparing its
 * SHA-256 with the local file's (and with the one recorded at upload, where there is
 * one; files stored before checksums were kept get theirs recorded). Run it with the
 * server stopped, or before switching it to the bucket; it may be run again. Local files
 * are left in place: remove DATA_DIR/files once the server runs on the bucket.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { LocalBlobStore } from '../lib/blob-store'
import { loadCommandConfig, openInstallation, runCommand } from './installation'

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of stream) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

void runCommand(async (log) => {
  const config = loadCommandConfig()
  if (config.storage.kind !== 's3') throw new Error('Set S3_BUCKET (and the other S3_* settings) to the bucket to move the documents into')
  const installation = await openInstallation(config, log)
  const local = new LocalBlobStore(path.join(config.dataDir, 'files'))
  try {
    log(`moving documents from ${local.description} to ${installation.blobs.description}`)
    const { rows } = await installation.pool.query<{ id: number; key: string; size: number; mime: string; sha256: string | null }>(
      'select id, storage_key as key, size, mime, sha256 from stored_files order by id',
    )
    let moved = 0
    for (const row of rows) {
      const file = path.join(config.dataDir, 'files', row.key)
      const original = await sha256Of(createReadStream(file))
      if (row.sha256 && row.sha256 !== original)
        throw new Error(`${row.key}: the local file does not match the checksum recorded at upload`)
      await installation.blobs.putFile(row.key, file, { size: row.size, mime: row.mime })
      const copy = await sha256Of(await installation.blobs.open(row.key))
      if (copy !== original) throw new Error(`${row.key}: the copy in the bucket does not match the local file`)
      if (!row.sha256) await installation.pool.query('update stored_files set sha256 = $1 where id = $2', [original, row.id])
      moved += 1
    }
    log(`${moved} documents copied and verified; set S3_* on the server, start it, then remove ${local.description}`)
  } finally {
    await installation.close()
  }
})
