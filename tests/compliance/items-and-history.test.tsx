import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { businessToday, type CustomField } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from '../app/render-app'
import { paged } from '../company/fixtures'
import { field, pick } from '../company/select'
import { aCustomItem, aDueItem, aRecommendedItem, admin, anAssignment, anEvent, complianceLookups } from './fixtures'
import { findDrawer } from '../mocks/drawer'

const { why: _why, ...libraryItem } = aRecommendedItem()

/** Fills a new custom item's fields up to its due rule. */
async function describeItem(user: UserEvent, drawer: HTMLElement, item: { code: string; header: string; frequency: string }) {
  await user.type(field('Code', drawer), item.code)
  await user.type(field('Act', drawer), 'Client audit policy')
  await user.type(field('Header', drawer), item.header)
  await user.type(field('Description', drawer), `${item.header}, with attendance`)
  await pick(user, 'Category', 'Register', drawer)
  await pick(user, 'Criticality', 'Medium', drawer)
  await user.type(field('Effective from', drawer), '2026-04-01')
  await pick(user, 'Frequency', item.frequency, drawer)
}

describe('Custom Checklist', () => {
  test('adds an item with its due rule folded into the contract body; a rule the contract refuses is told and not sent', async () => {
    const bodies: Record<string, unknown>[] = []
    const rows = [aCustomItem()]
    server.use(
      ...complianceLookups,
      onApi.get('compliance/custom', () => HttpResponse.json(paged(rows))),
      onApi.post('compliance/custom', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        const row = aCustomItem({ id: 41, code: String(body.code), header: String(body.header) })
        rows.push(row)
        return HttpResponse.json({ data: row }, { status: 201 })
      }),
    )
    await renderApp('/custom-checklist', { as: admin })
    expect(await screen.findByRole('cell', { name: 'OWN-01' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add custom item' }))
    const drawer = await findDrawer('Add custom item')
    await describeItem(user, drawer, { code: 'OWN-02', header: 'Fire drill record', frequency: 'Quarterly' })
    await pick(user, 'Due rule', 'Fixed dates (MM-DD)', drawer)
    await user.type(field('Dates (MM-DD, comma separated)', drawer), '13-45')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await within(drawer).findByText('Due date must be MM-DD')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.clear(field('Dates (MM-DD, comma separated)', drawer))
    await user.type(field('Dates (MM-DD, comma separated)', drawer), '06-30, 12-31')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('cell', { name: 'OWN-02' })).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({
      code: 'OWN-02',
      applies_to: 'central',
      state_id: null,
      frequency: 'quarterly',
      due_rule: { kind: 'fixed_dates', dates: ['06-30', '12-31'] },
      proof_required: true,
    })
  })

  test('a rule with a day: the day typed is sent as a number; left empty, it is asked for under its box (it was refused as "Day is required" whatever was typed)', async () => {
    const bodies: Record<string, unknown>[] = []
    server.use(
      ...complianceLookups,
      onApi.get('compliance/custom', () => HttpResponse.json(paged([aCustomItem()]))),
      onApi.post('compliance/custom', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ data: aCustomItem({ id: 42, code: 'OWN-03' }) }, { status: 201 })
      }),
    )
    await renderApp('/custom-checklist', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Add custom item' }))
    const drawer = await findDrawer('Add custom item')
    await describeItem(user, drawer, { code: 'OWN-03', header: 'Monthly safety walk', frequency: 'Monthly' })
    await pick(user, 'Due rule', 'A day of the next month', drawer)
    const day = field('Day of the month', drawer)
    expect(day).toBeRequired()
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(day).toHaveAccessibleDescription('Day of the month is required'))
    expect(bodies).toHaveLength(0)

    await user.type(day, '20')
    await user.click(within(drawer).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ code: 'OWN-03', due_rule: { kind: 'day_of_next_month', day: 20 } })
  })
})

