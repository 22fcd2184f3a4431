import {
  DEFAULT_CERTIFICATE_FILENAME,
  type Certificate,
  type DueItem,
  type DueTransitionBody,
  type RemoveEvidenceBody,
} from '@ihrc/contract/due-items'
import { FALLBACK, GENERIC_ERROR } from '@ihrc/contract/messages'
import { assignBody, type AssignResult } from '@ihrc/contract/compliance-assignments'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { downloadSpreadsheet } from '@/components/resource/download'
import { write } from '@/services/write'
import { readError, type ReadError } from '@/store/resource-slice'
import type { AppDispatch } from '@/store/app-store'
import type { AssignmentValues } from './AssignmentDialog'
import { checkBody, serverErrors, type FieldErrors } from './issues'

/**
 * The Audit Checklist's writes that are not a resource's create, update or delete. Each is
 * a thunk over `write` (services/write.ts), so the lists showing the item read again:
 * a due item's move refetches Due Compliance, Status and History alike.
 */

type Outcome<T> = { ok: T } | { error: ReadError }
async function attempt<T>(run: () => Promise<T>, fallback = GENERIC_ERROR): Promise<Outcome<T>> {
  try {
    return { ok: await run() }
  } catch (error) {
    return { error: readError(error, fallback) }
  }
}

/** `POST compliance`: the chosen items to the branches, checked first against the contract's rules. */
export const assign =
  (compliance_ids: number[], values: AssignmentValues) =>
  async (dispatch: AppDispatch): Promise<{ errors: FieldErrors } | { result: AssignResult }> => {
    const checked = checkBody(assignBody, { ...values, compliance_ids, branch_ids: values.branch_ids.map(Number) })
    if ('errors' in checked) return checked
    const sent = await attempt(() => dispatch(write(endpoints.compliance.assign)<AssignResult>({ body: checked.data, inline: true })))
    return 'error' in sent ? { errors: serverErrors(sent.error) } : { result: sent.ok }
  }

/** One move of the maker-checker (`PUT compliance/due/:id`). */
export const transition = (id: number, body: DueTransitionBody) => (dispatch: AppDispatch) =>
  attempt(() => dispatch(write(endpoints.dueItem.transition)<DueItem>({ params: { id }, body, inline: true })))

/** The same move on several items (`PUT compliance/data/record-status`). */
export const recordStatus = (ids: number[], body: DueTransitionBody) => (dispatch: AppDispatch) =>
  attempt(() => dispatch(write(endpoints.dueItem.recordStatus)<DueItem[]>({ body: { ...body, ids }, inline: true })))

/** One proof file of a due item (field `file`, as every document upload). */
export const uploadProof = (id: number, file: File) => (dispatch: AppDispatch) => {
  const body = new FormData()
  body.append('file', file)
  return attempt(() => dispatch(write(endpoints.dueItem.uploadProof)<DueItem>({ params: { id }, body, inline: true })))
}

/** An approved item's proof, removed by an admin with the reason its trail keeps (`DELETE compliance/data/:id/proof/:fileId`). */
export const removeEvidence = (id: number, fileId: number, body: RemoveEvidenceBody) => (dispatch: AppDispatch) =>
  attempt(() => dispatch(write(endpoints.dueItem.removeProof)<DueItem>({ params: { id, fileId }, body, inline: true })))

export const generateCertificate = (company_id: number, year: number, month: number) => (dispatch: AppDispatch) =>
  attempt(() => dispatch(write(endpoints.certificate.generate)<Certificate>({ body: { company_id, year, month }, inline: true })))

/** SPEC.md: the saved name comes from Content-Disposition, default certificate.xlsx; a failure's toast says "Failed to download certificate". */
export function downloadCertificate(id: number): Promise<Outcome<void>> {
  const path = pathOf(endpoints.certificate.download, { id })
  return attempt(
    () => downloadSpreadsheet(path, DEFAULT_CERTIFICATE_FILENAME, {}, FALLBACK.downloadCertificate),
    FALLBACK.downloadCertificate,
  )
}
