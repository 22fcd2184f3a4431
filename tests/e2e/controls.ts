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
