/**
 * The endpoint rows of the statutory library, the recommended, assigned and custom
 * checklists and an item's details (API.md "Compliance"), spread into endpoints.ts.
 * Their schemas are `complianceSchemas` of compliance-schemas.ts (this file must stay free of zod).
 */
import { GET, POST, PUT, crud, grant, takesFile } from './endpoint'

/** Every Audit Checklist screen that shows library items may browse them. */
const ITEM_READERS = [
  'audit.recommended_checklist',
  'audit.assigned_checklist',
  'audit.custom_checklist',
  'audit.compliance_details',
] as const
/** Assigning happens on Recommended Checklist; reassigning on Assigned Checklist. */
const ASSIGNERS = ['audit.recommended_checklist', 'audit.assigned_checklist'] as const

/** Menus that read custom items beside Custom Checklist's own (their rows below). */
const CUSTOM_ITEM_READERS = ['audit.recommended_checklist', 'audit.compliance_details'] as const

export const complianceEndpoints = {
  compliance: {
    recommend: GET('compliance/recommend', grant('audit.recommended_checklist', 'list')),
    list: GET('compliance', grant(['audit.assigned_checklist', 'audit.compliance_details'], 'list')),
    assign: POST('compliance', grant(ASSIGNERS, 'create')),
    update: PUT('compliance', grant('audit.assigned_checklist', 'edit')),
    assignUser: POST('compliance/assign-user', grant(ASSIGNERS, 'edit')),
    /** The people the Assign dialogs offer: those who can act on the chosen branches. */
    assignees: GET('compliance/assignees', grant(ASSIGNERS, 'list')),
    library: GET('compliance/library', grant(ITEM_READERS, 'list')),
    item: GET('compliance/items/:id', grant(ITEM_READERS, 'list')),
  },
  complianceCustom: {
    ...crud('compliance/custom', 'audit.custom_checklist', undefined, CUSTOM_ITEM_READERS),
    // API.md names no sheet paths for Custom Checklist: branch's pattern (download-template, bulk-upload, {stem}-data/export).
    template: GET('compliance/custom/download-template', grant('audit.custom_checklist', 'create')),
    bulkUpload: takesFile(POST('compliance/custom/bulk-upload', grant('audit.custom_checklist', 'create')), 'spreadsheet'),
    export: GET('compliance/custom/custom-data/export', grant(['audit.custom_checklist', ...CUSTOM_ITEM_READERS], 'list')),
  },
}
