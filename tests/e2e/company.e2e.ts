import ExcelJS from 'exceljs'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SHOTS, openSignedIn, type Browser } from './browser'
import { choose, input } from './controls'

/**
 * Company Setup as an administrator uses it, on the built console and the real server:
 * a group, a company and a branch through the forms; edit; filter; delete; bulk upload
 * from the downloaded template; export.
 */

const stamp = Date.now().toString(36).toUpperCase()
const GROUP = `E2E Group ${stamp}`
const COMPANY = `E2E Company ${stamp}`
const BRANCH = `E2E Pune Plant ${stamp}`
const UPLOADED = `E2E Nashik Depot ${stamp}`

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

describe('company setup in the browser', () => {
  let b: Browser
  let work: string
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'ihrc-company-e2e-'))
    b = await openSignedIn('company')
  })
  afterAll(async () => {
    if (work) rmSync(work, { recursive: true, force: true })
  })

  test('create a group and a company through the drawer forms', async () => {
    const { page } = b
    await page.goto(b.url('/group-company-setup/entity'))
    await page.getByRole('button', { name: 'Add group' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add group' })
    await input(drawer, 'Group name').fill(GROUP)
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => row(page, GROUP).count()).toBe(1)

    await page.getByRole('tab', { name: 'Company', exact: true }).click()
    await page.waitForURL('**/group-company-setup/company')
    await page.getByRole('button', { name: 'Add company' }).click()
    const form = page.getByRole('dialog', { name: 'Add company' })
    // The contract's rules run in the browser first: a bad PAN is reported under its field.
    await choose(form, 'Group', GROUP, page)
    await input(form, 'Company name').fill(COMPANY)
    await input(form, 'PAN').fill('not-a-pan')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => form.getByText('PAN must look like AAAAA9999A').count()).toBe(1)
    await input(form, 'PAN').fill('ABCDE1234F')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => row(page, COMPANY).count()).toBe(1)
  })

  test('create a branch with its S&E registration on the full-page form, then edit it', async () => {
    const { page } = b
    await page.goto(b.url('/group-company-setup/branch'))
    await page.getByRole('button', { name: 'Add branch' }).click()
    await page.waitForURL('**/group-company-setup/branch/new')
    await choose(page, 'Company', COMPANY, page)
    await input(page, 'Branch name').fill(BRANCH)
    await input(page, 'Opening date').fill('2024-04-01')
    await choose(page, 'State', 'Maharashtra', page)
    await choose(page, 'District', 'Pune', page)
    await choose(page, 'Location', `Hinjewadi ${stamp}`, page, true)
    await input(page, 'Head count').fill('120')
    await input(page, 'Address').fill('Plot 4, Phase 1, Hinjewadi')
    await choose(page, 'Ownership', 'Owned', page)
    await choose(page, 'Office type', 'Factory', page)
    await choose(page, 'S&E status', 'Valid', page)
    await input(page, 'S&E registration number').fill('PUN/SE/2024/001')
    await choose(page, 'S&E validity', 'Fixed term', page)
    await input(page, 'S&E valid until').fill('2029-03-31')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL('**/group-company-setup/branch')
    await expect.poll(() => row(page, BRANCH).count()).toBe(1)
    await expect.poll(() => row(page, BRANCH).getByText('Valid').count()).toBeGreaterThan(0)

    await row(page, BRANCH)
      .getByRole('button', { name: `Edit ${BRANCH}` })
      .click()
    await page.waitForURL('**/edit')
    const headCount = input(page, 'Head count')
    await expect.poll(() => headCount.inputValue()).toBe('120')
    await headCount.fill('150')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL('**/group-company-setup/branch')
    await expect.poll(() => row(page, BRANCH).getByText('150').count()).toBe(1)
  })

  test('filters and search narrow the list and live in the URL', async () => {
    const { page } = b
    await page.goto(b.url('/group-company-setup/branch'))
    await choose(page, 'State', 'Karnataka', page)
    await expect.poll(() => row(page, BRANCH).count()).toBe(0)
    expect(new URL(page.url()).searchParams.get('state_id')).not.toBeNull()
    await page.goBack()
    await expect.poll(() => row(page, BRANCH).count()).toBe(1)
    await input(page, 'Search').fill(`no such branch ${stamp}`)
    await expect.poll(() => page.getByText('No branch matches these filters.').count()).toBe(1)
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => row(page, BRANCH).count()).toBe(1)
  })

  test('bulk upload from the downloaded template', async () => {
    const { page } = b
    await page.goto(b.url('/group-company-setup/branch'))
    await page.getByRole('button', { name: 'Bulk upload' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bulk upload branch' })
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download template' }).click()])
    const templatePath = join(work, download.suggestedFilename())
    await download.saveAs(templatePath)

    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(templatePath)
    const sheet = book.getWorksheet('Branches')!
    const headers = new Map<string, number>()
    sheet.getRow(1).eachCell((cell, col) => headers.set(String(cell.value).replace(/\s*\*$/, ''), col))
    const values: Record<string, string | number> = {
      Company: COMPANY,
      'Branch name': UPLOADED,
      State: 'Maharashtra',
      District: 'Nashik',
      Location: `Ambad ${stamp}`,
      Address: 'MIDC Ambad',
      'Opening date': '2025-01-15',
      'Head count': 40,
      'Office mode': 'Physical',
      Ownership: 'Rented',
      'Office type': 'Warehouse',
      'Lease valid until': '2027-12-31',
    }
    for (const [header, value] of Object.entries(values)) {
      const col = headers.get(header)
      expect(col, `template column ${header}`).toBeDefined()
      sheet.getRow(2).getCell(col!).value = value
    }
    const filled = join(work, 'branches-filled.xlsx')
    await book.xlsx.writeFile(filled)

    await dialog.locator('input[type=file]').setInputFiles(filled)
    await dialog.getByRole('button', { name: 'Upload' }).click()
    await expect.poll(() => page.getByRole('dialog', { name: 'Bulk upload branch' }).count()).toBe(0)
    await expect.poll(() => row(page, UPLOADED).count()).toBe(1)
  })

  test('export downloads the list as xlsx named by the server', async () => {
    const { page } = b
    await page.goto(b.url('/group-company-setup/branch'))
    await expect.poll(() => row(page, BRANCH).count()).toBe(1)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()])
    expect(download.suggestedFilename()).toMatch(/^branches.*\.xlsx$/)
    const saved = join(work, download.suggestedFilename())
    await download.saveAs(saved)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(saved)
    const names: string[] = []
    book.worksheets[0]!.eachRow((r) => names.push(String(r.getCell(2).value)))
    expect(names).toContain(BRANCH)
    expect(names).toContain(UPLOADED)
  })

  test('at 1366 px the Company and Branch tables fit the page, every row action in view', async () => {
    const { page } = b
    expect(page.viewportSize()?.width).toBe(1366)
    for (const [path, name] of [
      ['/group-company-setup/company', COMPANY],
      ['/group-company-setup/branch', BRANCH],
    ] as const) {
      await page.goto(b.url(path))
      const actions = row(page, name).getByRole('button', { name: `Edit ${name}` })
      await expect.poll(() => actions.count(), { timeout: 30_000 }).toBe(1)
      const box = await actions.boundingBox()
      expect(box, path).not.toBeNull()
      expect(box!.x + box!.width, path).toBeLessThanOrEqual(1366)
      // Long names wrap inside their cells, so the default columns need no sideways scrolling.
      // Polled: while the page settles a container's scrollbar can come and go (8 px seen on a busy machine).
      const overflow = () => page.getByRole('table').evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth)
      await expect.poll(overflow, { message: path, timeout: 30_000 }).toBeLessThanOrEqual(0)
    }
  })

  test('delete asks first, naming the branch, then removes it', async () => {
    const { page } = b
    await page.goto(b.url('/group-company-setup/branch'))
    await row(page, UPLOADED)
      .getByRole('button', { name: `Delete ${UPLOADED}` })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Delete branch?' })
    await expect.poll(() => confirm.getByText(UPLOADED).count()).toBe(1)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => row(page, UPLOADED).count()).toBe(0)
    await page.reload()
    await expect.poll(() => row(page, BRANCH).count()).toBe(1)
    expect(await row(page, UPLOADED).count()).toBe(0)
    await page.screenshot({ path: join(SHOTS, 'company-branches.png'), fullPage: true })
  })
})
