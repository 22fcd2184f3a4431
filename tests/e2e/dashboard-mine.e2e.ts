import { beforeAll, describe, expect, test } from 'vitest'
import { LAPTOP, openSignedIn, type Browser } from './browser'

/**
 * The dashboard's "mine" cards on the built console and the real server, as the demo
 * admin: "My items due in the next 7 days" opens Due Compliance filtered to the
 * caller's items (Owner: Me), and the list holds as many rows as the card said.
 */
describe('dashboard "mine" cards', () => {
  let b: Browser
  beforeAll(async () => {
    b = await openSignedIn('dashboard-mine', { viewport: LAPTOP })
  })

  test('"My items due in the next 7 days" opens a list of exactly that many rows, filtered to the caller', async () => {
    const { page } = b
    const card = page.getByRole('link', { name: /^My items due in the next 7 days/ })
    await card.waitFor()
    const count = Number(/(\d+)\s*$/.exec(await card.innerText())![1])
    expect(count, 'the demo admin owns items due this week').toBeGreaterThan(0)
    await card.click()
    await page.waitForURL('**/companyadmin/due-compliance?owner=me&data_status=due&within_days=7')
    await expect.poll(() => page.getByRole('combobox', { name: 'Owner' }).inputValue()).toBe('Me')
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    await pager.getByText(new RegExp(` of ${count}$`)).waitFor()
  })
})
