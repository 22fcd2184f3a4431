/**
 * Brings an empty database and a file store back to exactly the state of a backup
 * (backup.ts): the backup's migrations are replayed, every table is loaded with COPY
 * in one transaction, every document is put back in the store and checked against its
 * checksum, and only then is the transaction committed; the build's newer migrations,
 * if any, run after. A failure leaves the database as empty as it was found: the load
 * rolls back and the replayed schema (migrations commit on their own) is dropped again,
 * so the same restore can simply be run again; documents already put back are then
 * objects no row knows, which the sweep removes.
 */
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import tar from 'tar-stream'
import { MIGRATIONS_DIR, type Journal } from '../db/migrate'
import { isStorageKey, type BlobStore } from '../lib/blob-store'
import { BACKUP_FORMAT, quoteIdent, type BackupHeader } from './backup'

export interface RestoreOptions {
  pool: pg.Pool
  blobs: BlobStore
  archive: string
  journal: Journal
  /** Where each document waits while it is checked (beside the local store: a rename). */
  spoolDir: string
  log?: (message: string) => void
}

async function text(entry: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of entry) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The migrations folder cut at the backup's last migration, so its tables get exactly the backup's columns. */
async function migrationsUpTo(count: number, journal: Journal): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ihrc-migrations-'))
  await mkdir(path.join(dir, 'meta'))
  const entries = journal.entries.slice(0, count)
  for (const e of entries) await copyFile(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`))
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
  return dir
}

/** Refuses a database holding any table; answers the extensions it already has (a failed restore keeps those). */
async function refuseUnlessEmpty(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  )
  if (rows[0]!.n > 0) throw new Error('The database is not empty: restore into a new data directory or an empty DATABASE_URL database')
  const extensions = await client.query<{ name: string }>(`select extname as name from pg_extension`)
  return extensions.rows.map((r) => r.name)
}

/**
 * Undoes the replayed migrations: the database held no table before the restore
 * (refuseUnlessEmpty), so every table, enum and extension now in it came from them.
 */
async function dropReplayedSchema(client: pg.ClientBase, extensionsBefore: string[]) {
  await client.query('begin')
  const tables = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`)
  for (const { name } of tables.rows) await client.query(`drop table if exists public.${quoteIdent(name)} cascade`)
  const enums = await client.query<{ name: string }>(
    `select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' and t.typtype = 'e'`,
  )
  for (const { name } of enums.rows) await client.query(`drop type if exists public.${quoteIdent(name)} cascade`)
  // The migrations' own functions (a trigger's); an extension's go with the extension.
  const functions = await client.query<{ name: string }>(
    `select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and not exists (
       select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
  )
  for (const { name } of functions.rows) await client.query(`drop function if exists ${name} cascade`)
  await client.query('drop schema if exists drizzle cascade')
  const extensions = await client.query<{ name: string }>(`select extname as name from pg_extension`)
  for (const { name } of extensions.rows)
    if (!extensionsBefore.includes(name)) await client.query(`drop extension if exists ${quoteIdent(name)} cascade`)
  await client.query('commit')
}

export async function restoreBackup({ pool, blobs, archive, journal, spoolDir, log = () => {} }: RestoreOptions): Promise<BackupHeader> {
  const client = await pool.connect()
  let cut: string | undefined
  let extensionsBefore: string[] = []
  let committed = false
  try {
    extensionsBefore = await refuseUnlessEmpty(client)
    await mkdir(spoolDir, { recursive: true })
    const extract = tar.extract()
    const reading = pipeline(createReadStream(archive), createGunzip(), extract)
    // A broken archive rejects this while the loop below reads entries; the loop then fails with
    // the same error (pipeline destroys the extract stream). Marked handled so it cannot crash the
    // process before the catch below has emptied the database again.
    reading.catch(() => undefined)
    let header: BackupHeader | undefined
    let listedFiles = new Map<string, BackupHeader['files'][number]>()
    const restored: Record<string, string> = {}
    let checksums: Record<string, string> | undefined
    for await (const entry of extract) {
      const name = entry.header.name
      if (name === 'backup.json') {
        header = JSON.parse(await text(entry)) as BackupHeader
        listedFiles = new Map(header.files.map((f) => [f.key, f]))
        if (header.format !== BACKUP_FORMAT) throw new Error(`Unknown backup format ${header.format}`)
        const tags = journal.entries.map((e) => e.tag)
        if (header.migrations.some((tag, i) => tags[i] !== tag))
          throw new Error('The backup was made by a build this one does not follow (its migrations differ): restore it with that build')
        cut = await migrationsUpTo(header.migrations.length, journal)
        await migrate(drizzle(client), { migrationsFolder: cut })
        await client.query('begin')
        await userTriggers(client, header.tables, 'disable')
        continue
      }
      if (!header) throw new Error('Not a backup of this product: backup.json must come first')
      if (name.startsWith('db/')) {
        const table = header.tables.find((t) => `db/${t.name}.tsv` === name)
        if (!table) throw new Error(`The archive holds ${name}, which its backup.json does not list`)
        const columns = table.columns.map(quoteIdent).join(', ')
        await pipeline(entry, client.query(copyFrom(`copy ${quoteIdent(table.name)} (${columns}) from stdin`)))
        continue
      }
      if (name.startsWith('files/')) {
        const key = name.slice('files/'.length)
        if (!isStorageKey(key)) throw new Error(`The archive holds a file with an unexpected name: ${name}`)
        const spool = path.join(spoolDir, `restore-${key.replace('/', '-')}`)
        const hash = createHash('sha256')
        let size = 0
        const measure = new Transform({
          transform(chunk: Buffer, _e, done) {
            hash.update(chunk)
            size += chunk.length
            done(null, chunk)
          },
        })
        await pipeline(entry, measure, createWriteStream(spool, { mode: 0o600 }))
        const sha256 = hash.digest('hex')
        const listed = listedFiles.get(key)
        if (!listed || listed.size !== size || (listed.sha256 && listed.sha256 !== sha256)) {
          await unlink(spool).catch(() => undefined)
          throw new Error(`Document ${key} in the archive does not match its record`)
        }
        await blobs.putFile(key, spool, { size, mime: listed.mime })
        await unlink(spool).catch(() => undefined)
        restored[key] = sha256
        continue
      }
      if (name === 'checksums.json') {
        checksums = JSON.parse(await text(entry)) as Record<string, string>
        continue
      }
      entry.resume()
    }
    await reading
    if (!header || !checksums) throw new Error('The archive is incomplete (cut short?)')
    for (const f of header.files) {
      if (restored[f.key] !== checksums[f.key])
        throw new Error(`Document ${f.key} is missing from the archive or does not match its checksum`)
    }
    for (const t of header.tables) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quoteIdent(t.name)}`)
      if (rows[0]!.n !== t.rows) throw new Error(`Table ${t.name}: ${rows[0]!.n} rows loaded, the backup holds ${t.rows}`)
    }
    await resetIdentities(client)
    await userTriggers(client, header.tables, 'enable')
    await client.query('commit')
    committed = true
    // The build's own migrations after the backup's, on the restored data.
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR })
    log(
      `restored ${header.tables.reduce((n, t) => n + t.rows, 0)} rows in ${header.tables.length} tables and ${header.files.length} documents`,
    )
    return header
  } catch (err) {
    await client.query('rollback').catch(() => undefined)
    if (committed) {
      ;(err as Error).message += ' (the backup was restored; a newer migration of this build failed on it: the data is kept)'
    } else if (cut) {
      try {
        await dropReplayedSchema(client, extensionsBefore)
        ;(err as Error).message += ' (nothing was restored; the database is empty again: fix the archive and run the restore again)'
      } catch (dropErr) {
        await client.query('rollback').catch(() => undefined)
        ;(err as Error).message +=
          ` (nothing was restored, but the replayed empty schema could not be dropped (${(dropErr as Error).message}): drop it, or use a new data directory, before trying again)`
      }
    }
    throw err
  } finally {
    client.release()
    if (cut) await rm(cut, { recursive: true, force: true })
  }
}

/**
 * The rows go back exactly as they were backed up: triggers that derive rows from writes
 * (the cache versions of migration 0026) stay off while they load; constraints still hold.
 */
async function userTriggers(client: pg.ClientBase, tables: readonly { name: string }[], action: 'disable' | 'enable') {
  for (const { name } of tables) await client.query(`alter table ${quoteIdent(name)} ${action} trigger user`)
}

/** Identity columns continue after the loaded ids (COPY writes ids without advancing their sequences). */
async function resetIdentities(client: pg.ClientBase) {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`,
  )
  for (const { table_name: table, column_name: column } of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quoteIdent(column)}), 1), max(${quoteIdent(column)}) is not null)
       from ${quoteIdent(table)}`,
      [quoteIdent(table), column],
    )
  }
}
