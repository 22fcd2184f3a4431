import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentType } from 'react'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { Dialog } from '@/components/ui/Dialog'
import { Drawer } from '@/components/ui/Drawer'
import { lazyDrawer, type LazyDrawerProps } from '@/components/ui/LazyDrawer'
import { loadLocale } from '@/locales'

/**
 * A drawer whose code loads on its first open (ui/LazyDrawer.tsx): the click answers at
 * once with the drawer's frame, busy and focused, and the drawer takes its place when the
 * code arrives; a later open has the code and shows the drawer straight away.
 */
beforeAll(() => loadLocale('en'))

function Ready({ title, onClose }: LazyDrawerProps) {
  const [asking, setAsking] = useState(false)
  return (
    <Drawer isOpen title={title} onClose={onClose} footer={<button onClick={() => setAsking(true)}>Save</button>}>
      <label>
        Branch name
        <input />
      </label>
      <Dialog isOpen={asking} title="Save the changes?" onClose={() => setAsking(false)}>
        The branch keeps its code.
      </Dialog>
    </Drawer>
  )
}

/** A page with a button that opens a lazy drawer whose code arrives when the test says so. */
function setup() {
  let arrive!: (component: ComponentType<LazyDrawerProps>) => void
  const load = vi.fn(() => new Promise<ComponentType<LazyDrawerProps>>((resolve) => (arrive = resolve)))
  const LazyEdit = lazyDrawer(load)
  function Page() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button onClick={() => setOpen(true)}>Edit branch</button>
        {open && <LazyEdit title="Edit branch" onClose={() => setOpen(false)} />}
      </>
    )
  }
  render(<Page />)
  return { user: userEvent.setup(), load, opener: screen.getByRole('button', { name: 'Edit branch' }), arrive: () => arrive(Ready) }
}

const focusIsIn = (element: HTMLElement) => waitFor(() => expect(element).toContainElement(document.activeElement as HTMLElement))

describe('a lazily loaded drawer', () => {
  test('opens at once as a busy frame with its title and focus, then becomes the drawer; closing returns focus', async () => {
    const { user, load, opener, arrive } = setup()
    await user.click(opener)

    const frame = screen.getByRole('dialog', { name: 'Edit branch' })
    const busy = within(frame).getByRole('status')
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(busy).toHaveTextContent('Loading…')
    const close = within(frame).getByRole('button', { name: 'Close' })
    await waitFor(() => expect(close).toHaveFocus())

    await act(async () => arrive())
    // The loaded drawer fills the same dialog: still the one open, named and focused as before.
    expect(screen.getByRole('dialog', { name: 'Edit branch' })).toBe(frame)
    expect(within(frame).getByRole('textbox', { name: 'Branch name' })).toBeInTheDocument()
    expect(within(frame).queryByRole('status')).not.toBeInTheDocument()
    expect(close).toHaveFocus()

    // What the drawer opens in turn is an overlay of its own.
    await user.click(within(frame).getByRole('button', { name: 'Save' }))
    const question = await screen.findByRole('dialog', { name: 'Save the changes?' })
    expect(frame).not.toContainElement(question)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(question).not.toBeInTheDocument())
    expect(frame).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())

    // The code is here now: the drawer itself, with no loading frame.
    await user.click(opener)
    expect(within(screen.getByRole('dialog', { name: 'Edit branch' })).getByRole('textbox', { name: 'Branch name' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('can be closed while it loads, and stays closed when its code arrives', async () => {
    const { user, opener, arrive } = setup()
    await user.click(opener)
    await focusIsIn(screen.getByRole('dialog', { name: 'Edit branch' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())
    await act(async () => arrive())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
