/**
 * startS3(): a local S3-compatible server (s3rver in a child process) with one empty
 * bucket, and the settings the server's S3 store takes. The store talks to it with the
 * real AWS SDK client, as it would to AWS, R2 or MinIO.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { S3Settings } from '../../src/lib/s3-blob-store'

export interface LocalS3 {
  settings: S3Settings
  /** The same settings as the server's environment (S3_*). */
  env: Record<string, string>
  stop(): Promise<void>
}

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-process.mjs')

export async function startS3(bucket = 'ihrc-documents'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'ihrc-s3-'))
  const child = spawn(process.execPath, [SCRIPT, directory, bucket], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d
      const m = /listening (\d+)/.exec(output)
      if (m) resolve(Number(m[1]))
    })
    child.stderr.on('data', (d: Buffer) => (output += d))
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}: ${output}`)))
  })
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver accepts these fixed credentials; a real store takes its own.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  return {
    settings: { bucket, prefix: '', endpoint, region: 'us-east-1', forcePathStyle: true, credentials },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
