import { HttpResponse } from 'msw'
import type { TrackerGrid, TrackerItem } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { paged } from '../company/fixtures'
import { lookupHandlers } from '../company/handlers'

/** Tracker rows and grids as the server sends them; tests override what they assert on. */

const FILE = {
  id: 1,
  name: 'ecr-apr.pdf',
  mime: 'application/pdf',
  size: 24_000,
  uploaded_at: '2025-05-20T10:00:00.000Z',
  uploaded_by: null,
}

export function aPfRow(over: Partial<TrackerItem> = {}): TrackerItem {
  return {
    id: 500,
    setup_id: 1,
    code: 'MHBAN0012345000',
    company_id: 10,
    company_name: 'Acme Industries',
    state_name: 'Maharashtra',
    state_id: 27,
    period: '2025-04',
    period_end: '2025-04-30',
    status: 'late',
    created_at: '2025-05-20T10:00:00.000Z',
    updated_at: '2025-05-20T10:00:00.000Z',
    due_date: '2025-05-15',
    due_status: 'due',
    statutory_amount: null,
    payment_date: '2025-05-20',
    delay_days: 5,
    delay_reason: null,
    challan_type: 'main',
    total_paid_amount: 125000,
    difference_amount: 0,
    difference_reason: null,
    documents: { ecr: FILE, challan: { ...FILE, id: 2, name: 'challan.pdf' }, receipt: null },
    uploaded_by: { id: 5, name: 'Priya Nair' },
    uploaded_at: '2025-05-20T10:00:00.000Z',
    can_edit: 'direct',
    exposure: { interest: 205.48, damages: 102.74, total: 308.22, as_of: '2025-05-20' },
    employee_count: 120,
    epf_wages: 900000,
    eps_wages: 850000,
    edli_wages: 900000,
    total_challan_amount: 125000,
    trrn: 'TRRN0001',
    crn: 'CRN0001',
    ...over,
  }
}

/** A family's list, its code lookup, and the lookups of the filters; `rows` is what the list holds. */
export function pfApi(
  initial: TrackerItem[] = [
    aPfRow(),
    aPfRow({ id: 501, period: '2025-05', delay_days: 0, status: 'on_time', payment_date: '2025-06-15', exposure: null }),
  ],
) {
  const rows = [...initial]
  const queries: URLSearchParams[] = []
  const handlers = [
    ...lookupHandlers,
    onApi.get('pf-code', () => HttpResponse.json({ data: [{ id: 1, code: 'MHBAN0012345000', company_id: 10, state_id: 27 }] })),
    onApi.get('pf-tracker', ({ request }) => {
      queries.push(new URL(request.url).searchParams)
      return HttpResponse.json(paged(rows))
    }),
    onApi.get('pf-tracker/:id', ({ params }) => HttpResponse.json({ data: rows.find((r) => r.id === Number(params.id)) })),
    onApi.delete('pf-tracker/:id', ({ params }) => {
      rows.splice(
        rows.findIndex((r) => r.id === Number(params.id)),
        1,
      )
      return HttpResponse.json({ data: null })
    }),
  ]
  return { rows, queries, handlers }
}

export function aGrid(over: Partial<TrackerGrid> = {}): TrackerGrid {
  return {
    year: '2025-26',
    periods: ['2025-04', '2025-05', '2025-06'],
    as_of: '2025-07-25',
    rows: [
      {
        setup_id: 1,
        code: 'MHBAN0012345000',
        company_id: 10,
        company_name: 'Acme Industries',
        state_id: 27,
        state_name: 'Maharashtra',
        due_dates: ['2025-05-15', '2025-06-15', '2025-07-15'],
        cells: [
          { row_id: 500, status: 'late', delay_days: 12, exposure: { interest: 411, damages: 205, total: 616 } },
          // The server dates a missing period (days overdue) but computes no exposure: nothing records what it owed.
          { status: 'missing', delay_days: 40 },
          { status: 'not_due' },
        ],
      },
    ],
    totals: [{ company_id: 10, company_name: 'Acme Industries', interest: 411, damages: 205, total: 616 }],
    ...over,
  }
}

/** A record past direct editing and the edit-request endpoint, gathering the bodies sent into `sent`. */
export function editRequestHandlers(sent: unknown[]) {
  return [
    onApi.get('company/can-edit/:id', () => HttpResponse.json({ data: { can_edit: false, pending_request_id: null } })),
    onApi.post('company/request-edit', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ data: null, message: 'Edit request sent' }, { status: 201 })
    }),
  ]
}
