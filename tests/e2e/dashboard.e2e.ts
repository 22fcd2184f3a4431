import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { axeViolations } from './axe'
import { openBrowser, setDarkMode, signIn, type Browser } from './browser'

/**
 * /home's action cards on the built console and the real server, as the demo admin at
 * 1366 × 768: the cards draw from the tenant's records, axe finds nothing in light and
 * dark, and a card opens its list filtered. Screenshots under /tmp for review.
 */
describe('dashboard action cards', () => {
  let b: Browser
  beforeAll(async () => {
    b = await openBrowser('dashboard')
    await b.page.setViewportSize({ width: 1366, height: 768 })
    await signIn(b)
    await b.page.waitForURL('**/companyadmin/home')
  })
  afterAll(async () => {
    await b?.close()
  })

  test('shows the cards in light and dark with no axe finding', async () => {
    const { page } = b
    await page.getByRole('link', { name: /^Overdue items/ }).waitFor()
    await page.getByRole('region', { name: /^Missing remittances/ }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/dashboard-admin-light.png', fullPage: true })
    await setDarkMode(b, true)
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/dashboard-admin-dark.png', fullPage: true })
    await setDarkMode(b, false)
  })

  test('the overdue card opens Due Compliance filtered to overdue items', async () => {
    const { page } = b
    await page.getByRole('link', { name: /^Overdue items/ }).press('Enter')
    await page.waitForURL('**/companyadmin/due-compliance?data_status=overdue')
    await page.getByRole('heading', { name: 'Due Compliance' }).waitFor()
  })
})
