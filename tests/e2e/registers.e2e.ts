import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { INPUT_REGISTERS, businessToday, monthLabel, type InputKind } from '@ihrc/contract'
import { attendanceRow, salaryRow, type SampleRow } from '../../server/src/modules/registers/sample-rows'
import { csvOfWorkbook } from '../../server/test/kit/libreoffice'
import { textOfPdf } from '../../server/test/kit/pdftotext'
import { adminToken, api, createUser } from './api'
import { openSignedIn, setDarkMode, SHOTS, waitForSettledPage, type Browser } from './browser'
import { choose, pickMonth } from './controls'
import { formatMonth } from '@/components/ui/format'

/**
 * Register and Return end to end (issue 25), on the built console and the real server:
 * the admin downloads the salary and attendance templates, uploads them filled for a
 * branch and a month, generates the wage register (Form B) for them in the background
 * job, and downloads it as xlsx (opened in LibreOffice) and as PDF (read with pdftotext).
 */

const EMPLOYEES = 12
/** Three months back: the demo's own registers are last month's. */
const MONTH = (() => {
  const d = new Date(`${businessToday().slice(0, 7)}-01T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() - 3)
  return d.toISOString().slice(0, 7)
})()
const ROWS: Partial<Record<InputKind, (i: number, month: string) => SampleRow>> = { salary: salaryRow, attendance: attendanceRow }

const stamp = Date.now().toString(36).toUpperCase()

/** The downloaded template with one row per employee, by the template's own headings. */
async function filled(templatePath: string, kind: InputKind): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(templatePath)
  const sheet = book.worksheets[0]!
  const keyOf = new Map(Object.entries(INPUT_REGISTERS[kind].fields as Record<string, { label: string }>).map(([k, f]) => [f.label, k]))
  const keys = (sheet.getRow(1).values as string[]).slice(1).map((h) => keyOf.get(h))
  expect(keys.filter(Boolean).length).toBe(Object.keys(INPUT_REGISTERS[kind].fields).length)
  for (let i = 0; i < EMPLOYEES; i++) {
    const row = ROWS[kind]!(i, MONTH)
    sheet.getRow(i + 2).values = keys.map((k) => (k ? (row[k] ?? null) : null))
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}

async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  return { name: file.suggestedFilename(), path: (await file.path())! }
}

describe('input registers in, the wage register out', () => {
  let admin: Browser
  let branch: string
  let branchId: number
  let token: string
  beforeAll(async () => {
    token = await adminToken()
    ;({ name: branch, id: branchId } = (
      await api<{ data: { id: number; name: string }[] }>('branch?page_size=1&sort=name', { token })
    ).data[0]!)
    admin = await openSignedIn('registers-admin')
  })

  for (const kind of Object.keys(ROWS) as InputKind[]) {
    const def = INPUT_REGISTERS[kind]
    test(`${def.label}: the template downloaded, filled and uploaded for the branch and month`, async () => {
      const { page } = admin
      await page.goto(admin.url(`/input-registers/${def.stem}`))
      await page.getByRole('button', { name: 'Upload', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Upload ${def.label.toLowerCase()} register`) })
      await choose(dialog, 'Branch', branch, page)
      await pickMonth(dialog, 'Month', MONTH, page)
      const template = await download(page, () => dialog.getByRole('button', { name: 'Download template' }).click())
      expect(template.name).toBe(`${def.stem}-register-template.xlsx`)
      await dialog.locator('input[type=file]').setInputFiles({
        name: `${def.stem}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await filled(template.path, kind),
      })
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
      await dialog.waitFor({ state: 'detached' })
      const row = page
        .getByRole('row')
        .filter({ hasText: formatMonth(MONTH) })
        .filter({ hasText: branch })
      await expect.poll(() => row.getByText('Current').count()).toBe(1)
      expect(await row.getByRole('cell', { name: String(EMPLOYEES), exact: true }).count()).toBe(1)
    })
  }

  test('generates Form B in the background and downloads it as xlsx and PDF', async () => {
    const { page } = admin
    await page.goto(admin.url('/output-registers'))
    await page.getByRole('button', { name: 'Generate registers' }).click()
    const dialog = page.getByRole('dialog', { name: 'Generate registers' })
    await choose(dialog, 'Branch', branch, page)
    await pickMonth(dialog, 'From month', MONTH, page)
    // A multiple choice without search: opened, then the option picked.
    await dialog.getByRole('combobox', { name: 'Registers' }).click()
    await page.getByRole('option', { name: 'Form B', exact: true }).click()
    await page.keyboard.press('Escape')
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click()
    await expect.poll(() => dialog.getByText('Done: 1 register generated.').count()).toBe(1)
    // The footer's Close (the header's × is named Close too).
    await dialog.getByRole('button', { name: 'Close' }).last().click()

    const name = `Form B, ${branch}, ${formatMonth(MONTH)}`
    const more = page.getByRole('button', { name: `More for ${name}` })
    await expect.poll(() => more.count()).toBe(1)
    await page.screenshot({ path: `${SHOTS}/output-registers.png` })
    await more.click()
    const xlsx = await download(page, () => page.getByRole('menuitem', { name: 'Download xlsx' }).click())
    expect(xlsx.name).toMatch(/\.xlsx$/)
    const csv = await csvOfWorkbook(readFileSync(xlsx.path))
    const first = salaryRow(0, MONTH)
    expect(csv).toContain(branch)
    expect(csv.split('\n').find((l) => l.includes(String(first.employee_name)))).toContain(String(first.net_pay))

    await more.click()
    const pdf = await download(page, () => page.getByRole('menuitem', { name: 'Download PDF' }).click())
    expect(pdf.name).toMatch(/\.pdf$/)
    const text = textOfPdf(readFileSync(pdf.path), { layout: true })
    expect(text).toContain('FORMAT OF WAGE REGISTER')
    expect(text).toContain(branch)
    expect(text).toContain(`(${monthLabel(MONTH)})`)
    expect(text).toContain(`Employee ${EMPLOYEES}`)
  })

  /** A user of the branch holding a new designation with `permissions`, signed in in a browser of their own. */
  async function userWith(who: string, permissions: string[]): Promise<Browser> {
    const user = await createUser(token, { name: `${who} ${stamp}`, permissions, branchIds: [branchId] })
    return openSignedIn(`registers-${who.replace(/\W+/g, '-')}`, { as: user })
  }

  test('a clerk with the salary register and a view of the output registers: uploads, but generates nothing; light and dark', async () => {
    const clerk = await userWith('register clerk', [
      'registers.input_salary:list',
      'registers.input_salary:create',
      'registers.output:list',
    ])
    try {
      const { page } = clerk
      const nav = page.getByRole('navigation', { name: 'Main' }).first()
      await expect.poll(async () => (await nav.textContent()) ?? '').toContain('Register and Return')
      for (const dark of [false, true]) {
        await setDarkMode(clerk, dark)
        await page.goto(clerk.url('/input-registers/salary'))
        const row = page
          .getByRole('row')
          .filter({ hasText: formatMonth(MONTH) })
          .filter({ hasText: branch })
        await expect.poll(() => row.count()).toBe(1)
        expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(1)
        await waitForSettledPage(page)
        await page.screenshot({ path: `${SHOTS}/registers-clerk-salary-${dark ? 'dark' : 'light'}.png` })
        await page.goto(clerk.url('/output-registers'))
        await expect.poll(() => page.getByRole('button', { name: `More for Form B, ${branch}, ${formatMonth(MONTH)}` }).count()).toBe(1)
        expect(await page.getByRole('button', { name: 'Generate registers' }).count()).toBe(0)
        await waitForSettledPage(page)
        await page.screenshot({ path: `${SHOTS}/registers-clerk-output-${dark ? 'dark' : 'light'}.png` })
      }
      expect((await nav.textContent()) ?? '').not.toContain('Attendance')
      await page.goto(clerk.url('/input-registers/attendance'))
      await expect.poll(() => page.getByRole('heading', { name: 'No access' }).count()).toBe(1)
    } finally {
      await clerk.close()
    }
  })

  test('a user without the register menus sees no Register and Return and no access on a deep link', async () => {
    const other = await userWith('no registers', ['dashboard.dashboard:list'])
    try {
      const { page } = other
      const nav = page.getByRole('navigation', { name: 'Main' }).first()
      await expect.poll(async () => (await nav.textContent()) ?? '').toContain('Dashboard')
      expect((await nav.textContent()) ?? '').not.toContain('Register and Return')
      await page.goto(other.url('/output-registers'))
      await expect.poll(() => page.getByRole('heading', { name: 'No access' }).count()).toBe(1)
    } finally {
      await other.close()
    }
  })
})
