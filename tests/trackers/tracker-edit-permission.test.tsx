import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { anEditRequest, paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'

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
    const row = (await screen.findByRole('cell', { name: 'Kiran Shah' })).closest('tr')!
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

  test("details read as the row's form: its labels, a registration by its code, a choice by its option, dates, months and amounts as the app writes them (issue 19 item 13)", async () => {
    const request = anEditRequest({
      id: 712,
      record_type: 'pf_tracker',
      record_id: 500,
      record_name: 'PF code MHBAN0012345000 · Oct 2026',
      reason: 'Payment made on 2026-11-25',
      proposed_changes: {
        setup_id: 2,
        period: '2026-09',
        challan_type: 'arrear',
        crn: 'CRN9990077',
        payment_date: '2026-11-25',
        total_paid_amount: 458272.5,
      },
      requested_by: { id: 7, name: 'Priya Owner' },
    })
    server.use(
      ...lookupHandlers,
      onApi.get('pf-code', () =>
        HttpResponse.json({
          data: [
            { id: 1, code: 'MHBAN0012345000', company_id: 10, state_id: 27 },
            { id: 2, code: 'KA/BNG/1234567', company_id: 10, state_id: 29 },
          ],
        }),
      ),
      onApi.get('company/tracker-edit-permission', () => HttpResponse.json(paged([request]))),
      onApi.get('company/edit-request-details/:id', () =>
        HttpResponse.json({
          data: {
            ...request,
            current: { setup_id: 1, period: '2026-10', challan_type: 'main', crn: null, payment_date: null, total_paid_amount: null },
          },
        }),
      ),
    )
    await renderApp('/edit-permission', { as: admin })
    const row = (await screen.findByRole('cell', { name: 'Priya Owner' })).closest('tr')!
    // The record by its registration and period, not a bare "2026-10".
    expect(within(row).getByRole('cell', { name: 'PF code MHBAN0012345000 · Oct 2026' })).toBeInTheDocument()
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Details/ }))
    const details = await screen.findByRole('dialog', { name: 'Edit request: PF tracker PF code MHBAN0012345000 · Oct 2026' })
    const table = await within(details).findByRole('table', { name: 'Proposed changes' })
    const read = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent)
    await waitFor(() => expect(read(/^PF code/)).toEqual(['PF code', 'MHBAN0012345000', 'KA/BNG/1234567']))
    expect(read(/^Period/)).toEqual(['Period', 'Oct 2026', 'Sep 2026'])
    expect(read(/^Challan type/)).toEqual(['Challan type', 'Main', 'Arrear'])
    expect(read(/^CRN/)).toEqual(['CRN', '—', 'CRN9990077'])
    expect(read(/^Payment date/)).toEqual(['Payment date', '—', '2026-11-25'])
    expect(read(/^Total paid amount/)).toEqual(['Total paid amount', '—', '₹4,58,272.50'])
    expect(within(table).queryByText(/^(Crn|Setup id|Trrn)$/)).not.toBeInTheDocument()
  })
})
