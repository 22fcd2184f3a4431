/**
 * The request and response schemas of the endpoint table's rows, under the rows' own
 * names (endpoints.ts): the compiler refuses a row without an entry here or an entry
 * without a row. Kept apart from the table because they need zod (see endpoints.ts).
 * A row the contract has no schema for yet (file downloads, multipart uploads) has `{}`.
 */
import { z } from 'zod'
import {
  forgotPasswordBody,
  loginBody,
  loginResponse,
  logoutBody,
  messageResponse,
  profileResponse,
  refreshBody,
  resetPasswordBody,
  signupBody,
  verifyResetQuery,
  verifyResetResponse,
} from './auth'
import { auditEntry } from './audit'
import type { Endpoints } from './endpoints'
import { envelope, idParam, listQuery, paged } from './envelope'
import {
  agreement,
  agreementBody,
  agreementQuery,
  branch,
  branchAllQuery,
  branchBody,
  branchOption,
  branchQuery,
  bulkResult,
  canEdit,
  company,
  companyBody,
  companyGroup,
  companyGroupBody,
  companyGroupQuery,
  companyQuery,
  decisionBody,
  districtBody,
  districtQuery,
  editRequest,
  editRequestBody,
  editRequestDetails,
  editRequestQuery,
  locationBody,
  locationQuery,
  namedRef,
  place,
  recordTypeQuery,
  rejectBody,
  requestEditBody,
  state,
  suggestionBody,
  suggestionQuery,
} from './organisation'
import {
  extendAccessBody,
  externalUserBody,
  permissionsBody,
  role,
  roleBody,
  roleQuery,
  user,
  userBody,
  userPermissions,
  userQuery,
} from './people'
import {
  esiSetup,
  esiSetupBody,
  lwfSetup,
  lwfSetupBody,
  pfSetup,
  pfSetupBody,
  ptSetup,
  ptSetupBody,
  setupCode,
  setupCodeQuery,
  setupQuery,
  setupTemplateQuery,
} from './setups'
import { settingsEndpointSchemas } from './settings-endpoint-schemas'
import { statutoryRulesQuery, statutoryRulesResponse } from './statutory-facts'
import { complianceItem, complianceItemQuery, complianceSchemas, customItemBody } from './compliance'
import { dueItemEndpointSchemas } from './due-items'
import { trackerSchemas } from './tracker-endpoint-schemas'
import { registerEndpointSchemas } from './register-endpoint-schemas'
import { noticeEndpointSchemas } from './notice-endpoint-schemas'
import { notificationEndpointSchemas } from './notification-endpoint-schemas'

export interface EndpointSchemas {
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** The success answer's body. */
  response?: z.ZodType
}

function crudSchemas(item: z.ZodType, body: z.ZodType, query: z.ZodType) {
  return {
    list: { query, response: paged(item) },
    get: { params: idParam, response: envelope(item) },
    create: { body, response: envelope(item) },
    update: { params: idParam, body, response: envelope(item) },
    remove: { params: idParam, response: envelope(z.null()) },
    history: { params: idParam, response: envelope(z.array(auditEntry)) },
  }
}
/** A record's document of one kind (`documents: { kinds }` on the server). */
function documentKindSchemas(item: z.ZodType) {
  const params = idParam.extend({ kind: z.string() })
  return {
    document: { params },
    uploadDocument: { params, response: envelope(item) },
    removeDocument: { params, response: envelope(item) },
  }
}
const bulkUpload = { response: envelope(bulkResult) }
const byId = { params: idParam }
const suggestions = { query: suggestionQuery, response: envelope(z.array(z.string())) }
const named = { query: suggestionQuery, response: envelope(z.array(namedRef)) }
const addNamed = { body: suggestionBody, response: envelope(namedRef) }
const setupCodes = { query: setupCodeQuery, response: envelope(z.array(setupCode)) }
const setupSheets = { template: { query: setupTemplateQuery }, bulkUpload, export: { query: setupQuery } }
const rolePermissions = role.pick({ id: true, name: true, permissions: true })

