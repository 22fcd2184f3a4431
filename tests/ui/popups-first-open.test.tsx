import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'

/**
 * The kit's open popups load on a first opening (ui/lazy-popups.tsx); tests/setup.ts loads
 * them up front for the rest of the suite. Here each test starts from a fresh module graph
 * where that code has not come yet and holds its import: the opening must wait for it,
 * then happen, from a pointer or the keyboard.
 */
async function withHeldPopups() {
  vi.resetModules()
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  vi.doMock('@/components/ui/popups', async (importOriginal) => {
    await held
    return importOriginal()
  })
  const kit = {
    Select: (await import('@/components/ui/Select')).Select,
    MonthPicker: (await import('@/components/ui/MonthPicker')).MonthPicker,
    DatePicker: (await import('@/components/ui/DatePicker')).DatePicker,
    Dropdown: (await import('@/components/ui/Dropdown')).Dropdown,
    Drawer: (await import('@/components/ui/Drawer')).Drawer,
    Tooltip: (await import('@/components/ui/Tooltip')).Tooltip,
  }
  return { kit, release }
}

describe('a popup opened before its code has loaded opens once it arrives', () => {
  test('a Select clicked opens its list', async () => {
    const { kit, release } = await withHeldPopups()
    const user = userEvent.setup()
    render(<kit.Select aria-label="State" options={[{ value: 'KA', label: 'Karnataka' }]} value={null} onChange={() => undefined} />)
    await user.click(screen.getByRole('combobox', { name: 'State' }))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    release()
    expect(await screen.findByRole('option', { name: 'Karnataka' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-expanded', 'true')
  })

  test('a month picker opened from the keyboard opens its grid with focus on a month', async () => {
    const { kit, release } = await withHeldPopups()
    const user = userEvent.setup()
    render(<kit.MonthPicker label="Month" value="2026-05" onChange={() => undefined} />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    release()
    expect(await screen.findByRole('dialog', { name: 'Month' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'May 2026', pressed: true })).toHaveFocus())
  })

  test('a date picker opened with Alt+ArrowDown opens its calendar on the chosen day', async () => {
    const { kit, release } = await withHeldPopups()
    const user = userEvent.setup()
    render(<kit.DatePicker aria-label="Due date" value="2026-05-15" onChange={() => undefined} />)
    await user.click(screen.getByRole('textbox', { name: 'Due date' }))
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    release()
    expect(await screen.findByRole('dialog', { name: 'Choose date' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: /15 May 2026/ })).toHaveFocus())
  })

  test('a menu opened with ArrowDown opens with its first item focused', async () => {
    const { kit, release } = await withHeldPopups()
    const user = userEvent.setup()
    render(
      <kit.Dropdown label="User menu">
        <kit.Dropdown.Item>Profile</kit.Dropdown.Item>
        <kit.Dropdown.Item>Sign out</kit.Dropdown.Item>
      </kit.Dropdown>,
    )
    await user.tab()
    await user.keyboard('{ArrowDown}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    release()
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus())
  })

  test('a drawer opened by a click draws its dialog, and a tooltip shows on focus', async () => {
    const { kit, release } = await withHeldPopups()
    const user = userEvent.setup()
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <kit.Tooltip content="Settings of the theme">
            <button type="button" onClick={() => setOpen(true)}>
              Theme
            </button>
          </kit.Tooltip>
          <kit.Drawer isOpen={open} onClose={() => setOpen(false)} title="Theme">
            Colours
          </kit.Drawer>
        </>
      )
    }
    render(<Page />)
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    release()
    expect(await screen.findByRole('dialog', { name: 'Theme' })).toHaveTextContent('Colours')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theme' })).toHaveFocus())
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Settings of the theme')
  })
})
