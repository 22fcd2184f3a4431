import { beforeAll, describe, expect, test } from 'vitest'
import { NAV_ITEMS } from '@/configs/navigation.config'
import { passwordRoutes, signedOutRoutes, unlistedShellRoutes } from '@/configs/routes.config'
import { adminToken, api } from './api'
import { axeViolations } from './axe'
import { openBrowser, setDarkMode, signIn, waitForSettledPage, watchPageProblems, type Browser } from './browser'

/**
 * Every route of the console, taken from its route tables, on the built console served
 * with its production headers: each loads with no Content-Security-Policy violation, no
 * uncaught or console error, and no WCAG 2.1 AA violation, in light and in dark mode,
 * with every section of the side menu open.
 */
const SIGNED_OUT = [...signedOutRoutes, ...passwordRoutes].map((r) => r.path)
const SIGNED_IN = [...new Set([...NAV_ITEMS.map((i) => i.link), ...unlistedShellRoutes.map((r) => r.path)])]

describe('every console route', () => {
  let b: Browser
  let problems: Awaited<ReturnType<typeof watchPageProblems>>
  beforeAll(async () => {
    b = await openBrowser('every-route')
    problems = await watchPageProblems(b)
  })

  /** Loads a route from scratch (a full page load, as a bookmark would) and checks it. */
  async function visit(path: string, ready?: () => Promise<unknown>) {
    await b.page.goto(b.url(path))
    await ready?.()
    await waitForSettledPage(b.page)
    await openMenuSections()
    expect(await axeViolations(b.page), path).toEqual([])
    expect(problems.take(), path).toEqual([])
    expect(await cutPlaceholders(), path).toEqual([])
    // The list's own form (Add …, Invite …), whose hints must read whole too.
    const add = b.page.getByRole('toolbar').getByRole('button', { name: /^(Add|Invite) / })
    if (await add.count()) {
      const form = `${path}: ${await add.first().textContent()}`
      await add.first().click()
      await b.page.getByRole('dialog').or(b.page.locator('form')).first().waitFor()
      await waitForSettledPage(b.page)
      expect(await cutPlaceholders(), form).toEqual([])
    }
  }

  /**
   * The inputs whose hint (placeholder) does not fit inside them. Measured by the browser: the
   * hint typed in as the value, does the box scroll? (Its own buttons, a search box's ×, take room too.)
   */
  function cutPlaceholders() {
    return b.page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')].flatMap((input) => {
        const value = input.value
        input.value = input.placeholder
        const needs = input.scrollWidth
        input.value = value
        return needs > input.clientWidth ? [`"${input.placeholder}" needs ${needs} px, has ${input.clientWidth}`] : []
      }),
    )
  }

  /**
   * How a screen's title stands (components/shared/Page): one h1, naming the section it heads, in
   * the size every screen's title has. The dashboard greets instead (its own heading).
   */
  function titleFrame() {
    return b.page.evaluate(() => {
      const titles = [...document.querySelectorAll('main h1')]
      if (titles.length !== 1) return `${titles.length} titles`
      const title = titles[0]!
      const section = title.closest('section')
      if (!section || section.getAttribute('aria-labelledby') !== title.id) return `"${title.textContent}" names no section`
      const size = getComputedStyle(title).fontSize
      return size === '20px' ? 'one title' : `"${title.textContent}" at ${size}`
    })
  }

  async function openMenuSections() {
    const closed = b.page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded="false"][aria-controls]')
    for (let left = await closed.count(); left > 0; left = await closed.count()) {
      await closed.first().click()
      await expect.poll(() => closed.count()).toBe(left - 1)
    }
  }

  for (const mode of ['light', 'dark'] as const) {
    describe(`${mode} mode`, () => {
      test.each(SIGNED_IN)('signed in: %s', async (path) => {
        if (!b.page.url().includes('/companyadmin/') || b.page.url().includes('/sign-in')) {
          await signIn(b)
          await setDarkMode(b, mode === 'dark')
          problems.take()
        }
        await visit(path)
        if (path !== '/home') expect(await titleFrame(), path).toBe('one title')
      })

      // Pages of one record, reached from a list rather than the menu: the first demo notice's page (issue 22).
      test('signed in: a notice page', async () => {
        const token = await adminToken()
        const first = (await api<{ data: { id: number; reference_number: string }[] }>('noticetracker?page_size=1', { token })).data[0]!
        await visit(`/notice-tracker/${first.id}`, () =>
          b.page.getByRole('heading', { name: `Notice ${first.reference_number}` }).waitFor(),
        )
      })

      // Signed out last: the theme chosen while signed in stays for the sign-in pages.
      test('signed out', async () => {
        await b.page.getByRole('button', { name: /User menu/ }).click()
        await b.page.getByRole('menuitem', { name: 'Sign out' }).click()
        await b.page.waitForURL('**/companyadmin/sign-in')
        for (const path of SIGNED_OUT) {
          // The saved theme is on the page from its first paint (theme-first-paint.e2e.ts); checked before axe.
          await visit(path, () =>
            b.page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, mode === 'dark'),
          )
        }
      })
    })
  }

  test('the production build has no widget gallery: /kit is the not-found page', async () => {
    await signIn(b)
    await b.page.goto(b.url('/kit'))
    await b.page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(await b.page.getByRole('heading', { name: 'Widget kit gallery (development)' }).count()).toBe(0)
  })

  test('the API docs (Swagger UI, its own relaxed policy) render with no CSP violation', async () => {
    await b.page.goto(b.url('/').replace('/companyadmin/', '/ihrc-api/docs/'))
    await b.page.getByText('IHRC company admin API').first().waitFor()
    expect(problems.take()).toEqual([])
  })
})
