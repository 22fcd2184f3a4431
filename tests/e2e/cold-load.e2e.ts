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

interface ColdScript {
  url: string
  /** When the page asked for it, in ms from its start (the Resource Timing entry's). */
  startTime: number
  /** Null when the browser no longer holds it: it counts as a script that may hold anything; '' when no response was seen. */
  body: string | null
}

/**
 * Loads /home from an emptied cache, noting when the welcome heading is first drawn; the
 * scripts fetched so far and later, with their bodies, and those asked for before the
 * heading. `stop` ends the watch.
 */
async function coldHome(b: Browser) {
  await b.page.addInitScript(() => {
    const seen = () => /welcome/i.test(document.querySelector('h1')?.textContent ?? '')
    const observer = new MutationObserver(() => {
      if (!seen()) return
      ;(window as unknown as { welcomeAt: number }).welcomeAt = performance.now()
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  })
  const bodies = new Map<string, Promise<string | null>>()
  const keep = (response: { url(): string; text(): Promise<string>; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script')
      bodies.set(
        response.url(),
        response.text().catch(() => null),
      )
  }
  b.page.on('response', keep)
  await coldScripts(b, async () => {
    await b.page.goto(b.url('/home'))
    await b.page.getByRole('heading', { level: 1, name: /welcome/i }).waitFor()
  })
  const scripts = async (): Promise<ColdScript[]> => {
    const entries = await b.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    )
    // A script with no response seen (none, from an emptied cache) reads as empty, as it did before this helper.
    return Promise.all(entries.map(async (entry) => ({ ...entry, body: bodies.has(entry.url) ? await bodies.get(entry.url)! : '' })))
  }
  const beforeHeading = async () => {
    const welcomeAt = await b.page.evaluate(() => (window as unknown as { welcomeAt: number }).welcomeAt)
    return (await scripts()).filter((s) => s.startTime < welcomeAt)
  }
  return { scripts, beforeHeading, stop: () => b.page.off('response', keep) }
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
    const cold = await coldHome(b)
    try {
      const withFloatingUi = async () => (await cold.scripts()).filter((s) => s.body === null || s.body.includes(FLOATING_UI))
      // Preloaded at the person's first move once the page has drawn.
      await b.page.mouse.move(20, 20)
      await expect.poll(async () => (await withFloatingUi()).length).toBeGreaterThan(0)
      const before = new Set((await cold.beforeHeading()).map((s) => s.url))
      expect(before.size).toBeGreaterThan(0)
      const early = (await withFloatingUi()).filter((s) => before.has(s.url))
      expect(
        early.map((s) => s.url),
        'asked for before the heading was drawn',
      ).toEqual([])
    } finally {
      cold.stop()
    }
  })

  test("a cold /home evaluates, before its heading, neither zod nor any of the contract's schemas", async () => {
    // The shell once imported the contract's barrel, so a cold /home evaluated all ~190 of its
    // zod schemas before the heading (bench/README.md, session s38); then /home's own imports
    // of the contract (bounds, periods, labels, its URL's filters) evaluated zod and the
    // schemas of envelope.ts, form-fields.ts and period.ts, 263 ms CPU at x4 (session s39):
    // /home now reads those from the contract's zod-free modules. Each text below is written
    // in one schema module (organisation, notices, trackers, people, envelope) or in zod's core.
    const SCHEMAS = [
      'Company name must be 3 to 50 characters',
      'Reply date cannot be in the future',
      'Payment date cannot be in the future',
      'Designation name must be at most 50 characters',
      'Remove the invisible NUL character from this text',
      '$ZodType',
    ]
    const cold = await coldHome(b)
    try {
      const before = await cold.beforeHeading()
      expect(before.length).toBeGreaterThan(0)
      const holding = before.filter((s) => s.body === null || SCHEMAS.some((text) => s.body!.includes(text))).map((s) => s.url)
      expect(holding, 'scripts asked for before the heading holding zod or a schema').toEqual([])
    } finally {
      cold.stop()
    }
  })

  test("a cold /home gets RTK Query in a script file apart from the shell's layout, so the two are evaluated in separate tasks", async () => {
    // The entry asks for the API layer at boot and the router for the shell a task later; in
    // one file they were one evaluation of ~100-130 ms at Lighthouse's CPU x4 (bench/README.md,
    // session s42). RTK Query names its internal actions `__rtkq/…`; the layout switcher marks
    // its layout with `data-layout`.
    const cold = await coldHome(b)
    try {
      const scripts = await cold.scripts()
      const rtkQuery = scripts.filter((s) => s.body?.includes('__rtkq/'))
      const layout = scripts.filter((s) => s.body?.includes('data-layout'))
      expect(rtkQuery.map((s) => s.url)).toHaveLength(1)
      expect(layout.map((s) => s.url)).toHaveLength(1)
      expect(rtkQuery[0]!.url).not.toBe(layout[0]!.url)
    } finally {
      cold.stop()
    }
  })

  test('a cold /home draws its heading first, then its cards, its charts and calendar in later renders', async () => {
    // The first render is one task the browser cannot paint within: the heading draws with the shell
    // (the LCP on a phone), the cards' frames and the filter bar in the next render, and the charts
    // and the calendar after them in pieces React can cut (HomePage.tsx, bench/README.md, Lighthouse,
    // sessions s37 and s44). A MutationObserver runs after a whole commit: what it sees with a part
    // was drawn in that part's render.
    await b.page.addInitScript(() => {
      const w = window as unknown as { withHeading?: string[]; withCards?: string[] }
      const present = (selectors: string[]) => selectors.filter((selector) => document.querySelector(selector))
      const cards = ['#action-cards-title', '[aria-label="Loading what needs action"]']
      const below = ['#dashboard-charts-title', '#calendar-title']
      const observer = new MutationObserver(() => {
        if (!w.withHeading && /welcome/i.test(document.querySelector('h1')?.textContent ?? ''))
          w.withHeading = present([...cards, ...below])
        if (w.withHeading && !w.withCards && present(cards).length > 0) w.withCards = present(below)
        if (w.withCards) observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true, characterData: true })
    })
    await coldScripts(b, async () => {
      await b.page.goto(b.url('/home'))
      await b.page.locator('#dashboard-charts-title').waitFor()
      await b.page.locator('#calendar-title').waitFor()
    })
    const { withHeading, withCards } = await b.page.evaluate(() => {
      const w = window as unknown as { withHeading?: string[]; withCards?: string[] }
      return { withHeading: w.withHeading, withCards: w.withCards }
    })
    expect(withHeading).toEqual([])
    expect(withCards).toEqual([])
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
      // A call is in Resource Timing once answered, and the page's six connections carry the cards' and the filter bar's first.
      await b.page.waitForLoadState('networkidle')
    })
    const { belowAt, calls } = await b.page.evaluate(() => ({
      belowAt: (window as unknown as { belowAt: number }).belowAt,
      calls: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/ihrc-api\/companyadmin\/graph\//.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
    }))
    // The charts' and the calendar's calls: the cards' own (action-summary) come with the heading.
    // Each endpoint's first call counts: a later one (a retry after a renewed token, arguments
    // changed by an answer) is not their mount's doing, and on a busy machine it can come late.
    const first = new Map<string, number>()
    for (const call of calls)
      if (!call.url.endsWith('/action-summary')) first.set(call.url, Math.min(call.startTime, first.get(call.url) ?? Infinity))
    expect(first.size).toBeGreaterThan(5)
    expect([...first].filter(([, startTime]) => startTime > belowAt).map(([url]) => url)).toEqual([])
  })

  test('on a phone, a cold /home draws and asks for nothing below the fold until the user scrolls; then every chart draws', async () => {
    // The heading and the cards fill a phone's screen: the charts and the calendar below were
    // ~430 ms of Lighthouse's mobile TBT for parts nobody saw (BelowTheFold, bench/README.md,
    // Lighthouse, session s41). Lighthouse's phone: 412 × 823.
    const page = await b.context.newPage()
    try {
      await page.setViewportSize({ width: 412, height: 823 })
      const below: string[] = []
      // The filter bar lies below the cards too: its choices are asked when it nears the screen.
      const choices: string[] = []
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname
        if ((/\/graph\//.test(path) && !path.endsWith('/action-summary')) || path.endsWith('/settings/status')) below.push(path)
        if (/\/(company-group|company|branch\/all)$/.test(path)) choices.push(path)
      })
      await page.goto(b.url('/home'))
      await page.getByRole('heading', { level: 1, name: /welcome/i }).waitFor()
      // The cards' answer drawn and every call of the first drawing answered.
      await page.getByRole('link', { name: /^Overdue items/ }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(below).toEqual([])
      expect(choices).toEqual([])
      expect(await page.locator('#dashboard-charts-title, #calendar-title').count()).toBe(0)
      // Nor is the side menu drawn hidden: on a phone the menu is the header's drawer.
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0)
      // As a user would: scroll on.
      await page.mouse.wheel(0, 800)
      await page.locator('#calendar-title').scrollIntoViewIfNeeded()
      await page.waitForFunction(() => document.querySelectorAll('section[aria-busy="true"]').length === 0)
      expect(await page.getByText('Could not load this chart.').count()).toBe(0)
      expect(await page.locator('[aria-labelledby="dashboard-charts-title"] section').count()).toBe(12)
      expect(below.length).toBeGreaterThan(10)
      expect(choices.map((path) => path.split('/').pop()).sort()).toEqual(['all', 'company', 'company-group'])
    } finally {
      await page.close()
    }
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

  test('a cold /home builds no time-zone date format before its heading, and no number format at all', async () => {
    // Built at import, the contract's India date format (business-day.ts) and the kit's rupee
    // and count formats (format.ts) were 100-180 ms of the landing chunk's evaluation at CPU x4,
    // before anything they format is on screen (bench/README.md, Lighthouse, session s39). Built
    // on first use, the first en-IN NumberFormat was a long task of its own (100-120 ms) in the
    // first card or chart that drew a number: the kit writes numbers by hand (session s40).
    const page = await b.context.newPage()
    try {
      await page.addInitScript(() => {
        const built: string[] = ((window as unknown as { formatsBuilt: string[] }).formatsBuilt = [])
        const early = () => !/welcome/i.test(document.querySelector('h1')?.textContent ?? '')
        const NativeNumber = Intl.NumberFormat
        const NativeDate = Intl.DateTimeFormat
        Intl.NumberFormat = function (...args: ConstructorParameters<typeof NativeNumber>) {
          built.push(`NumberFormat ${JSON.stringify(args)}`)
          return new NativeNumber(...args)
        } as unknown as typeof Intl.NumberFormat
        Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof NativeDate>) {
          if (early() && args[1]?.timeZone) built.push(`DateTimeFormat ${JSON.stringify(args)}`)
          return new NativeDate(...args)
        } as unknown as typeof Intl.DateTimeFormat
      })
      await page.goto(b.url('/home'))
      await page.getByRole('heading', { level: 1, name: /welcome/i }).waitFor()
      const built = () => page.evaluate(() => (window as unknown as { formatsBuilt: string[] }).formatsBuilt)
      expect(await built()).toEqual([])
      // Then the cards, the charts and the calendar draw their numbers.
      await page.getByRole('heading', { level: 2, name: /compliance calendar/i }).waitFor()
      await page.waitForFunction(() => document.querySelectorAll('section[aria-busy="true"]').length === 0)
      expect(await page.getByRole('region', { name: 'Where things stand this year' }).textContent()).toMatch(/\d/)
      expect(await built()).toEqual([])
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

  test("/home asks for its page's code from the HTML, before any script has run; another page's address does not", async () => {
    // The landing page's own HTML (scripts/prerender-plugin.ts): its chunks come beside the
    // console's instead of once the entry has run and the router has matched the address.
    const asked = async (path: string) => {
      const page = await b.context.newPage()
      const files: string[] = []
      try {
        await page.route('**/*.js', (route) => {
          files.push(new URL(route.request().url()).pathname)
          return route.abort()
        })
        await page.goto(b.url(path), { waitUntil: 'domcontentloaded' })
        await expect.poll(() => page.getByRole('status').textContent()).toBe('Loading…')
        return files
      } finally {
        await page.close()
      }
    }
    const pageCode = (files: string[]) => files.filter((file) => /\/assets\/(HomePage|landing)-[\w-]+\.js$/.test(file)).sort()
    await expect.poll(async () => pageCode(await asked('/home')).length).toBe(2)
    expect(pageCode(await asked('/company/branch'))).toEqual([])
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
