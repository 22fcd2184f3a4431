import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { noticeStatusAppearance, type Notice } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { anEditRequest, paged } from '../company/fixtures'
import { aNotice, day } from './fixtures'
import { suggestionHandlers } from './handlers'
import { lookupHandlers } from '../company/handlers'
import { field, pick } from '../company/select'
import { findDrawer } from '../mocks/drawer'

const admin = { type: 'admin' as const }

/** The list as the server answers it: the rows of the asked status (all without one); each query kept. */
const listFilteredByStatus = (rows: Notice[], queries: URLSearchParams[]) =>
  onApi.get('noticetracker', ({ request }) => {
    const params = new URL(request.url).searchParams
    queries.push(params)
    const status = params.get('status')
    return HttpResponse.json(paged(status ? rows.filter((r) => r.status === status) : rows))
  })

describe('Notice Tracker list', () => {
  test('shows criticality, "due in 3 days", "overdue by 5 days" and the hearing; filters by status', async () => {
    const queries: URLSearchParams[] = []
    const rows = [
      aNotice(),
      aNotice({ id: 501, reference_number: 'EPFO/7A/2', reply_due_date: day(-5), criticality: 'Medium' }),
      aNotice({ id: 502, reference_number: 'SE/SUM/3', reply_due_date: day(30), hearing_date: day(6) }),
      aNotice({ id: 503, reference_number: 'PT/DN/4', reply_due_date: day(-20), status: 'Closed' }),
    ]
    server.use(...lookupHandlers, ...suggestionHandlers, listFilteredByStatus(rows, queries))
    await renderApp('/notice-tracker', { as: admin })
    const first = await screen.findByRole('row', { name: /ESIC\/PUN\/118/ })
    expect(within(first).getByText('due in 3 days')).toBeInTheDocument()
    expect(within(first).getByText('High')).toBeInTheDocument()
    expect(within(screen.getByRole('row', { name: /EPFO\/7A\/2/ })).getByText('overdue by 5 days')).toBeInTheDocument()
    const hearing = screen.getByRole('row', { name: /SE\/SUM\/3/ })
    expect(within(hearing).getByText(day(6))).toBeInTheDocument()
    expect(within(hearing).getByText('due in 6 days')).toBeInTheDocument()
    // A closed notice is past, not overdue.
    expect(within(screen.getByRole('row', { name: /PT\/DN\/4/ })).queryByText(/overdue/)).not.toBeInTheDocument()

    const user = userEvent.setup()
    await pick(user, 'Status', 'Closed')
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('Closed'))
    await waitFor(() => expect(screen.queryByRole('row', { name: /ESIC\/PUN\/118/ })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument()
  })

  test("writes each status in the tenant's label and colour from Status Settings; the filter offers the labels and sends the name", async () => {
    const queries: URLSearchParams[] = []
    const rows = [aNotice(), aNotice({ id: 503, reference_number: 'PT/DN/4', status: 'Closed' })]
    server.use(
      ...lookupHandlers,
      ...suggestionHandlers,
      onApi.get('settings/notice-status', () =>
        HttpResponse.json({
          data: noticeStatusAppearance(['Open', 'Closed'], [{ status: 'Closed', label: 'Settled', colour: '#fde047' }]),
        }),
      ),
      listFilteredByStatus(rows, queries),
    )
    await renderApp('/notice-tracker', { as: admin })
    const closed = await screen.findByRole('row', { name: /PT\/DN\/4/ })
    const badge = await within(closed).findByText('Settled')
    // Dark text on the light colour the tenant chose; an untouched status keeps its default (Open: red, white text).
    expect(badge).toHaveStyle({ backgroundColor: '#fde047', color: '#111827' })
    expect(within(screen.getByRole('row', { name: /ESIC\/PUN\/118/ })).getByText('Open')).toHaveStyle({ backgroundColor: '#b91c1c' })
    expect(within(closed).queryByText('Closed')).not.toBeInTheDocument()

    const user = userEvent.setup()
    await pick(user, 'Status', 'Settled')
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('Closed'))
    await waitFor(() => expect(screen.queryByRole('row', { name: /ESIC\/PUN\/118/ })).not.toBeInTheDocument())
  })

  test('a new notice goes as multipart with its copy and is appended to the list', async () => {
    const posted: FormData[] = []
    server.use(
      ...lookupHandlers,
      ...suggestionHandlers,
      onApi.get('noticetracker', () => HttpResponse.json(paged([aNotice()]))),
      onApi.post('noticetracker', async ({ request }) => {
        const form = await request.formData()
        posted.push(form)
        return HttpResponse.json({ data: aNotice({ id: 600, reference_number: String(form.get('reference_number')) }) }, { status: 201 })
      }),
    )
    await renderApp('/notice-tracker', { as: admin })
    await screen.findByRole('row', { name: /ESIC\/PUN\/118/ })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add notice' }))
    const drawer = await findDrawer('Add notice')
    await pick(user, 'Company', 'Acme Industries', drawer)
    await pick(user, 'Notice type', 'Show cause notice', drawer)
    await user.type(field('Reference number', drawer), 'EPFO/PUN/NEW')
    await user.type(field('Notice date', drawer), day(-2))
    await user.upload(field('Notice copy', drawer), new File(['%PDF-1.7'], 'copy.pdf', { type: 'application/pdf' }))
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    const form = posted[0]!
    expect(form.get('reference_number')).toBe('EPFO/PUN/NEW')
    expect(form.get('company_id')).toBe('10')
    expect(form.get('criticality')).toBe('High')
    // jsdom's FormData loses the name on the way through msw; the bytes arrive.
    expect((form.get('file') as Blob).size).toBeGreaterThan(0)
    expect(await screen.findByRole('row', { name: /EPFO\/PUN\/NEW/ })).toBeInTheDocument()
  })

  test('the menu entry counts the notices whose reply or hearing is within 7 days or overdue', async () => {
    server.use(
      ...lookupHandlers,
      ...suggestionHandlers,
      onApi.get('noticetracker', ({ request }) => {
        const attention = new URL(request.url).searchParams.get('attention') === 'true'
        return HttpResponse.json(paged(attention ? [aNotice()] : [aNotice()], 1, 20, attention ? 3 : 1))
      }),
    )
    await renderApp('/notice-tracker', { as: admin })
    await screen.findByRole('row', { name: /ESIC/ })
    const entry = await screen.findByRole('link', {
      name: /^Notice Tracker\s*\(3 notices with a reply or hearing within 7 days or overdue\)$/,
    })
    expect(entry).toBeInTheDocument()
  })

  test('a failed list answered 500 without a message says "Failed to fetch notices"', async () => {
    server.use(
      ...lookupHandlers,
      ...suggestionHandlers,
      onApi.get('noticetracker', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/notice-tracker', { as: admin })
    expect(await screen.findByText('Failed to fetch notices')).toBeInTheDocument()
  })
})

describe('Notice Tracker edits', () => {
  test('someone who adds notices but may not decide their edits is offered "Request edit", not Edit', async () => {
    const sent: unknown[] = []
    server.use(
      ...lookupHandlers,
      ...suggestionHandlers,
      onApi.get('noticetracker', () => HttpResponse.json(paged([aNotice()]))),
      onApi.get('company/can-edit/:id', () => HttpResponse.json({ data: { can_edit: false, pending_request_id: null } })),
      onApi.post('company/request-edit', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ data: anEditRequest({ record_type: 'notice' }), message: 'Edit request sent' }, { status: 201 })
      }),
    )
    const clerk = { type: 'user' as const, permissions: ['remittance.notice_tracker:create', 'remittance.notice_tracker:edit'] }
    await renderApp('/notice-tracker', { as: clerk })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Request edit of ESIC/PUN/118' }))
    expect(screen.queryByRole('button', { name: 'Edit ESIC/PUN/118' })).not.toBeInTheDocument()
    const drawer = await screen.findByRole('dialog', { name: 'Request edit of ESIC/PUN/118' })
    await user.type(await within(drawer).findByLabelText('Hearing place'), 'Labour Court, Pune')
    await user.type(field('Reason', drawer), 'The hearing was moved')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      record_type: 'notice',
      record_id: 500,
      reason: 'The hearing was moved',
      proposed_changes: { hearing_place: 'Labour Court, Pune' },
    })
  })
})
