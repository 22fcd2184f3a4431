import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/**
 * Chooses an option of a kit Select (a searchable combobox): open it, type to narrow,
 * click the option. `create` picks the "suggest or create" row for a new name.
 */
export async function pick(user: UserEvent, label: string, option: string, scope?: HTMLElement, { create = false } = {}) {
  // Found afresh for each step: a re-render between them must not leave the test typing into a detached box.
  const box = () => (scope ? within(scope) : screen).getByRole('combobox', { name: label })
  await user.click(box())
  await user.type(box(), option, { skipClick: true })
  // The list opens in a portal, outside any dialog.
  await user.click(await screen.findByRole('option', { name: create ? `Create “${option}”` : option }))
}

const MONTH_ABBR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Picks a month (`2026-03`) on a kit MonthPicker labelled `label`: pages financial years to the month's, then clicks it. */
export async function pickMonth(user: UserEvent, label: string, month: string, scope?: HTMLElement) {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const fyStart = m >= 4 ? year : year - 1
  await user.click((scope ? within(scope) : screen).getByRole('button', { name: new RegExp(`^${label}:`) }))
  const picker = await screen.findByRole('dialog', { name: label })
  for (let i = 0; i < 20; i++) {
    const shown = Number(
      within(picker)
        .getByText(/^FY \d{4}-\d{2}$/)
        .textContent!.slice(3, 7),
    )
    if (shown === fyStart) break
    await user.click(within(picker).getByRole('button', { name: shown > fyStart ? 'Previous financial year' : 'Next financial year' }))
  }
  await user.click(within(picker).getByRole('button', { name: `${MONTH_ABBR[m - 1]} ${year}` }))
}

/** A form control by its label; the kit's required marker (`*`) after the label is ignored. */
export function field(label: string, scope?: HTMLElement) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return (scope ? within(scope) : screen).getByLabelText(new RegExp(`^${escaped}\\s*\\*?$`))
}
