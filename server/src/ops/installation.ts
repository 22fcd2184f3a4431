/**
 * What the one-off commands (backup, restore, moving documents into a bucket) work on:
 * the database and the file store the server's own configuration names, from the same
 * environment or .env file. With the embedded PostgreSQL, a running server's cluster
 * is used as it is; otherwise the command starts the cluster and stops it at the end.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { loadConfig, type Config } from '../config'
import { connect } from '../db/client'
import { runningEmbeddedUrl, startEmbedded } from '../db/embedded'
import type { BlobStore } from '../lib/blob-store'
import { openBlobStore } from '../lib/storage'

export interface Installation {
  config: Config
  pool: pg.Pool
  blobs: BlobStore
  /** Where uploads wait while checked (the server's spool). */
  spoolDir: string
  close(): Promise<void>
}

export function loadCommandConfig(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env')
  return loadConfig()
}

export async function openInstallation(config: Config, log: (message: string) => void): Promise<Installation> {
  const clusterDir = path.join(config.dataDir, 'pg')
  const running = config.databaseUrl ? null : await runningEmbeddedUrl(clusterDir)
  const started = config.databaseUrl || running ? null : await startEmbedded(clusterDir)
  const url = config.databaseUrl ?? running ?? started!.url
  log(
    config.databaseUrl
      ? 'database: DATABASE_URL'
      : `database: the embedded PostgreSQL in ${clusterDir}${running ? ' (the running server’s)' : ''}`,
  )
  const conn = connect(url, { max: 2 })
  const blobs = await openBlobStore(config)
  return {
    config,
    pool: conn.pool,
    blobs,
    spoolDir: path.join(config.dataDir, 'spool'),
    async close() {
      blobs.close?.()
      await conn.close()
      await started?.stop()
    },
  }
}

/** Runs a command's body with the installation open, printing its errors plainly and setting the exit code. */
export async function runCommand(body: (log: (message: string) => void) => Promise<void>): Promise<void> {
  const log = (message: string) => console.log(message)
  try {
    await body(log)
  } catch (err) {
    console.error(`\n${(err as Error).message}`)
    process.exitCode = 1
  }
}
