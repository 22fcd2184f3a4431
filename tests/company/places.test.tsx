import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { DISTRICTS, STATES } from './fixtures'
import { field, pick } from './select'
import { findDrawer } from '../mocks/drawer'

const admin = { type: 'admin' as const }

describe('State and District tabs', () => {
  test('states are a read-only reference list', async () => {
    server.use(onApi.get('states', () => HttpResponse.json({ data: STATES })))
    await renderApp('/group-company-setup/state', { as: admin })
    const row = (await screen.findByRole('cell', { name: 'Karnataka' })).closest('tr')!
    expect(within(row).getByRole('cell', { name: 'KA' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument()
  })

  test('districts wait for a state, then a new one is added to that state and listed', async () => {
    const districts = [...DISTRICTS]
    let posted: unknown
    server.use(
      onApi.get('states', () => HttpResponse.json({ data: STATES })),
      onApi.get('district', ({ request }) => {
        const stateId = Number(new URL(request.url).searchParams.get('state_id'))
        return HttpResponse.json({ data: districts.filter((d) => d.parent_id === stateId) })
      }),
      onApi.post('district', async ({ request }) => {
        posted = await request.json()
        const added = { id: 777, name: 'Palghar', parent_id: 27, is_custom: true }
        districts.push(added)
        return HttpResponse.json({ data: added }, { status: 201 })
      }),
    )
    await renderApp('/group-company-setup/district', { as: admin })
    expect(await screen.findByText('Choose state to see the district list.')).toBeInTheDocument()
    const user = userEvent.setup()
    await pick(user, 'State', 'Maharashtra')
    expect(await screen.findByRole('cell', { name: 'Pune' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add district' }))
    const drawer = await findDrawer('Add district')
    // The new district starts in the state being viewed.
    expect(within(drawer).getByRole('combobox', { name: /^State/ })).toHaveValue('Maharashtra')
    await user.type(field('District name', drawer), 'Palghar')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('cell', { name: 'Palghar' })).toBeInTheDocument()
    expect(posted).toEqual({ state_id: 27, name: 'Palghar' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add district' })).not.toBeInTheDocument())
    expect(within(screen.getByRole('cell', { name: 'Palghar' }).closest('tr')!).getByText('Added by you')).toBeInTheDocument()
  })
})
