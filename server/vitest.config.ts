import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One embedded PostgreSQL for the whole run (test/global-setup.ts); every test file
// gets its own database cloned from a migrated template, so files run in parallel.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // In CI a test that fails once runs once more and the summary lists it as flaky: one slow
    // moment on a shared runner must not decide a landing, while a test that fails twice still fails.
    retry: process.env.CI ? 1 : 0,
    // Names each test that passed only on its retry (npm test passes the same reporters on its command line).
    reporters: ['default', '../scripts/flaky-reporter.mjs'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (one worker per core but one) is a single worker on a 2-core
    // machine, while these files spend much of their time waiting on PostgreSQL,
    // LibreOffice and argon2, which run outside the worker: two files at once there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
