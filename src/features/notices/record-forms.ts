import type { RecordForm } from '@/components/edit-requests/record-forms'
import { noticeConfig } from './notice-config'

/** The notice's form (record type `notice`): how an edit request of a notice and its details read its fields. */
export function noticeRecordForm(): RecordForm {
  return { fields: noticeConfig.form!.sections.flatMap((s) => s.fields), customFields: 'notice' }
}
