import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aBranch, aCompany, aGroup, paged } from './fixtures'
import { lookupHandlers } from './handlers'
import { field, pick } from './select'
import { findDrawer } from '../mocks/drawer'

const admin = { type: 'admin' as const }

/** Deletes the named row through the confirm dialog. */
async function confirmDelete(name: string, noun: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }))
  const dialog = await screen.findByRole('dialog', { name: `Delete ${noun}?` })
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
}

/** The danger toast, found the way a screen reader would: nothing aria-hidden counts. */
async function announcedError() {
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Error')).toBeInTheDocument()
  return alert
}

describe('a failed delete (SPEC.md section 8)', () => {
  test('a branch delete answered 500 without a message says "Failed to delete Branch", closes the confirm and keeps the row', async () => {
    server.use(
      ...lookupHandlers,
      onApi.get('branch', () => HttpResponse.json(paged([aBranch()]))),
      onApi.delete('branch/:id', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/group-company-setup/branch', { as: admin })
    await confirmDelete('Pune Plant', 'branch')

    const alert = await announcedError()
    expect(within(alert).getByText('Failed to delete Branch')).toBeInTheDocument()
    expect(screen.queryByText(/Request failed with status code/)).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('cell', { name: 'Pune Plant' })).toBeInTheDocument()
    expect(screen.queryByText('Could not load the list')).not.toBeInTheDocument()
  })

  test('a company delete answered 500 without a message says "Failed to delete company"', async () => {
    server.use(
      onApi.get('company', () => HttpResponse.json(paged([aCompany()]))),
      onApi.delete('company/:id', () => HttpResponse.json({}, { status: 500 })),
      ...lookupHandlers,
    )
    await renderApp('/group-company-setup/company', { as: admin })
    await confirmDelete('Acme Industries', 'company')
    expect(within(await announcedError()).getByText('Failed to delete company')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  test('a group delete refused with 409 closes the confirm and shows the server message', async () => {
    server.use(
      onApi.get('company-group', () => HttpResponse.json(paged([aGroup()]))),
      onApi.delete('company-group/:id', () => HttpResponse.json({ message: 'This group still has companies' }, { status: 409 })),
    )
    await renderApp('/group-company-setup/entity', { as: admin })
    await confirmDelete('Acme Group', 'group')
    expect(within(await announcedError()).getByText('This group still has companies')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('cell', { name: 'Acme Group' })).toBeInTheDocument()
  })
})

describe('save errors are not list errors', () => {
  test('a refused save on an empty list leaves the empty list, not "Could not load the list"', async () => {
    server.use(
      onApi.get('company', () => HttpResponse.json(paged([]))),
      onApi.post('company', () => HttpResponse.json({ message: 'Company limit reached for this plan' }, { status: 409 })),
      ...lookupHandlers,
    )
    await renderApp('/group-company-setup/company', { as: admin })
    expect(await screen.findByText('No company yet.')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add company' }))
    const drawer = await findDrawer('Add company')
    await pick(user, 'Group', 'Acme Group', drawer)
    await user.type(field('Company name', drawer), 'Gamma Logistics')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await within(drawer).findByText('Company limit reached for this plan')).toBeInTheDocument()

    // Nothing was saved, so closing asks before the typed values go.
    await user.click(within(drawer).getByRole('button', { name: 'Close' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText('No company yet.')).toBeInTheDocument()
    expect(screen.queryByText('Could not load the list')).not.toBeInTheDocument()
  })
})

describe('a failed read of one record (SPEC.md section 8)', () => {
  test('editing a group reads it by id; answered 500 without a message it says "Failed to fetch company group by ID"', async () => {
    let fails = false
    server.use(
      onApi.get('company-group', () => HttpResponse.json(paged([aGroup()]))),
      onApi.get('company-group/:id', () =>
        fails ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ data: aGroup({ name: 'Acme Holdings' }) }),
      ),
    )
    await renderApp('/group-company-setup/entity', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Group' }))
    const drawer = await findDrawer('Edit group')
    // The group as the server has it now, not the list's copy.
    await waitFor(() => expect(field('Group name', drawer)).toHaveValue('Acme Holdings'))
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    fails = true
    await user.click(screen.getByRole('button', { name: 'Edit Acme Group' }))
    expect(within(await announcedError()).getByText('Failed to fetch company group by ID')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Edit group' })).not.toBeInTheDocument()
  })
})
