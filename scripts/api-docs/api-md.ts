/**
 * The written contract the project started from (API.md, handed to the project beside
 * SPEC.md and kept outside this repository), transcribed as data: each call it lists,
 * with the query parameters, body fields and answer fields it names. docs/api.md compares
 * the endpoint table with it, so the differences are computed, not remembered. Paths use
 * the table's `:name` for API.md's `{name}`; a row of API.md naming several paths is one
 * entry per path.
 */
export interface WrittenCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly path: string
  /** The query parameters API.md names (besides every list's `page`, `page_size`, `search`, `sort`, `order`). */
  readonly query?: readonly string[]
  /** The body fields API.md names. */
  readonly body?: readonly string[]
  /** The fields of `data` API.md names. */
  readonly answer?: readonly string[]
}

/** Query parameters API.md gives every list. */
export const LIST_PARAMS = ['page', 'page_size', 'search', 'sort', 'order'] as const

const crudSet = (path: string): WrittenCall[] => [
  { method: 'GET', path },
  { method: 'GET', path: `${path}/:id` },
  { method: 'POST', path },
  { method: 'PUT', path: `${path}/:id` },
  { method: 'DELETE', path: `${path}/:id` },
]
const trackerSet = (stem: string): WrittenCall[] => [
  { method: 'GET', path: stem, query: ['company_id', 'branch_id', 'month', 'year', 'search'] },
  { method: 'POST', path: `${stem}/bulk-upload` },
  { method: 'GET', path: `${stem}/export-data` },
  { method: 'GET', path: `${stem}/export-all`, query: ['company_id', 'branch_id', 'month', 'year', 'search'] },
  { method: 'GET', path: `${stem}/:id` },
  { method: 'PUT', path: `${stem}/:id` },
  { method: 'DELETE', path: `${stem}/:id` },
  { method: 'POST', path: `${stem}/upload/:id`, body: ['file', 'kind'] },
]
const suggestions = (path: string): WrittenCall[] => [
  { method: 'GET', path },
  { method: 'POST', path },
]
const GRAPHS = [
  'branch-types',
  'branch-status',
  'branch-status-graph',
  'agreement-status',
  'agreement-status-graph',
  'branch-se-status',
  'branch-se-status-graph',
  'notice-status',
  'notice-status-graph',
  'remittance-breakup',
  'registration-breakup',
  'pf-remittance-breakdown',
  'esi-remittance-breakdown',
  'lwf-remittance-breakdown',
  'pt-remittance-breakdown',
  'compliance-calendar-dates',
]
const INPUT_REGISTERS = ['salary', 'attendance', 'leave', 'bonus', 'maternity']

