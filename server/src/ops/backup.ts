/**
 * One archive with the whole installation: every table of the database and every
 * stored document, consistent with each other.
 *
 * The database: the embedded PostgreSQL 17 has no pg_dump here, and Debian's pg_dump
 * (15) refuses a newer server (../shared/STACK.md, 18–19). So the backup is a COPY of
 * every table inside one REPEATABLE READ transaction: one snapshot, taken through the
 * product's own connection string, the same for the embedded cluster and a managed
 * PostgreSQL, text format (readable by any later PostgreSQL). The schema is not dumped:
 * it is the checked-in migrations, recorded by name, which the restore replays.
 *
 * The documents: the objects named by stored_files in that snapshot. Objects are never
 * changed in place and removed ones wait for the sweep, which this backup holds off
 * (the sweep's advisory lock) until it is done, so every one of them is still there.
 *
 * Layout (a gzipped tar, read front to back by the restore):
 *   backup.json          format, time, migrations, tables (columns, rows), files
 *   db/<table>.tsv       COPY text format, in foreign-key order
 *   files/<key>          the bytes of each stored file
 *   checksums.json       SHA-256 of every file as read into the archive
 */
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rename, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import type pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import tar from 'tar-stream'
import type { BlobStore } from '../lib/blob-store'
import type { Journal } from '../db/migrate'
import { SWEEP_LOCK_KEY } from '../lib/file-sweep'

export const BACKUP_FORMAT = 1

export interface BackupTable {
  name: string
  columns: string[]
  rows: number
}
export interface BackupFile {
  key: string
  size: number
  mime: string
  sha256: string | null
}
export interface BackupHeader {
  format: number
  createdAt: string
  /** The migrations applied, by their journal tag, in order. */
  migrations: string[]
  tables: BackupTable[]
  files: BackupFile[]
}

/** Tables in an order where every table comes after those its foreign keys point at. */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  )
  const unquote = (name: string) => name.replace(/^"|"$/g, '')
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]))
  for (const e of edges) parents.get(unquote(e.child))?.add(unquote(e.parent))
  const ordered: string[] = []
  const placed = new Set<string>()
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return
    path.add(name)
    for (const parent of parents.get(name) ?? []) visit(parent, path)
    placed.add(name)
    ordered.push(name)
  }
  for (const t of tables) visit(t.name, new Set())
  return ordered
}

/** A table's columns that take values (not generated), in order. */
export async function columnsOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  )
  return rows.map((r) => r.name)
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The journal tags of the applied migrations (drizzle keeps their hashes and times; the journal names them). */
async function appliedMigrations(client: pg.ClientBase, journal: Journal['entries']): Promise<string[]> {
  const { rows } = await client.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by created_at')
  const byTime = new Map(journal.map((e) => [String(e.when), e.tag]))
  return rows.map((r) => {
    const tag = byTime.get(String(r.created_at))
    if (!tag)
      throw new Error(`the database has a migration (${r.created_at}) this build does not know: back up with the build that made it`)
    return tag
  })
}

function hashing(onDone: (sha256: string, size: number) => void): Transform {
  const hash = createHash('sha256')
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _e, done) {
      hash.update(chunk)
      size += chunk.length
      done(null, chunk)
    },
    flush(done) {
      onDone(hash.digest('hex'), size)
      done()
    },
  })
}

function addEntry(pack: tar.Pack, name: string, size: number, source: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()))
    source.on('error', (err) => {
      entry.destroy(err)
      reject(err)
    })
    source.pipe(entry)
  })
}

function addJson(pack: tar.Pack, name: string, value: unknown): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, mode: 0o600 }, JSON.stringify(value, null, 1), (err) => (err ? reject(err) : resolve())),
  )
}

export interface BackupOptions {
  pool: pg.Pool
  blobs: BlobStore
  /** The archive to write (.tar.gz). */
  out: string
  journal: Journal
  log?: (message: string) => void
}

export async function writeBackup({ pool, blobs, out, journal, log = () => {} }: BackupOptions): Promise<BackupHeader> {
  const client = await pool.connect()
  const work = await mkdtemp(path.join(os.tmpdir(), 'ihrc-backup-'))
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [SWEEP_LOCK_KEY])
    await client.query('begin isolation level repeatable read read only')
    const migrations = await appliedMigrations(client, journal.entries)
    const tables: BackupTable[] = []
    for (const name of await tablesInLoadOrder(client)) {
      const columns = await columnsOf(client, name)
      const list = columns.map(quoteIdent).join(', ')
      const order = columns.includes('id') ? ' order by id' : ''
      const copy = client.query(copyTo(`copy (select ${list} from ${quoteIdent(name)}${order}) to stdout`))
      await pipeline(copy, createWriteStream(path.join(work, `${name}.tsv`)))
      tables.push({ name, columns, rows: copy.rowCount ?? 0 })
    }
    const { rows: files } = await client.query<BackupFile>('select storage_key as key, size, mime, sha256 from stored_files order by id')
    await client.query('commit')
    log(`database: ${tables.length} tables, ${tables.reduce((n, t) => n + t.rows, 0)} rows, ${files.length} files`)

    const header: BackupHeader = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations, tables, files }
    const partial = `${out}.${randomUUID()}.partial`
    const pack = tar.pack()
    const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }))
    const checksums: Record<string, string> = {}
    try {
      await addJson(pack, 'backup.json', header)
      for (const t of tables) {
        const file = path.join(work, `${t.name}.tsv`)
        await addEntry(pack, `db/${t.name}.tsv`, (await stat(file)).size, createReadStream(file))
      }
      for (const f of files) {
        const bytes = await blobs.open(f.key)
        const measured = hashing((sha) => (checksums[f.key] = sha))
        await addEntry(pack, `files/${f.key}`, f.size, bytes.pipe(measured))
        if (f.sha256 && checksums[f.key] !== f.sha256) throw new Error(`stored file ${f.key} does not match its checksum`)
      }
      await addJson(pack, 'checksums.json', checksums)
      pack.finalize()
      await written
    } catch (err) {
      pack.destroy(err as Error)
      await written.catch(() => undefined)
      await rm(partial, { force: true })
      throw err
    }
    await rename(partial, out)
    log(`documents: ${files.length}`)
    return header
  } finally {
    await client.query('rollback').catch(() => undefined)
    await client.query('select pg_advisory_unlock(hashtext($1))', [SWEEP_LOCK_KEY]).catch(() => undefined)
    client.release()
    await rm(work, { recursive: true, force: true })
  }
}
