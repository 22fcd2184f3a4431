import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { FALLBACK } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { lookupHandlers } from '../company/handlers'
import { paged } from '../company/fixtures'
import { pick } from '../company/select'
import { aRole, aUser } from './fixtures'
import { findDrawer } from '../mocks/drawer'

const admin = { type: 'admin' as const }

function userApi(count = 25) {
  const rows = Array.from({ length: count }, (_, i) =>
    aUser({ id: 100 + i, name: `Person ${String(i + 1).padStart(2, '0')}`, email: `p${i}@acme.example` }),
  )
  const queries: URLSearchParams[] = []
  const handlers = [
    ...lookupHandlers,
    onApi.get('role', () => HttpResponse.json(paged([aRole()]))),
    onApi.get('user', ({ request }) => {
      const params = new URL(request.url).searchParams
      queries.push(params)
      const search = params.get('search')?.toLowerCase()
      const shown = search ? rows.filter((r) => r.name.toLowerCase().includes(search)) : rows
      const page = Number(params.get('page') ?? 1)
      const size = Number(params.get('page_size') ?? 20)
      return HttpResponse.json(paged(shown.slice((page - 1) * size, page * size), page, size, shown.length))
    }),
  ]
  return { rows, queries, handlers }
}

/** The admin adds Ravi Kumar (name and email only) on User Setup. */
async function addRavi() {
  await renderApp('/user-setup', { as: admin })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /add user/i }))
  const dialog = await findDrawer()
  await user.type(within(dialog).getByLabelText(/^Name/), 'Ravi Kumar')
  await user.type(within(dialog).getByLabelText(/^Email/), 'ravi@acme.example')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
}

describe('User Setup', () => {
  test('lists users, searches and pages with page, page_size and search', async () => {
    const api = userApi()
    server.use(...api.handlers)
    await renderApp('/user-setup', { as: admin })
    expect(await screen.findByRole('cell', { name: 'Person 01' })).toBeInTheDocument()
    expect(api.queries.at(-1)!.get('page')).toBe('1')
    expect(api.queries.at(-1)!.get('page_size')).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /page 2|^2$/i }))
    expect(await screen.findByRole('cell', { name: 'Person 21' })).toBeInTheDocument()
    expect(api.queries.at(-1)!.get('page')).toBe('2')
    await user.type(screen.getByPlaceholderText('Search name, email or mobile'), 'Person 07')
    expect(await screen.findByRole('cell', { name: 'Person 07' })).toBeInTheDocument()
    await waitFor(() => expect(api.queries.at(-1)!.get('search')).toBe('Person 07'))
    expect(screen.queryByRole('cell', { name: 'Person 01' })).not.toBeInTheDocument()
  })

  test('each row names the user\'s company, and a user without branches reads "No branch assigned" (SCREENS.md)', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('user', () =>
        HttpResponse.json(
          paged([
            aUser({ id: 1, name: 'Asha Rao', company_name: 'Acme Industries', branch_ids: [100, 101] }),
            aUser({ id: 2, name: 'Vikram Shah', company_name: null, branch_ids: [] }),
            aUser({ id: 3, name: 'Anita Desai', type: 'admin', branch_ids: [] }),
          ]),
        ),
      ),
    )
    await renderApp('/user-setup', { as: admin })
    const row = (name: string) => within(screen.getByRole('cell', { name }).closest('tr')!)
    await screen.findByRole('cell', { name: 'Asha Rao' })
    expect(screen.getByRole('columnheader', { name: /^Company/ })).toBeInTheDocument()
    expect(row('Asha Rao').getByRole('cell', { name: 'Acme Industries' })).toBeInTheDocument()
    expect(row('Asha Rao').getByRole('cell', { name: '2' })).toBeInTheDocument()
    expect(row('Vikram Shah').getByRole('cell', { name: 'No branch assigned' })).toBeInTheDocument()
    expect(row('Anita Desai').getByRole('cell', { name: 'All' })).toBeInTheDocument()
  })

  test('a failed list shows the fallback "Failed to fetch user" when the server gives no message', async () => {
    server.use(onApi.get('user', () => new HttpResponse(null, { status: 500 })))
    await renderApp('/user-setup', { as: admin })
    expect((await screen.findAllByText(FALLBACK.fetchUser)).length).toBeGreaterThan(0)
  })

  test('a failed create shows "Failed to create user"', async () => {
    const api = userApi(1)
    server.use(
      ...api.handlers,
      onApi.post('user', () => new HttpResponse(null, { status: 500 })),
    )
    await addRavi()
    expect((await screen.findAllByText(FALLBACK.createUser)).length).toBeGreaterThan(0)
  })

  test('an added user is told as an invitation sent to their email, not "User saved"', async () => {
    const api = userApi(1)
    server.use(
      ...api.handlers,
      onApi.post('user', async ({ request }) => {
        const body = (await request.json()) as { name: string; email: string }
        return HttpResponse.json(
          { data: aUser({ id: 300, name: body.name, email: body.email }), message: 'User created; an invitation link was sent' },
          { status: 201 },
        )
      }),
    )
    await addRavi()
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument()
    expect(screen.getByText('An invitation was sent to ravi@acme.example')).toBeInTheDocument()
    expect(screen.queryByText('User saved')).not.toBeInTheDocument()
  })

  // Review screenshot 04: Escape in the Branches list closed the whole drawer.
  test('Escape in the open Branches list closes the list, keeps the chosen branch, and leaves the drawer open', async () => {
    const api = userApi(0)
    server.use(
      onApi.get('branch/all', () => HttpResponse.json({ data: [{ id: 100, name: 'Bhiwandi Warehouse', company_id: 10, state_id: 27 }] })),
      ...api.handlers,
    )
    await renderApp('/user-setup', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /add user/i }))
    const dialog = await findDrawer()
    await user.type(within(dialog).getByLabelText(/^Name/), 'Priya Owner')
    // A multiple choice keeps its list open after a pick, as in the screenshot.
    await pick(user, 'Branches', 'Bhiwandi Warehouse', dialog)
    expect(await screen.findByRole('listbox')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Remove Bhiwandi Warehouse' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Priya Owner')
  })

  test('edits every branch of a user: none is lost on save, one can be added or removed', async () => {
    const api = userApi(0)
    api.rows.push(aUser({ id: 40, name: 'Meera Iyer', branch_ids: [100, 101] }))
    const sent: unknown[] = []
    server.use(
      onApi.get('branch/all', () =>
        HttpResponse.json({
          data: [100, 101, 102].map((id, i) => ({
            id,
            name: ['Pune Plant', 'Mumbai HO', 'Nashik Depot'][i],
            company_id: 10,
            state_id: 27,
          })),
        }),
      ),
      ...api.handlers,
      onApi.put('user/40', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ data: api.rows[0], message: 'User updated' })
      }),
    )
    await renderApp('/user-setup', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Meera Iyer' }))
    const dialog = await findDrawer()
    expect(await within(dialog).findByRole('button', { name: 'Remove Pune Plant' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Remove Mumbai HO' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Remove Pune Plant' }))
    await pick(user, 'Branches', 'Nashik Depot', dialog)
    await user.click(within(dialog).getByRole('button', { name: /save/i }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ branch_ids: [101, 102] })
  })

  test('a failed update without a server message shows "Failed to update user" in the form', async () => {
    const api = userApi(0)
    api.rows.push(aUser({ id: 42, name: 'Kiran Rao', branch_ids: [100] }))
    server.use(
      ...api.handlers,
      onApi.put('user/42', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/user-setup', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Kiran Rao' }))
    const dialog = await findDrawer()
    await user.click(within(dialog).getByRole('button', { name: /save/i }))
    expect(await within(dialog).findByText(FALLBACK.updateUser)).toBeInTheDocument()
    expect(screen.queryByText(/Request failed with status code/)).not.toBeInTheDocument()
  })

  test('choosing another company empties the branches, and the user still saves', async () => {
    const api = userApi(0)
    api.rows.push(aUser({ id: 41, name: 'Kiran Rao', branch_ids: [100] }))
    const sent: unknown[] = []
    server.use(
      ...api.handlers,
      onApi.put('user/41', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ data: api.rows[0], message: 'User updated' })
      }),
    )
    await renderApp('/user-setup', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Kiran Rao' }))
    const dialog = await findDrawer()
    expect(await within(dialog).findByRole('button', { name: 'Remove Pune Plant' })).toBeInTheDocument()
    await pick(user, 'Company', 'Beta Foods', dialog)
    expect(within(dialog).queryByRole('button', { name: 'Remove Pune Plant' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /save/i }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ company_id: 11, branch_ids: [] })
  })

  test('hides Add for a user who may only list', async () => {
    server.use(...userApi(2).handlers)
    await renderApp('/user-setup', { as: { type: 'user', permissions: ['company.user_setup:list'] } })
    expect(await screen.findByRole('cell', { name: 'Person 01' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /add user/i })).not.toBeInTheDocument()
  })
})

