/**
 * `npm run backup` and `npm run restore` (issue 27): data and documents created through
 * the API, a backup of that database and its files, a restore into a new data directory
 * (its own embedded PostgreSQL), and every table's rows and every document's checksum
 * equal to the original's.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbedded } from '../src/db/embedded'
import { setupTestApp, type TestContext } from './helpers'
import { SERVER_DIR } from './kit/source-server'
import { createBranch, setupOrg, type Org } from './organisation/fixtures'
import { multipartFile } from './organisation/xlsx-helpers'

const work = mkdtempSync(path.join(os.tmpdir(), 'ihrc-backup-test-'))
const archive = path.join(work, 'backup.tar.gz')
// A data directory of its own, as a new installation has (the cluster's user must reach it).
const restoredDir = mkdtempSync(path.join(os.tmpdir(), 'ihrc-restored-'))
const retriedDir = mkdtempSync(path.join(os.tmpdir(), 'ihrc-retried-'))
let t: TestContext, org: Org

function command(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/ops/${script}`, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d))
  child.stderr.on('data', (d: Buffer) => (output += d))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

/** Every table's rows as one digest each, and the applied migrations. */
async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
    const out: Record<string, string> = {}
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; digest: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as digest from "${name}" x`,
      )
      out[name] = `${rows[0]!.n} ${rows[0]!.digest}`
    }
    const { rows } = await client.query<{ hashes: string }>(
      `select string_agg(hash, ',' order by created_at) as hashes from drizzle.__drizzle_migrations`,
    )
    out['drizzle.__drizzle_migrations'] = rows[0]!.hashes
    return out
  } finally {
    await client.end()
  }
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

beforeAll(async () => {
  t = await setupTestApp()
  org = await setupOrg(t, 'Acme')
  const branchId = await createBranch(org)
  const pdf = (n: number) => Buffer.from(`%PDF-1.7\n% document ${n}\n%%EOF\n`)
  for (const [n, kind] of [
    [1, 'se_document'],
    [2, 'lease_document'],
    [3, 'se_document'],
  ] as const) {
    const res = await org.call('POST', `/branch/${branchId}/document/${kind}`, ...multipartFile(pdf(n), `doc-${n}.pdf`))
    expect(res.statusCode, res.body).toBe(200)
  }
  await t.createUser(org.tenantId, { permissions: ['company.branch:list'], name: 'Reader' })
}, 120_000)
afterAll(async () => {
  await t?.close()
  rmSync(work, { recursive: true, force: true })
  rmSync(restoredDir, { recursive: true, force: true })
  rmSync(retriedDir, { recursive: true, force: true })
})

/** The names of the tables and schemas a database holds outside PostgreSQL's own. */
async function objectsIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')
       union all select 'schema ' || nspname from pg_namespace
       where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
       union all select 'extension ' || extname from pg_extension where extname <> 'plpgsql'`,
    )
    return rows.map((r) => r.name)
  } finally {
    await client.end()
  }
}

describe('backup and restore', () => {
  it('restores every record and every document into a new data directory', async () => {
    const backup = await command('backup-cli.ts', [archive], { DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.dataDir })
    expect(backup.code, backup.output).toBe(0)

    const restore = await command('restore-cli.ts', [archive], { DATABASE_URL: '', DATA_DIR: restoredDir })
    expect(restore.code, restore.output).toBe(0)

    const cluster = await startEmbedded(path.join(restoredDir, 'pg'))
    try {
      const [before, after] = await Promise.all([snapshot(t.databaseUrl), snapshot(cluster.url)])
      expect(Object.keys(before).length).toBeGreaterThan(30)
      expect(after).toEqual(before)

      const client = new pg.Client({ connectionString: cluster.url })
      await client.connect()
      const { rows: files } = await client.query<{ key: string; sha256: string }>('select storage_key as key, sha256 from stored_files')
      // A new row continues after the restored ids.
      const next = await client.query(`insert into company_groups (tenant_id, name) values (${org.tenantId}, 'After restore') returning id`)
      await client.end()
      expect(next.rows[0].id).toBeGreaterThan(0)
      // Three uploads, one of them replaced: two documents.
      expect(files).toHaveLength(2)
      for (const f of files) {
        const original = sha256(path.join(t.config.dataDir, 'files', f.key))
        expect(sha256(path.join(restoredDir, 'files', f.key))).toBe(original)
        expect(f.sha256).toBe(original)
      }
    } finally {
      await cluster.stop()
    }
  }, 240_000)

  it('a restore that fails part way leaves the database empty, so the same restore can run again', async () => {
    const whole = readFileSync(archive)
    const cutShort = path.join(work, 'cut-short.tar.gz')
    writeFileSync(cutShort, whole.subarray(0, Math.floor(whole.length * 0.6)))

    const failed = await command('restore-cli.ts', [cutShort], { DATABASE_URL: '', DATA_DIR: retriedDir })
    expect(failed.code, failed.output).toBe(1)
    expect(failed.output).toContain('the database is empty again')
    const cluster = await startEmbedded(path.join(retriedDir, 'pg'))
    try {
      expect(await objectsIn(cluster.url)).toEqual([])
    } finally {
      await cluster.stop()
    }

    const retried = await command('restore-cli.ts', [archive], { DATABASE_URL: '', DATA_DIR: retriedDir })
    expect(retried.code, retried.output).toBe(0)
  }, 240_000)

  it('refuses to restore over a database that holds data, and changes nothing', async () => {
    const again = await command('restore-cli.ts', [archive], { DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.dataDir })
    expect(again.code).toBe(1)
    expect(again.output).toContain('The database is not empty')
  }, 120_000)
})
