import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { businessToday, noticeStatusAppearance, type Notice, type NoticeTimeline } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { field } from '../company/select'
import { aNotice } from './fixtures'
import { suggestionHandlers } from './handlers'
import { anEditRequest } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'

const admin = { type: 'admin' as const }

function timeline(): NoticeTimeline {
  const notice = aNotice({ follow_ups: 1 })
  return {
    notice,
    replies: [],
    thread: [
      { id: 500, reference_number: 'ESIC/PUN/118', notice_date: notice.notice_date, status: 'Open', notice_type: 'Show cause notice' },
      { id: 501, reference_number: 'ESIC/PUN/118-1', notice_date: notice.notice_date, status: 'Open', notice_type: 'Summons' },
    ],
    entries: [
      {
        event: 'created',
        at: '2026-01-01T10:00:00.000Z',
        actor: { id: 1, name: 'Asha Admin' },
        changes: [],
        remark: null,
        reply_id: null,
        follow_up: null,
      },
      {
        event: 'followed_up',
        at: '2026-01-03T10:00:00.000Z',
        actor: null,
        changes: [],
        remark: null,
        reply_id: null,
        follow_up: { id: 501, reference_number: 'ESIC/PUN/118-1' },
      },
      {
        event: 'closed',
        at: '2026-01-04T10:00:00.000Z',
        actor: { id: 1, name: 'Asha Admin' },
        changes: [{ field: 'status', before: 'Open', after: 'Closed' }],
        remark: null,
        reply_id: null,
        follow_up: null,
      },
    ],
  }
}

/** The reply endpoint: keeps each posted form and answers as the server does. */
const replyHandler = (posted: FormData[]) =>
  onApi.post('noticetracker/reply/:id', async ({ request }) => {
    posted.push(await request.formData())
    const reply = {
      id: 1,
      notice_id: 500,
      sent_on: businessToday(),
      text: 'x',
      keep_open: false,
      documents: [],
      created_by: null,
      created_at: '',
    }
    return HttpResponse.json({ data: reply }, { status: 201 })
  })

