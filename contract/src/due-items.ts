/**
 * Due items (one per assignment per period), their maker-checker state machine, the
 * history of closed items, the monthly compliance certificate and its template
 * (DOMAIN.md "Compliance"; API.md "Compliance", "Certificates").
 */
import { z } from 'zod'
import { STATUTORY_SCHEME } from './statutory'
import { COMPLIANCE_CATEGORY } from './compliance'
import { auditEntry } from './audit'
import { envelope, idParam, labelled, listQuery, paged, plainText, recordId, wholeNumber } from './envelope'
import { dateText, isoDate, nullable, requiredText, text } from './form-fields'
import { bulkResult, namedRef, recordDocument, stamps, type RecordDocument } from './record-shapes'

/** What is stored. `overdue` is never stored: it is derived from the due date and today. */
export const DUE_STATUS = labelled({ due: 'Due', submitted: 'Submitted', approved: 'Approved', rejected: 'Rejected' })
export type DueStatus = (typeof DUE_STATUS.values)[number]
/** What the lists show and filter on (`data_status[]`): the stored statuses plus the derived `overdue`. */
export const DATA_STATUS = labelled({ ...DUE_STATUS.labels, overdue: 'Overdue' })
export type DataStatus = (typeof DATA_STATUS.values)[number]
export const DUE_OUTCOME = labelled({ complied: 'Complied', not_complied: 'Not complied', not_applicable: 'Not applicable' })
export type DueOutcome = (typeof DUE_OUTCOME.values)[number]
/** The moves of the state machine: the owner submits, the approver approves or rejects. */
export const DUE_TRANSITION = labelled({ submitted: 'Submit', approved: 'Approve', rejected: 'Reject' })

export const DUE_ITEM_ALREADY_DECIDED = 'This item has already been decided'
export const DUE_ITEM_NOT_SUBMITTABLE = 'Only a due or rejected item can be submitted'
export const DUE_ITEM_NOT_SUBMITTED = 'Only a submitted item can be approved or rejected'
export const ONLY_OWNER_SUBMITS = 'Only the assigned owner can submit this item'
export const ONLY_APPROVER_DECIDES = 'Only the assigned approver can approve or reject this item'
export const NOT_YOUR_OWN_SUBMISSION = 'You submitted this item: someone else must approve or reject it'
export const REJECT_NEEDS_REMARK = 'Enter a remark to reject'
export const PROOF_REQUIRED = 'Upload proof before submitting this item'
export const OUTCOME_REQUIRED = 'Choose whether the item was complied with'
export const COMPLIED_ON_IN_FUTURE = 'Complied on cannot be in the future'
/** Approved proof is evidence (issue 19 item 18): only an admin removes it, saying why, and the trail keeps the why. */
export const ONLY_ADMIN_REMOVES_EVIDENCE = 'Proof of an approved item is evidence: only an admin may remove it, giving the reason'
export const EVIDENCE_REASON_LABEL = 'Reason for removing approved proof'
export const DEFAULT_CERTIFICATE_FILENAME = 'certificate.xlsx'

// ---------------------------------------------------------------- due item (read)

/** One entry of the item's trail: a transition (from → to) or a remark alone (from = to = null). */
export const dueItemEvent = z.object({
  id: z.number().int(),
  from_status: DUE_STATUS.schema.nullable(),
  to_status: DUE_STATUS.schema.nullable(),
  outcome: DUE_OUTCOME.schema.nullable(),
  remark: z.string().nullable(),
  by: namedRef.nullable(),
  at: z.string(),
})
export type DueItemEvent = z.infer<typeof dueItemEvent>

export const dueItem = z.object({
  id: z.number().int(),
  assignment_id: z.number().int(),
  compliance_id: z.number().int(),
  code: z.string().nullable(),
  header: z.string(),
  act: z.string(),
  /** The item's kind (registration, licence, payment, return, register, display…). */
  category: COMPLIANCE_CATEGORY.schema,
  criticality: z.string(),
  frequency: z.string(),
  proof_required: z.boolean(),
  /** For a PF, ESI, PT or LWF item, its scheme, and the branch's state: the statutory rule behind its due date is opened by them. */
  statutory_scheme: STATUTORY_SCHEME.schema.nullable(),
  state_id: z.number().int(),
  company: namedRef,
  branch: namedRef,
  owner: namedRef.nullable(),
  approver: namedRef.nullable(),
  period_start: z.string(),
  period_end: z.string(),
  due_date: z.string(),
  /** The stored status. */
  status: DUE_STATUS.schema,
  /** What to show: `overdue` when past the due date and not submitted or approved. */
  data_status: DATA_STATUS.schema,
  outcome: DUE_OUTCOME.schema.nullable(),
  complied_on: z.string().nullable(),
  /** Days past the due date: complied on − due date once complied, else today − due date while open; 0 when on time. */
  delay_days: z.number().int(),
  /** Approved with complied_on after the due date. */
  complied_with_delay: z.boolean(),
  submitted_by: namedRef.nullable(),
  submitted_at: z.string().nullable(),
  approved_by: namedRef.nullable(),
  approved_at: z.string().nullable(),
  proof: z.array(recordDocument),
  /** The trail's entries with a remark, oldest first (`{by, at, text}` of DOMAIN.md). */
  remarks: z.array(z.object({ by: namedRef.nullable(), at: z.string(), text: z.string() })),
  trail: z.array(dueItemEvent),
  ...stamps,
})
export type DueItem = z.infer<typeof dueItem>

