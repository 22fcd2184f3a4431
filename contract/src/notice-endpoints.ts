/**
 * The endpoint rows of the Notice Tracker (API.md "Notice tracker", stem
 * `noticetracker`) and their schemas. Spread into `endpoints` as `notice` and
 * `noticeSuggestions`. Rows marked "ours" serve what API.md leaves open (the record's
 * audit trail, the copy and reply documents).
 */
import { GET, POST, PUT, crud, grant, takesFile } from './endpoint'

/** The path of each suggestion list under the stem (API.md), by its kind (notices.ts NOTICE_SUGGESTION). */
export const NOTICE_SUGGESTION_STEMS = {
  notice_type: 'notice-type',
  act: 'notice-act',
  status: 'status',
  criticality: 'criticality',
} as const

const MENU = 'remittance.notice_tracker' as const
const APPROVER = 'settings.notice_edit_permission' as const
const STEM = 'noticetracker' as const

export function noticeEndpoints() {
  const read = grant(MENU, 'list')
  const rows = crud(STEM, MENU)
  return {
    notice: {
      ...rows,
      // Create and update are multipart: the fields plus the notice copy in `file` (required on create).
      create: takesFile(rows.create, 'document'),
      update: takesFile(rows.update, 'document'),
      /** Ours: the notice copy. */
      document: GET(`${STEM}/:id/document`, read),
      followUp: takesFile(POST(`${STEM}/followup/:id`, grant(MENU, 'create')), 'document'),
      /** Multipart: `sent_on`, `text`, `keep_open` and one or more files, each in a field `file`. */
      reply: takesFile(POST(`${STEM}/reply/:id`, grant(MENU, 'edit')), 'document'),
      /** Ours: one document of a reply. */
      replyDocument: GET(`${STEM}/reply/:id/document/:fileId`, read),
      timeline: GET(`${STEM}/timeline/:id`, read),
      export: GET(`${STEM}/download-notice-data`, read),
      /** The requester must add or edit notices (checked inside, like company/request-edit). */
      requestEdit: POST(`${STEM}/request-edit-permission`, read),
      editHistory: GET(`${STEM}/edit-history`, grant([MENU, APPROVER], 'list')),
      decideEdit: PUT(`${STEM}/approve-edit-request/:id`, grant(APPROVER, 'edit')),
    },
    noticeSuggestions: {
      noticeTypes: GET(`${STEM}/${NOTICE_SUGGESTION_STEMS.notice_type}`, read),
      addNoticeType: POST(`${STEM}/${NOTICE_SUGGESTION_STEMS.notice_type}`, grant(MENU, 'create')),
      acts: GET(`${STEM}/${NOTICE_SUGGESTION_STEMS.act}`, read),
      addAct: POST(`${STEM}/${NOTICE_SUGGESTION_STEMS.act}`, grant(MENU, 'create')),
      statuses: GET(`${STEM}/${NOTICE_SUGGESTION_STEMS.status}`, read),
      addStatus: POST(`${STEM}/${NOTICE_SUGGESTION_STEMS.status}`, grant(MENU, 'create')),
      criticalities: GET(`${STEM}/${NOTICE_SUGGESTION_STEMS.criticality}`, read),
      addCriticality: POST(`${STEM}/${NOTICE_SUGGESTION_STEMS.criticality}`, grant(MENU, 'create')),
    },
  }
}