describe('Compliance Details', () => {
  test('shows the item in full, where it is assigned, the next due items nearest first, then past ones, each with proof and its status trail', async () => {
    const queries: URLSearchParams[] = []
    const next = [
      aDueItem({
        id: 911,
        status: 'due',
        data_status: 'due',
        due_date: '2099-01-30',
        period_start: '2098-12-01',
        period_end: '2098-12-31',
      }),
      aDueItem({
        id: 912,
        status: 'due',
        data_status: 'due',
        due_date: '2099-02-28',
        period_start: '2099-01-01',
        period_end: '2099-01-31',
      }),
    ]
    server.use(
      ...complianceLookups,
      onApi.get('compliance/items/1', () => HttpResponse.json({ data: { ...libraryItem, assignments: [anAssignment()] } })),
      onApi.get('compliance/data', ({ request }) => {
        const query = new URL(request.url).searchParams
        queries.push(query)
        // The server sorts as asked: the page shows what it is given, in that order.
        if (query.get('from')) return HttpResponse.json(paged(next))
        return HttpResponse.json(
          paged([
            aDueItem({
              status: 'approved',
              data_status: 'approved',
              complied_with_delay: true,
              delay_days: 3,
              proof: [
                {
                  id: 5,
                  name: 'challan-oct.pdf',
                  mime: 'application/pdf',
                  size: 2048,
                  uploaded_at: '2026-11-20T10:00:00.000Z',
                  uploaded_by: null,
                },
              ],
              trail: [
                {
                  id: 1,
                  from_status: 'due',
                  to_status: 'submitted',
                  outcome: 'complied',
                  remark: 'Paid',
                  by: { id: 7, name: 'Ravi Owner' },
                  at: '2026-11-20T10:00:00.000Z',
                },
                {
                  id: 2,
                  from_status: 'submitted',
                  to_status: 'approved',
                  outcome: null,
                  remark: null,
                  by: { id: 8, name: 'Meera Approver' },
                  at: '2026-11-21T10:00:00.000Z',
                },
              ],
            }),
          ]),
        )
      }),
    )
    await renderApp('/compliance-details/1', { as: admin })
    expect(await screen.findByRole('heading', { name: 'MH-PT-01: PT return (monthly)' })).toBeInTheDocument()
    expect(screen.getByText('Day 30 of the next month')).toBeInTheDocument()
    expect(screen.getByText(/Pune Plant \(Acme Industries\): owner Ravi Owner, approver Meera Approver/)).toBeInTheDocument()
    expect(queries[0]!.get('compliance_id')).toBe('1')
    // Issue 19 item 18: from today on nearest first, then before today latest first; never October 2027 downwards.
    const today = businessToday()
    const asked = queries.map((q) => [q.get('from'), q.get('to'), q.get('sort'), q.get('order')])
    expect(asked).toContainEqual([today, null, 'due_date', 'asc'])
    expect(asked.find(([from]) => from === null)![1]! < today).toBe(true)
    expect(asked.find(([from]) => from === null)!.slice(2)).toEqual(['due_date', 'desc'])
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(sections.indexOf('Next due')).toBeLessThan(sections.indexOf('Past'))
    const upcoming = await screen.findByRole('region', { name: 'Next due' })
    expect(
      within(upcoming)
        .getAllByText(/^Pune Plant: /)
        .map((t) => t.textContent),
    ).toEqual(['Pune Plant: Dec 2098, due 2099-01-30', 'Pune Plant: Jan 2099, due 2099-02-28'])
    const earlier = await screen.findByRole('region', { name: 'Past' })
    expect(await within(earlier).findByRole('button', { name: 'Download challan-oct.pdf' })).toBeInTheDocument()
    expect(within(earlier).getByText(/^Approved submission of 20-11-2026 \d\d:\d\d (am|pm)$/)).toBeInTheDocument()
    expect(screen.getByText('(3 days)')).toBeInTheDocument()
    const trail = screen.getByRole('list', { name: 'Trail of Pune Plant 2026-11-30' })
    expect(within(trail).getByText('Submitted by Ravi Owner')).toBeInTheDocument()
    expect(within(trail).getByText('Approved by Meera Approver')).toBeInTheDocument()
  })

  test("a custom item shows the tenant's Custom Checklist fields by name, read by type, an empty one as the app shows empty", async () => {
    const stamps = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }
    const defs: CustomField[] = [
      { ...stamps, id: 1, module: 'compliance_custom', name: 'Permit number', key: 'permit', type: 'text', options: [], required: false },
      {
        ...stamps,
        id: 2,
        module: 'compliance_custom',
        name: 'Zone',
        key: 'zone',
        type: 'select',
        options: ['North', 'South'],
        required: false,
      },
      { ...stamps, id: 3, module: 'compliance_custom', name: 'Renewal due', key: 'renewal', type: 'date', options: [], required: false },
    ]
    server.use(
      ...complianceLookups,
      onApi.get('settings/custom-fields', ({ request }) =>
        HttpResponse.json(paged(new URL(request.url).searchParams.get('module') === 'compliance_custom' ? defs : [])),
      ),
      onApi.get('compliance/items/40', () =>
        HttpResponse.json({ data: { ...aCustomItem({ custom: { permit: 'P-77', zone: 'south' } }), assignments: [] } }),
      ),
      onApi.get('compliance/data', () => HttpResponse.json(paged([]))),
    )
    await renderApp('/compliance-details/40', { as: admin })
    const zone = await screen.findByText('Zone')
    const factOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent
    expect(zone.nextElementSibling?.textContent).toBe('South')
    expect(factOf('Permit number')).toBe('P-77')
    expect(factOf('Renewal due')).toBe('—')
  })

  test("another tenant's or a missing item (404) says there is no such item", async () => {
    server.use(
      ...complianceLookups,
      onApi.get('compliance/items/77', () => HttpResponse.json({ message: 'Compliance item not found' }, { status: 404 })),
      onApi.get('compliance/data', () => HttpResponse.json(paged([]))),
    )
    await renderApp('/compliance-details/77', { as: admin })
    expect(await screen.findByRole('heading', { name: 'No such item' })).toBeInTheDocument()
    expect(screen.getByText('Compliance item not found')).toBeInTheDocument()
  })
})

