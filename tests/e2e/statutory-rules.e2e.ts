import { join } from 'node:path'
import ExcelJS from 'exceljs'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { adminToken, api } from './api'
import { SHOTS, openSignedIn, type Browser } from './browser'

/**
 * The statutory rules end to end (issue 21), on the built console and the real server with
 * the seeded facts: Global Settings → Statutory Rules filters Tripura's PT slabs down to the
 * one in force on a day before the 2018 revision, opens its sources and exports what the
 * filters show; and a PT registration in Nagaland, whose due rule no source confirms, says
 * so on the tracker grid instead of showing no date, with the rule one click away.
 */

const stamp = Date.now().toString(36).toUpperCase()
const PTRC = `E2ENL${stamp}`

/** Picks an option of a kit Select; a searchable one is typed into first. */
async function choose(page: Page, label: string, option: string, type = false) {
  const control = page.getByRole('combobox', { name: label })
  await control.click()
  if (type) await control.fill(option)
  await page.getByRole('option', { name: option, exact: true }).click()
}

const rulesTable = (page: Page): Locator => page.getByRole('table', { name: 'Statutory rules' })

describe('statutory rules in the browser', () => {
  let admin: Browser
  beforeAll(async () => {
    const token = await adminToken()
    const company = (await api<{ data: { id: number }[] }>('company?page_size=1&sort=name', { token })).data[0]!
    const nagaland = (await api<{ data: { id: number; name: string }[] }>('states', { token })).data.find((s) => s.name === 'Nagaland')!
    await api('ptsetup', {
      method: 'POST',
      token,
      body: { company_id: company.id, state_id: nagaland.id, ptrc_number: PTRC, ptrc_frequency: 'monthly' },
    })
    admin = await openSignedIn('statutory-admin')
  })

  test("Tripura's PT slabs: both on record, one in force on a day in 2017, its sources, and the export of what is shown", async () => {
    const { page } = admin
    await page.goto(admin.url('/statutory-rules'))
    await page.getByRole('heading', { name: 'Statutory Rules' }).waitFor()
    await choose(page, 'Scheme', 'PT RC')
    await choose(page, 'State', 'Tripura', true)
    await choose(page, 'Fact', 'Amounts')
    const rows = rulesTable(page).getByRole('row').filter({ hasText: 'Tripura' })
    await expect.poll(() => rows.count()).toBe(2)
    await rows.filter({ hasText: '2015-04-01 to 2018-07-25' }).waitFor()
    await rows.filter({ hasText: '2018-07-25', hasNotText: '2015-04-01' }).waitFor()

    await page.getByLabel('In force on').fill('2017-06-01')
    await page.getByLabel('In force on').press('Enter')
    await expect.poll(() => rows.count()).toBe(1)
    await rows.filter({ hasText: '2015-04-01 to 2018-07-25' }).waitFor()

    await rows.getByRole('button', { name: /^Details of PT RC Tripura Amounts from 2015-04-01/ }).click()
    const dialog = page.getByRole('dialog', { name: 'PT RC, Tripura' })
    await dialog.getByRole('link', { name: 'https://askbanking.com/tripura-professional-tax-slab-rate/amp' }).waitFor()
    await expect
      .poll(() => dialog.getByText(/Tripura Professions, Trades, Callings and Employments Taxation Act, 1997/).count())
      .toBeGreaterThan(0)
    await page.screenshot({ path: join(SHOTS, 'statutory-rules-details.png'), fullPage: true })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()])
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
    const saved = join(SHOTS, `statutory-rules-${stamp}.xlsx`)
    await download.saveAs(saved)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(saved)
    const lines: string[] = []
    book.worksheets[0]!.eachRow((r) => lines.push((r.values as unknown[]).slice(1).map(String).join(' | ')))
    // A title naming the filter, the header, then the rows the page showed.
    expect(lines[0]).toContain('in force on 2017-06-01')
    const body = lines.slice(2)
    expect(body).toHaveLength(1)
    expect(body[0]).toContain('Tripura')
    expect(body[0]).toContain('2015-04-01')
  })

  test('a Nagaland PT registration: the grid says the due rule is not confirmed, and its Rule opens the facts behind it', async () => {
    const { page } = admin
    await page.goto(admin.url('/ptrc-tracker?view=grid'))
    const row = page.getByRole('row').filter({ hasText: PTRC })
    await row.waitFor()
    const unconfirmed = row.getByRole('cell').filter({ hasText: 'Due rule not confirmed for this state' })
    await expect.poll(() => unconfirmed.count()).toBeGreaterThan(0)
    // The year's last month: the facts, dated from the day their sources were read, are in force for it.
    await unconfirmed
      .last()
      .getByRole('button', { name: /^Rule: PT RC rule for the period from / })
      .click()
    const dialog = page.getByRole('dialog', { name: /^PT RC rule for the period from / })
    const schedule = dialog.getByRole('article', { name: /^Remittance schedule/ })
    await schedule.waitFor()
    await expect.poll(() => schedule.getByText('Levied; the due rule is not confirmed.').count()).toBe(1)
    await schedule.getByRole('link', { name: 'https://www.praansconsultech.com/professional-tax-details/nagaland' }).waitFor()
    await page.screenshot({ path: join(SHOTS, 'statutory-not-confirmed-grid.png'), fullPage: true })
  })
})
