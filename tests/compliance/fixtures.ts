import { HttpResponse } from 'msw'
import type { Assignment, Certificate, ComplianceItem, DueItem, DueItemEvent, RecommendedItem } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { lookupHandlers } from '../company/handlers'

const stamps = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }
export const admin = { type: 'admin' as const }

export function aRecommendedItem(over: Partial<RecommendedItem> = {}): RecommendedItem {
  return {
    id: 1,
    code: 'MH-PT-01',
    act: 'Maharashtra State Tax on Professions Act, 1975',
    rule_or_section: 'Section 6',
    form: 'Form III',
    header: 'PT return (monthly)',
    description: 'Monthly professional tax return',
    category: 'return',
    applies_to: 'state',
    state_id: 27,
    state_name: 'Maharashtra',
    min_head_count: 0,
    branch_types: [],
    frequency: 'monthly',
    year_start_month: 4,
    due_rule: { kind: 'day_of_next_month', day: 30 },
    criticality: 'high',
    penalty: null,
    proof_required: true,
    effective_from: '2020-04-01',
    effective_to: null,
    successor_code: null,
    source: null,
    is_custom: false,
    why: ['Maharashtra branch'],
    ...stamps,
    ...over,
  }
}

export function anAssignment(over: Partial<Assignment> = {}): Assignment {
  return {
    id: 500,
    branch_id: 100,
    branch_name: 'Pune Plant',
    company_id: 10,
    company_name: 'Acme Industries',
    group_id: 1,
    state_name: 'Maharashtra',
    compliance_id: 1,
    code: 'MH-PT-01',
    header: 'PT return (monthly)',
    act: 'Maharashtra State Tax on Professions Act, 1975',
    form: 'Form III',
    category: 'return',
    criticality: 'high',
    is_custom: false,
    frequency: 'monthly',
    frequency_override: null,
    owner_id: 7,
    owner_name: 'Ravi Owner',
    approver_id: 8,
    approver_name: 'Meera Approver',
    reminder_days_before: 7,
    active: true,
    next_due_date: '2026-12-30',
    state_id: 27,
    statutory_scheme: null,
    due_note: null,
    ...stamps,
    ...over,
  }
}

export function aDueItem(over: Partial<DueItem> = {}): DueItem {
  return {
    id: 900,
    assignment_id: 500,
    compliance_id: 1,
    code: 'MH-PT-01',
    header: 'PT return (monthly)',
    act: 'Maharashtra State Tax on Professions Act, 1975',
    category: 'return',
    criticality: 'high',
    frequency: 'monthly',
    proof_required: true,
    statutory_scheme: null,
    state_id: 27,
    company: { id: 10, name: 'Acme Industries' },
    branch: { id: 100, name: 'Pune Plant' },
    owner: { id: 7, name: 'Ravi Owner' },
    approver: { id: 8, name: 'Meera Approver' },
    period_start: '2026-10-01',
    period_end: '2026-10-31',
    due_date: '2026-11-30',
    status: 'submitted',
    data_status: 'submitted',
    outcome: 'complied',
    complied_on: '2026-11-20',
    delay_days: 0,
    complied_with_delay: false,
    submitted_by: { id: 7, name: 'Ravi Owner' },
    submitted_at: '2026-11-20T10:00:00.000Z',
    approved_by: null,
    approved_at: null,
    proof: [],
    remarks: [],
    trail: [],
    ...stamps,
    ...over,
  }
}

/** A trail entry (a move with its remark, or a remark alone), as the server sends it. */
export function anEvent(over: Partial<DueItemEvent> & { id: number; at: string }): DueItemEvent {
  return { from_status: null, to_status: null, outcome: null, remark: null, by: { id: 8, name: 'Meera Approver' }, ...over }
}

/** The item's trail and, as the server derives them, its remarks (the entries that say something). */
export function withTrail(trail: DueItemEvent[]): Pick<DueItem, 'trail' | 'remarks'> {
  return { trail, remarks: trail.flatMap((e) => (e.remark ? [{ by: e.by, at: e.at, text: e.remark }] : [])) }
}

export function aCertificate(over: Partial<Certificate> = {}): Certificate {
  return { id: 70, company: { id: 10, name: 'Acme Industries' }, year: 2026, month: 11, closed: 3, total: 4, generated_at: null, ...over }
}

/** Who the Assign dialogs may offer, as the server answers for the asked branches (recorded in `assigneeQueries`). */
export const assigneeQueries: string[] = []
/** The dropdowns of the Audit Checklist: companies, branches, users (signatories) and the people who can own or approve. */
export const complianceLookups = [
  ...lookupHandlers,
  onApi.get('compliance/assignees', ({ request }) => {
    assigneeQueries.push(new URL(request.url).searchParams.get('branch_ids') ?? '')
    return HttpResponse.json({
      data: { owner_id: [{ id: 7, name: 'Ravi Owner' }], approver_id: [{ id: 8, name: 'Meera Approver' }] },
    })
  }),
  onApi.get('user', () =>
    HttpResponse.json({
      data: [
        { id: 7, name: 'Ravi Owner', is_authorised_signatory: false },
        { id: 8, name: 'Meera Approver', is_authorised_signatory: true },
      ],
      meta: { page: 1, page_size: 200, total: 2 },
    }),
  ),
]

/** A tenant's own Custom Checklist item: a library item's fields, `is_custom`. */
export function aCustomItem(over: Partial<ComplianceItem> = {}): ComplianceItem {
  const { why: _why, ...libraryItem } = aRecommendedItem()
  return { ...libraryItem, id: 40, code: 'OWN-01', is_custom: true, ...over }
}
