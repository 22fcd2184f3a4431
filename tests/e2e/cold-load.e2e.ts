import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openBrowser, openSignedIn, watchPageProblems, type Browser } from './browser'

/**
 * A first visit after a release (an empty cache) fetches the console's JavaScript in a few
 * files, not one per shared module (scripts/chunk-groups.ts): Lighthouse's simulated slow
 * network pays a round trip for each file, and a cold /home fetched 70 of them, 31 under
 * 1 KB (bench/README.md, Lighthouse). The limits leave room for a few more pages' parts, not
 * for a return to one file per module.
 */
const HOME_SCRIPTS = 16
const SIGN_IN_SCRIPTS = 6

/** The script files `b`'s page fetches while `go` runs, from an emptied HTTP cache. */
async function coldScripts(b: Browser, go: () => Promise<unknown>): Promise<string[]> {
  const cdp = await b.context.newCDPSession(b.page)
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  const files: string[] = []
  const seen = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') files.push(new URL(response.url()).pathname)
  }
  b.page.on('response', seen)
  try {
    await go()
  } finally {
    b.page.off('response', seen)
  }
  return files
}

describe('a cold load fetches the console in a few script files', () => {
  let b: Browser
  beforeAll(async () => {
    b = await openSignedIn('cold-load')
  })
  afterAll(() => b.close())

  test('a signed-in /home, from an empty cache, draws its heading with no problem reported, asking for the profile once', async () => {
    const problems = await watchPageProblems(b)
    // The entry sends the session check and the session gate takes its answer (main.tsx).
    const profileCalls: string[] = []
    const asked = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/ihrc-api/companyadmin/profile') profileCalls.push(request.url())
    }
    b.page.on('request', asked)
    const files = await coldScripts(b, async () => {
      await b.page.goto(b.url('/home'))
      await b.page.getByRole('heading', { level: 1, name: /welcome/i }).waitFor()
    })
    b.page.off('request', asked)
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(HOME_SCRIPTS)
    expect(profileCalls).toHaveLength(1)
    expect(problems.take()).toEqual([])
  })

  test('a cold /home draws its heading before any Floating UI code is fetched, and fetches it afterwards', async () => {
    // The kit's open popups (menus, lists, pickers, drawers) load after the page has drawn
    // (src/components/ui/lazy-popups.tsx): a script asked for before the heading is on the
    // critical path Lighthouse simulates. Floating UI's code names its data attributes.
    const FLOATING_UI = 'data-floating-ui-'
    await b.page.addInitScript(() => {
      const seen = () => /welcome/i.test(document.querySelector('h1')?.textContent ?? '')
      const observer = new MutationObserver(() => {
        if (!seen()) return
        ;(window as unknown as { welcomeAt: number }).welcomeAt = performance.now()
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true, characterData: true })
    })
    // A body the browser no longer holds reads as null: it counts as a script that may hold Floating UI.
    const bodies = new Map<string, Promise<string | null>>()
    const keep = (response: { url(): string; text(): Promise<string>; request(): { resourceType(): string } }) => {
      if (response.request().resourceType() === 'script')
        bodies.set(
          response.url(),
          response.text().catch(() => null),
        )
    }
    b.page.on('response', keep)
    try {
      await coldScripts(b, async () => {
        await b.page.goto(b.url('/home'))
        await b.page.getByRole('heading', { level: 1, name: /welcome/i }).waitFor()
      })
      const scripts = () =>
        b.page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\.js(\?|$)/.test(entry.name))
            .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
        )
      const withFloatingUi = async () => {
        const found: string[] = []
        for (const { url } of await scripts()) {
          const body = await bodies.get(url)
          if (body === null || body?.includes(FLOATING_UI)) found.push(url)
        }
        return found
      }
      // Preloaded at the person's first move once the page has drawn.
      await b.page.mouse.move(20, 20)
      await expect.poll(async () => (await withFloatingUi()).length).toBeGreaterThan(0)
      const welcomeAt = await b.page.evaluate(() => (window as unknown as { welcomeAt: number }).welcomeAt)
      const before = (await scripts()).filter((entry) => entry.startTime < welcomeAt).map((entry) => entry.url)
      expect(before.length).toBeGreaterThan(0)
      const early = (await withFloatingUi()).filter((url) => before.includes(url))
      expect(early, `asked for before the heading was drawn (${welcomeAt} ms)`).toEqual([])
    } finally {
      b.page.off('response', keep)
    }
  })

  test('a cold /home draws its heading and cards first, its charts and calendar in a later render', async () => {
    // The first render is one task the browser cannot paint within; the charts and the calendar,
    // below the heading and the cards, render after it in pieces React can cut (HomePage.tsx,
    // bench/README.md, Lighthouse, session s37). A MutationObserver runs after a whole commit:
    // what it sees with the heading was drawn in the heading's render.
    await b.page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!/welcome/i.test(document.querySelector('h1')?.textContent ?? '')) return
        ;(window as unknown as { withHeading: string[] }).withHeading = [
          '#action-cards-title',
          '[aria-label="Loading what needs action"]',
          '#dashboard-charts-title',
          '#calendar-title',
        ].filter((selector) => document.querySelector(selector))
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true, characterData: true })
    })
    await coldScripts(b, async () => {
      await b.page.goto(b.url('/home'))
      await b.page.locator('#dashboard-charts-title').waitFor()
      await b.page.locator('#calendar-title').waitFor()
    })
    const withHeading = await b.page.evaluate(() => (window as unknown as { withHeading: string[] }).withHeading)
    // The cards (their loading frame or, answered, their title) come with the heading; the charts and calendar do not.
    expect(withHeading.filter((selector) => !selector.includes('action'))).toEqual([])
    expect(withHeading.length).toBe(1)
  })

  test('a cold /home sends every call of its charts and calendar before they are in the page', async () => {
    // Mounting, they started a dozen calls in their commit's effects and re-rendered for them, in
    // one long task; the page now starts them first, one task each, and they mount with their calls
    // running (useCallsInTurn, bench/README.md, Lighthouse, session s38). The observer runs after a
    // whole commit: when it sees their titles, any call their mount started is not sent yet.
    await b.page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('#dashboard-charts-title') && !document.querySelector('#calendar-title')) return
        ;(window as unknown as { belowAt: number }).belowAt = performance.now()
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await coldScripts(b, async () => {
      await b.page.goto(b.url('/home'))
      await b.page.locator('#dashboard-charts-title').waitFor()
      await b.page.locator('#calendar-title').waitFor()
    })
    const { belowAt, calls } = await b.page.evaluate(() => ({
      belowAt: (window as unknown as { belowAt: number }).belowAt,
      calls: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/ihrc-api\/companyadmin\/graph\//.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
    }))
    // The charts' and the calendar's calls: the cards' own (action-summary) come with the heading.
    const below = calls.filter((call) => !call.url.endsWith('/action-summary'))
    expect(below.length).toBeGreaterThan(5)
    expect(below.filter((call) => call.startTime > belowAt).map((call) => call.url)).toEqual([])
  })

  test("a cold /home runs no browser probe of axios's fetch adapter before its heading", async () => {
    // At import, axios's fetch adapter builds a Request with a stream body to learn what the
    // browser supports, for a default export nothing reads (the xhr adapter answers in a
    // browser): 11–46 ms of the console entry's task at CPU ×4. The build drops that call
    // (vite.config.ts, bench/README.md, Lighthouse, session s38).
    const page = await b.context.newPage()
    try {
      await page.addInitScript(() => {
        const probes: string[] = ((window as unknown as { streamRequests: string[] }).streamRequests = [])
        const Native = window.Request
        window.Request = class extends Native {
          constructor(input: RequestInfo | URL, init?: RequestInit) {
            if (init?.body instanceof ReadableStream && !/welcome/i.test(document.querySelector('h1')?.textContent ?? ''))
              probes.push(String(input))
            super(input, init)
          }
        }
      })
      await page.goto(b.url('/home'))
      await page.getByRole('heading', { level: 1, name: /welcome/i }).waitFor()
      expect(await page.evaluate(() => (window as unknown as { streamRequests: string[] }).streamRequests)).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('/home shows its loading state from the HTML, before any script file has come', async () => {
    const page = await b.context.newPage()
    try {
      await page.route('**/*.js', (route) => route.abort())
      await page.goto(b.url('/home'), { waitUntil: 'domcontentloaded' })
      await expect.poll(() => page.getByRole('status').textContent()).toBe('Loading…')
      expect(await page.locator('svg.animate-spin').isVisible()).toBe(true)
    } finally {
      await page.close()
    }
  })

  test('the sign-in page, signed out, fetches its own few files and none of the console', async () => {
    const out = await openBrowser('cold-load-signed-out')
    try {
      const files = await coldScripts(out, async () => {
        await out.page.goto(out.url('/sign-in'))
        await out.page
          .getByRole('button', { name: /sign in/i })
          .and(out.page.locator(':enabled'))
          .waitFor()
      })
      expect(files.length, files.join('\n')).toBeLessThanOrEqual(SIGN_IN_SCRIPTS)
      expect(files.filter((file) => /\/(console|shell)-/.test(file))).toEqual([])
    } finally {
      await out.close()
    }
  })
})