describe('History', () => {
  test('marks items complied with delay, shows the approver, and filters by a due-date range', async () => {
    const queries: URLSearchParams[] = []
    server.use(
      ...complianceLookups,
      onApi.get('compliance/history', ({ request }) => {
        queries.push(new URL(request.url).searchParams)
        return HttpResponse.json(
          paged([
            aDueItem({
              status: 'approved',
              data_status: 'approved',
              complied_with_delay: true,
              delay_days: 4,
              approved_by: { id: 8, name: 'Meera Approver' },
            }),
            aDueItem({ id: 901, code: 'PF-01', status: 'approved', data_status: 'approved' }),
          ]),
        )
      }),
    )
    await renderApp('/history', { as: admin })
    expect(await screen.findByText('(4 days)')).toBeInTheDocument()
    expect(await screen.findByText('Complied with delay')).toBeInTheDocument()
    expect(within(screen.getByRole('cell', { name: 'PF-01' }).closest('tr')!).getByText('On time')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Meera Approver' })).toBeInTheDocument()
    // Approved items are evidence: no Delete, even for an admin (issue 19 item 18).
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument()

    const user = userEvent.setup()
    // The kit's date picker, not the browser's mm/dd/yyyy input (issue 19 item 16).
    expect(screen.getByLabelText('Due from')).not.toHaveAttribute('type', 'date')
    await user.type(screen.getByLabelText('Due from'), '2026-11-01{Enter}')
    await waitFor(() => expect(queries.at(-1)!.get('from')).toBe('2026-11-01'))
  })
})

describe('History: approved proof is evidence (issue 19 item 18)', () => {
  const approved = () =>
    aDueItem({
      status: 'approved',
      data_status: 'approved',
      proof: [
        { id: 5, name: 'challan-oct.pdf', mime: 'application/pdf', size: 2048, uploaded_at: '2026-11-19T10:00:00.000Z', uploaded_by: null },
      ],
      trail: [
        anEvent({
          id: 1,
          at: '2026-11-20T10:00:00.000Z',
          from_status: 'due',
          to_status: 'submitted',
          outcome: 'complied',
          by: { id: 7, name: 'Ravi Owner' },
        }),
        anEvent({ id: 2, at: '2026-11-21T10:00:00.000Z', from_status: 'submitted', to_status: 'approved' }),
      ],
    })

  test('an admin removes a file only giving the reason, which is sent; nothing goes without one', async () => {
    const removals: { fileId: string; body: unknown }[] = []
    server.use(
      ...complianceLookups,
      onApi.get('compliance/history', () => HttpResponse.json(paged([approved()]))),
      onApi.delete('compliance/data/:id/proof/:fileId', async ({ request, params }) => {
        removals.push({ fileId: String(params.fileId), body: await request.json() })
        return HttpResponse.json({ data: { ...approved(), proof: [] } })
      }),
    )
    await renderApp('/history', { as: admin })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^challan-oct\.pdf \(1 file: show all\)$/ }))
    await user.click(await screen.findByRole('button', { name: 'Remove challan-oct.pdf' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove challan-oct.pdf?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await within(dialog).findByText('Reason for removing approved proof is required')).toBeInTheDocument()
    expect(removals).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason for removing approved proof/ }), 'Wrong branch’s challan')
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(removals).toEqual([{ fileId: '5', body: { reason: 'Wrong branch’s challan' } }]))
    expect(await screen.findByText('Proof removed')).toBeInTheDocument()
  })

  test('anyone else downloads the proof but is offered no Remove', async () => {
    server.use(
      ...complianceLookups,
      onApi.get('compliance/history', () => HttpResponse.json(paged([approved()]))),
    )
    await renderApp('/history', {
      as: { type: 'user', permissions: ['audit.history:list', 'audit.due_compliance:edit', 'audit.status:edit'] },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^challan-oct\.pdf \(1 file: show all\)$/ }))
    expect(await screen.findByRole('button', { name: 'Download challan-oct.pdf' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument()
  })
})
