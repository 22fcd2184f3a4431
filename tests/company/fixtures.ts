import type { Agreement, Branch, Company, CompanyGroup, EditRequest, Place, State } from '@ihrc/contract'

/** Records as the server sends them, one builder per type; tests override what they assert on. */
const stamps = { created_at: '2026-01-05T10:00:00.000Z', updated_at: '2026-01-05T10:00:00.000Z' }

export function aGroup(over: Partial<CompanyGroup> = {}): CompanyGroup {
  return { id: 1, name: 'Acme Group', companies_count: 1, ...stamps, ...over }
}

export function aCompany(over: Partial<Company> = {}): Company {
  return {
    id: 10,
    group_id: 1,
    group_name: 'Acme Group',
    name: 'Acme Industries',
    pan: 'AAAAA9999A',
    tan: null,
    cin: null,
    gstin: null,
    registered_address: null,
    branches_count: 0,
    ...stamps,
    ...over,
  }
}

export function aBranch(over: Partial<Branch> = {}): Branch {
  return {
    id: 100,
    company_id: 10,
    company_name: 'Acme Industries',
    group_id: 1,
    state_id: 27,
    state_name: 'Maharashtra',
    district_id: 501,
    district_name: 'Pune',
    location_id: 9001,
    location_name: 'Hinjewadi',
    name: 'Pune Plant',
    address: 'Plot 4, Phase 1',
    opening_date: '2024-04-01',
    head_count: 120,
    office_mode: 'physical',
    ownership: 'owned',
    office_type: 'factory',
    other_office_type: null,
    gstin: null,
    status: 'active',
    se_status: 'valid',
    se_registration_number: 'SE-123',
    se_validity_type: 'lifetime',
    se_valid_until: null,
    lease_valid_until: null,
    lease_status: null,
    se_document: null,
    lease_document: null,
    ...stamps,
    ...over,
  }
}

export function anAgreement(over: Partial<Agreement> = {}): Agreement {
  return {
    id: 300,
    branch_id: 100,
    branch_name: 'Pune Plant',
    company_id: 10,
    company_name: 'Acme Industries',
    agreement_type: 'Lease',
    sub_category: null,
    owner_name: 'R. Shah',
    partner_name: null,
    partner_contact: null,
    start_date: '2025-01-01',
    end_date: '2026-12-31',
    applies_to_all_branches: false,
    status: 'active',
    document: null,
    ...stamps,
    ...over,
  }
}

export function anEditRequest(over: Partial<EditRequest> = {}): EditRequest {
  return {
    id: 700,
    record_type: 'company',
    record_id: 10,
    record_name: 'Acme Industries',
    reason: 'PAN was mistyped',
    proposed_changes: { pan: 'BBBBB1111B' },
    status: 'pending',
    requested_by: { id: 5, name: 'Priya Nair' },
    decided_by: null,
    decided_at: null,
    remark: null,
    created_at: '2026-02-01T09:30:00.000Z',
    ...over,
  }
}

export const STATES: State[] = [
  { id: 27, name: 'Maharashtra', code: 'MH', pt_applicable: true, lwf_applicable: true },
  { id: 29, name: 'Karnataka', code: 'KA', pt_applicable: true, lwf_applicable: true },
]
export const DISTRICTS: Place[] = [{ id: 501, name: 'Pune', parent_id: 27, is_custom: false }]
export const LOCATIONS: Place[] = [{ id: 9001, name: 'Hinjewadi', parent_id: 501, is_custom: false }]

export function paged<T>(data: T[], page = 1, pageSize = 20, total = data.length) {
  return { data, meta: { page, page_size: pageSize, total } }
}
