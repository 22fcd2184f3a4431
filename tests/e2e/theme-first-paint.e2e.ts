import { beforeAll, describe, expect, test } from 'vitest'
import { appConfig } from '@/configs/app.config'
import { themeConfig } from '@/configs/theme.config'
import { openBrowser, watchPageProblems, type Browser } from './browser'

/**
 * A visitor who saved the dark theme sees it from the page's first paint: the sign-in
 * page (prerendered sign-in.html) and the console (index.html) put it on <html> in a
 * script of their <head>, allowed by the Content-Security-Policy through its hash, not
 * when their modules run. With every script file blocked, only that one can have run.
 */
const SAVED = { ...themeConfig, mode: 'dark', themeColor: 'emerald', primaryColorLevel: 500 } as const

describe("a saved theme is on the page's first paint", () => {
  let b: Browser
  beforeAll(async () => {
    b = await openBrowser('theme-first-paint')
    // As the store persists it (store/app-store.ts, app/persisted.ts), before any of the page's scripts.
    await b.context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: `persist:${appConfig.persistKey}`,
      value: JSON.stringify({ theme: JSON.stringify(SAVED) }),
    })
  })

  const htmlTheme = () => {
    const html = document.documentElement
    return {
      dark: html.classList.contains('dark'),
      scheme: getComputedStyle(html).colorScheme,
      primary: html.style.getPropertyValue('--primary'),
    }
  }
  const DARK = { dark: true, scheme: 'dark', primary: 'var(--color-emerald-500)' }

  test.each(['/sign-in', '/home'])('%s is dark before any script file has run', async (path) => {
    const page = await b.context.newPage()
    try {
      await page.route('**/*.js', (route) => route.abort())
      await page.goto(b.url(path), { waitUntil: 'domcontentloaded' })
      expect(await page.evaluate(htmlTheme)).toEqual(DARK)
    } finally {
      await page.close()
    }
  })

  test('the sign-in page runs that script with no Content-Security-Policy violation and stays dark once alive', async () => {
    const problems = await watchPageProblems(b)
    await b.page.goto(b.url('/sign-in'))
    await b.page
      .getByRole('button', { name: /sign in/i })
      .and(b.page.locator(':enabled'))
      .waitFor()
    expect(await b.page.evaluate(htmlTheme)).toEqual(DARK)
    expect(problems.take()).toEqual([])
  })
})
