/**
 * The endpoint rows of due items, history, certificates and the certificate template
 * (spread into endpoints.ts). Due items are read by the Due Compliance and Status
 * screens; transitions are checked per item inside (owner submits, approver decides).
 */
import { DELETE, GET, POST, PUT, crud, grant, takesFile } from './endpoint'

/** The menus that show due items; the compliance calendar reads with them. */
export const DUE_READERS = ['audit.due_compliance', 'audit.status', 'audit.compliance_details'] as const
const DUE_WRITERS = ['audit.due_compliance', 'audit.status'] as const

export function dueItemEndpoints() {
  return {
    dueItem: {
      list: GET('compliance/data', grant(DUE_READERS, 'list')),
      get: GET('compliance/data/:id', grant(DUE_READERS, 'list')),
      update: PUT('compliance/data/update/:id', grant(DUE_WRITERS, 'edit')),
      recordStatus: PUT('compliance/data/record-status', grant(DUE_WRITERS, 'edit')),
      export: GET('compliance/data/export', grant(DUE_READERS, 'list')),
      bulkUpdate: takesFile(POST('compliance/data/bulk-update', grant(DUE_WRITERS, 'edit')), 'spreadsheet'),
      bulkTemplate: GET('compliance/data/bulk-update/template', grant(DUE_WRITERS, 'edit')),
      proof: GET('compliance/data/:id/proof/:fileId', grant(DUE_READERS, 'list')),
      uploadProof: takesFile(POST('compliance/data/:id/proof', grant(DUE_WRITERS, 'edit')), 'document'),
      removeProof: DELETE('compliance/data/:id/proof/:fileId', grant(DUE_WRITERS, 'edit')),
      due: GET('compliance/due', grant('audit.due_compliance', 'list')),
      transition: PUT('compliance/due/:id', grant(DUE_WRITERS, 'edit')),
      history: GET('compliance/history', grant('audit.history', 'list')),
    },
    certificate: {
      list: GET('certificate/list', grant('audit.compliance_certificate', 'list')),
      download: GET('certificate/download/:id', grant('audit.compliance_certificate', 'list')),
      generate: POST('certificate/generate', grant('audit.compliance_certificate', 'create')),
    },
    certificateTemplate: crud('settings/certificate-template', 'settings.certificate_template'),
  }
}
