import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aCompany, paged } from './fixtures'
import { lookupHandlers } from './handlers'
import { field, pick } from './select'
import { findDrawer } from '../mocks/drawer'

const admin = { type: 'admin' as const }

describe('Company form in the drawer', () => {
  test('a 400 from create puts each message under its field and adds nothing to the list', async () => {
    let posted: unknown
    server.use(
      ...lookupHandlers,
      onApi.get('company', () => HttpResponse.json(paged([aCompany()]))),
      onApi.post('company', async ({ request }) => {
        posted = await request.json()
        return HttpResponse.json(
          { message: { name: ['A company with this name already exists'], gstin: ['GSTIN belongs to another company'] } },
          { status: 400 },
        )
      }),
    )
    await renderApp('/group-company-setup/company', { as: admin })
    await screen.findByRole('cell', { name: 'Acme Industries' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add company' }))
    const drawer = await findDrawer('Add company')
    await pick(user, 'Group', 'Acme Group', drawer)
    await user.type(field('Company name', drawer), 'Acme Industries')
    await user.type(field('GSTIN', drawer), '27aaaaa9999a1z5')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))

    expect(await within(drawer).findByText('A company with this name already exists')).toBeInTheDocument()
    expect(within(drawer).getByText('GSTIN belongs to another company')).toBeInTheDocument()
    expect(field('Company name', drawer)).toHaveAttribute('aria-invalid', 'true')
    // Sent as the contract parses it: ids as numbers, codes upper-cased, blanks as null.
    expect(posted).toEqual({
      group_id: 1,
      name: 'Acme Industries',
      pan: null,
      tan: null,
      cin: null,
      gstin: '27AAAAA9999A1Z5',
      registered_address: null,
    })
    // The list is unchanged and no toast repeats what the form shows.
    // (The open drawer hides the page from assistive technology, hence `hidden`.)
    expect(screen.getAllByRole('cell', { name: 'Acme Industries', hidden: true })).toHaveLength(1)
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
  })

  test('the contract rules run before any request: a bad PAN never reaches the server', async () => {
    let posts = 0
    server.use(
      ...lookupHandlers,
      onApi.get('company', () => HttpResponse.json(paged([]))),
      onApi.post('company', () => {
        posts += 1
        return HttpResponse.json({ data: aCompany() }, { status: 201 })
      }),
    )
    await renderApp('/group-company-setup/company', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add company' }))
    const drawer = await findDrawer('Add company')
    await user.type(field('Company name', drawer), 'X')
    await user.type(field('PAN', drawer), 'ABC')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await within(drawer).findByText('Group is required')).toBeInTheDocument()
    expect(within(drawer).getByText('Company name must be 3 to 50 characters')).toBeInTheDocument()
    expect(within(drawer).getByText('PAN must look like AAAAA9999A')).toBeInTheDocument()
    expect(posts).toBe(0)
  })

  test('a saved company is appended to the list and the drawer closes', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('company', () => HttpResponse.json(paged([aCompany()]))),
      onApi.post('company', () => HttpResponse.json({ data: aCompany({ id: 12, name: 'Gamma Logistics' }) }, { status: 201 })),
    )
    await renderApp('/group-company-setup/company', { as: admin })
    await screen.findByRole('cell', { name: 'Acme Industries' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add company' }))
    const drawer = await findDrawer('Add company')
    await pick(user, 'Group', 'Acme Group', drawer)
    await user.type(field('Company name', drawer), 'Gamma Logistics')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('cell', { name: 'Gamma Logistics' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add company' })).not.toBeInTheDocument())
  })

  test('the row menu opens the PF setup of that company', async () => {
    let setupQuery: URLSearchParams | undefined
    server.use(
      ...lookupHandlers,
      onApi.get('company', () => HttpResponse.json(paged([aCompany()]))),
      onApi.get('pfsetup', ({ request }) => {
        setupQuery = new URL(request.url).searchParams
        return HttpResponse.json(paged([]))
      }),
    )
    await renderApp('/group-company-setup/company', { as: admin })
    await screen.findByRole('cell', { name: 'Acme Industries' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More for Acme Industries' }))
    const link = await screen.findByRole('menuitem', { name: 'PF setup' })
    await user.click(link)
    expect(await screen.findByRole('heading', { name: 'PF Setup' })).toBeInTheDocument()
    await waitFor(() => expect(setupQuery?.get('company_id')).toBe(String(aCompany().id)))
  })
})
