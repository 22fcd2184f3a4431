import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aBranch } from './fixtures'
import { branchApi, lookupHandlers } from './handlers'
import { field, pick } from './select'

const admin = { type: 'admin' as const }

describe('Branch add / edit page', () => {
  test('dependent dropdowns, a new location, the lease section when rented, and the S&E document after save', async () => {
    const api = branchApi([])
    let body: Record<string, unknown> | null = null
    let newLocation: unknown
    let documentSent = false
    server.use(
      ...lookupHandlers,
      ...api.handlers,
      onApi.post('location', async ({ request }) => {
        newLocation = await request.json()
        return HttpResponse.json({ data: { id: 9100, name: 'Ambad', parent_id: 501, is_custom: true } }, { status: 201 })
      }),
      onApi.post('branch', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ data: aBranch({ id: 150, name: String(body.name) }) }, { status: 201 })
      }),
      onApi.post('branch/150/document/se_document', async ({ request }) => {
        documentSent = (await request.formData()).get('file') !== null
        return HttpResponse.json({ data: aBranch({ id: 150 }) })
      }),
    )
    const { router } = await renderApp('/group-company-setup/branch', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add branch' }))
    expect(await screen.findByRole('heading', { name: 'Add branch' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/companyadmin/group-company-setup/branch/new')

    // No lease section for owned (or undecided) premises.
    expect(screen.queryByRole('group', { name: 'Lease' })).not.toBeInTheDocument()
    await pick(user, 'Company', 'Acme Industries')
    await user.type(field('Branch name'), 'Nashik Depot')
    await user.type(field('Opening date'), '2025-01-15')
    await pick(user, 'State', 'Maharashtra')
    await pick(user, 'District', 'Pune')
    await pick(user, 'Location', 'Ambad', undefined, { create: true })
    await user.type(field('Head count'), '40')
    await user.type(field('Address'), 'MIDC Ambad')
    await pick(user, 'Ownership', 'Rented')
    await pick(user, 'Office type', 'Warehouse')
    const lease = await screen.findByRole('group', { name: 'Lease' })
    await user.type(field('Lease valid until', lease), '2027-12-31')
    const documents = screen.getByRole('group', { name: 'Documents' })
    await user.upload(
      documents.querySelector('input[type=file]') as HTMLInputElement,
      new File(['%PDF'], 'se-certificate.pdf', { type: 'application/pdf' }),
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/companyadmin/group-company-setup/branch'))
    expect(newLocation).toEqual({ district_id: 501, name: 'Ambad' })
    expect(body).toMatchObject({
      company_id: 10,
      name: 'Nashik Depot',
      opening_date: '2025-01-15',
      state_id: 27,
      district_id: 501,
      location_id: 9100,
      head_count: 40,
      address: 'MIDC Ambad',
      office_mode: 'physical',
      ownership: 'rented',
      office_type: 'warehouse',
      status: 'active',
      lease_valid_until: '2027-12-31',
      se_valid_until: null,
    })
    expect(body).not.toHaveProperty('group_id')
    expect(documentSent).toBe(true)
  })

  test('a new location is offered only once a district is chosen, and a refused one is told and not kept', async () => {
    let posts = 0
    server.use(
      ...lookupHandlers,
      ...branchApi([]).handlers,
      onApi.post('location', () => {
        posts += 1
        return HttpResponse.json({ message: 'A location with this name already exists in Nashik' }, { status: 400 })
      }),
    )
    await renderApp('/group-company-setup/branch/new', { as: admin })
    const user = userEvent.setup()
    const location = await screen.findByRole('combobox', { name: 'Location' })
    await user.click(location)
    await user.type(location, 'Ambad', { skipClick: true })
    expect(screen.queryByRole('option', { name: 'Create “Ambad”' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(posts).toBe(0)

    await pick(user, 'State', 'Maharashtra')
    await pick(user, 'District', 'Pune')
    // An unhandled rejection here would fail the test run: the refusal must be caught.
    await pick(user, 'Location', 'Ambad', undefined, { create: true })
    const told = await screen.findByText('A location with this name already exists in Nashik')
    expect(told.closest('[role="alert"]')).not.toBeNull()
    expect(posts).toBe(1)
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('')
    expect(screen.queryByText('Ambad')).not.toBeInTheDocument()
  })

  test('an empty head count is reported, not sent as 0', async () => {
    const api = branchApi([])
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp('/group-company-setup/branch/new', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    // Left empty, a required field says so in its label's words (issue 19), and nothing is sent.
    expect(await screen.findByText('Head count is required')).toBeInTheDocument()
    expect(screen.getByText('Branch name is required')).toBeInTheDocument()
    expect(api.rows).toEqual([])
  })

  test('edit loads the branch into the form and saves with PUT', async () => {
    const api = branchApi()
    let put: Record<string, unknown> | null = null
    server.use(
      ...lookupHandlers,
      ...api.handlers,
      onApi.get('branch/100', () => HttpResponse.json({ data: aBranch() })),
      onApi.put('branch/100', async ({ request }) => {
        put = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ data: aBranch({ head_count: 150 }) })
      }),
    )
    const { router } = await renderApp('/group-company-setup/branch?state_id=27', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Pune Plant' }))
    const headCount = await screen.findByLabelText(/^Head count/)
    expect(headCount).toHaveValue(120)
    await user.clear(headCount)
    await user.type(headCount, '150')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(put).toMatchObject({ head_count: 150, name: 'Pune Plant', se_validity_type: 'lifetime' }))
    // Back to the list as it was left.
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/companyadmin/group-company-setup/branch?state_id=27',
      ),
    )
  })

  test('a user without create permission cannot open the add page', async () => {
    server.use(...lookupHandlers)
    await renderApp('/group-company-setup/branch/new', { as: { type: 'user', permissions: ['company.branch:list'] } })
    expect(await screen.findByText('You do not have permission to add branches.')).toBeInTheDocument()
  })
})
