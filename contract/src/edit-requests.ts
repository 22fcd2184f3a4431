/**
 * Edit requests (DOMAIN.md "Organisation"): a user who may not change a record asks,
 * with a reason and the proposed changes, and an approver decides. Any resource opts in
 * through the server's edit-request registry.
 */
import { z } from 'zod'
import { labelled, listQuery, optionalId, recordId } from './envelope'
import { requiredText, text } from './form-fields'
import { namedRef } from './record-shapes'

export const EDIT_REQUEST_STATUS = labelled({ pending: 'Pending', approved: 'Approved', rejected: 'Rejected' })

/**
 * The console's labels of the record types that go through the edit-request flow
 * (trackers add theirs). The server accepts whichever types its edit-request registry
 * holds (any resource opts in), so a type is a name on the wire, not a closed list.
 */
const KNOWN_RECORD_TYPES = labelled({ company_group: 'Company group', company: 'Company', branch: 'Branch' })
export const EDIT_RECORD_TYPE: { values: readonly string[]; labels: Readonly<Record<string, string>> } = KNOWN_RECORD_TYPES
export type EditRecordType = string
/** The label of a record type, or the type itself humanised ('pf_tracker' → 'Pf tracker') when the console has none. */
export function editRecordLabel(type: string): string {
  return EDIT_RECORD_TYPE.labels[type] ?? (type.charAt(0).toUpperCase() + type.slice(1)).replaceAll('_', ' ')
}
export const editRecordType = z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, 'Choose a record type')

/**
 * On the items of records open to edit requests: true while a request to change this
 * record waits for a decision. The console then shows "Edit requested" and offers no
 * second request (issue 19).
 */
export const editRequestItemShape = { edit_request_pending: z.boolean().optional() }

export const editRequestBody = z.object({
  reason: requiredText(1000, 'Reason'),
  proposed_changes: z.record(z.string(), z.unknown()).refine((o) => Object.keys(o).length > 0, 'Propose at least one change'),
})
export const requestEditBody = editRequestBody.extend({
  record_type: editRecordType,
  record_id: recordId('Record'),
})
export type RequestEditBody = z.infer<typeof requestEditBody>
export const decisionBody = z.object({ remark: text(1000, 'Remark') })
export const rejectBody = z.object({ remark: requiredText(1000, 'Remark') })
export const recordTypeQuery = z.object({ record_type: editRecordType.default('company') })
export const editRequest = z.object({
  id: z.number().int(),
  record_type: editRecordType,
  record_id: z.number().int(),
  record_name: z.string().nullable(),
  reason: z.string(),
  proposed_changes: z.record(z.string(), z.unknown()),
  status: EDIT_REQUEST_STATUS.schema,
  requested_by: namedRef,
  decided_by: namedRef.nullable(),
  decided_at: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
})
export type EditRequest = z.infer<typeof editRequest>
/** Details add the record as it is now, so the approver sees before and after. */
export const editRequestDetails = editRequest.extend({ current: z.record(z.string(), z.unknown()).nullable() })
export type EditRequestDetails = z.infer<typeof editRequestDetails>
export const editRequestQuery = listQuery.extend({
  /** One request (a notification opens it so): within the caller's scope, else an empty list. */
  id: optionalId,
  status: EDIT_REQUEST_STATUS.schema.optional(),
  record_type: editRecordType.optional(),
  record_id: optionalId,
})
export type EditRequestQuery = z.infer<typeof editRequestQuery>
export const canEdit = z.object({ can_edit: z.boolean(), pending_request_id: z.number().int().nullable() })
export type CanEdit = z.infer<typeof canEdit>
