import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/**
 * Chooses an option of a kit Select (a searchable combobox): open it, type to narrow,
 * click the option. `create` picks the "suggest or create" row for a new name.
 */
export async function pick(user: UserEvent, label: string, option: string, scope?: HTMLElement, { create = false } = {}) {
  const box = (scope ? within(scope) : screen).getByRole('combobox', { name: label })
  await user.click(box)
  await user.type(box, option, { skipClick: true })
  // The list opens in a portal, outside any dialog.
  await user.click(await screen.findByRole('option', { name: create ? `Create “${option}”` : option }))
}

/** A form control by its label; the kit's required marker (`*`) after the label is ignored. */
export function field(label: string, scope?: HTMLElement) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return (scope ? within(scope) : screen).getByLabelText(new RegExp(`^${escaped}\\s*\\*?$`))
}

/** The first render loads the page's code-split chunk; allow for that on a busy machine. */
export const FIRST = { timeout: 8000 }
