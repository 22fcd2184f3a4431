import { beforeAll, describe, expect, test } from 'vitest'
import type { CalendarDay } from '@ihrc/contract'
import { adminToken, api } from './api'
import { axeViolations } from './axe'
import { setDarkMode, LAPTOP, openSignedIn, type Browser } from './browser'

/** `2026-11` and the eleven months before it, newest first. */
function monthsBack(from: string): string[] {
  const [y, m] = from.split('-').map(Number) as [number, number]
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1))
    return d.toISOString().slice(0, 7)
  })
}

/** The newest month of the last twelve with a due item in the demo data, and its first day with one. */
async function dayWithItems(token: string): Promise<{ month: string; day: CalendarDay }> {
  for (const month of monthsBack(new Date().toISOString().slice(0, 7))) {
    const days = (await api<{ data: CalendarDay[] }>(`graph/compliance-calendar-dates?month=${month}`, { token })).data
    const day = days.find((d) => d.count > 0)
    if (day) return { month, day }
  }
  throw new Error('the demo data has no due item in the last twelve months')
}

/** A day cell of the calendar on the page by its day of the month and due-item count, as its spoken name says them. */
const dayCell = (page: Browser['page'], day: CalendarDay) =>
  page
    .getByRole('grid', { name: /^Compliance calendar: / })
    .getByRole('gridcell', { name: new RegExp(`^${Number(day.date.slice(8))} .*: ${day.count} due items?:`) })

/**
 * /home's compliance calendar on the built console and the real server, as the demo
 * admin at 1366 × 768: a day with items (the newest month of the demo data that has
 * one) draws the answer's groups with their counts and names its items in its list,
 * which opens with Enter and closes with Escape (focus back on the day), the page does
 * not scroll sideways, and axe finds nothing in light and dark; on a phone the cell's
 * total is a pill of its own, not a second bold number under the day's.
 */
describe('dashboard compliance calendar', () => {
  let b: Browser
  let token: string
  beforeAll(async () => {
    token = await adminToken()
    b = await openSignedIn('dashboard-calendar', { viewport: LAPTOP })
  })

  test('a day with items shows them by name, opens its list, and axe finds nothing in light and dark', async () => {
    const { month, day } = await dayWithItems(token)
    const { page } = b
    await page.goto(b.url(`/home?calendar=${month}`))
    const cell = dayCell(page, day)
    await cell.waitFor()
    // The cell's entries are the answer's groups, each counted over the whole day.
    const entries = await cell.locator('li').allTextContents()
    expect(entries.slice(0, day.groups.length)).toEqual(day.groups.map((g) => (g.count > 1 ? `${g.name} × ${g.count}` : g.name)))
    await cell.focus()
    await page.keyboard.press('Enter')
    const list = page.getByRole('region', { name: `Due on ${day.date}` })
    await list.waitFor()
    const names = await list.getByRole('list', { name: 'Due items' }).getByRole('listitem').allInnerTexts()
    expect(names.map((n) => n.replace(/\s+/g, ' ').trim())).toEqual(
      day.items.map((i) => expect.stringContaining(i.name) as unknown as string),
    )
    // Escape closes the list and puts focus back on the day; Enter opens it again for the checks below.
    await page.keyboard.press('Escape')
    await list.waitFor({ state: 'detached' })
    expect(await cell.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await list.waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.waitForFunction(() => document.querySelectorAll('section[aria-busy="true"]').length === 0)
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/dashboard-calendar-light.png', fullPage: true })
    await setDarkMode(b, true)
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/dashboard-calendar-dark.png', fullPage: true })
    await setDarkMode(b, false)
  })

  // The calendar's own width decides, not the window's: at 800 px the side menu leaves the calendar too narrow for names.
  test.each([
    ['on a phone', 412],
    ['in an 800 px window beside the side menu', 800],
  ])(
    '%s a day’s total is a pill named by what it counts, apart from the day number; axe finds nothing in light and dark',
    async (_, width) => {
      const { month, day } = await dayWithItems(token)
      const { page } = b
      await page.setViewportSize({ width, height: 823 })
      await page.goto(b.url(`/home?calendar=${month}`))
      // On a phone the calendar is below the fold, drawn once the user scrolls towards it (BelowTheFold).
      await page.getByRole('region', { name: /filters/i }).waitFor()
      await page.mouse.wheel(0, 800)
      const cell = dayCell(page, day)
      await cell.waitFor()
      const total = day.count + day.payments.reduce((n, p) => n + p.count, 0)
      // Inside the cell's drawn part (the cell's spoken name says the same in words).
      const pill = cell.getByRole('img', { name: `${total} item${total === 1 ? '' : 's'}`, includeHidden: true })
      await pill.waitFor()
      expect(await pill.innerText()).toBe(String(total))
      const look = (el: Element) => {
        const style = getComputedStyle(el)
        return { weight: style.fontWeight, background: style.backgroundColor, radius: parseFloat(style.borderTopLeftRadius) }
      }
      // The day number: the cell's own drawn span (its entries are in a drawn block beside it).
      const number = await cell.locator(':scope > span[aria-hidden="true"]').evaluate(look)
      const badge = await pill.evaluate(look)
      expect(badge.weight).not.toBe(number.weight)
      expect(badge.background).not.toBe('rgba(0, 0, 0, 0)')
      expect(badge.radius).toBeGreaterThan(4)
      await page.waitForFunction(() => document.querySelectorAll('section[aria-busy="true"]').length === 0)
      expect(await axeViolations(page)).toEqual([])
      await cell.screenshot({ path: `/tmp/dashboard-calendar-${width}-light.png` })
      await setDarkMode(b, true)
      expect(await axeViolations(page)).toEqual([])
      await cell.screenshot({ path: `/tmp/dashboard-calendar-${width}-dark.png` })
      await setDarkMode(b, false)
      await page.setViewportSize(LAPTOP)
    },
  )
})
