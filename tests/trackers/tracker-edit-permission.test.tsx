import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { anEditRequest, paged } from '../company/fixtures'

vi.setConfig({ testTimeout: 60_000 })
const PAGE_LOAD = { timeout: 30_000 }
const admin = { type: 'admin' as const }

const trackerRequest = anEditRequest({
  id: 710,
  record_type: 'pfiw_tracker',
  record_id: 500,
  record_name: 'MHBAN0012345000 Apr 2025',
  reason: 'Return filed a day later',
  proposed_changes: { submitted_on: '2025-05-26', return_due_date: '2025-05-25' },
  requested_by: { id: 7, name: 'Kiran Shah' },
})

describe('Edit permission with tracker requests', () => {
  test('a tracker request is listed beside company ones by its family; details show before and after; approve applies it', async () => {
    const pending = [anEditRequest(), trackerRequest]
    const approved: string[] = []
    server.use(
      onApi.get('company/tracker-edit-permission', () => HttpResponse.json(paged(pending))),
      onApi.get('company/edit-request-details/:id', () =>
        HttpResponse.json({ data: { ...trackerRequest, current: { submitted_on: '2025-05-20', return_due_date: '2025-05-25' } } }),
      ),
      onApi.put('company/approve/:id', ({ params }) => {
        approved.push(String(params.id))
        pending.splice(1, 1)
        return HttpResponse.json({ data: { ...trackerRequest, status: 'approved' } })
      }),
    )
    // Global Settings → Edit permission: the same screen as Company Setup's.
    await renderApp('/edit-permission', { as: admin })
    const row = (await screen.findByRole('cell', { name: 'Kiran Shah' }, PAGE_LOAD)).closest('tr')!
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.slice(0, 5)).toEqual(['Kiran Shah', 'PF IW tracker', 'MHBAN0012345000 Apr 2025', 'Return filed a day later', '2'])
    expect(screen.getByRole('cell', { name: 'Company' })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(within(row).getByRole('button', { name: /^Details/ }))
    const details = await screen.findByRole('dialog', { name: 'Edit request: PF IW tracker MHBAN0012345000 Apr 2025' })
    const submitted = within(await within(details).findByRole('table', { name: 'Proposed changes' })).getByRole('row', {
      name: /Submitted on/,
    })
    expect(
      within(submitted)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Submitted on', '2025-05-20', '2025-05-26'])
    await user.keyboard('{Escape}')

    await user.click(within(row).getByRole('button', { name: /^Approve/ }))
    await user.click(within(await screen.findByRole('dialog', { name: /^Approve edit request/ })).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(approved).toEqual(['710']))
  })
})