/** The proof sent with one submission, and what became of it; `submitted_at` null: uploaded, not submitted yet. */
export interface ProofSubmission {
  submitted_at: string | null
  /** The approver's decision on it; null while it waits (or was never submitted). */
  decision: 'approved' | 'rejected' | null
  files: RecordDocument[]
}

/**
 * An item's proof grouped by the submission it went with, newest first (issue 19 item
 * 18): a file belongs to the first submission made after it was uploaded, and a
 * submission's decision is the approval or rejection that followed it. So a rejected
 * submission's files are told from the resubmission's, in the lists and the export alike.
 */
export function proofBySubmission(item: Pick<DueItem, 'proof' | 'trail'>): ProofSubmission[] {
  const groups: ProofSubmission[] = []
  item.trail.forEach((e, i) => {
    if (e.to_status !== 'submitted') return
    const next = item.trail
      .slice(i + 1)
      .find((d) => d.to_status === 'approved' || d.to_status === 'rejected' || d.to_status === 'submitted')
    const decision = next?.to_status === 'approved' || next?.to_status === 'rejected' ? next.to_status : null
    groups.push({ submitted_at: e.at, decision, files: [] })
  })
  const draft: ProofSubmission = { submitted_at: null, decision: null, files: [] }
  for (const file of item.proof) {
    const at = Date.parse(file.uploaded_at)
    const group = groups.find((g) => Date.parse(g.submitted_at!) >= at) ?? draft
    group.files.push(file)
  }
  return [draft, ...groups.reverse()].filter((g) => g.files.length > 0)
}

// ---------------------------------------------------------------- queries

/** `data_status[]=overdue&data_status[]=due` (repeatable) or a single `data_status=due`. */
const statusList = z.preprocess((v) => (v === undefined ? undefined : [v].flat()), z.array(DATA_STATUS.schema).max(5).optional())

export const dueItemQuery = listQuery.extend({
  /** One item (a notification opens its record so): within the caller's scope, else an empty list. */
  id: recordId().optional(),
  'data_status[]': statusList,
  data_status: statusList,
  /**
   * The stored status alone, whatever the due date: the Status tabs (Pending, Approved,
   * Rejected) hold items by where they are in the approval, so a rejected item past its
   * due date (data_status `overdue`) is still under Rejected.
   */
  status: DUE_STATUS.schema.optional(),
  company_id: recordId().optional(),
  branch_id: recordId().optional(),
  owner_id: recordId().optional(),
  approver_id: recordId().optional(),
  /** `owner=me` / `approver=me`: the caller's own items, the user read from the token (the dashboard's "mine" cards open these). */
  owner: z.literal('me').optional(),
  approver: z.literal('me').optional(),
  compliance_id: recordId().optional(),
  /** Due dates from and to (both included). */
  from: dateText().optional(),
  to: dateText().optional(),
})
export type DueItemQuery = z.infer<typeof dueItemQuery>

/** What is due now: open items (due, rejected, overdue) due within `within_days` of today, or already late. */
export const dueNowQuery = dueItemQuery.extend({ within_days: wholeNumber().max(366).default(30) })

/** Closed (approved) items; `delayed=true` keeps those complied with delay. */
export const historyQuery = dueItemQuery.omit({ 'data_status[]': true, data_status: true }).extend({
  delayed: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional()),
})

// ---------------------------------------------------------------- writes

/** `DELETE compliance/data/:id/proof/:fileId` of an approved item: the admin's reason, written to the item's trail. */
export const removeEvidenceBody = z.object({ reason: requiredText(500, EVIDENCE_REASON_LABEL) })
export type RemoveEvidenceBody = z.infer<typeof removeEvidenceBody>

const compliedOn = nullable(isoDate)
const remark = text(2000, 'Remark')

