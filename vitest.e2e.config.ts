import { defineConfig } from 'vitest/config'
import { fileURLToPath, URL } from 'node:url'
import { WAIT } from './tests/e2e/wait.ts'

// End-to-end tests: the built console on the real server (temporary DATA_DIR, embedded
// PostgreSQL), driven by playwright-core in Debian's Chromium. One server for the run.
export default defineConfig({
  // The tests read the console's route tables (src/configs) to visit every route.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // In CI a test that fails once runs once more and the summary lists it as flaky: one slow
    // moment on a shared runner must not decide a landing, while a test that fails twice still fails.
    retry: process.env.CI ? 1 : 0,
    // Names each test that passed only on its retry (npm test passes the same reporters on its command line).
    reporters: ['default', './scripts/flaky-reporter.mjs'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // expect.poll follows the page's state up to the same ceiling as every other wait.
    expect: { poll: { timeout: WAIT } },
    testTimeout: 10 * WAIT,
    hookTimeout: 10 * WAIT,
    fileParallelism: false,
  },
})
