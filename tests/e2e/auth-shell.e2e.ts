import { beforeAll, describe, expect, inject, test } from 'vitest'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { closeThemePanel, openBrowser, openThemePanel, signIn, submitSignIn, SHOTS, type Browser } from './browser'

const LAYOUTS = [
  ['classic', 'Classic'],
  ['modern', 'Modern'],
  ['stackedSide', 'Stacked side'],
  ['simple', 'Simple'],
  ['decked', 'Decked'],
  ['blank', 'Blank'],
] as const

describe('sign-in and the app shell', () => {
  let b: Browser
  beforeAll(async () => {
    b = await openBrowser('auth-shell')
  })

  test('the sign-in page is drawn from its HTML alone, before any script runs', async () => {
    const page = await b.context.newPage()
    try {
      await page.route('**/*.js', (route) => route.abort())
      await page.goto(b.url('/sign-in'))
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
      expect(await page.getByLabel('Email', { exact: true }).isVisible()).toBe(true)
      // Until the app takes over, the form cannot be sent (a plain GET would put the password in the URL).
      expect(await page.getByRole('button', { name: /sign in/i }).isDisabled()).toBe(true)
    } finally {
      await page.close()
    }
  })

  for (const how of ['Enter', 'a click on Sign in'] as const)
    test(`${how} before the sign-in page has come alive signs in once it has`, async () => {
      // The walk of stop 48: a password manager's fill and Enter right after the page came did
      // nothing (the button is disabled until React takes the form over), and said nothing.
      const early = await openBrowser('early-sign-in')
      try {
        const { page } = early
        // The page's scripts wait at the gate; the loader that remembers the submit does not.
        let open!: () => void
        const gate = new Promise<void>((resolve) => (open = resolve))
        await page.route(
          (url) => url.pathname.includes('/assets/') && url.pathname.endsWith('.js') && !url.pathname.includes('boot-after-paint'),
          async (route) => {
            await gate
            await route.continue()
          },
        )
        await page.goto(early.url('/sign-in'), { waitUntil: 'domcontentloaded' })
        const admin = inject('admin')
        await page.getByLabel('Email', { exact: true }).fill(admin.email)
        await page.getByLabel('Password', { exact: true }).fill(admin.password)
        const button = page.getByRole('button', { name: /sign in/i })
        expect(await button.isDisabled()).toBe(true)
        if (how === 'Enter') await page.getByLabel('Password', { exact: true }).press('Enter')
        else {
          const box = (await button.boundingBox())!
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
        }
        expect(await button.isDisabled()).toBe(true)
        open()
        await page.waitForURL('**/companyadmin/home')
      } finally {
        await early.close()
      }
    })

  test('the sign-in page comes alive without the console, which loads when the visitor turns to the form', async () => {
    const page = await b.context.newPage()
    try {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto(b.url('/sign-in'))
      // Hydrated: the submit button is enabled only once React has taken over the drawn page.
      await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled === false)
      expect(scripts.some((path) => path.includes('/assets/sign-in-'))).toBe(true)
      // The console (store, persistence, axios, router: app/console.tsx) is not among them.
      expect(scripts.filter((path) => path.includes('/assets/console-'))).toEqual([])
      const consoleChunk = page.waitForRequest((request) => request.url().includes('/assets/console-'))
      await page.getByLabel('Email', { exact: true }).focus()
      await consoleChunk
    } finally {
      await page.close()
    }
  })

  test('the sign-in HTML comes compressed, with a validator and nothing inline but the theme script its CSP names by hash', async () => {
    const res = await fetch(b.url('/sign-in'), { headers: { 'accept-encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('etag')).toBeTruthy()
    const html = await res.text()
    expect(html).toContain('Welcome back!')
    // Its own small entry, started after the first paint (src/boot-after-paint.js), not the console's.
    expect(html).toMatch(
      /<script defer src="\/companyadmin\/assets\/boot-after-paint-[^"]+\.js"[^>]*data-modules="\/companyadmin\/assets\/sign-in-/,
    )
    expect(html).not.toMatch(/src="[^"]*\/assets\/index-[^"]*\.js"/)
    // One inline script (the saved theme before the first paint: scripts/theme-script-plugin.ts),
    // allowed by its sha256 and by nothing looser.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(inline).toHaveLength(1)
    const scriptSrc = res.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1]
    expect(scriptSrc).toBe(`'self' 'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`)
    expect(html).not.toMatch(/<style|\sstyle=/)
  })

  test('a wrong password shows the server message and stays on sign-in', async () => {
    await submitSignIn(b, { email: inject('admin').email, password: 'not-the-password' })
    await b.page.getByText('Invalid email or password').waitFor()
    expect(new URL(b.page.url()).pathname).toBe('/companyadmin/sign-in')
  })

  test('signing in lands on /home, and a reload keeps the session', async () => {
    await signIn(b)
    await b.page.getByRole('navigation', { name: 'Main' }).first().waitFor()
    await b.page.reload()
    await b.page.getByRole('navigation', { name: 'Main' }).first().waitFor()
    expect(new URL(b.page.url()).pathname).toBe('/companyadmin/home')
    await b.page.screenshot({ path: join(SHOTS, 'home.png') })
  })

  test('each of the six layouts renders', async () => {
    for (const [type, label] of LAYOUTS) {
      const panel = await openThemePanel(b)
      await panel.getByText(label, { exact: true }).click()
      await closeThemePanel(b)
      await b.page.locator(`[data-layout="${type}"]`).waitFor()
      await b.page.getByRole('main').waitFor()
      await b.page.screenshot({ path: join(SHOTS, `layout-${type}.png`) })
    }
  })

  test('dark mode switches the navigation to dark', async () => {
    let panel = await openThemePanel(b)
    await panel.getByText('Classic', { exact: true }).click()
    await panel.getByRole('radio', { name: 'Light' }).click()
    await closeThemePanel(b)
    const nav = b.page.locator('[data-nav-mode]').first()
    await expect.poll(() => nav.getAttribute('data-nav-mode')).toBe('light')
    panel = await openThemePanel(b)
    await panel.getByRole('switch', { name: 'Dark mode' }).click()
    await closeThemePanel(b)
    await expect.poll(() => b.page.locator('html').getAttribute('class')).toContain('dark')
    await expect.poll(() => nav.getAttribute('data-nav-mode')).toBe('dark')
    await b.page.screenshot({ path: join(SHOTS, 'dark-classic.png') })
    panel = await openThemePanel(b)
    await panel.getByRole('switch', { name: 'Dark mode' }).click()
    await closeThemePanel(b)
    await expect.poll(() => nav.getAttribute('data-nav-mode')).toBe('light')
  })

  test('a revoked session signs the user out on the next call', async () => {
    // Sign the session out behind the console's back, as "sign out everywhere" would.
    const refresh = await b.page.evaluate(
      () =>
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('ihrc_refresh_token='))
          ?.split('=')[1],
    )
    expect(refresh, 'the refresh token is kept in a cookie').toBeTruthy()
    const res = await fetch(`${inject('baseURL')}/ihrc-api/companyadmin/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: decodeURIComponent(refresh!) }),
    })
    expect(res.status).toBeLessThan(300)
    await b.page.reload()
    await b.page.waitForURL('**/companyadmin/sign-in')
  })

  test('sign-out returns to /sign-in and the home page is no longer reachable', async () => {
    await signIn(b)
    await b.page.getByRole('button', { name: 'User menu' }).click()
    await b.page.getByRole('menuitem', { name: 'Sign out' }).click()
    await b.page.waitForURL('**/companyadmin/sign-in')
    await b.page.goto(b.url('/home'))
    await b.page.waitForURL('**/companyadmin/sign-in')
  })
})
