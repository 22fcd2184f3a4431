import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, inject } from 'vitest'
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

// The browsers a test file has open, by name. A failing test leaves a screenshot of each; a name
// opened again (a retried test, a second run of a file's beforeAll) closes the browser it named
// first; and whatever is still open when the file ends is closed, so no file keeps its own list.
const open = new Map<string, Browser>()
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    for (const [name, b] of open) {
      const file = `FAILED-${name}-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`
      await b.page.screenshot({ path: join(SHOTS, file), fullPage: true }).catch(() => undefined)
    }
  })
})
afterAll(async () => {
  await Promise.all([...open.values()].map((b) => b.close()))
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
  await open.get(name)?.close()
  const profile = mkdtempSync(join(tmpdir(), 'ihrc-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport,
  })
  context.setDefaultTimeout(WAIT)
  await context.addInitScript(watchActivity)
  const page = context.pages()[0] ?? (await context.newPage())
  let closing: Promise<void> | undefined
  const b: Browser = {
    context,
    page,
    url: (path) => `${baseURL}/companyadmin${path}`,
    // Once, however many callers (a test's finally and the file's end) ask.
    close: () =>
      (closing ??= (async () => {
        if (open.get(name) === b) open.delete(name)
        await context.close()
        rmSync(profile, { recursive: true, force: true })
      })()),
  }
  open.set(name, b)
  return b
}

/**
 * Runs in every document before the console: counts the page's requests in flight and notes a
 * navigation the page starts itself (a reload after a 403, SPEC.md section 8; a sign-out after a
 * 401). Both are read by `waitForSettledPage`; both are set synchronously, so a page that has just
 * got the answer that makes it reload already reads as leaving.
 */
function watchActivity() {
  const activity = { requests: 0, leaving: false }
  Object.defineProperty(window, '__e2eActivity', { value: activity })
  const send = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.send = function (...args) {
    activity.requests++
    this.addEventListener('loadend', () => activity.requests--, { once: true })
    return send.apply(this, args)
  }
  const fetch = window.fetch
  window.fetch = (...args) => {
    activity.requests++
    return fetch(...args).finally(() => activity.requests--)
  }
  addEventListener('beforeunload', () => (activity.leaving = true))
}

/** Fills and sends the sign-in form; the page's answer is the caller's to wait for (see `signIn`). */
export async function submitSignIn(b: Browser, who: Credentials = inject('admin')) {
  await b.page.goto(b.url('/sign-in'))
  await b.page.getByLabel('Email', { exact: true }).fill(who.email)
  await b.page.getByLabel('Password', { exact: true }).fill(who.password)
  await b.page.getByRole('button', { name: /sign in/i }).click()
}

/**
 * Signs `who` in (the demo admin unless told) and waits for the home page the console lands on
 * to settle: a call on it the user may not make answers 403 and reloads the page, and a `goto`
 * started before that reload would be aborted by it (net::ERR_ABORTED).
 */
export async function signIn(b: Browser, who: Credentials = inject('admin')) {
  await submitSignIn(b, who)
  await b.page.waitForURL('**/companyadmin/home')
  await waitForSettledPage(b.page)
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
 * Waits until the page has settled: the shell's main region is there, nothing is loading any
 * more (no spinner, skeleton or busy region, no request in flight) and the page is not leaving
 * for another document. A page that reloads itself is followed into the new document.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  for (;;) {
    try {
      await page.waitForFunction(settled)
      return
    } catch (error) {
      // The document went away while it was being read (the reload above): read the next one.
      if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error
    }
  }
}

function settled(): boolean {
  const activity = (window as unknown as { __e2eActivity?: { requests: number; leaving: boolean } }).__e2eActivity
  return (
    activity !== undefined &&
    activity.requests === 0 &&
    !activity.leaving &&
    document.querySelector('main') !== null &&
    // A skeleton pulses only where motion is welcome (motion-safe:animate-pulse): its class is matched by part.
    document.querySelector('.animate-spin, [class*="animate-pulse"], [aria-busy="true"]') === null &&
    // No colour or size still moving: a check of contrast mid-transition reads colours no one sees.
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
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