export const WRITTEN_CALLS: readonly WrittenCall[] = [
  // Auth and account
  { method: 'POST', path: 'login', body: ['email', 'password'], answer: ['token', 'refresh_token', 'user'] },
  { method: 'POST', path: 'refresh', body: ['refresh_token'] },
  { method: 'POST', path: 'signup', body: ['name', 'email', 'password', 'company_name'] },
  { method: 'POST', path: 'logout' },
  { method: 'GET', path: 'profile', answer: ['type', 'id', 'name', 'email', 'avatar', 'authority', 'permissions'] },
  { method: 'POST', path: 'forgot-password', body: ['email'] },
  { method: 'GET', path: 'verify-reset-token', query: ['token'] },
  { method: 'POST', path: 'reset-password', body: ['token', 'password'] },
  // CRUD sets
  ...['company-group', 'company', 'user', 'branch', 'role', 'esisetup', 'pfsetup', 'ptsetup', 'lwfsetup'].flatMap(crudSet),
  { method: 'GET', path: 'company', query: ['group_id'] },
  { method: 'GET', path: 'branch/all' },
  { method: 'PUT', path: 'role/:id', body: ['name'] },
  // Company, branch, agreement
  { method: 'GET', path: 'company/export-template' },
  { method: 'POST', path: 'company/bulk-upload' },
  { method: 'GET', path: 'branch/download-template' },
  { method: 'POST', path: 'branch/bulk-upload' },
  { method: 'GET', path: 'branch/branch-data/export' },
  ...crudSet('agreement/agreement'),
  { method: 'GET', path: 'agreement/agreement-data/export' },
  // Users and roles
  { method: 'GET', path: 'user/permissions/:id' },
  { method: 'PUT', path: 'user/permissions/:id', body: ['permissions'] },
  { method: 'POST', path: 'user/permissions/:id', body: ['permissions'] },
  { method: 'POST', path: 'user/user-bulkUpload' },
  { method: 'GET', path: 'user/user-template' },
  { method: 'GET', path: 'user/user-data/export' },
  { method: 'POST', path: 'role/bulk-upload' },
  { method: 'GET', path: 'role/export' },
  { method: 'GET', path: 'role/designation-template' },
  { method: 'GET', path: 'role/role-permission/:id' },
  { method: 'POST', path: 'role/role-permission/:id', body: ['permissions'] },
  // Compliance
  { method: 'GET', path: 'compliance/recommend', query: ['branch_id'] },
  { method: 'GET', path: 'compliance' },
  { method: 'POST', path: 'compliance', body: ['branch_ids', 'compliance_ids', 'owner_id', 'approver_id'] },
  { method: 'PUT', path: 'compliance', body: ['assignment_ids', 'owner_id', 'approver_id'] },
  { method: 'POST', path: 'compliance/assign-user' },
  { method: 'GET', path: 'compliance/data', query: ['data_status[]', 'branch_id', 'from', 'to'] },
  { method: 'PUT', path: 'compliance/data/update/:id' },
  { method: 'PUT', path: 'compliance/data/record-status', body: ['ids', 'status'] },
  { method: 'GET', path: 'compliance/data/export' },
  { method: 'POST', path: 'compliance/data/bulk-update' },
  { method: 'GET', path: 'compliance/due' },
  { method: 'PUT', path: 'compliance/due/:id' },
  ...crudSet('compliance/custom'),
  { method: 'GET', path: 'compliance/history' },
  // Statutory setups
  { method: 'GET', path: 'esisetup/template/download', query: ['company_id'] },
  { method: 'POST', path: 'esisetup/bulk-upload' },
  { method: 'GET', path: 'esisetup/esisetup-data/export' },
  { method: 'GET', path: 'ptsetup/template/download', query: ['company_id'] },
  { method: 'GET', path: 'lwfsetup/template/download', query: ['company_id'] },
  { method: 'POST', path: 'ptsetup/bulk-create' },
  { method: 'POST', path: 'lwfsetup/bulk-create' },
  { method: 'GET', path: 'ptsetup/ptsetup-data/export' },
  { method: 'GET', path: 'lwfsetup/lwfsetup-data/export' },
  ...['esi-code', 'pf-code', 'ptec-code', 'ptrc-code', 'lwf-code'].map((path): WrittenCall => ({
    method: 'GET',
    path,
    query: ['company_id'],
  })),
  // Remittance trackers
  ...['pf-tracker', 'pfiw-tracker', 'esi-tracker', 'ptrc-tracker', 'ptec-tracker', 'lwf-tracker'].flatMap(trackerSet),
  // Edit requests
  { method: 'POST', path: 'company/edit-request/:id' },
  { method: 'GET', path: 'company/tracker-edit-permission' },
  { method: 'GET', path: 'company/can-edit/:id' },
  { method: 'POST', path: 'company/request-edit' },
  { method: 'PUT', path: 'company/reject/:id' },
  { method: 'PUT', path: 'company/approve/:id' },
  { method: 'GET', path: 'company/edit-request-details/:id' },
  { method: 'GET', path: 'company/trackerTimeline' },
  // Notice tracker
  ...crudSet('noticetracker'),
  { method: 'POST', path: 'noticetracker/followup/:id' },
  { method: 'POST', path: 'noticetracker/reply/:id' },
  { method: 'GET', path: 'noticetracker/timeline/:id' },
  ...['notice-type', 'notice-act', 'status', 'criticality'].flatMap((s) => suggestions(`noticetracker/${s}`)),
  { method: 'GET', path: 'noticetracker/download-notice-data' },
  { method: 'POST', path: 'noticetracker/request-edit-permission' },
  { method: 'GET', path: 'noticetracker/edit-history' },
  { method: 'PUT', path: 'noticetracker/approve-edit-request/:id' },
  // Certificates
  { method: 'GET', path: 'certificate/list' },
  { method: 'GET', path: 'certificate/download/:id' },
  // Notifications
  { method: 'GET', path: 'notifications/settings' },
  { method: 'POST', path: 'notifications/settings' },
  { method: 'GET', path: 'notifications', query: ['unmarked'] },
  { method: 'POST', path: 'notification/read/:id' },
  // Common lookups
  { method: 'GET', path: 'states' },
  { method: 'GET', path: 'district', query: ['state_id'] },
  { method: 'GET', path: 'location', query: ['district_id'] },
  { method: 'GET', path: 'subcategory-suggestions' },
  { method: 'GET', path: 'subcategory' },
  { method: 'GET', path: 'agreement-type-suggestions' },
  { method: 'GET', path: 'agreement-type' },
  // Graphs: "they accept company_id, branch_id, from, to where they make sense".
  ...GRAPHS.map((g): WrittenCall => ({ method: 'GET', path: `graph/${g}`, query: ['company_id', 'branch_id', 'from', 'to'] })),
  // Screens the menu names but the spec gives no calls for
  ...['settings/certificate-template', 'settings/status', 'settings/custom-fields', 'settings/register-template'].flatMap(crudSet),
  ...crudSet('external-user'),
  ...INPUT_REGISTERS.flatMap((k): WrittenCall[] => [
    { method: 'GET', path: `registers/input/${k}` },
    { method: 'POST', path: `registers/input/${k}` },
    { method: 'GET', path: `registers/input/${k}/template` },
  ]),
  { method: 'GET', path: 'registers/output' },
  { method: 'POST', path: 'registers/output/generate' },
  { method: 'GET', path: 'registers/output/:id/download' },
]
