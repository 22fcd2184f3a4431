import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { anEditRequest, paged } from '../company/fixtures'
import { field } from '../company/select'

const approver = { type: 'user' as const, permissions: ['settings.notice_edit_permission:edit'] }

function noticeRequests() {
  const queries: URLSearchParams[] = []
  const decisions: { id: string; body: unknown }[] = []
  let pending = [
    anEditRequest({
      id: 800,
      record_type: 'notice',
      record_name: 'ESIC/PUN/118',
      reason: 'The hearing was moved',
      proposed_changes: { hearing_date: '2026-12-09' },
    }),
  ]
  const handlers = [
    onApi.get('noticetracker/edit-history', ({ request }) => {
      const params = new URL(request.url).searchParams
      queries.push(params)
      return HttpResponse.json(paged(params.get('status') === 'pending' ? pending : []))
    }),
    onApi.put('noticetracker/approve-edit-request/:id', async ({ params, request }) => {
      decisions.push({ id: String(params.id), body: await request.json() })
      const done = pending.find((r) => r.id === Number(params.id))!
      pending = pending.filter((r) => r !== done)
      return HttpResponse.json({ data: { ...done, status: 'approved' } })
    }),
  ]
  return { queries, decisions, handlers }
}

describe('Notice Edit Permission', () => {
  test('lists pending notice requests and approves one through the notice route', async () => {
    const api = noticeRequests()
    server.use(...api.handlers)
    await renderApp('/notice-edit-permission', { as: approver })
    expect(await screen.findByRole('heading', { name: 'Notice edit permission' })).toBeInTheDocument()
    const row = (await screen.findByRole('cell', { name: 'ESIC/PUN/118' })).closest('tr')!
    expect(within(row).getByText('The hearing was moved')).toBeInTheDocument()
    expect(api.queries.at(-1)?.get('status')).toBe('pending')

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Approve the request for ESIC/PUN/118' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve edit request for ESIC/PUN/118?' })
    await user.type(field('Remark', dialog), 'Hearing notice seen')
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'ESIC/PUN/118' })).not.toBeInTheDocument())
    expect(api.decisions).toEqual([{ id: '800', body: { status: 'approved', remark: 'Hearing notice seen' } }])
  })
})