describe('a notice’s page', () => {
  test('shows the thread and the timeline; a reply needs its documents and goes as multipart', async () => {
    const posted: FormData[] = []
    server.use(
      onApi.get('noticetracker/timeline/:id', () => HttpResponse.json({ data: timeline() })),
      onApi.get('settings/notice-status', () =>
        HttpResponse.json({
          data: noticeStatusAppearance(
            ['Open', 'Closed'],
            [
              { status: 'Open', label: 'Awaiting reply', colour: '#b91c1c' },
              { status: 'Closed', label: 'Settled', colour: '#15803d' },
            ],
          ),
        }),
      ),
      replyHandler(posted),
    )
    await renderApp('/notice-tracker/500', { as: admin })
    expect(await screen.findByRole('heading', { name: 'Notice ESIC/PUN/118' })).toBeInTheDocument()
    const events = within(screen.getByRole('list', { name: 'Notice timeline' }))
    expect(events.getByText('Created by Asha Admin')).toBeInTheDocument()
    expect(events.getByText('Followed up by ESIC/PUN/118-1')).toBeInTheDocument()
    // A status change in the tenant's words for its statuses (Status Settings).
    expect(await events.findByText('status: Awaiting reply → Settled')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /ESIC\/PUN\/118-1 · Summons/ })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Reply' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reply to ESIC/PUN/118' })
    await user.type(field('Reply', dialog), 'Contributions were paid on time; challans attached.')
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }))
    expect(await within(dialog).findByText('Attach at least one reply document')).toBeInTheDocument()
    expect(posted).toHaveLength(0)

    await user.upload(field('Documents', dialog), [
      new File(['%PDF-1.7'], 'reply.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.7'], 'challan.pdf', { type: 'application/pdf' }),
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.get('sent_on')).toBe(businessToday())
    expect(posted[0]!.get('keep_open')).toBe('false')
    expect(posted[0]!.getAll('file')).toHaveLength(2)
  })

  test('a closed notice offers no Reply; a reply sent before it closed can still be recorded, and it stays closed', async () => {
    const posted: FormData[] = []
    const closed = timeline()
    closed.notice = { ...closed.notice, status: 'Closed' }
    server.use(
      onApi.get('noticetracker/timeline/:id', () => HttpResponse.json({ data: closed })),
      replyHandler(posted),
    )
    await renderApp('/notice-tracker/500', { as: admin })
    const record = await screen.findByRole('button', { name: 'Record a late reply' })
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument()
    expect(record).toHaveAccessibleDescription('This notice is closed; a reply recorded now keeps it closed.')
    const user = userEvent.setup()
    await user.click(record)
    const dialog = await screen.findByRole('dialog', { name: 'Record a late reply to ESIC/PUN/118' })
    // Keeping open means nothing for a notice already closed.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument()
    await user.type(field('Reply', dialog), 'Our reply of last month, for the record.')
    await user.upload(field('Documents', dialog), new File(['%PDF-1.7'], 'reply.pdf', { type: 'application/pdf' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.get('keep_open')).toBe('false')
  })

  test('a follow-up needs its copy, then goes as multipart with its own fields only', async () => {
    const posted: FormData[] = []
    server.use(
      onApi.get('noticetracker/timeline/:id', () => HttpResponse.json({ data: timeline() })),
      onApi.post('noticetracker/followup/:id', async ({ request }) => {
        posted.push(await request.formData())
        return HttpResponse.json({ data: aNotice({ id: 502, reference_number: 'ESIC/PUN/118-2' }) }, { status: 201 })
      }),
    )
    await renderApp('/notice-tracker/500', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add follow-up' }))
    const dialog = await screen.findByRole('dialog', { name: 'Follow-up to ESIC/PUN/118' })
    await user.type(field('Notice type', dialog), 'Summons')
    await user.type(field('Reference number', dialog), 'ESIC/PUN/118-2')
    await user.click(within(dialog).getByRole('button', { name: 'Save follow-up' }))
    expect(await within(dialog).findByText('Attach the notice copy')).toBeInTheDocument()
    expect(posted).toHaveLength(0)
    await user.upload(field('Notice copy', dialog), new File(['%PDF-1.7'], 'summons.pdf', { type: 'application/pdf' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save follow-up' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.get('reference_number')).toBe('ESIC/PUN/118-2')
    // The parent's facts are the server's to copy; the form does not send them.
    expect(posted[0]!.get('company_id')).toBeNull()
  })

  test('the amount at stake reads in rupees as on every other screen: Indian grouping, two decimals', async () => {
    // It was written with toLocaleString: "₹12,34,567.5", where lists and exports say "₹12,34,567.50" (format.ts).
    const withAmount = { ...timeline(), notice: { ...timeline().notice, amount_at_stake: 1234567.5 } }
    server.use(onApi.get('noticetracker/timeline/:id', () => HttpResponse.json({ data: withAmount })))
    await renderApp('/notice-tracker/500', { as: admin })
    expect(await screen.findByText('₹12,34,567.50')).toBeInTheDocument()
  })

  test('the notice page has no axe violations', async () => {
    server.use(onApi.get('noticetracker/timeline/:id', () => HttpResponse.json({ data: timeline() })))
    await renderApp('/notice-tracker/500', { as: admin })
    await screen.findByRole('heading', { name: 'Notice ESIC/PUN/118' })
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
  })

  test('a notice that is not there (or another tenant’s) says so once, with the way back and no pointless retry', async () => {
    server.use(onApi.get('noticetracker/timeline/:id', () => HttpResponse.json({ message: 'Notice not found' }, { status: 404 })))
    await renderApp('/notice-tracker/999', { as: admin })
    const alert = await screen.findByText('Notice not found')
    expect(screen.getAllByText('Notice not found')).toHaveLength(1)
    expect(within(alert.closest('[role="alert"]') ?? document.body).getByRole('link', { name: 'Back to notices' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})

describe('editing from a notice’s page', () => {
  const clerk = { type: 'user' as const, permissions: ['remittance.notice_tracker:create', 'remittance.notice_tracker:edit'] }
  const withNotice = (overrides: Partial<Notice>) => {
    const data = timeline()
    data.notice = { ...data.notice, ...overrides }
    return onApi.get('noticetracker/timeline/:id', () => HttpResponse.json({ data }))
  }

  test('someone who adds notices but may not decide their edits requests one from the page, in the list’s drawer', async () => {
    const sent: unknown[] = []
    server.use(
      withNotice({ edit_request_pending: false }),
      ...lookupHandlers,
      ...suggestionHandlers,
      onApi.get('company/can-edit/:id', () => HttpResponse.json({ data: { can_edit: false, pending_request_id: null } })),
      onApi.post('company/request-edit', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ data: anEditRequest({ record_type: 'notice' }), message: 'Edit request sent' }, { status: 201 })
      }),
    )
    await renderApp('/notice-tracker/500', { as: clerk })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Request edit' }))
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    const drawer = await screen.findByRole('dialog', { name: 'Request edit of ESIC/PUN/118' })
    await user.type(await within(drawer).findByLabelText('Hearing place'), 'Labour Court, Pune')
    await user.type(field('Reason', drawer), 'The hearing was moved')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ record_type: 'notice', record_id: 500, proposed_changes: { hearing_place: 'Labour Court, Pune' } })
  })

  test('a request already waiting shows "Edit requested" and no second request', async () => {
    server.use(withNotice({ edit_request_pending: true }))
    await renderApp('/notice-tracker/500', { as: clerk })
    expect(await screen.findByText('Edit requested')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request edit' })).not.toBeInTheDocument()
  })

  test('who may only view the notice is offered neither', async () => {
    server.use(withNotice({ edit_request_pending: false }))
    await renderApp('/notice-tracker/500', { as: { type: 'user' as const, permissions: ['remittance.notice_tracker:list'] } })
    await screen.findByRole('heading', { name: 'Notice ESIC/PUN/118' })
    expect(screen.queryByRole('button', { name: 'Request edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
  })

  test('an admin edits the notice directly from its page', async () => {
    const updated: FormData[] = []
    server.use(
      withNotice({ edit_request_pending: false }),
      ...lookupHandlers,
      ...suggestionHandlers,
      onApi.put('noticetracker/:id', async ({ request }) => {
        updated.push(await request.formData())
        return HttpResponse.json({ data: aNotice({ hearing_place: 'Labour Court, Pune' }) })
      }),
    )
    await renderApp('/notice-tracker/500', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    expect(screen.queryByRole('button', { name: 'Request edit' })).not.toBeInTheDocument()
    const drawer = await screen.findByRole('dialog', { name: 'Edit notice' })
    await user.type(await within(drawer).findByLabelText('Hearing place'), 'Labour Court, Pune')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(updated).toHaveLength(1))
    expect(updated[0]!.get('hearing_place')).toBe('Labour Court, Pune')
  })
})