test('a deep link to User Setup without the grant shows the no-access page', async () => {
  await renderApp('/user-setup', { as: { type: 'user', permissions: ['company.branch:list'] } })
  expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument()
})

describe('User Access Permission', () => {
  test('shows designation and own grants side by side, saves own grants; failure shows the fallback', async () => {
    const puts: unknown[] = []
    let fail = false
    server.use(
      onApi.get('user', () => HttpResponse.json(paged([aUser()]))),
      onApi.get('user/permissions/:id', () =>
        HttpResponse.json({
          data: { user_id: 21, own: [], from_role: ['company.branch:list'], effective: ['company.branch:list'], permissions: [] },
        }),
      ),
      onApi.put('user/permissions/:id', async ({ request }) => {
        if (fail) return new HttpResponse(null, { status: 500 })
        const body = (await request.json()) as { permissions: string[] }
        puts.push(body)
        return HttpResponse.json({
          data: { user_id: 21, own: body.permissions, from_role: ['company.branch:list'], effective: [], permissions: body.permissions },
        })
      }),
    )
    await renderApp('/user-access-permission?user=21', { as: admin })
    const fromRole = await screen.findByRole('table', { name: 'Access through the designation' })
    expect(within(fromRole).getByRole('checkbox', { name: 'Company Setup / Branch: View' })).toBeChecked()
    expect(within(fromRole).getByRole('checkbox', { name: 'Company Setup / Branch: View' })).toBeDisabled()
    const own = screen.getByRole('table', { name: 'Own grants' })
    const user = userEvent.setup()
    await user.click(within(own).getByRole('checkbox', { name: 'Company Setup / Branch: Edit' }))
    await user.click(screen.getByRole('button', { name: 'Save permissions' }))
    await waitFor(() => expect(puts).toEqual([{ permissions: ['company.branch:edit', 'company.branch:list'] }]))
    fail = true
    await user.click(screen.getByRole('button', { name: 'Save permissions' }))
    expect((await screen.findAllByText(FALLBACK.updateUserPermissions)).length).toBeGreaterThan(0)
  })
})
