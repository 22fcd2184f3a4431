import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { renderApp } from './render-app'

afterEach(() => {
  document.documentElement.className = ''
  document.documentElement.removeAttribute('style')
  document.documentElement.dir = 'ltr'
})

async function openThemePanel() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /user menu/i }))
  await user.click(screen.getByRole('menuitem', { name: /theme settings/i }))
  return { user, panel: await screen.findByRole('dialog', { name: 'Theme settings' }) }
}

describe('theme panel', () => {
  test('defaults: indigo 600 applied to the page, light, left-to-right', async () => {
    await renderApp('/home', { as: { type: 'admin' } })
    await screen.findByRole('heading', { name: /welcome/i })
    const html = document.documentElement
    expect(html.classList.contains('dark')).toBe(false)
    expect(html.dir).toBe('ltr')
    expect(html.style.getPropertyValue('--primary')).toBe('var(--color-indigo-600)')
  })

  test('dark mode, colour, level and direction reach <html>', async () => {
    const { store } = await renderApp('/home', { as: { type: 'admin' } })
    const { user, panel } = await openThemePanel()
    await user.click(within(panel).getByRole('switch', { name: 'Dark mode' }))
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    // The default modern layout keeps its transparent nav in dark mode (SPEC.md section 4).
    expect(store.getState().theme.navMode).toBe('transparent')
    await user.click(within(panel).getByRole('radio', { name: 'emerald' }))
    await user.selectOptions(within(panel).getByLabelText(/^Colour level\*?$/), '400')
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('var(--color-emerald-400)')
    await user.click(within(panel).getByRole('switch', { name: 'Right-to-left direction' }))
    expect(document.documentElement.dir).toBe('rtl')
  })

  test('every layout renders the main navigation (blank has none) and the page', async () => {
    const { store } = await renderApp('/home', { as: { type: 'admin' } })
    const { user, panel } = await openThemePanel()
    for (const label of ['Classic', 'Stacked side', 'Simple', 'Decked', 'Modern']) {
      await user.click(within(panel).getByRole('radio', { name: label }))
      expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: /welcome/i, hidden: true })).toBeInTheDocument()
    }
    expect(store.getState().theme).toMatchObject({ navMode: 'transparent', cardBordered: true })
    await user.click(within(panel).getByRole('radio', { name: 'Blank' }))
    expect(screen.queryByRole('navigation', { name: 'Main', hidden: true })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open theme settings', hidden: true })).toBeInTheDocument()
  })
})
