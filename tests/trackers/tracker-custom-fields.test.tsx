import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import type { CustomField } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { anEditRequest, paged } from '../company/fixtures'
import { aPfRow, pfApi, editRequestHandlers } from './fixtures'

const admin = { type: 'admin' as const }
const costCentre: CustomField = {
  id: 1,
  module: 'pf_tracker',
  name: 'Cost centre',
  key: 'cost_centre',
  type: 'text',
  options: [],
  required: true,
  created_at: '2025-04-01T00:00:00.000Z',
  updated_at: '2025-04-01T00:00:00.000Z',
}

/** The tenant's PF tracker field; any other module has none, so a field of another module never shows. */
const pfTrackerFields = onApi.get('settings/custom-fields', ({ request }) => {
  const module = new URL(request.url).searchParams.get('module')
  return HttpResponse.json(paged(module === 'pf_tracker' ? [costCentre] : []))
})

const rowOf = async (text: string) => (await screen.findByRole('cell', { name: text })).closest('tr')!

const stamps = { created_at: '2025-04-01T00:00:00.000Z', updated_at: '2025-04-01T00:00:00.000Z' }
const auditedOn: CustomField = {
  ...stamps,
  id: 2,
  module: 'pf_tracker',
  name: 'Audited on',
  key: 'audited_on',
  type: 'date',
  options: [],
  required: false,
}
const zone: CustomField = {
  ...stamps,
  id: 3,
  module: 'pf_tracker',
  name: 'Zone',
  key: 'zone',
  type: 'select',
  options: ['North', 'South'],
  required: false,
}
const note: CustomField = {
  ...stamps,
  id: 4,
  module: 'pf_tracker',
  name: 'Auditor note',
  key: 'note',
  type: 'text',
  options: [],
  required: false,
}

/** A panel's facts as term → definition text, in order. */
const factsOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('term')
    .map((t) => [t.textContent, t.nextElementSibling?.textContent])

