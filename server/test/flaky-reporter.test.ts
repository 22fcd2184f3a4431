/**
 * CI retries a failed test once, so a flaky test lets the run pass unseen. The flaky reporter
 * (scripts/flaky-reporter.mjs, in every suite and in npm test) names each test that passed only
 * on its retry, with its failed attempt's error: here a child vitest runs three fixture tests
 * (one fails once then passes, one always passes, one always fails) with one retry.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const FIXTURE = fileURLToPath(new URL('./fixtures/flaky/', import.meta.url))
const VITEST = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url))

test('names the test that passed only on its retry, with what its failed attempt threw, and no other', () => {
  const outputFile = join(mkdtempSync(join(tmpdir(), 'flaky-')), 'flaky.json')
  const run = spawnSync(process.execPath, [VITEST, 'run', '--root', FIXTURE, '--config', join(FIXTURE, 'vitest.config.ts')], {
    env: { ...process.env, FLAKY_OUTPUT_FILE: outputFile, NO_COLOR: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
  })
  // The steady failure still fails the run: a retry forgives one slow moment, not a broken test.
  expect(run.status).toBe(1)
  const listed = run.stdout.slice(run.stdout.indexOf('Flaky:'))
  expect(listed).toContain('Flaky: 1 test passed only on a retry')
  expect(listed).toContain('↻ retried.fixture.ts > fails once, then passes (retried 1×)')
  expect(listed).toContain('failed attempt: the first attempt fails: expected 1 to be 2')
  expect(listed).not.toContain('always passes')
  expect(listed).not.toContain('fails on its retry too')
  expect(JSON.parse(readFileSync(outputFile, 'utf8'))).toEqual([
    {
      file: 'retried.fixture.ts',
      name: 'fails once, then passes',
      retries: 1,
      errors: ['the first attempt fails: expected 1 to be 2 // Object.is equality'],
    },
  ])
})
