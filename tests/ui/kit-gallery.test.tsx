import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { Toaster, toast } from '@/components/ui/toast'
import KitGalleryPage from '@/features/kit-gallery/KitGalleryPage'

afterEach(() => {
  document.documentElement.classList.remove('dark')
  act(() => toast.clear())
})

describe('widget kit gallery', () => {
  test('shows every section under its development title and toggles dark mode on <html>', async () => {
    const user = userEvent.setup()
    render(<KitGalleryPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Widget kit gallery (development)' })).toBeInTheDocument()
    for (const name of ['Buttons', 'Alerts and toasts', 'Inputs', 'Selects', 'Dates and times', 'Upload', 'Tabs and steps', 'Dialog and drawer', 'Data table (2,000 branches, virtualised)']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument()
    }
    const toggle = screen.getByRole('button', { name: 'Dark mode' })
    await user.click(toggle)
    expect(document.documentElement).toHaveClass('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })
  test('the sample form validates with zod and announces the errors', async () => {
    const user = userEvent.setup()
    render(<KitGalleryPage />)
    await user.click(screen.getByRole('button', { name: 'Save contact' }))
    expect(await screen.findByText('Enter the contact name')).toHaveAttribute('role', 'alert')
    expect(screen.getByLabelText(/Contact name/)).toHaveAttribute('aria-invalid', 'true')
  })
  test('a danger toast raised from the gallery persists with a close button', async () => {
    const user = userEvent.setup()
    render(
      <>
        <KitGalleryPage />
        <Toaster />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Show danger toast' }))
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Failed to update PF record'))!
    expect(within(alert).getByRole('button', { name: 'Close notification' })).toBeInTheDocument()
  })
})
