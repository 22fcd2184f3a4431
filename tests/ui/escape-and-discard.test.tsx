/**
 * Issue 19 item 5: Escape closes the innermost popup first, and a changed form never
 * closes without asking. The kit's rule (ui/escape-stack.ts, ui/Overlay.tsx) on its own
 * parts, then on a real screen's drawer form.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { DatePicker } from '@/components/ui/DatePicker'
import { Dialog } from '@/components/ui/Dialog'
import { Drawer } from '@/components/ui/Drawer'
import { Dropdown, DropdownItem } from '@/components/ui/Dropdown'
import { MonthPicker } from '@/components/ui/MonthPicker'
import { Select } from '@/components/ui/Select'
import { ShowAll } from '@/components/ui/ShowAll'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { findDrawer } from '../mocks/drawer'
import { renderApp } from '../app/render-app'
import { aCompany, paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'
import { field } from '../company/select'

function DrawerWithControls({ onClose }: { onClose: () => void }) {
  const [zone, setZone] = useState<string | null>(null)
  const [day, setDay] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  return (
    <Drawer isOpen title="Branch filters" onClose={onClose}>
      <Select aria-label="Zone" options={[{ value: 'n', label: 'North' }]} value={zone} onChange={setZone} />
      <DatePicker aria-label="From" value={day} onChange={setDay} />
      <Dropdown label="More">
        <DropdownItem onSelect={() => setConfirming(true)}>Ask</DropdownItem>
      </Dropdown>
      <Dialog isOpen={confirming} onClose={() => setConfirming(false)} title="Sure?">
        Nested
      </Dialog>
    </Drawer>
  )
}

describe('Escape closes the innermost popup first', () => {
  test('a list, a calendar, a menu and a dialog opened in a drawer each close before the drawer', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(<DrawerWithControls onClose={onClose} />)
    const drawer = screen.getByRole('dialog', { name: 'Branch filters' })

    await user.click(within(drawer).getByRole('combobox', { name: 'Zone' }))
    expect(screen.getByRole('listbox', { name: 'Zone' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()

    await user.click(within(drawer).getByRole('button', { name: 'Choose date' }))
    expect(await screen.findByRole('dialog', { name: 'Choose date' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Choose date' })).not.toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()

    await user.click(within(drawer).getByRole('button', { name: 'More' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Ask' }))
    expect(await screen.findByRole('dialog', { name: 'Sure?' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sure?' })).not.toBeInTheDocument())
    expect(onClose).not.toHaveBeenCalled()

    // Nothing open inside any more: now Escape is the drawer's.
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('the stacking layers: a list opened in a drawer sits above the drawer, the drawer above the page', async () => {
    const user = userEvent.setup()
    render(<DrawerWithControls onClose={() => undefined} />)
    const drawer = screen.getByRole('dialog', { name: 'Branch filters' })
    await user.click(within(drawer).getByRole('combobox', { name: 'Zone' }))
    const list = screen.getByRole('listbox', { name: 'Zone' })
    const backdrop = drawer.parentElement!
    expect(Number(list.style.zIndex)).toBeGreaterThan(Number(backdrop.style.zIndex))
    expect(Number(backdrop.style.zIndex)).toBeGreaterThanOrEqual(50)
  })
})

describe('the whole-text popup and the month grid are popovers like the others', () => {
  function DrawerWithCellAndMonth({ onClose }: { onClose: () => void }) {
    const [month, setMonth] = useState<string | null>(null)
    return (
      <Drawer isOpen title="Item details" onClose={onClose}>
        <ShowAll label="Remarks on PT return" summary="Paid late" hint="2 remarks: show all">
          Paid late. Penalty waived.
        </ShowAll>
        <MonthPicker label="Month" value={month} onChange={setMonth} />
      </Drawer>
    )
  }

  test.each([
    ['the whole-text popup', /Paid late/, 'Remarks on PT return'],
    ['the month grid', /^Month: /, 'Month'],
  ])('%s: Escape closes it before the drawer, focus returns to its button, it sits above the drawer', async (_what, trigger, popup) => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(<DrawerWithCellAndMonth onClose={onClose} />)
    const drawer = screen.getByRole('dialog', { name: 'Item details' })
    const button = within(drawer).getByRole('button', { name: trigger })

    await user.click(button)
    const opened = await screen.findByRole('dialog', { name: popup })
    expect(Number(opened.style.zIndex)).toBeGreaterThan(Number(drawer.parentElement!.style.zIndex))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: popup })).not.toBeInTheDocument())
    expect(onClose).not.toHaveBeenCalled()
    await waitFor(() => expect(button).toHaveFocus())

    // Nothing open inside any more: now Escape is the drawer's.
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('a changed form asks before it is discarded', () => {
  const companies = () => [...lookupHandlers, onApi.get('company', () => HttpResponse.json(paged([aCompany()])))]

  test('Escape, the close button, Cancel and the backdrop ask; Keep editing keeps the values, Discard closes', async () => {
    server.use(...companies())
    await renderApp('/group-company-setup/company', { as: { type: 'admin' } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add company' }))
    const drawer = await findDrawer('Add company')

    // A list open in the drawer: the first Escape closes only the list.
    await user.click(within(drawer).getByRole('combobox', { name: /^Group/ }))
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Add company' })).toBeInTheDocument()

    await user.type(field('Company name', drawer), 'Gamma Foods')
    const ask = () => screen.findByRole('alertdialog', { name: 'Discard changes?' })

    await user.keyboard('{Escape}')
    // Escape on the question keeps editing. It interrupts: an alert dialog its text describes, focus on the safe answer.
    const question = await ask()
    expect(question).toHaveAccessibleDescription('The changes you made here have not been saved. Discard them, or keep editing?')
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus())
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Discard changes?' })).not.toBeInTheDocument())
    expect(field('Company name', drawer)).toHaveValue('Gamma Foods')

    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    await user.click(within(await ask()).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Discard changes?' })).not.toBeInTheDocument())
    expect(field('Company name', drawer)).toHaveValue('Gamma Foods')

    // A press on the backdrop asks too.
    await user.pointer({ keys: '[MouseLeft]', target: drawer.parentElement! })
    await user.click(within(await ask()).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Discard changes?' })).not.toBeInTheDocument())

    await user.click(within(drawer).getByRole('button', { name: 'Close' }))
    await user.click(within(await ask()).getByRole('button', { name: 'Discard changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add company' })).not.toBeInTheDocument())
  })

  test('an untouched form closes on Escape at once', async () => {
    server.use(...companies())
    await renderApp('/group-company-setup/company', { as: { type: 'admin' } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Industries' }))
    await findDrawer('Edit company')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit company' })).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog', { name: 'Discard changes?' })).not.toBeInTheDocument()
  })
})
