/**
 * Writing a stream to a new private file while counting and hashing it: an upload's
 * spool file (file-store.ts), a generated register's files (the render worker). The
 * file must not exist yet (`wx`), so two writers never share one.
 */
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export async function writeHashed(source: Readable, file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      hash.update(chunk)
      done(null, chunk)
    },
  })
  await pipeline(source, measure, createWriteStream(file, { flags: 'wx', mode: 0o600 }))
  return { size, sha256: hash.digest('hex') }
}
