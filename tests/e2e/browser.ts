import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, inject } from 'vitest'
import type { Credentials } from './api'
import { WAIT } from './wait'

export const SHOTS = 'test-results/e2e'
mkdirSync(SHOTS, { recursive: true })

// Flags that keep Debian's Chromium quiet on a closed network (STACK.md trap 9).
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

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

/** The laptop screen the dashboards and lists are designed for (DESIGN.md); the default is a little taller. */
export const LAPTOP = { width: 1366, height: 768 }

export interface BrowserOptions {
  /** Another server than the suite's (the kit gallery on Vite's dev server). */
  baseURL?: string
  viewport?: { width: number; height: number }
}

/**
 * A fresh browser profile (its own cookies and storage); screenshots itself if the test
 * fails. Every wait on it (locators, navigations) has the suite's one ceiling, WAIT.
 */
export async function openBrowser(
  name: string,
  { baseURL = inject('baseURL'), viewport = { width: 1366, height: 850 } }: BrowserOptions = {},
): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'ihrc-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport,
  })
  context.setDefaultTimeout(WAIT)
  const page = context.pages()[0] ?? (await context.newPage())
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

/** Fills and sends the sign-in form; the page's answer is the caller's to wait for (see `signIn`). */
export async function submitSignIn(b: Browser, who: Credentials = inject('admin')) {
  await b.page.goto(b.url('/sign-in'))
  await b.page.getByLabel('Email', { exact: true }).fill(who.email)
  await b.page.getByLabel('Password', { exact: true }).fill(who.password)
  await b.page.getByRole('button', { name: /sign in/i }).click()
}

/** Signs `who` in (the demo admin unless told) and waits for the home page the console lands on. */
export async function signIn(b: Browser, who: Credentials = inject('admin')) {
  await submitSignIn(b, who)
  await b.page.waitForURL('**/companyadmin/home')
}

/** A fresh browser signed in as `as` (the demo admin unless told; a user from `createUser`), on its home page. */
export async function openSignedIn(
  name: string,
  { as = inject('admin'), ...options }: BrowserOptions & { as?: Credentials } = {},
): Promise<Browser> {
  const b = await openBrowser(name, options)
  await signIn(b, as)
  return b
}

/**
 * Collects what the page reports as wrong from now on: Content-Security-Policy
 * violations (from the `securitypolicyviolation` event, across full loads), uncaught
 * errors and console errors. `take()` returns them and starts a new list.
 */
export async function watchPageProblems(b: Browser): Promise<{ take: () => string[] }> {
  let problems: string[] = []
  await b.context.exposeBinding('reportCspViolation', (_source, line: string) => problems.push(line))
  await b.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation
      report(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`)
    })
  })
  b.page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  b.page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  return {
    take: () => {
      const taken = problems
      problems = []
      return taken
    },
  }
}

/**
 * Waits until the page has settled: the shell's main region is there and nothing is
 * loading any more (no spinner, skeleton or busy region).
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('main') !== null &&
      document.querySelector('.animate-spin, .animate-pulse, [aria-busy="true"]') === null &&
      // No colour or size still moving: a check of contrast mid-transition reads colours no one sees.
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
}

/** Opens the theme settings panel (a header button, or the user menu's entry in layouts without one). */
export async function openThemePanel(b: Browser) {
  const direct = b.page.getByRole('button', { name: 'Open theme settings' })
  if (await direct.isVisible()) await direct.click()
  else {
    await b.page.getByRole('button', { name: 'User menu' }).click()
    await b.page.getByRole('menuitem', { name: 'Theme settings' }).click()
  }
  return b.page.getByRole('dialog', { name: 'Theme settings' })
}

export async function closeThemePanel(b: Browser) {
  await b.page.keyboard.press('Escape')
  await b.page.getByRole('dialog', { name: 'Theme settings' }).waitFor({ state: 'detached' })
}

/** Switches dark mode on or off through the theme panel and waits for the page to follow. */
export async function setDarkMode(b: Browser, dark: boolean) {
  const panel = await openThemePanel(b)
  const toggle = panel.getByRole('switch', { name: 'Dark mode' })
  if ((await toggle.getAttribute('aria-checked')) !== String(dark)) await toggle.click()
  await closeThemePanel(b)
  await b.page.waitForFunction((on) => document.documentElement.classList.contains('dark') === on, dark)
}
