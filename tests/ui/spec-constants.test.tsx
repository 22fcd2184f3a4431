import { act, render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { DataTable } from '@/components/ui/DataTable'
import { Dialog } from '@/components/ui/Dialog'
import { Drawer } from '@/components/ui/Drawer'
import { toast, Toaster } from '@/components/ui/toast'
import { appConfig } from '@/configs/app.config'
import { setSideNavCollapse } from '@/store/theme-slice'
import { renderApp } from '../app/render-app'

/** SPEC.md section 9 constants as the rendered widgets and the store carry them. */

describe('toasts', () => {
  test('top-end corner, offsets of 30, width 350', () => {
    render(<Toaster />)
    act(() => void toast.push({ type: 'info', content: 'Saved' }))
    const item = screen.getByRole('status')
    expect(item).toHaveStyle({ width: '350px' })
    const corner = item.parentElement!
    expect(corner.className).toMatch(/\btop-0\b/)
    expect(corner.className).toMatch(/\bend-0\b/)
    expect(corner.style.margin).toBe('30px')
    expect(corner.style.marginInline).toBe('30px')
  })

  test('a toast raised while a modal dialog is open is still announced (not under its aria-hidden)', async () => {
    render(
      <>
        <Toaster />
        <main>
          <p>Page</p>
        </main>
        <Dialog isOpen onClose={() => undefined} title="Delete branch?">
          <p>Body</p>
        </Dialog>
      </>,
    )
    await screen.findByRole('dialog', { name: 'Delete branch?' })
    // The dialog hides the rest of the page from assistive technology…
    expect(screen.queryByText('Page')?.closest('[aria-hidden="true"]')).not.toBeNull()
    act(() => void toast.push({ type: 'danger', title: 'Error', content: 'Failed to delete Branch' }))
    // …but not the toast: found by role only when it is not aria-hidden.
    expect(within(screen.getByRole('alert')).getByText('Failed to delete Branch')).toBeInTheDocument()
  })
})

describe('overlays', () => {
  test('the dialog is 520 wide and the drawer 400', async () => {
    const { rerender } = render(<Dialog isOpen onClose={() => undefined} title="A dialog" />)
    expect(await screen.findByRole('dialog', { name: 'A dialog' })).toHaveStyle({ width: '520px' })
    rerender(<Drawer isOpen onClose={() => undefined} title="A drawer" />)
    expect(await screen.findByRole('dialog', { name: 'A drawer' })).toHaveStyle({ width: '400px' })
  })

  test('a top or bottom drawer is 400 high', async () => {
    render(<Drawer isOpen placement="bottom" onClose={() => undefined} title="A drawer" />)
    expect(await screen.findByRole('dialog', { name: 'A drawer' })).toHaveStyle({ height: '400px' })
  })
})

test('the table scrolls past 500 px', () => {
  render(
    <DataTable
      label="Rows"
      columns={[{ id: 'name', header: 'Name', cell: (r: { name: string }) => r.name }]}
      data={[{ name: 'Pune Plant' }]}
      rowKey={(r) => r.name}
    />,
  )
  expect(screen.getByRole('table', { name: 'Rows' }).parentElement).toHaveStyle({ maxHeight: '500px' })
})

describe('app', () => {
  test('the side nav is 290 wide, 80 collapsed', async () => {
    const { store, container } = await renderApp('/home', { as: { type: 'admin' } })
    await screen.findByRole('navigation', { name: 'Main' })
    const side = () => container.querySelector('aside') as HTMLElement
    expect(side()).toHaveStyle({ width: '290px' })
    act(() => void store.dispatch(setSideNavCollapse(true)))
    expect(side()).toHaveStyle({ width: '80px' })
  }, 30_000)

  test('persisted state waits 5000 ms and unused query data is kept 60 seconds', async () => {
    expect(appConfig.persistTimeoutMs).toBe(5000)
    const { store } = await renderApp('/sign-in')
    expect((store.getState() as { api: { config: { keepUnusedDataFor: number } } }).api.config.keepUnusedDataFor).toBe(60)
  })
})
