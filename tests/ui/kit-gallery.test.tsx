import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { renderApp } from '../app/render-app'

// The gallery through its real route (/kit, outside the shell) with the real store.
const openGallery = async () => {
  const view = await renderApp('/kit')
  await screen.findByRole('heading', { level: 1, name: 'Widget kit gallery (development)' })
  return view
}

describe('widget kit gallery', () => {
  test('shows every section under its development title and toggles dark mode on <html>', async () => {
    const user = userEvent.setup()
    const { store } = await openGallery()
    for (const name of [
      'Buttons',
      'Alerts and toasts',
      'Inputs',
      'Selects',
      'Dates and times',
      'Upload',
      'Tabs and steps',
      'Dialog and drawer',
      'Data table (2,000 branches, virtualised)',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument()
    }
    const toggle = screen.getByRole('button', { name: 'Dark mode' })
    await user.click(toggle)
    expect(document.documentElement).toHaveClass('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(store.getState().theme.mode).toBe('dark')
    await user.click(toggle)
    expect(document.documentElement).not.toHaveClass('dark')
  })
  test('the sample form validates with zod and announces the errors', async () => {
    const user = userEvent.setup()
    await openGallery()
    await user.click(screen.getByRole('button', { name: 'Save contact' }))
    expect(await screen.findByText('Enter the contact name')).toHaveAttribute('role', 'alert')
    expect(screen.getByLabelText(/Contact name/)).toHaveAttribute('aria-invalid', 'true')
  })
  test('a danger toast raised from the gallery persists with a close button', async () => {
    const user = userEvent.setup()
    await openGallery()
    await user.click(screen.getByRole('button', { name: 'Show danger toast' }))
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Failed to update PF record'))!
    expect(within(alert).getByRole('button', { name: 'Close notification' })).toBeInTheDocument()
  })
})
