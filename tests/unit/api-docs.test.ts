// @vitest-environment node
/**
 * docs/api.md is the API as the endpoint table and its routes' schemas say it is: the
 * committed file equals what `npm run docs:api` writes (a new route, parameter or field
 * without regenerated docs fails here, saying what to run), and every row of the table
 * has its section.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { ENDPOINTS } from '@ihrc/contract/endpoints'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DOCS = path.join(ROOT, 'docs/api.md')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'api-docs-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** `npm run docs:api -- --check file`, as CI would run it. */
function check(file: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/api-docs.ts', '--check', file], { cwd: ROOT, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

const sectionHeadings = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => /^### (GET|POST|PUT|DELETE) /.test(line))
    .map((line) => line.slice(4))

describe('docs/api.md', { timeout: 120_000 }, () => {
  test('is what `npm run docs:api` writes from the endpoint table and its schemas', () => {
    const { status, output } = check(DOCS)
    expect(status, `docs/api.md is stale. Run \`npm run docs:api\` and commit docs/api.md.\n${output}`).toBe(0)
  })

  test('has one section for every row of the endpoint table, and none for a path the table lacks', () => {
    const headings = sectionHeadings(readFileSync(DOCS, 'utf8'))
    expect(headings.toSorted()).toEqual(ENDPOINTS.map((e) => `${e.method} ${e.path}`).toSorted())
  })

  test('a copy missing one route fails the check with the command to run', () => {
    const docs = readFileSync(DOCS, 'utf8')
    const row = ENDPOINTS[0]!
    const start = docs.indexOf(`\n### ${row.method} ${row.path}\n`)
    const end = docs.indexOf('\n### ', start + 1)
    expect(start).toBeGreaterThan(0)
    const stale = path.join(scratch, 'api.md')
    writeFileSync(stale, docs.slice(0, start) + docs.slice(end))
    const { status, output } = check(stale)
    expect(status).toBe(1)
    expect(output).toContain('run `npm run docs:api` and commit docs/api.md')
  })
})
