import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { pick } from '../company/select'
import { aUser } from './fixtures'
import { findDrawer } from '../mocks/drawer'

const consultant = aUser({
  id: 31,
  name: 'Rahul Mehta',
  email: 'rahul@mehta.example',
  type: 'user',
  is_external: true,
  firm: 'Mehta & Co',
  branch_ids: [100, 101],
  access_until: '2999-12-31',
})
const expired = aUser({
  id: 32,
  name: 'Old Auditor',
  email: 'old@firm.example',
  is_external: true,
  firm: 'Firm',
  access_until: '2001-01-01',
})

describe('External User', () => {
  test('lists name, email, firm, branches, access until and status', async () => {
    server.use(onApi.get('external-user', () => HttpResponse.json(paged([consultant, expired]))))
    await renderApp('/external-user', { as: { type: 'admin' } })
    const row = (await screen.findByRole('cell', { name: 'Rahul Mehta' })).closest('tr')!
    expect(within(row).getByText('Mehta & Co')).toBeInTheDocument()
    expect(within(row).getByText('2999-12-31')).toBeInTheDocument()
    expect(within(row).getByText('Active')).toBeInTheDocument()
    const old = screen.getByRole('cell', { name: 'Old Auditor' }).closest('tr')!
    expect(within(old).getByText('Expired')).toBeInTheDocument()
  })

  test('invites with several branches, and refuses an invitation without one', async () => {
    const sent: unknown[] = []
    server.use(
      onApi.get('external-user', () => HttpResponse.json(paged([]))),
      onApi.get('role', () => HttpResponse.json(paged([]))),
      onApi.get('branch/all', () =>
        HttpResponse.json({
          data: [100, 101].map((id, i) => ({ id, name: ['Pune Plant', 'Mumbai HO'][i], company_id: 10, state_id: 27 })),
        }),
      ),
      onApi.post('external-user', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ data: consultant, message: 'Invitation sent' }, { status: 201 })
      }),
    )
    await renderApp('/external-user', { as: { type: 'admin' } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add external user' }))
    const dialog = await findDrawer()
    await user.type(within(dialog).getByLabelText(/^Name/), 'Rahul Mehta')
    await user.type(within(dialog).getByLabelText(/^Email/), 'rahul@mehta.example')
    await user.type(within(dialog).getByLabelText(/^Firm/), 'Mehta & Co')
    await user.type(within(dialog).getByLabelText(/^Access until/), '2999-12-31')
    await user.click(within(dialog).getByRole('button', { name: /save/i }))
    expect(await within(dialog).findByText('Choose at least one branch')).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    await pick(user, 'Branches', 'Pune Plant', dialog)
    await pick(user, 'Branches', 'Mumbai HO', dialog)
    await user.click(within(dialog).getByRole('button', { name: /save/i }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ firm: 'Mehta & Co', branch_ids: [100, 101], access_until: '2999-12-31' })
  })

  test('revoke from the person page asks first, then reads "Revoked" with no end date', async () => {
    let revokes = 0
    server.use(
      onApi.get('external-user/:id', () => HttpResponse.json({ data: consultant })),
      onApi.post('external-user/:id/revoke', () => {
        revokes += 1
        // The server keeps the end date; it no longer applies once access is revoked.
        return HttpResponse.json({ data: { ...consultant, status: 'disabled' } })
      }),
    )
    await renderApp('/external-user/31', { as: { type: 'admin' } })
    const user = userEvent.setup()
    expect(await screen.findByText(/Active until 2999-12-31/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Revoke access' }))
    let dialog = await screen.findByRole('dialog', { name: 'Revoke access?' })
    expect(within(dialog).getByText('Rahul Mehta')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(revokes).toBe(0)

    await user.click(screen.getByRole('button', { name: 'Revoke access' }))
    dialog = await screen.findByRole('dialog', { name: 'Revoke access?' })
    await user.click(within(dialog).getByRole('button', { name: 'Revoke access' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(revokes).toBe(1)
    expect(screen.getByText(/· Revoked$/)).toBeInTheDocument()
    expect(screen.queryByText(/until 2999-12-31/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Revoke access' })).toBeDisabled()
  })
})
