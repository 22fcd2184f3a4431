import { beforeAll, describe, expect, test } from 'vitest'
import { adminToken, api, createUser } from './api'
import { axeViolations } from './axe'
import { setDarkMode, LAPTOP, openSignedIn, type Browser } from './browser'
import { choose } from './controls'

type Slices = { data: { label: string; count: number }[] }
const rowsOf = (answer: Slices['data']) => answer.map((s) => `${s.label} ${s.count.toLocaleString('en-IN')}`)

/**
 * /home's action cards on the built console and the real server, as the demo admin at
 * 1366 × 768: the cards draw from the tenant's records, axe finds nothing in light and
 * dark, and a card opens its list filtered; every chart draws from the real graph calls
 * and its table shows the server's numbers. Screenshots under /tmp for review.
 */
describe('dashboard action cards and charts', () => {
  let b: Browser
  beforeAll(async () => {
    b = await openSignedIn('dashboard', { viewport: LAPTOP })
  })

  test('shows the cards in light and dark with no axe finding', async () => {
    const { page } = b
    await page.getByRole('link', { name: /^Overdue items/ }).waitFor()
    await page.getByRole('region', { name: /^Missing remittances/ }).waitFor()
    // The charts too, settled (no card still loading), so axe reads them drawn.
    await page.getByRole('region', { name: 'Where things stand this year' }).waitFor()
    await page.waitForFunction(() => document.querySelectorAll('section[aria-busy="true"]').length === 0)
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/dashboard-admin-light.png', fullPage: true })
    await setDarkMode(b, true)
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/dashboard-admin-dark.png', fullPage: true })
    await setDarkMode(b, false)
  })

  test('every chart renders with the demo data, and "View as table" shows the server’s numbers', async () => {
    const { page } = b
    const token = await adminToken()
    const charts = page.getByRole('region', { name: 'Where things stand this year' }).getByRole('region')
    await charts.first().waitFor()
    expect(await charts.count()).toBe(12)
    // Each card settles on a chart or its empty text; none fails.
    await page.waitForFunction(() => document.querySelectorAll('section[aria-busy="true"]').length === 0)
    expect(await page.getByText('Could not load this chart.').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    for (const [title, path] of [
      ['Branches by type', 'graph/branch-types'],
      ['Agreements by status', 'graph/agreement-status'],
      ['S&E registrations', 'graph/branch-se-status'],
    ] as const) {
      const answer = (await api<Slices>(path, { token })).data
      const card = page.getByRole('region', { name: title, exact: true })
      expect(
        answer.some((s) => s.count > 0),
        `${title} has demo data`,
      ).toBe(true)
      await card.getByRole('button', { name: 'View as table' }).click()
      const rows = await card.getByRole('row').allInnerTexts()
      expect(rows.slice(1).map((r) => r.replace(/\s+/g, ' ').trim())).toEqual(rowsOf(answer))
      await card.getByRole('button', { name: 'View as table' }).click()
    }
    await page.screenshot({ path: '/tmp/dashboard-charts-light.png', fullPage: true })
  })

  test('a company in the filter bar changes a chart to the server’s answer for that company, and the URL keeps it', async () => {
    const { page } = b
    const token = await adminToken()
    const all = (await api<Slices>('graph/branch-types', { token })).data
    const companies = (await api<{ data: { id: number; name: string }[] }>('company?page_size=200', { token })).data
    // A company whose branches differ from the whole tenant's, so the change shows.
    let chosen: { id: number; name: string; answer: Slices['data'] } | undefined
    for (const c of companies) {
      const answer = (await api<Slices>(`graph/branch-types?company_id=${c.id}`, { token })).data
      if (answer.some((s) => s.count > 0) && JSON.stringify(answer) !== JSON.stringify(all)) {
        chosen = { ...c, answer }
        break
      }
    }
    expect(chosen, 'a demo company with part of the branches').toBeDefined()
    await choose(page.getByRole('region', { name: 'Dashboard filters' }), 'Company', chosen!.name, page)
    await page.waitForURL((url) => url.searchParams.get('company_id') === String(chosen!.id))
    const title = 'Branches by type'
    const summary = `${title}: ${rowsOf(chosen!.answer).join(', ')}.`
    await page.getByText(summary, { exact: true }).waitFor({ state: 'attached' })
    const card = page.getByRole('region', { name: title, exact: true })
    await card.getByRole('button', { name: 'View as table' }).click()
    const rows = await card.getByRole('row').allInnerTexts()
    expect(rows.slice(1).map((r) => r.replace(/\s+/g, ' ').trim())).toEqual(rowsOf(chosen!.answer))
    await card.getByRole('button', { name: 'View as table' }).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.screenshot({ path: '/tmp/dashboard-filtered-light.png', fullPage: true })
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.getByText(`${title}: ${rowsOf(all).join(', ')}.`, { exact: true }).waitFor({ state: 'attached' })
  })

  test('a branch-type bar opens the branch list holding exactly the bar’s number of branches, its filter shown', async () => {
    const { page } = b
    const token = await adminToken()
    const answer = (await api<{ data: { key: string; label: string; count: number }[] }>('graph/branch-types', { token })).data
    const bar = answer.filter((s) => s.count > 0).sort((x, y) => y.count - x.count)[0]!
    const link = page
      .getByRole('region', { name: 'Branches by type', exact: true })
      .getByRole('link', { name: `${bar.label}: ${bar.count}` })
    await link.focus()
    await link.press('Enter')
    await page.waitForURL((url) => url.pathname.endsWith('/group-company-setup/branch') && url.searchParams.get('office_type') === bar.key)
    await page
      .getByRole('toolbar', { name: /tools$/ })
      .getByRole('combobox', { name: 'Office type' })
      .waitFor()
    expect(await page.getByRole('combobox', { name: 'Office type' }).inputValue()).toBe(`Office type: ${bar.label}`)
    await page.getByText(new RegExp(`^1–${Math.min(bar.count, 20)} of ${bar.count}$`)).waitFor()
    await page.screenshot({ path: '/tmp/dashboard-chart-link-light.png' })
    await page.goBack()
    await page.getByRole('region', { name: 'Branches by type', exact: true }).waitFor()
  })

  test('the overdue card opens Due Compliance filtered to overdue items', async () => {
    const { page } = b
    await page.getByRole('link', { name: /^Overdue items/ }).press('Enter')
    await page.waitForURL('**/companyadmin/due-compliance?data_status=overdue')
    await page.getByRole('heading', { name: 'Due Compliance' }).waitFor()
  })

  test('a user with only Due Compliance and the ESI tracker sees only their cards', async () => {
    const token = await adminToken()
    const branches = (await api<{ data: { id: number }[] }>('branch?page_size=200', { token })).data
    const user = await createUser(token, {
      name: `Few menus ${Date.now().toString(36)}`,
      permissions: ['dashboard.dashboard:list', 'audit.due_compliance:list', 'remittance.esi_tracker:list'],
      branchIds: branches.map((x) => x.id),
    })
    const few = await openSignedIn('dashboard-few', { as: user, viewport: LAPTOP })
    try {
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