/** `PUT compliance/data/update/:id`: a remark added to the trail, the day it was complied on, the due date. */
export const dueItemUpdateBody = z
  .object({ remark: remark.optional(), complied_on: compliedOn.optional(), due_date: isoDate.optional() })
  .refine((b) => b.remark != null || b.complied_on !== undefined || b.due_date !== undefined, 'Change at least one field')
export type DueItemUpdateBody = z.infer<typeof dueItemUpdateBody>

/** One move of the state machine (`PUT compliance/due/:id`). */
export const dueTransitionBody = z.object({
  status: DUE_TRANSITION.schema,
  /** Required to submit. */
  outcome: DUE_OUTCOME.schema.optional(),
  /** Required to reject. */
  remark: remark.optional(),
  /** When submitting; defaults to the day of submission. */
  complied_on: compliedOn.optional(),
})
export type DueTransitionBody = z.infer<typeof dueTransitionBody>

/** `PUT compliance/data/record-status`: the same move on several items (each one atomic). */
export const recordStatusBody = dueTransitionBody.extend({
  ids: z.array(recordId()).min(1, 'Choose at least one item').max(200, 'Choose at most 200 items'),
})

// ---------------------------------------------------------------- certificates

export const certificateTemplateBody = z.object({
  header: requiredText(200, 'Header'),
  body: plainText({ error: 'Body text is required' })
    .trim()
    .min(1, 'Body text is required')
    .max(4000, 'Body text must be at most 4000 characters'),
  signatory_id: recordId('Signatory'),
})
export const certificateTemplate = z.object({
  id: z.number().int(),
  header: z.string(),
  body: z.string(),
  signatory: namedRef,
  ...stamps,
})
export type CertificateTemplate = z.infer<typeof certificateTemplate>
export const certificateTemplateQuery = listQuery

const month = z.coerce.number({ error: 'Choose a month' }).int('Choose a month').min(1, 'Choose a month').max(12, 'Choose a month')
const year = z.coerce.number({ error: 'Enter a year' }).int('Enter a year').min(1900, 'Enter a year').max(2999, 'Enter a year')

export const certificateQuery = listQuery.extend({
  company_id: recordId().optional(),
  year: year.optional(),
  month: month.optional(),
})
export type CertificateQuery = z.infer<typeof certificateQuery>
export const certificateGenerateBody = z.object({ company_id: recordId('Company'), year, month })
export type CertificateGenerateBody = z.infer<typeof certificateGenerateBody>

/** One company's month: its due items closed out of all, and the certificate once generated (id null before). */
export const certificate = z.object({
  id: z.number().int().nullable(),
  company: namedRef,
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  closed: z.number().int(),
  total: z.number().int(),
  generated_at: z.string().nullable(),
})
export type Certificate = z.infer<typeof certificate>

// ---------------------------------------------------------------- endpoint schemas

const byId = { params: idParam }
const proofParams = idParam.extend({ fileId: recordId() })

/** The schemas of due-item-endpoints.ts's rows, which their routes declare. */
export function dueItemEndpointSchemas() {
  return {
    dueItem: {
      list: { query: dueItemQuery, response: paged(dueItem) },
      get: { ...byId, response: envelope(dueItem) },
      update: { ...byId, body: dueItemUpdateBody, response: envelope(dueItem) },
      recordStatus: { body: recordStatusBody, response: envelope(z.array(dueItem)) },
      export: { query: dueItemQuery },
      bulkUpdate: { response: envelope(bulkResult) },
      bulkTemplate: { query: dueItemQuery },
      proof: { params: proofParams },
      uploadProof: { ...byId, response: envelope(dueItem) },
      removeProof: { params: proofParams, body: removeEvidenceBody.nullish(), response: envelope(dueItem) },
      due: { query: dueNowQuery, response: paged(dueItem) },
      transition: { ...byId, body: dueTransitionBody, response: envelope(dueItem) },
      history: { query: historyQuery, response: paged(dueItem) },
    },
    certificate: {
      list: { query: certificateQuery, response: paged(certificate) },
      download: byId,
      generate: { body: certificateGenerateBody, response: envelope(certificate) },
    },
    certificateTemplate: {
      list: { query: certificateTemplateQuery, response: paged(certificateTemplate) },
      get: { ...byId, response: envelope(certificateTemplate) },
      create: { body: certificateTemplateBody, response: envelope(certificateTemplate) },
      update: { ...byId, body: certificateTemplateBody, response: envelope(certificateTemplate) },
      remove: { ...byId, response: envelope(z.null()) },
      history: { ...byId, response: envelope(z.array(auditEntry)) },
    },
  }
}
