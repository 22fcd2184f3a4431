import {
  DEFAULT_CERTIFICATE_FILENAME,
  FALLBACK,
  GENERIC_ERROR,
  assignBody,
  endpoints,
  type AssignResult,
  type Certificate,
  type DueItem,
  type DueTransitionBody,
  type Envelope,
  type RemoveEvidenceBody,
} from '@ihrc/contract'
import { pathOf } from '@ihrc/contract/endpoints'
import { downloadSpreadsheet } from '@/components/resource/download'
import { resourceChanged } from '@/services/api'
import { http } from '@/services/http'
import { readError, type ReadError } from '@/store/resource-slice'
import type { AppDispatch } from '@/store/app-store'
import type { AssignmentValues } from './AssignmentDialog'
import { checkBody, serverErrors, type FieldErrors } from './issues'

/** The Audit Checklist's writes that are not a resource's create, update or delete. */

type Outcome<T> = { ok: T } | { error: ReadError }
async function attempt<T>(run: () => Promise<T>, fallback = GENERIC_ERROR): Promise<Outcome<T>> {
  try {
    return { ok: await run() }
  } catch (error) {
    return { error: readError(error, fallback) }
  }
}

/** Every due-item list refetches after a move: the same item shows on Due Compliance, Status and History. */
export function dueItemsChanged(dispatch: AppDispatch) {
  for (const row of [endpoints.dueItem.list, endpoints.dueItem.due, endpoints.dueItem.history]) dispatch(resourceChanged(row))
}

/** `POST compliance`: the chosen items to the branches, checked first against the contract's rules. */
export async function assign(
  compliance_ids: number[],
  values: AssignmentValues,
): Promise<{ errors: FieldErrors } | { result: AssignResult }> {
  const checked = checkBody(assignBody, { ...values, compliance_ids, branch_ids: values.branch_ids.map(Number) })
  if ('errors' in checked) return checked
  const sent = await attempt(
    async () =>
      (await http.post<Envelope<AssignResult>>(pathOf(endpoints.compliance.assign), checked.data, { skipErrorToast: true })).data.data,
  )
  return 'error' in sent ? { errors: serverErrors(sent.error) } : { result: sent.ok }
}

/** One move of the maker-checker (`PUT compliance/due/:id`). */
export function transition(id: number, body: DueTransitionBody): Promise<Outcome<DueItem>> {
  return attempt(
    async () => (await http.put<Envelope<DueItem>>(pathOf(endpoints.dueItem.transition, { id }), body, { skipErrorToast: true })).data.data,
  )
}

/** The same move on several items (`PUT compliance/data/record-status`). */
export function recordStatus(ids: number[], body: DueTransitionBody): Promise<Outcome<DueItem[]>> {
  return attempt(
    async () =>
      (await http.put<Envelope<DueItem[]>>(pathOf(endpoints.dueItem.recordStatus), { ...body, ids }, { skipErrorToast: true })).data.data,
  )
}

/** One proof file of a due item (field `file`, as every document upload). */
export function uploadProof(id: number, file: File): Promise<Outcome<DueItem>> {
  const body = new FormData()
  body.append('file', file)
  return attempt(
    async () =>
      (await http.post<Envelope<DueItem>>(pathOf(endpoints.dueItem.uploadProof, { id }), body, { skipErrorToast: true })).data.data,
  )
}

/** An approved item's proof, removed by an admin with the reason its trail keeps (`DELETE compliance/data/:id/proof/:fileId`). */
export function removeEvidence(id: number, fileId: number, body: RemoveEvidenceBody): Promise<Outcome<DueItem>> {
  return attempt(
    async () =>
      (await http.delete<Envelope<DueItem>>(pathOf(endpoints.dueItem.removeProof, { id, fileId }), { data: body, skipErrorToast: true }))
        .data.data,
  )
}

export function generateCertificate(company_id: number, year: number, month: number): Promise<Outcome<Certificate>> {
  return attempt(
    async () =>
      (
        await http.post<Envelope<Certificate>>(
          pathOf(endpoints.certificate.generate),
          { company_id, year, month },
          { skipErrorToast: true },
        )
      ).data.data,
  )
}

/** SPEC.md: the saved name comes from Content-Disposition, default certificate.xlsx; a failure's toast says "Failed to download certificate". */
export function downloadCertificate(id: number): Promise<Outcome<void>> {
  const path = pathOf(endpoints.certificate.download, { id })
  return attempt(
    () => downloadSpreadsheet(path, DEFAULT_CERTIFICATE_FILENAME, {}, FALLBACK.downloadCertificate),
    FALLBACK.downloadCertificate,
  )
}
