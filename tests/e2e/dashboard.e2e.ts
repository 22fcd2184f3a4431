import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { api } from './api'
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

  test('a user with only Due Compliance and the ESI tracker sees only their cards', async () => {
    const stamp = Date.now().toString(36)
    const who = inject('admin')
    const { token } = (
      await api<{ data: { token: string } }>('login', { method: 'POST', body: { email: who.email, password: who.password } })
    ).data
    const role = (await api<{ data: { id: number } }>('role', { method: 'POST', token, body: { name: `E2E Few menus ${stamp}` } })).data
    await api(`role/role-permission/${role.id}`, {
      method: 'POST',
      token,
      body: { permissions: ['dashboard.dashboard:list', 'audit.due_compliance:list', 'remittance.esi_tracker:list'] },
    })
    const branches = (await api<{ data: { id: number }[] }>('branch?page_size=200', { token })).data
    const email = `e2e.few.${stamp}@example.com`
    const password = 'E2e-few-menus-pass-1'
    await api('user', {
      method: 'POST',
      token,
      body: { name: `Few ${stamp}`, email, type: 'user', role_id: role.id, branch_ids: branches.map((x) => x.id), password },
    })
    const few = await openBrowser('dashboard-few')
    try {
      await few.page.setViewportSize({ width: 1366, height: 768 })
      await signIn(few, email, password)
      await few.page.waitForURL('**/companyadmin/home')
      const missing = few.page.getByRole('region', { name: /^Missing remittances/ })
      await missing.waitFor()
      expect(await missing.getByRole('link').allInnerTexts()).not.toContainEqual(expect.stringMatching(/^PF/))
      await few.page.getByRole('link', { name: /^Overdue items/ }).waitFor()
      expect(await few.page.getByRole('link', { name: /^Notices/ }).count()).toBe(0)
      expect(
        await few.page
          .getByRole('region', { name: /^Late-payment/ })
          .getByRole('link', { name: /^PF/ })
          .count(),
      ).toBe(0)
      expect(await axeViolations(few.page)).toEqual([])
      await few.page.screenshot({ path: '/tmp/dashboard-few-light.png', fullPage: true })
      await setDarkMode(few, true)
      expect(await axeViolations(few.page)).toEqual([])
      await few.page.screenshot({ path: '/tmp/dashboard-few-dark.png', fullPage: true })
    } finally {
      await few.close()
    }
  })
})
