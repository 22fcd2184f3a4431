import { describe, expect, test } from 'vitest'
import type { ActionSummary } from '@ihrc/contract'
import { adminToken, api, createUser } from './api'
import { openSignedIn, LAPTOP, type Browser } from './browser'
import { holdAnswer } from '../mocks/held'

/** The screens /home is judged on: the laptop of DESIGN.md and Lighthouse's mobile and desktop. */
const SIZES = [
  { name: 'laptop 1366 × 768', viewport: LAPTOP },
  { name: 'Lighthouse desktop 1350 × 940', viewport: { width: 1350, height: 940 } },
  { name: 'Lighthouse mobile 412 × 823', viewport: { width: 412, height: 823 } },
]

/** The dashboard's own data calls (the cards, charts, calendar, filter options and status colours). */
const DASHBOARD_DATA = /\/ihrc-api\/companyadmin\/(graph\/|settings\/status|company-group|company\?|branch\/all)/

/**
 * /home's cumulative layout shift (issue 24): the action cards', charts' and calendar's
 * loading states take the room their loaded content takes, so nothing on screen moves
 * when the answers arrive. The dashboard's answers are held until its code has drawn
 * every loading state, then let go together; the browser's own layout-shift entries are
 * summed over the whole load (as Lighthouse's CLS counts them). `answer` rewrites the
 * action cards' real answer (its amounts made larger than the demo's).
 */
async function expectNoShift(b: Browser, answer?: (summary: ActionSummary) => ActionSummary) {
  const { page, context } = b
  const { held, release: letGo } = holdAnswer()
  await context.route(DASHBOARD_DATA, async (route) => {
    await held
    if (!answer || !route.request().url().includes('/graph/action-summary')) return route.continue()
    const response = await route.fetch()
    const { data } = (await response.json()) as { data: ActionSummary }
    return route.fulfill({ response, json: { data: answer(data) } })
  })
  await context.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    const w = window as unknown as { shifts: () => { sum: number; lines: string[] } }
    let sum = 0
    const lines: string[] = []
    const count = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue
        sum += entry.value
        const moved = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : null
          const name = el?.getAttribute('aria-labelledby') ?? el?.getAttribute('aria-label') ?? el?.className ?? '?'
          return `${String(name).slice(0, 40)} y ${s.previousRect.y} h ${s.previousRect.height} → y ${s.currentRect.y} h ${s.currentRect.height}`
        })
        lines.push(`${entry.value.toFixed(4)}: ${moved.join('; ')}`)
      }
    }
    const observer = new PerformanceObserver((list) => count(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    // Entries not yet handed to the callback are taken too, so the sum is the whole load's.
    w.shifts = () => {
      count(observer.takeRecords())
      return { sum, lines }
    }
  })
  await page.goto(b.url('/home'))
  // Every loading state drawn: the cards', each chart card's and the calendar's (their code has arrived).
  await page.getByLabel('Loading what needs action').waitFor()
  // On a phone the charts and the calendar wait below the fold for a scroll, their room standing there (BelowTheFold).
  if (page.viewportSize()!.width >= 600) {
    await page.locator('#dashboard-charts-title').waitFor()
    await page.locator('section[aria-labelledby="calendar-title"][aria-busy="true"]').waitFor()
  }
  // Where the page's parts (heading, cards, filter bar, charts, calendar) stand: the calendar too, below the fold, where the browser counts no shift.
  const boxes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main > div > *')].map((part) => {
        const { y, height } = part.getBoundingClientRect()
        return `y ${Math.round(y)}, height ${Math.round(height)}`
      }),
    )
  const loading = await boxes()
  letGo()
  // Settled: the cards drawn, nothing busy any more.
  await page.locator('#action-cards-title').waitFor({ state: 'attached' })
  // On a phone the filter bar lies below the cards too, its choices asked once it nears the screen: its controls stay busy.
  const phone = page.viewportSize()!.width < 600
  await page.waitForFunction(
    (phone) => [...document.querySelectorAll('[aria-busy="true"]')].every((el) => phone && el.closest('[aria-label="Dashboard filters"]')),
    phone,
  )
  const { sum, lines } = await page.evaluate(() => (window as unknown as { shifts: () => { sum: number; lines: string[] } }).shifts())
  expect(sum, lines.join('\n')).toBeLessThan(0.001)
  expect(await boxes()).toEqual(loading)
}

describe('dashboard layout shift', () => {
  test.each(SIZES)('nothing moves on /home while it loads at $name', async ({ viewport }) => {
    // Each size its own browser (the next one of this name closes the last; the file's end closes all).
    // Signed in at the laptop's size, where /home settles: on a phone its filter bar waits below the
    // cards, busy until it nears the screen (HomePage), and the sign-in helper waits for a settled page.
    const b = await openSignedIn('dashboard-shift', { viewport: LAPTOP })
    await b.page.setViewportSize(viewport)
    await expectNoShift(b)
  })

  test('nothing moves for a user who sees fewer cards (approvals and the LWF tracker: two cards, no exposure)', async () => {
    const token = await adminToken()
    const branches = (await api<{ data: { id: number }[] }>('branch?page_size=200', { token })).data
    const user = await createUser(token, {
      name: `Shift few ${Date.now().toString(36)}`,
      permissions: ['dashboard.dashboard:list', 'audit.status:list', 'remittance.lwf_tracker:list', 'company.branch:list'],
      branchIds: branches.map((x) => x.id),
    })
    const b = await openSignedIn('dashboard-shift', { as: user, viewport: LAPTOP })
    await expectNoShift(b)
    expect(await b.page.getByRole('region', { name: /^Late-payment/ }).count()).toBe(0)
    await b.page.getByRole('link', { name: /^Awaiting my approval/ }).waitFor()
  })

  test('nothing moves when the exposure card’s family links wrap to two lines (amounts in crores)', async () => {
    const b = await openSignedIn('dashboard-shift', { viewport: LAPTOP })
    await expectNoShift(b, (summary) => ({
      ...summary,
      exposure: summary.exposure && {
        ...summary.exposure,
        families: summary.exposure.families.map((f) => ({ ...f, total: 98765432.1 })),
      },
    }))
    const links = b.page.getByRole('region', { name: /^Late-payment/ }).getByRole('link')
    const [first, last] = [await links.first().boundingBox(), await links.last().boundingBox()]
    expect(last!.y, 'the family links take two lines').toBeGreaterThan(first!.y)
  })
})
