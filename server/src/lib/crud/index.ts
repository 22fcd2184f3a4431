/**
 * The standard routes of one tenant-owned resource, from one description:
 *
 *   GET    {path}            paged list: search, sort, order, filters → { data, meta }
 *   GET    {path}/:id        one record
 *   POST   {path}            create (JSON)
 *   PUT    {path}/:id        update (JSON, the whole record)
 *   DELETE {path}/:id        delete
 *   GET    {path}/{template} xlsx template           (row `template`, with `sheet`)
 *   POST   {path}/{upload}   all-or-nothing bulk xlsx  (row `bulkUpload`, with `sheet.importer`)
 *   GET    {path}/{export}   streamed xlsx of the list (row `export`, with `sheet.exportColumns`)
 *
 * each at its row of the endpoint table (`registerCrud(app, resource, endpoints.branch)`),
 * which says the path and who may call it.
 *
 * Applied in one place, so no module can forget them: the permission check, the tenant
 * filter (always the caller's tenant, from the token), branch scoping for users limited
 * to some branches, 404 for ids outside that scope, mass-assignment safety (only the
 * body schema's fields reach the table; id, tenant_id and created_by are set here) and
 * duplicate-key → 409. A module supplies only its differences (see ResourceSpec).
 *
 * With `document: { key }` create and update also take multipart (fields + `file`,
 * checked by content) and `GET {path}/:id/document` downloads the file.
 *
 * Plugging in a new area: server/README.md "How to add a module" (the smallest complete
 * example is modules/organisation/company-group.ts).
 *
 * `defineResource` is also the area's service: other modules (edit requests, bulk
 * jobs) call `resource.get/create/update/list` with a RequestContext and get the same
 * rules as the HTTP routes.
 */
export { contextOf, type ZodApp } from './context'
export { routeOf } from '../route-of'
export { menusOf, type CrudRows } from './route-access'
export { containsPattern, through } from './list'
export { pagedAnswer } from './paged'
export { registerCrud } from './routes'
export { defineResource, today } from './service'
export { branchIdArray, branchScope } from './row-scope'
export type { BranchIds, UserRef } from './scope-rule'
export { qualified } from './read-model'
export { isPgError } from './writes'
export type {
  AfterCommit,
  FieldIssue,
  ImportedRow,
  ListQueryShape,
  Reference,
  RequestContext,
  Resource,
  ResourceSpec,
  RowAction,
  SheetSpec,
  TenantTable,
} from './types'
