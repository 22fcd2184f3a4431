/**
 * The checked-in migrations must describe the schema in src/db/schema exactly: a table
 * or column changed without `npm run db:generate` would pass the type check and then
 * fail at run time on a real database.
 */
import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from '../src/db/migrate'

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// drizzle-kit takes --out relative to the working directory only.
mkdirSync(path.join(SERVER_DIR, '.test-data'), { recursive: true })
const scratch = mkdtempSync(path.join(SERVER_DIR, '.test-data', 'migrations-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

it('has no schema change left without a migration', { timeout: 60_000 }, async () => {
  cpSync(MIGRATIONS_DIR, scratch, { recursive: true })
  const before = readdirSync(scratch).sort()
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'scripts/drizzle-kit.mjs',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      path.relative(SERVER_DIR, scratch),
    ],
    { cwd: SERVER_DIR },
  )
  expect(stdout).toContain('No schema changes')
  expect(readdirSync(scratch).sort()).toEqual(before)
})
