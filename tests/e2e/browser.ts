import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject, onTestFailed } from 'vitest'

export const SHOTS = 'test-results/e2e'
mkdirSync(SHOTS, { recursive: true })

// Flags that keep Debian's Chromium quiet on a closed network (STACK.md trap 9).
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage']

export interface Browser {
  context: BrowserContext
  page: Page
  url: (path: string) => string
  close: () => Promise<void>
}

/** A fresh browser profile (its own cookies and storage); screenshots itself if the test fails. */
export async function openBrowser(name: string): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'ihrc-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 1366, height: 850 },
  })
  const page = context.pages()[0] ?? (await context.newPage())
  const baseURL = inject('baseURL')
  onTestFailed(async () => {
    await page.screenshot({ path: join(SHOTS, `FAILED-${name}.png`), fullPage: true }).catch(() => undefined)
  })
  return {
    context,
    page,
    url: (path) => `${baseURL}/companyadmin${path}`,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

export async function signIn(b: Browser, email = inject('admin').email, password = inject('admin').password) {
  await b.page.goto(b.url('/sign-in'))
  await b.page.getByLabel('User name').fill(email)
  await b.page.getByLabel('Password', { exact: true }).fill(password)
  await b.page.getByRole('button', { name: /sign in/i }).click()
}
