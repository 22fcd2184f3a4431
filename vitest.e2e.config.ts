import { defineConfig } from 'vitest/config'

// End-to-end tests: the built console on the real server (temporary DATA_DIR, embedded
// PostgreSQL), driven by playwright-core in Debian's Chromium. One server for the run.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
