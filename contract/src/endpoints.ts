/**
 * The endpoint table: every route of /ihrc-api/companyadmin with its method, path and
 * who may call it (DESIGN.md "contract": "the endpoint table (method, path,
 * permission)"). The server refuses to start when a route it registers is missing here
 * or declares other access (server/src/plugins/endpoint-table.ts); the console builds
 * every URL from it (`pathOf(endpoints.branch.get, { id })`); the SPA tests' msw
 * handlers accept only its paths (tests/mocks/api.ts). The server registers each route
 * from its row (`routeOf`, server/src/lib/route-of.ts) with the route's schemas beside
 * its handler. Nothing here imports zod: the signed-in shell loads this table (the entry takes auth-endpoints.ts alone).
 */
import { GET, POST, PUT, SIGNED_IN, crud, documentKinds, grant, pathMatches, takesFile, type Endpoint, type HttpMethod } from './endpoint'
import { authEndpoints } from './auth-endpoints'
import { complianceEndpoints } from './compliance-endpoints'
import { dueItemEndpoints } from './due-item-endpoints'
import { AGREEMENT_MENUS } from './endpoint-menus'
import { graphEndpoints } from './graph-endpoints'
import { noticeEndpoints } from './notice-endpoints'
import { notificationEndpoints } from './notification-endpoints'
import { registerEndpoints } from './register-endpoints'
import { settingsEndpoints } from './settings-endpoints'
import { setupEndpoints } from './setup-endpoints'
import { trackerEndpoints } from './tracker-endpoints'

export * from './endpoint'

export const endpoints = {
  auth: authEndpoints,

  companyGroup: crud('company-group', 'company.entity', SIGNED_IN),
  company: {
    ...crud('company', 'company.company', SIGNED_IN),
    template: GET('company/export-template', grant('company.company', 'create')),
    bulkUpload: takesFile(POST('company/bulk-upload', grant('company.company', 'create')), 'spreadsheet'),
  },
  branch: {
    ...crud('branch', 'company.branch'),
    /** Every branch the caller may see, unpaged, for pickers. */
    all: GET('branch/all', SIGNED_IN),
    template: GET('branch/download-template', grant('company.branch', 'create')),
    bulkUpload: takesFile(POST('branch/bulk-upload', grant('company.branch', 'create')), 'spreadsheet'),
    export: GET('branch/branch-data/export', grant('company.branch', 'list')),
    ...documentKinds('branch', 'company.branch'),
  },
  agreement: {
    // Create and update take JSON, or multipart with the same fields plus the agreement copy.
    ...withDocument(crud('agreement/agreement', AGREEMENT_MENUS)),
    export: GET('agreement/agreement-data/export', grant(AGREEMENT_MENUS, 'list')),
    document: GET('agreement/agreement/:id/document', grant(AGREEMENT_MENUS, 'list')),
  },
  lookups: {
    states: GET('states', SIGNED_IN),
    districts: GET('district', SIGNED_IN),
    addDistrict: POST('district', grant('company.district', 'create')),
    locations: GET('location', SIGNED_IN),
    addLocation: POST('location', grant('company.location', 'create')),
    agreementTypes: GET('agreement-type', SIGNED_IN),
    agreementTypeSuggestions: GET('agreement-type-suggestions', SIGNED_IN),
    addAgreementType: POST('agreement-type', grant(AGREEMENT_MENUS, 'create')),
    subcategories: GET('subcategory', SIGNED_IN),
    subcategorySuggestions: GET('subcategory-suggestions', SIGNED_IN),
    addSubcategory: POST('subcategory', grant(AGREEMENT_MENUS, 'create')),
  },
  /** Edit requests on company setup records; the requester's calls check the record's own menu inside. */
  editRequest: {
    request: POST('company/edit-request/:id', SIGNED_IN),
    requestEdit: POST('company/request-edit', SIGNED_IN),
    canEdit: GET('company/can-edit/:id', SIGNED_IN),
    pending: GET('company/tracker-edit-permission', grant('company.edit_permission', 'list')),
    history: GET('company/trackerTimeline', grant('company.edit_permission', 'list')),
    details: GET('company/edit-request-details/:id', SIGNED_IN),
    approve: PUT('company/approve/:id', grant('company.edit_permission', 'edit')),
    reject: PUT('company/reject/:id', grant('company.edit_permission', 'edit')),
  },

  role: {
    ...crud('role', 'settings.designation'),
    permissions: GET('role/role-permission/:id', grant('settings.designation', 'list')),
    setPermissions: POST('role/role-permission/:id', grant('settings.designation', 'edit')),
    template: GET('role/designation-template', grant('settings.designation', 'create')),
    bulkUpload: takesFile(POST('role/bulk-upload', grant('settings.designation', 'create')), 'spreadsheet'),
    export: GET('role/export', grant('settings.designation', 'list')),
  },
  user: {
    ...crud('user', 'company.user_setup'),
    template: GET('user/user-template', grant('company.user_setup', 'create')),
    bulkUpload: takesFile(POST('user/user-bulkUpload', grant('company.user_setup', 'create')), 'spreadsheet'),
    export: GET('user/user-data/export', grant('company.user_setup', 'list')),
    permissions: GET('user/permissions/:id', grant('company.user_access_permission', 'list')),
    setPermissions: PUT('user/permissions/:id', grant('company.user_access_permission', 'edit')),
    /** The same as setPermissions: the console this replaces posted it. */
    postPermissions: POST('user/permissions/:id', grant('company.user_access_permission', 'edit')),
  },
  statutory: {
    rules: GET('statutory-rules', SIGNED_IN),
    export: GET('statutory-rules/export', SIGNED_IN),
  },
  ...setupEndpoints(),
  ...complianceEndpoints,
  ...dueItemEndpoints(),
  ...settingsEndpoints(),
  ...trackerEndpoints(),
  ...registerEndpoints(),
  ...noticeEndpoints(),
  ...notificationEndpoints(),
  ...graphEndpoints(),
  externalUser: {
    list: GET('external-user', grant('external_user.external_user', 'list')),
    get: GET('external-user/:id', grant('external_user.external_user', 'list')),
    create: POST('external-user', grant('external_user.external_user', 'create')),
    extend: PUT('external-user/:id/extend', grant('external_user.external_user', 'edit')),
    revoke: POST('external-user/:id/revoke', grant('external_user.external_user', 'edit')),
    history: GET('external-user/:id/history', grant('external_user.external_user', 'list')),
  },
} as const satisfies Record<string, Record<string, Endpoint>>

/** A resource whose create and update also take multipart with its one document (`document: { key }` on the server). */
function withDocument<const Rows extends { create: Endpoint; update: Endpoint }>(rows: Rows) {
  return { ...rows, create: takesFile(rows.create, 'document'), update: takesFile(rows.update, 'document') }
}

/** Every row, flat. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(endpoints).flatMap((area) => Object.values(area))

/** The row answering `method path` (a concrete path or a `:name` pattern), if any. */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  const wanted = method.toUpperCase() as HttpMethod
  return ENDPOINTS.find((e) => e.method === wanted && pathMatches(e, path))
}
