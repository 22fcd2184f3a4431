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

/**
 * /home's compliance calendar on the built console and the real server, as the demo
 * admin at 1366 × 768: a day with items (the newest month of the demo data that has
 * one) names them as the server answers them, its list opens with Enter and closes with
 * Escape (focus back on the day), the page does
 * not scroll sideways, and axe finds nothing in light and dark.
 */
describe('dashboard compliance calendar', () => {
  let b: Browser
  let token: string
  beforeAll(async () => {
    token = await adminToken()
    b = await openSignedIn('dashboard-calendar', { viewport: LAPTOP })
  })

  test('a day with items shows them by name, opens its list, and axe finds nothing in light and dark', async () => {
    let found: { month: string; day: CalendarDay } | undefined
    for (const month of monthsBack(new Date().toISOString().slice(0, 7))) {
      const days = (await api<{ data: CalendarDay[] }>(`graph/compliance-calendar-dates?month=${month}`, { token })).data
      const day = days.find((d) => d.count > 0)
      if (day) {
        found = { month, day }
        break
      }
    }
    expect(found, 'the demo data has a due item in the last twelve months').toBeDefined()
    const { month, day } = found!
    const { page } = b
    await page.goto(b.url(`/home?calendar=${month}`))
    const grid = page.getByRole('grid', { name: /^Compliance calendar: / })
    await grid.waitFor()
    const cell = grid.getByRole('gridcell', { name: new RegExp(`^${Number(day.date.slice(8))} .*: ${day.count} due items?:`) })
    await cell.waitFor()
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
})
