import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openBrowser, type Browser } from './browser'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}
declare global {
  interface Window {
    axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> }
  }
}

/** WCAG 2.1 AA violations on the page as it is now, one readable line each. */
async function violations(b: Browser): Promise<string[]> {
  const found = await b.page.evaluate(async (tags) => (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations, WCAG_21_AA)
  return found.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)
}

describe('widget kit gallery (/kit)', () => {
  let b: Browser
  beforeAll(async () => {
    b = await openBrowser('kit')
    await b.page.goto(b.url('/kit'))
    await b.page.getByRole('heading', { name: 'Widget kit gallery (development)' }).waitFor()
    await b.page.addScriptTag({ content: axeSource })
  })
  afterAll(() => b.close())

  // The popups are checked open too: they carry most of the roles and colours.
  for (const mode of ['light', 'dark'] as const) {
    test(`no WCAG 2.1 AA violations in ${mode} mode, with menus, calendar and dialog open`, async () => {
      const { page } = b
      if (mode === 'dark') {
        await page.getByRole('button', { name: 'Dark mode' }).click()
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
        // Let the colour transitions finish, or axe measures colours half-way.
        await page.mouse.move(0, 0)
        await page.waitForTimeout(400)
      }
      expect(await violations(b)).toEqual([])

      await page.getByRole('combobox', { name: 'Acts (multiple)' }).click()
      await page.getByRole('listbox', { name: 'Acts (multiple)' }).waitFor()
      expect(await violations(b)).toEqual([])
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Choose date' }).first().click()
      await page.getByRole('grid').waitFor()
      expect(await violations(b)).toEqual([])
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Actions for Pune Central' }).click()
      await page.getByRole('menu').waitFor()
      expect(await violations(b)).toEqual([])
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Open dialog' }).click()
      await page.getByRole('dialog', { name: 'Delete branch Pune Central?' }).waitFor()
      expect(await violations(b)).toEqual([])
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    })
  }

  test('the branch table renders only the visible rows of 2,000 and sorts from its header', async () => {
    const { page } = b
    const table = page.getByRole('table', { name: 'Branches' })
    const rendered = await table.locator('tbody tr:not([aria-hidden])').count()
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(100)
    const header = table.getByRole('columnheader', { name: /Employees/ })
    await header.getByRole('button').click()
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending')
  })
})
