import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, inject } from 'vitest'

export const SHOTS = 'test-results/e2e'
mkdirSync(SHOTS, { recursive: true })

// Flags that keep Debian's Chromium quiet on a closed network (STACK.md trap 9).
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage']

// Every failing test leaves a screenshot of each browser it had open.
const open = new Map<string, Page>()
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    for (const [name, page] of open) {
      const file = `FAILED-${name}-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`
      await page.screenshot({ path: join(SHOTS, file), fullPage: true }).catch(() => undefined)
    }
  })
})

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
  open.set(name, page)
  return {
    context,
    page,
    url: (path) => `${baseURL}/companyadmin${path}`,
    close: async () => {
      open.delete(name)
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
