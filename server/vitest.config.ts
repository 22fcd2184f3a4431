import { defineConfig } from 'vitest/config'

// One embedded PostgreSQL for the whole run (test/global-setup.ts); every test file
// gets its own database cloned from a migrated template, so files run in parallel.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
