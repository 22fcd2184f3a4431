import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { Alert } from '@/components/ui/Alert'
import { AvatarGroup, avatarGroupSplit } from '@/components/ui/Avatar'
import { Badge, badgeText } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Dropdown, DropdownItem } from '@/components/ui/Dropdown'
import { FormItem } from '@/components/ui/FormItem'
import { Input, PasswordInput } from '@/components/ui/Input'
import { Segment } from '@/components/ui/Segment'
import { Switcher } from '@/components/ui/Switcher'
import { autoHideAfter, toast, Toaster } from '@/components/ui/toast'

afterEach(() => {
  vi.useRealTimers()
  act(() => toast.clear())
})

describe('badge and avatar group', () => {
  test('the count is capped at 99 followed by a plus sign', () => {
    expect(badgeText(5)).toBe('5')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    render(<Badge count={250} label="unread notifications" />)
    expect(screen.getByText('99+')).toBeInTheDocument()
  })
  test('no badge for zero', () => {
    const { container } = render(<Badge count={0} />)
    expect(container).toBeEmptyDOMElement()
  })
  test('an avatar group shows 4 by default, then +N', () => {
    expect(avatarGroupSplit([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4], rest: 3 })
    expect(avatarGroupSplit([1, 2], 4).rest).toBe(0)
    render(
      <AvatarGroup items={['Asha Rao', 'Vikram Shah', 'Meera Iyer', 'Arjun Das', 'Kavya Nair', 'Rohan Gupta'].map((name) => ({ name }))} />,
    )
    expect(screen.getByText('+2')).toBeInTheDocument()
    expect(screen.getAllByRole('img')).toHaveLength(4)
  })
})

describe('toast', () => {
  test('non-danger toasts auto-hide after 3000 ms; danger persists until closed', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      toast.push({ type: 'success', title: 'Saved' })
      toast.push({ type: 'danger', title: 'Error', content: 'Branch name is required' })
    })
    expect(screen.getByText('Saved')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByText('Saved')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1 + 150 + 50))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByRole('alert')).toHaveTextContent('Branch name is required')
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }))
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
  test('hide timing per type', () => {
    expect(autoHideAfter('info')).toBe(3000)
    expect(autoHideAfter('warning', 5000)).toBe(5000)
    expect(autoHideAfter('danger', 1000)).toBeNull()
    expect(autoHideAfter('success', 0)).toBeNull()
  })
})

describe('alert', () => {
  test('auto-close hides it after 3000 ms and a 0.25 s fade', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(
      <Alert type="success" autoClose onClose={onClose}>
        Saved
      </Alert>,
    )
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.getByRole('status')).toHaveClass('opacity-0')
    act(() => vi.advanceTimersByTime(250))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
    expect(onClose).toHaveBeenCalledOnce()
  })
  test('the default type is warning, announced as an alert', () => {
    render(<Alert>Check the dates</Alert>)
    expect(screen.getByRole('alert')).toHaveClass('bg-amber-50')
  })
})

function DialogHarness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog isOpen={open} onClose={() => setOpen(false)} title="Delete branch?">
        <Input aria-label="Reason" />
      </Dialog>
    </>
  )
}

describe('dialog', () => {
  test('Escape closes it after the close delay and focus returns to the opener', async () => {
    const user = userEvent.setup()
    render(<DialogHarness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Delete branch?' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())
  })
})

describe('dropdown', () => {
  test('opens from the keyboard, arrows move, Enter selects and closes', async () => {
    const user = userEvent.setup()
    const onProfile = vi.fn()
    const onSignOut = vi.fn()
    render(
      <Dropdown label="User menu">
        <DropdownItem onSelect={onProfile}>Profile</DropdownItem>
        <DropdownItem onSelect={onSignOut}>Sign out</DropdownItem>
      </Dropdown>,
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(menu).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onSignOut).toHaveBeenCalledOnce()
    expect(onProfile).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  })
  test('a custom trigger: End and Home jump, Escape closes and returns focus to the trigger', async () => {
    const user = userEvent.setup()
    render(
      <Dropdown
        label="Actions for Pune Central"
        trigger={(props) => (
          <button type="button" {...props}>
            ⋯
          </button>
        )}
      >
        <DropdownItem>Edit</DropdownItem>
        <DropdownItem>Export</DropdownItem>
        <DropdownItem>Delete</DropdownItem>
      </Dropdown>,
    )
    const trigger = screen.getByRole('button', { name: 'Actions for Pune Central' })
    await user.tab()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus())
    await user.keyboard('{End}')
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })
})

describe('dropdown, opened other ways', () => {
  const menu = () =>
    render(
      <Dropdown label="Actions for Pune Central">
        <DropdownItem>Edit</DropdownItem>
        <DropdownItem>Export</DropdownItem>
        <DropdownItem disabled>Archive</DropdownItem>
      </Dropdown>,
    )
  test('ArrowDown opens on the first item, ArrowUp on the last one that can be chosen', async () => {
    const user = userEvent.setup()
    menu()
    const trigger = screen.getByRole('button', { name: 'Actions for Pune Central' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    await user.tab()
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus())
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('menu', { name: 'Actions for Pune Central' })).toHaveAttribute('id', trigger.getAttribute('aria-controls'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(trigger).toHaveFocus())
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Export' })).toHaveFocus())
  })
  test('a click opens the menu without choosing an item; a second click closes it', async () => {
    const user = userEvent.setup()
    menu()
    const trigger = screen.getByRole('button', { name: 'Actions for Pune Central' })
    await user.click(trigger)
    const opened = await screen.findByRole('menu')
    await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true))
    expect(screen.getByRole('menuitem', { name: 'Edit' })).not.toHaveFocus()
    await user.click(trigger)
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('form controls', () => {
  test('FormItem labels the control and wires its error', () => {
    render(
      <FormItem label="Branch name" htmlFor="branch-name" error="Branch name is required" required>
        <Input id="branch-name" invalid />
      </FormItem>,
    )
    const input = screen.getByLabelText(/Branch name/)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Branch name is required')
  })
  test('the password input shows and hides its value', async () => {
    const user = userEvent.setup()
    render(<PasswordInput aria-label="Password" />)
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(input).toHaveAttribute('type', 'text')
    // A toggle keeps its name; its state is aria-pressed.
    expect(toggle).toHaveAccessibleName('Show password')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(input).toHaveAttribute('autocomplete', 'new-password')
  })
  test('control sizes use heights 7, 9, 11 and 14', () => {
    render(
      <>
        <Button size="xs">a</Button>
        <Button size="sm">b</Button>
        <Button size="md">c</Button>
        <Button size="lg">d</Button>
      </>,
    )
    expect(screen.getByText('a')).toHaveClass('h-7')
    expect(screen.getByText('b')).toHaveClass('h-9')
    expect(screen.getByText('c')).toHaveClass('h-11')
    expect(screen.getByText('d')).toHaveClass('h-14')
  })
  test('a loading button is busy and cannot be pressed twice', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
  })
  test('segment: arrow keys move the selection', async () => {
    const user = userEvent.setup()
    function Harness() {
      const [v, setV] = useState<'light' | 'dark'>('light')
      return (
        <Segment
          label="Mode"
          value={v}
          onChange={setV}
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
      )
    }
    render(<Harness />)
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus()
  })
  test('switcher toggles with Space', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Switcher checked={false} onChange={onChange} label="Dark mode" />)
    await user.tab()
    await user.keyboard(' ')
    expect(onChange).toHaveBeenCalledWith(true)
  })
})
