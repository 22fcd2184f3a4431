import { describe, expect, test } from 'vitest'
import { openBrowser, signIn } from './browser'

/**
 * The browser helpers every e2e file stands on: a browser opened again under its name (a
 * retried test) does not leave the first one running, and `signIn` hands the test a page that
 * will not navigate away by itself under the test's next `goto`.
 */
describe('the e2e browser helpers', () => {
  test('opening a name again closes the browser it named first; closing twice is harmless', async () => {
    const first = await openBrowser('helpers-again')
    const second = await openBrowser('helpers-again')
    expect(first.page.isClosed()).toBe(true)
    expect(second.page.isClosed()).toBe(false)
    await second.close()
    await second.close()
    expect(second.page.isClosed()).toBe(true)
  })

  test("a 403 on the landing page reloads it (SPEC.md section 8) before signIn returns, so the test's goto is not aborted", async () => {
    const b = await openBrowser('helpers-forbidden')
    const { page } = b
    // The home page's action cards answered 403, as for a user who may not call them.
    await page.route('**/graph/action-summary', (route) =>
      route.fulfill({ status: 403, json: { success: false, message: 'You do not have permission to do this' } }),
    )
    // The next page's document is answered only once that 403 has made the page reload itself,
    // as a loaded machine can order them.
    let reloading = () => {}
    const reloaded = new Promise<void>((resolve) => (reloading = resolve))
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().endsWith('/companyadmin/home')) reloading()
    })
    await page.route('**/companyadmin/group-company-setup/branch', async (route) => {
      await reloaded
      await route.continue()
    })

    await signIn(b)
    await page.goto(b.url('/group-company-setup/branch'))
    await expect.poll(() => page.getByRole('table').count()).toBeGreaterThan(0)
    expect(page.url()).toMatch(/\/group-company-setup\/branch$/)
  })
})
