import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { businessToday, noticeStatusAppearance, type NoticeTimeline } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { field, FIRST } from '../company/select'
import { aNotice } from './fixtures'

// Rendered routes load code-split pages and run real forms: slower than the 5 s default on a shared machine.
vi.setConfig({ testTimeout: 20_000 })

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
      onApi.post('noticetracker/reply/:id', async ({ request }) => {
        posted.push(await request.formData())
        return HttpResponse.json(
          {
            data: {
              id: 1,
              notice_id: 500,
              sent_on: businessToday(),
              text: 'x',
              keep_open: false,
              documents: [],
              created_by: null,
              created_at: '',
            },
          },
          { status: 201 },
        )
      }),
    )
    await renderApp('/notice-tracker/500', { as: admin })
    expect(await screen.findByRole('heading', { name: 'Notice ESIC/PUN/118' }, FIRST)).toBeInTheDocument()
    const events = within(screen.getByRole('list', { name: 'Notice timeline' }))
    expect(events.getByText('Created by Asha Admin')).toBeInTheDocument()
    expect(events.getByText('Followed up by ESIC/PUN/118-1')).toBeInTheDocument()
    // A status change in the tenant's words for its statuses (Status Settings).
    expect(await events.findByText('status: Awaiting reply → Settled')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /ESIC\/PUN\/118-1 · Summons/ })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Reply' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reply to ESIC/PUN/118' }, FIRST)
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
    await user.click(await screen.findByRole('button', { name: 'Add follow-up' }, FIRST))
    const dialog = await screen.findByRole('dialog', { name: 'Follow-up to ESIC/PUN/118' }, FIRST)
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

  test('the notice page has no axe violations', async () => {
    server.use(onApi.get('noticetracker/timeline/:id', () => HttpResponse.json({ data: timeline() })))
    await renderApp('/notice-tracker/500', { as: admin })
    await screen.findByRole('heading', { name: 'Notice ESIC/PUN/118' }, FIRST)
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
  })

  test('a notice that is not there (or another tenant’s) says so once, with the way back and no pointless retry', async () => {
    server.use(onApi.get('noticetracker/timeline/:id', () => HttpResponse.json({ message: 'Notice not found' }, { status: 404 })))
    await renderApp('/notice-tracker/999', { as: admin })
    const alert = await screen.findByText('Notice not found', {}, FIRST)
    expect(screen.getAllByText('Notice not found')).toHaveLength(1)
    expect(within(alert.closest('[role="alert"]') ?? document.body).getByRole('link', { name: 'Back to notices' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})
