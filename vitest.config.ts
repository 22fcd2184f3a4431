import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { WAIT } from './tests/e2e/wait.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      // In CI a test that fails once runs once more and the summary lists it as flaky: one slow
      // moment on a shared runner must not decide a landing, while a test that fails twice still fails.
      retry: process.env.CI ? 1 : 0,
      // Names each test that passed only on its retry (npm test passes the same reporters on its command line).
      reporters: ['default', './scripts/flaky-reporter.mjs'],
      environment: 'jsdom',
      // Under the console's base path, like the real page: the session cookies are scoped to it.
      environmentOptions: { jsdom: { url: 'http://localhost:3000/companyadmin/' } },
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      setupFiles: ['tests/setup.ts'],
      css: false,
      // A test is several waits on the page, each up to WAIT (tests/setup.ts): its ceiling is theirs
      // together, as in the browser suite, and one place for every file (no per-file setConfig).
      testTimeout: 10 * WAIT,
    },
  }),
)
