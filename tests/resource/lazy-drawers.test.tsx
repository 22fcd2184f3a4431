/**
 * The resource page's drawers load their code on first use (ResourcePage.tsx): the row
 * action answers at once with the drawer's loading frame (ui/LazyDrawer.tsx), then shows
 * the drawer's content. Its own file: the first open of a drawer here is a real first load.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { lookupHandlers } from '../company/handlers'

describe('Drawers of the resource page', () => {
  test("a row's History opens at once, busy, while its code loads, then shows the trail", async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('company/10/history', () =>
        HttpResponse.json({
          data: [
            { id: 1, action: 'create', actor: { id: 1, name: 'Asha Rao' }, at: '2026-02-01T10:00:00.000Z', changes: [], remark: null },
          ],
        }),
      ),
    )
    await renderApp('/group-company-setup/company', { as: { type: 'user', permissions: ['company.company:list'] } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'More for Acme Industries' }))
    // A plain click, so nothing is awaited between the click and the first look.
    fireEvent.click(await screen.findByRole('menuitem', { name: 'History' }))

    const frame = screen.getByRole('dialog', { name: 'History of Acme Industries' })
    expect(within(frame).getByRole('status')).toHaveAttribute('aria-busy', 'true')
    const trail = await screen.findByRole('list', { name: 'History of Acme Industries' })
    expect(within(trail).getByText(/Created by Asha Rao/)).toBeInTheDocument()
  })
})
