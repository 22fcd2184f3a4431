import { UPLOAD_FAILED, type Envelope } from '@ihrc/contract'
import { pathOf, type Endpoint } from '@ihrc/contract/endpoints'
import { http } from '@/services/http'
import { readError, type ReadError } from '@/store/resource-slice'
import type { DocumentEndpoints, FormSection, FormValues, PendingDocuments } from './types'

/** Attachments the server accepts (API.md: upload of a document). */
export const DOCUMENT_TYPES = '.pdf,.png,.jpg,.jpeg,.xlsx,.docx,.zip'

/** Sends one document; resolves to the record as the server now has it (when it answers with one). */
export async function uploadDocument(
  rows: DocumentEndpoints,
  id: number,
  kind: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<unknown> {
  const body = new FormData()
  body.append('file', file)
  // One upload path for every kind names the kind beside the file (pathOf fills only the parameters a path has).
  if (!rows.uploadDocument.path.endsWith('/:kind')) body.append('kind', kind)
  const url = pathOf(rows.uploadDocument as Endpoint<`${string}/:id/document/:kind`>, { id, kind })
  const res = await http.post<Envelope<unknown>>(url, body, {
    skipErrorToast: true,
    onUploadProgress: (e) => onProgress?.(e.total ? (e.loaded / e.total) * 100 : 0),
  })
  return res.data?.data
}

/**
 * After a create: sends the files chosen in the form's document fields, now that the
 * record has an id. The first failure is reported (the record itself is saved).
 */
export async function uploadPendingDocuments(sections: FormSection[], id: number, raw: FormValues): Promise<ReadError | null> {
  for (const field of sections.flatMap((s) => s.fields)) {
    if (field.kind !== 'documents' || !field.documents) continue
    const pending = (raw[field.name] ?? {}) as PendingDocuments
    for (const { kind, label } of field.documents.kinds) {
      const file = pending[kind]
      if (!(file instanceof File)) continue
      try {
        await uploadDocument(field.documents.endpoints, id, kind, file)
      } catch (error) {
        return { message: `The record was saved, but the ${label} was not uploaded: ${readError(error, UPLOAD_FAILED).message}` }
      }
    }
  }
  return null
}