describe("a tenant's custom fields on a tracker page", () => {
  test("the View panel lists each of the tenant's fields by name, its value read by type, an empty one as the app shows empty", async () => {
    const api = pfApi([
      // `zone` was stored before its option's case was edited; `retired` belongs to a field since removed.
      aPfRow({ custom: { cost_centre: 'CC-100', audited_on: '2025-06-01', zone: 'north', retired: 'old value' } }),
    ])
    server.use(
      onApi.get('settings/custom-fields', ({ request }) => {
        const module = new URL(request.url).searchParams.get('module')
        return HttpResponse.json(paged(module === 'pf_tracker' ? [costCentre, auditedOn, zone, note] : []))
      }),
      ...api.handlers,
    )
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    const name = 'MHBAN0012345000 Apr 2025'
    const row = await rowOf('Apr 2025')
    // The table's cells read the same way.
    expect(within(row).getByRole('cell', { name: 'North' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `More for ${name}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'View' }))
    const details = await screen.findByRole('dialog', { name: `PF tracker: ${name}` })
    await within(details).findByText('Auditor note')
    const facts = factsOf(details)
    expect(facts).toEqual(
      expect.arrayContaining([
        ['Cost centre', 'CC-100'],
        ['Audited on', '2025-06-01'],
        ['Zone', 'North'],
        ['Auditor note', '—'],
      ]),
    )
    expect(facts.slice(-4).map(([term]) => term)).toEqual(['Cost centre', 'Audited on', 'Zone', 'Auditor note'])
    expect(within(details).queryByText('old value')).not.toBeInTheDocument()
    expect(within(details).getByText('TRRN0001')).toBeInTheDocument()
  })

  test('the table has a column for the field, and the edit form a Custom fields section filled from the row and sent', async () => {
    const api = pfApi([aPfRow({ id: 501, period: '2025-05', custom: { cost_centre: 'CC-100' } })])
    const bodies: Record<string, unknown>[] = []
    server.use(
      pfTrackerFields,
      ...api.handlers,
      onApi.put('pf-tracker/:id', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ message: { 'custom.cost_centre': ['Cost centre is taken'] } }, { status: 400 })
      }),
    )
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    const may = await rowOf('May 2025')
    expect(screen.getByRole('columnheader', { name: /^Cost centre/ })).toBeInTheDocument()
    expect(within(may).getByRole('cell', { name: 'CC-100' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit MHBAN0012345000 May 2025' }))
    const section = await screen.findByRole('group', { name: 'Custom fields' })
    const cost = within(section).getByLabelText(/^Cost centre/)
    expect(cost).toHaveValue('CC-100')
    await user.clear(cost)
    await user.type(cost, 'CC-200')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    // The server's message for the field lands under it.
    expect(await within(section).findByText('Cost centre is taken')).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({ setup_id: 1, period: '2025-05', custom: { cost_centre: 'CC-200' } })
  })

  test('the request-edit drawer shows the field and proposes only the custom value that changed', async () => {
    const api = pfApi([aPfRow({ can_edit: 'request', custom: { cost_centre: 'CC-100' } })])
    const sent: unknown[] = []
    server.use(pfTrackerFields, ...api.handlers, ...editRequestHandlers(sent))
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    await rowOf('Apr 2025')
    await user.click(screen.getByRole('button', { name: 'Request edit of MHBAN0012345000 Apr 2025' }))
    const drawer = await screen.findByRole('dialog', { name: 'Request edit of MHBAN0012345000 Apr 2025' })
    const section = await within(drawer).findByRole('group', { name: 'Custom fields' })
    const cost = within(section).getByLabelText(/^Cost centre/)
    expect(cost).toHaveValue('CC-100')
    await user.clear(cost)
    await user.type(cost, 'CC-300')
    await user.type(within(drawer).getByLabelText(/^Reason/), 'Moved to another cost centre')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      record_type: 'pf_tracker',
      record_id: 500,
      reason: 'Moved to another cost centre',
      proposed_changes: { custom: { cost_centre: 'CC-300' } },
    })
  })

  test("Edit permission's details show a proposed custom value by the field's name beside the value now", async () => {
    const request = anEditRequest({
      id: 711,
      record_type: 'pf_tracker',
      record_id: 500,
      record_name: 'MHBAN0012345000 Apr 2025',
      reason: 'Moved to another cost centre',
      proposed_changes: { trrn: 'TRRN0002', custom: { cost_centre: 'CC-300', zone: 'South' } },
      requested_by: { id: 7, name: 'Kiran Shah' },
    })
    server.use(
      onApi.get('settings/custom-fields', ({ request }) =>
        HttpResponse.json(paged(new URL(request.url).searchParams.get('module') === 'pf_tracker' ? [costCentre, zone] : [])),
      ),
      onApi.get('company/tracker-edit-permission', () => HttpResponse.json(paged([request]))),
      onApi.get('company/edit-request-details/:id', () =>
        HttpResponse.json({ data: { ...request, current: { trrn: 'TRRN0001', custom: { cost_centre: 'CC-100', zone: 'north' } } } }),
      ),
    )
    await renderApp('/edit-permission', { as: admin })
    const row = (await screen.findByRole('cell', { name: 'Kiran Shah' })).closest('tr')!
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Details/ }))
    const details = await screen.findByRole('dialog', { name: 'Edit request: PF tracker MHBAN0012345000 Apr 2025' })
    const table = await within(details).findByRole('table', { name: 'Proposed changes' })
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent)
    // Custom values read as the View panel reads them: a select as its option. Before the
    // field definitions arrive the rows already carry labels made from the keys ("Zone"),
    // so wait on the option's case, which only the definition gives.
    await waitFor(() => expect(cells(/Zone/)).toEqual(['Zone', 'North', 'South']))
    expect(cells(/Cost centre/)).toEqual(['Cost centre', 'CC-100', 'CC-300'])
    expect(cells(/^TRRN/)).toEqual(['TRRN', 'TRRN0001', 'TRRN0002'])
  })

  test('History reads each change by the form\'s label, custom values one per field by name, never "Custom: {} → {…}" (issue 19 item 13)', async () => {
    const api = pfApi()
    server.use(
      pfTrackerFields,
      ...api.handlers,
      onApi.get('pf-tracker/500/history', () =>
        HttpResponse.json({
          data: [
            {
              id: 9,
              action: 'approve',
              actor: { id: 1, name: 'Asha Rao' },
              at: '2026-11-26T07:07:00.000Z',
              remark: null,
              changes: [
                { field: 'crn', before: null, after: 'CRN9990077' },
                { field: 'total_paid_amount', before: null, after: 632100 },
                { field: 'custom', before: {}, after: { cost_centre: 'CC-300' } },
              ],
            },
          ],
        }),
      ),
    )
    await renderApp('/pf-tracker', { as: admin })
    const user = userEvent.setup()
    await rowOf('Apr 2025')
    await user.click(screen.getByRole('button', { name: 'More for MHBAN0012345000 Apr 2025' }))
    await user.click(await screen.findByRole('menuitem', { name: 'History' }))
    const drawer = await screen.findByRole('dialog', { name: 'History of MHBAN0012345000 Apr 2025' })
    const changes = await within(drawer).findByRole('list', { name: 'Changes' })
    await waitFor(() =>
      expect(
        within(changes)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['CRN: — → CRN9990077', 'Total paid amount: — → ₹6,32,100.00', 'Cost centre: — → CC-300']),
    )
    expect(within(drawer).getByText(/^26-11-2026 \d\d:07 (am|pm)$/)).toBeInTheDocument()
  })
})
