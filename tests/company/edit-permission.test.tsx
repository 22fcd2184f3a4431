import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { field } from './select'
import { anEditRequest, paged } from './fixtures'

const admin = { type: 'admin' as const }
const PAGE = '/group-company-setup/edit-permission'

function requestsApi() {
  const pending = [
    anEditRequest(),
    anEditRequest({ id: 701, record_name: 'Beta Foods', reason: 'New GSTIN', requested_by: { id: 6, name: 'Ravi Kumar' } }),
  ]
  const decisions: { id: string; action: string; body: unknown }[] = []
  const handlers = [
    onApi.get('company/tracker-edit-permission', () => HttpResponse.json(paged(pending))),
    onApi.get('company/trackerTimeline', () =>
      HttpResponse.json(
        paged([
          anEditRequest({
            id: 690,
            status: 'rejected',
            remark: 'Attach the PAN card',
            decided_by: { id: 1, name: 'Asha Rao' },
            decided_at: '2026-01-20T10:00:00.000Z',
          }),
        ]),
      ),
    ),
    onApi.get('company/edit-request-details/:id', ({ params }) =>
      HttpResponse.json({
        data: { ...pending.find((p) => p.id === Number(params.id))!, current: { pan: 'AAAAA9999A', name: 'Acme Industries' } },
      }),
    ),
    ...(['approve', 'reject'] as const).map((action) =>
      onApi.put(`company/${action}/:id`, async ({ params, request }) => {
        decisions.push({ id: String(params.id), action, body: await request.json() })
        const at = pending.findIndex((p) => p.id === Number(params.id))
        const [done] = pending.splice(at, 1)
        return HttpResponse.json({ data: { ...done, status: action === 'approve' ? 'approved' : 'rejected' } })
      }),
    ),
  ]
  return { pending, decisions, handlers }
}

describe('Edit permission', () => {
  test('lists pending requests: requested by, type, record, reason, count of changes', async () => {
    const api = requestsApi()
    server.use(...api.handlers)
    await renderApp(PAGE, { as: admin })
    const row = (await screen.findByRole('cell', { name: 'Priya Nair' })).closest('tr')!
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.slice(0, 5)).toEqual(['Priya Nair', 'Company', 'Acme Industries', 'PAN was mistyped', '1'])
    // A moment as every screen writes one (SPEC.md section 9: day-month-year hours:minutes am/pm), not "26 Nov 2026, 12:37 pm".
    expect(cells[5]).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d (am|pm)$/)
  })

  test('details show each proposed change beside the current value', async () => {
    const api = requestsApi()
    server.use(...api.handlers)
    await renderApp(PAGE, { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Details of the request for Acme Industries' }))
    const changes = await screen.findByRole('table', { name: 'Proposed changes' })
    // The form's label, not the wire name spelt out ("Pan", issue 19 item 13).
    const pan = await within(changes).findByRole('row', { name: /^PAN / })
    expect(within(pan).getByText('AAAAA9999A')).toBeInTheDocument()
    expect(within(pan).getByText('BBBBB1111B')).toBeInTheDocument()
  })

  test('approve sends the optional remark and the request leaves the pending list', async () => {
    const api = requestsApi()
    server.use(...api.handlers)
    await renderApp(PAGE, { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Approve the request for Acme Industries' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve edit request for Acme Industries?' })
    await user.type(field('Remark', dialog), 'Checked with the PAN card')
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Priya Nair' })).not.toBeInTheDocument())
    expect(api.decisions).toEqual([{ id: '700', action: 'approve', body: { remark: 'Checked with the PAN card' } }])
    // The decision is told, not only seen as a row leaving.
    expect(await screen.findByText('Edit request approved')).toBeInTheDocument()
    expect(screen.getByText('The changes to Acme Industries were applied.')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Ravi Kumar' })).toBeInTheDocument()
  })

  test('reject needs a remark before anything is sent', async () => {
    const api = requestsApi()
    server.use(...api.handlers)
    await renderApp(PAGE, { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Reject the request for Beta Foods' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject edit request for Beta Foods?' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText('Remark is required')).toBeInTheDocument()
    expect(api.decisions).toEqual([])
    await user.type(field('Remark', dialog), 'Send the new GST certificate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(api.decisions).toEqual([{ id: '701', action: 'reject', body: { remark: 'Send the new GST certificate' } }]))
    expect(await screen.findByText('Edit request rejected')).toBeInTheDocument()
    expect(screen.getByText('Beta Foods stays as it is; Ravi Kumar sees your remark.')).toBeInTheDocument()
  })

  test('under Company Setup it is one of the area’s tabs; under Global Settings it has no Company Setup tab strip', async () => {
    const api = requestsApi()
    server.use(...api.handlers)
    const { unmount } = await renderApp(PAGE, { as: admin })
    expect(await screen.findByRole('tablist', { name: 'Group Company Setup' })).toBeInTheDocument()
    unmount()
    await renderApp('/edit-permission', { as: admin })
    expect(await screen.findByRole('heading', { name: 'Edit permission' })).toBeInTheDocument()
    await screen.findByRole('cell', { name: 'Priya Nair' })
    expect(screen.queryByRole('tablist', { name: 'Group Company Setup' })).not.toBeInTheDocument()
  })

  test('history lists decided requests with their outcome and remark', async () => {
    const api = requestsApi()
    server.use(...api.handlers)
    const { router } = await renderApp(PAGE, { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'History' }))
    expect(await screen.findByRole('cell', { name: 'Attach the PAN card' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Rejected' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=history')
  })

  test('a reader without the edit grant sees no approve or reject', async () => {
    const api = requestsApi()
    server.use(...api.handlers)
    await renderApp(PAGE, { as: { type: 'user', permissions: ['company.edit_permission:list'] } })
    await screen.findByRole('cell', { name: 'Priya Nair' })
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Details/ })).toHaveLength(2)
  })
})
