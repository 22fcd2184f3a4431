import type { Locator, Page } from 'playwright-core'

/** A label as the kit renders it: required fields carry a trailing "*". */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)
export const input = (scope: Page | Locator, label: string) => scope.getByLabel(labelled(label))

/** Picks an option of a kit Select (searchable combobox); `create` takes the "suggest or create" row. */
export async function choose(scope: Page | Locator, label: string, option: string, page: Page, create = false) {
  const control = scope.getByRole('combobox', { name: labelled(label) })
  await control.click()
  await control.fill(option)
  await page
    .getByRole('option', { name: create ? `Create “${option}”` : option, exact: true })
    .first()
    .click()
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Picks a month (`2025-04`) on a kit MonthPicker: pages financial years until the month's, then clicks it. */
export async function pickMonth(scope: Page | Locator, label: string, month: string, page: Page) {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const fyStart = m >= 4 ? year : year - 1
  const heading = `FY ${fyStart}-${String((fyStart + 1) % 100).padStart(2, '0')}`
  await scope.getByRole('button', { name: new RegExp(`^${label}:`) }).click()
  const popup = page.getByRole('dialog', { name: label })
  for (let i = 0; i < 20 && (await popup.getByText(heading, { exact: true }).count()) === 0; i++) {
    const shown = Number(((await popup.getByText(/^FY \d{4}-\d{2}$/).textContent()) ?? '').slice(3, 7))
    await popup.getByRole('button', { name: shown > fyStart ? 'Previous financial year' : 'Next financial year' }).click()
  }
  await popup.getByRole('button', { name: `${MONTH_NAMES[m - 1]} ${year}`, exact: true }).click()
}
