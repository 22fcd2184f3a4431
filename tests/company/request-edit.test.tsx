import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { CanEdit } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { aCompany, aGroup, anEditRequest, paged } from './fixtures'
import { branchApi, lookupHandlers } from './handlers'
import { field } from './select'

/** Someone who feeds the records (Create) without editing them: the one who asks for a change. */
const requester = (menu: string) => ({ type: 'user' as const, permissions: [`${menu}:create`] })
const COMPANIES = '/group-company-setup/company'

/** The requester's side of the edit-request API: the check, and the requests it received. */
function requestApi(check: CanEdit = { can_edit: false, pending_request_id: null }) {
  const sent: unknown[] = []
  const handlers = [
    onApi.get('company/can-edit/:id', () => HttpResponse.json({ data: check })),
    onApi.post('company/request-edit', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ data: anEditRequest(), message: 'Edit request sent' }, { status: 201 })
    }),
  ]
  return { sent, handlers }
}

async function openRequest(name: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: `Request edit of ${name}` }))
  const drawer = await screen.findByRole('dialog', { name: `Request edit of ${name}` })
  return { user, drawer }
}

describe('Request edit (someone who may see a record but not edit it)', () => {
  test('a company: the proposed change and the reason are sent, and the user is told', async () => {
    const api = requestApi()
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp(COMPANIES, { as: requester('company.company') })
    const { user, drawer } = await openRequest('Acme Industries')
    expect(screen.queryByRole('button', { name: 'Edit Acme Industries' })).not.toBeInTheDocument()

    const gstin = await within(drawer).findByLabelText('GSTIN')
    await user.type(gstin, '27AAAAA9999A1Z5')
    await user.type(field('Reason', drawer), 'GSTIN registered last month')
    await user.click(screen.getByRole('button', { name: 'Send request' }))

    expect(await screen.findByText('Edit request sent')).toBeInTheDocument()
    expect(api.sent).toEqual([
      { record_type: 'company', record_id: 10, reason: 'GSTIN registered last month', proposed_changes: { gstin: '27AAAAA9999A1Z5' } },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request edit of Acme Industries' })).not.toBeInTheDocument())
  })

  test('no reason, no change, or a refusal: nothing is sent or the reason is shown, and the drawer stays', async () => {
    const api = requestApi()
    server.use(...lookupHandlers, ...api.handlers)
    await renderApp(COMPANIES, { as: requester('company.company') })
    const { user, drawer } = await openRequest('Acme Industries')
    await within(drawer).findByLabelText('GSTIN')

    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await within(drawer).findByText('Reason is required')).toBeInTheDocument()
    await user.type(field('Reason', drawer), 'Tidy up')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await within(drawer).findByText('Propose at least one change')).toBeInTheDocument()
    expect(api.sent).toEqual([])

    server.use(
      onApi.post('company/request-edit', () => HttpResponse.json({ message: { pan: ['PAN must look like AAAAA9999A'] } }, { status: 400 })),
    )
    await user.type(within(drawer).getByLabelText('PAN'), 'ABCDE1234F')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await within(drawer).findByText('PAN must look like AAAAA9999A')).toBeInTheDocument()
    expect(screen.queryByText('Edit request sent')).not.toBeInTheDocument()
  })

  test('a request already waiting is said, and no second one can be sent', async () => {
    server.use(...lookupHandlers, ...requestApi({ can_edit: false, pending_request_id: 700 }).handlers)
    await renderApp(COMPANIES, { as: requester('company.company') })
    const { drawer } = await openRequest('Acme Industries')
    expect(await within(drawer).findByText(/already waiting for a decision/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument()
  })

  test('a record with a request waiting shows "Edit requested" and offers no second request; sending one marks the row', async () => {
    const api = requestApi()
    let pending = false
    server.use(
      onApi.get('company', () =>
        HttpResponse.json(
          paged([aCompany({ edit_request_pending: pending }), aCompany({ id: 11, name: 'Beta Foods', edit_request_pending: true })]),
        ),
      ),
      ...lookupHandlers,
      ...api.handlers,
    )
    await renderApp(COMPANIES, { as: requester('company.company') })
    const beta = (await screen.findByRole('cell', { name: 'Beta Foods' })).closest('tr')!
    expect(within(beta).getByText('Edit requested')).toBeInTheDocument()
    expect(within(beta).queryByRole('button', { name: /^Request edit/ })).not.toBeInTheDocument()

    const { user, drawer } = await openRequest('Acme Industries')
    await user.type(await within(drawer).findByLabelText('GSTIN'), '27AAAAA9999A1Z5')
    await user.type(field('Reason', drawer), 'GSTIN registered last month')
    pending = true
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    // The list is read again, and Acme now says so too.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Request edit of Acme Industries' })).not.toBeInTheDocument())
    const acme = screen.getByRole('cell', { name: 'Acme Industries' }).closest('tr')!
    expect(within(acme).getByText('Edit requested')).toBeInTheDocument()
  })

  test('View alone, or an auditor, may not ask: no "Request edit" (the server refuses them too)', async () => {
    server.use(...lookupHandlers)
    const { unmount } = await renderApp(COMPANIES, { as: { type: 'user', permissions: ['company.company:list'] } })
    expect(await screen.findByText('Acme Industries')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request edit of Acme Industries' })).not.toBeInTheDocument()
    unmount()
    await renderApp(COMPANIES, { as: { type: 'auditor', permissions: ['company.company:list'] } })
    expect(await screen.findByText('Acme Industries')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request edit of Acme Industries' })).not.toBeInTheDocument()
  })

  test('an editor edits directly: no "Request edit" on the row', async () => {
    server.use(...lookupHandlers)
    await renderApp(COMPANIES, { as: { type: 'user', permissions: ['company.company:list', 'company.company:edit'] } })
    expect(await screen.findByRole('button', { name: 'Edit Acme Industries' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request edit of Acme Industries' })).not.toBeInTheDocument()
  })

  test('a group and a branch go through the same request, each with its own fields and record type', async () => {
    const api = requestApi()
    server.use(...lookupHandlers, ...branchApi().handlers, ...api.handlers)
    server.use(onApi.get('company-group', () => HttpResponse.json(paged([aGroup({ id: 1, name: 'Acme Group' })]))))
    const { unmount } = await renderApp('/group-company-setup/entity', { as: requester('company.entity') })
    let { user, drawer } = await openRequest('Acme Group')
    const groupName = within(drawer).getByLabelText(/^Group name/)
    await user.clear(groupName)
    await user.type(groupName, 'Acme Holdings')
    await user.type(field('Reason', drawer), 'Renamed')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(api.sent).toHaveLength(1))
    unmount()

    await renderApp('/group-company-setup/branch', { as: requester('company.branch') })
    ;({ user, drawer } = await openRequest('Pune Plant'))
    const headCount = await within(drawer).findByLabelText(/^Head count/)
    expect(within(drawer).queryByRole('list', { name: 'Branch documents' })).toBeNull()
    await user.clear(headCount)
    await user.type(headCount, '130')
    await user.type(field('Reason', drawer), 'Hired for the new line')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(api.sent).toHaveLength(2))
    expect(api.sent).toEqual([
      { record_type: 'company_group', record_id: 1, reason: 'Renamed', proposed_changes: { name: 'Acme Holdings' } },
      { record_type: 'branch', record_id: 100, reason: 'Hired for the new line', proposed_changes: { head_count: 130 } },
    ])
  })
})
