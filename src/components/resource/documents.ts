import { UPLOAD_FAILED } from '@ihrc/contract/messages'
import { write, type WriteRow } from '@/services/write'
import type { AppDispatch } from '@/store/app-store'
import { readError, type ReadError } from '@/store/resource-slice'
import type { DocumentEndpoints, FormSection, FormValues, PendingDocuments } from './types'

/** Attachments the server accepts (API.md: upload of a document). */
export const DOCUMENT_TYPES = '.pdf,.png,.jpg,.jpeg,.xlsx,.docx,.zip'

/** Sends one document; resolves to the record as the server now has it (when it answers with one). */
export const uploadDocument =
  (rows: DocumentEndpoints, id: number, kind: string, file: File, onProgress?: (percent: number) => void) => (dispatch: AppDispatch) => {
    const body = new FormData()
    body.append('file', file)
    const row = rows.uploadDocument
    // One upload path for every kind names the kind beside the file.
    if (!row.path.endsWith('/:kind')) body.append('kind', kind)
    const params = { id, kind } as { id: number; kind: string }
    return dispatch(write(row as WriteRow<`${string}/:id/document/:kind`>)({ params, body, inline: true, onProgress }))
  }

/**
 * After a create: sends the files chosen in the form's document fields, now that the
 * record has an id. The first failure is reported (the record itself is saved).
 */
export const uploadPendingDocuments =
  (sections: FormSection[], id: number, raw: FormValues) =>
  async (dispatch: AppDispatch): Promise<ReadError | null> => {
    for (const field of sections.flatMap((s) => s.fields)) {
      if (field.kind !== 'documents' || !field.documents) continue
      const pending = (raw[field.name] ?? {}) as PendingDocuments
      for (const { kind, label } of field.documents.kinds) {
        const file = pending[kind]
        if (!(file instanceof File)) continue
        try {
          await dispatch(uploadDocument(field.documents.endpoints, id, kind, file))
        } catch (error) {
          return { message: `The record was saved, but the ${label} was not uploaded: ${readError(error, UPLOAD_FAILED).message}` }
        }
      }
    }
    return null
  }