export const endpointSchemas = {
  auth: {
    login: { body: loginBody, response: loginResponse },
    refresh: { body: refreshBody, response: loginResponse },
    signup: { body: signupBody, response: messageResponse },
    logout: { body: logoutBody },
    profile: { response: profileResponse },
    forgotPassword: { body: forgotPasswordBody, response: messageResponse },
    verifyResetToken: { query: verifyResetQuery, response: verifyResetResponse },
    resetPassword: { body: resetPasswordBody, response: messageResponse },
  },
  companyGroup: crudSchemas(companyGroup, companyGroupBody, companyGroupQuery),
  company: { ...crudSchemas(company, companyBody, companyQuery), template: {}, bulkUpload },
  branch: {
    ...crudSchemas(branch, branchBody, branchQuery),
    all: { query: branchAllQuery, response: envelope(z.array(branchOption)) },
    template: {},
    bulkUpload,
    export: { query: branchQuery },
    ...documentKindSchemas(branch),
  },
  agreement: { ...crudSchemas(agreement, agreementBody, agreementQuery), export: { query: agreementQuery }, document: byId },
  lookups: {
    states: { response: envelope(z.array(state)) },
    districts: { query: districtQuery, response: envelope(z.array(place)) },
    addDistrict: { body: districtBody, response: envelope(place) },
    locations: { query: locationQuery, response: envelope(z.array(place)) },
    addLocation: { body: locationBody, response: envelope(place) },
    agreementTypes: named,
    agreementTypeSuggestions: suggestions,
    addAgreementType: addNamed,
    subcategories: named,
    subcategorySuggestions: suggestions,
    addSubcategory: addNamed,
  },
  editRequest: {
    request: { params: idParam, query: recordTypeQuery, body: editRequestBody, response: envelope(editRequest) },
    requestEdit: { body: requestEditBody, response: envelope(editRequest) },
    canEdit: { params: idParam, query: recordTypeQuery, response: envelope(canEdit) },
    pending: { query: editRequestQuery, response: paged(editRequest) },
    history: { query: editRequestQuery, response: paged(editRequest) },
    details: { params: idParam, response: envelope(editRequestDetails) },
    approve: { params: idParam, body: decisionBody.optional(), response: envelope(editRequest) },
    reject: { params: idParam, body: rejectBody, response: envelope(editRequest) },
  },
  role: {
    ...crudSchemas(role, roleBody, roleQuery),
    permissions: { params: idParam, response: envelope(rolePermissions) },
    setPermissions: { params: idParam, body: permissionsBody, response: envelope(rolePermissions) },
    template: {},
    bulkUpload,
    export: { query: roleQuery },
  },
  user: {
    ...crudSchemas(user, userBody, userQuery),
    template: {},
    bulkUpload,
    export: { query: userQuery },
    permissions: { params: idParam, response: envelope(userPermissions) },
    setPermissions: { params: idParam, body: permissionsBody, response: envelope(userPermissions) },
    postPermissions: { params: idParam, body: permissionsBody, response: envelope(userPermissions) },
  },
  statutory: { rules: { query: statutoryRulesQuery, response: statutoryRulesResponse }, export: { query: statutoryRulesQuery } },
  pfSetup: { ...crudSchemas(pfSetup, pfSetupBody, setupQuery), pfCode: setupCodes },
  esiSetup: { ...crudSchemas(esiSetup, esiSetupBody, setupQuery), ...setupSheets, esiCode: setupCodes },
  ptSetup: { ...crudSchemas(ptSetup, ptSetupBody, setupQuery), ...setupSheets, ptrcCode: setupCodes, ptecCode: setupCodes },
  lwfSetup: { ...crudSchemas(lwfSetup, lwfSetupBody, setupQuery), ...setupSheets, document: byId, lwfCode: setupCodes },
  compliance: complianceSchemas,
  complianceCustom: {
    ...crudSchemas(complianceItem, customItemBody, complianceItemQuery),
    template: {},
    bulkUpload,
    export: { query: complianceItemQuery },
  },
  ...dueItemEndpointSchemas(),
  ...settingsEndpointSchemas(crudSchemas),
  ...trackerSchemas(),
  ...registerEndpointSchemas(),
  ...noticeEndpointSchemas(),
  ...notificationEndpointSchemas(),
  externalUser: {
    list: { query: listQuery, response: paged(user) },
    get: { params: idParam, response: envelope(user) },
    create: { body: externalUserBody, response: envelope(user) },
    extend: { params: idParam, body: extendAccessBody, response: envelope(user) },
    revoke: { params: idParam, response: envelope(user) },
    history: { params: idParam, response: envelope(z.array(auditEntry)) },
  },
} satisfies { [Area in keyof Endpoints]: { [Name in keyof Endpoints[Area]]: EndpointSchemas } }
