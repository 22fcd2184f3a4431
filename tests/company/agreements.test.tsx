import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { anAgreement, paged } from './fixtures'
import { lookupHandlers } from './handlers'
import { field, pick } from './select'
import { findDrawer } from '../mocks/drawer'

const admin = { type: 'admin' as const }

function agreementsApi() {
  const queries: URLSearchParams[] = []
  const posted: FormData[] = []
  const rows = [anAgreement(), anAgreement({ id: 301, agreement_type: 'Security services', end_date: '2026-02-20', status: 'expiring' })]
  const handlers = [
    ...lookupHandlers,
    onApi.get('agreement-type', () => HttpResponse.json({ data: [{ id: 1, name: 'Lease' }] })),
    onApi.get('subcategory', () => HttpResponse.json({ data: [] })),
    onApi.get('agreement/agreement', ({ request }) => {
      const params = new URL(request.url).searchParams
      queries.push(params)
      const status = params.get('status')
      return HttpResponse.json(paged(status ? rows.filter((r) => r.status === status) : rows))
    }),
    onApi.post('agreement/agreement', async ({ request }) => {
      const form = await request.formData()
      posted.push(form)
      return HttpResponse.json({ data: anAgreement({ id: 302, agreement_type: String(form.get('agreement_type')) }) }, { status: 201 })
    }),
  ]
  return { queries, posted, handlers }
}

describe('Agreements (main menu)', () => {
  test('the expiring-soon filter asks the server for status=expiring', async () => {
    const api = agreementsApi()
    server.use(...api.handlers)
    await renderApp('/agreements', { as: admin })
    expect(await screen.findByRole('cell', { name: 'Security services' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Lease' })).toBeInTheDocument()
    const user = userEvent.setup()
    await pick(user, 'Status', 'Expiring soon')
    await waitFor(() => expect(api.queries.at(-1)?.get('status')).toBe('expiring'))
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lease' })).not.toBeInTheDocument())
    expect(within(screen.getByRole('row', { name: /Security services/ })).getByText('Expiring')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument()
  })

  test('a new agreement goes as multipart with a newly typed agreement type', async () => {
    const api = agreementsApi()
    server.use(...api.handlers)
    await renderApp('/agreements', { as: admin })
    await screen.findByRole('cell', { name: 'Security services' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add agreement' }))
    const drawer = await findDrawer('Add agreement')
    await pick(user, 'Branch', 'Pune Plant', drawer)
    await pick(user, 'Agreement type', 'Housekeeping', drawer, { create: true })
    await user.type(field('Start date', drawer), '2026-01-01')
    await user.type(field('End date', drawer), '2025-12-31')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await within(drawer).findByText('End date must be on or after the start date')).toBeInTheDocument()
    expect(api.posted).toHaveLength(0)

    await user.clear(field('End date', drawer))
    await user.type(field('End date', drawer), '2027-12-31')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.posted).toHaveLength(1))
    const form = api.posted[0]
    expect(form.get('branch_id')).toBe('100')
    expect(form.get('agreement_type')).toBe('Housekeeping')
    expect(form.get('end_date')).toBe('2027-12-31')
    expect(form.get('applies_to_all_branches')).toBe('false')
    expect(await screen.findByRole('cell', { name: 'Housekeeping' })).toBeInTheDocument()
  })
})

describe('Branch agreement tab', () => {
  test('shows the same records inside Group Company Setup, without the status filter', async () => {
    const api = agreementsApi()
    server.use(...api.handlers)
    await renderApp('/group-company-setup/branch-agreement', { as: admin })
    expect(await screen.findByRole('cell', { name: 'Security services' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Branch Agreement', selected: true })).toBeInTheDocument()
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument()
  })
})
