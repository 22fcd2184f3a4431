import type { RecordForm } from '@/components/edit-requests/record-forms'
import { FAMILY_VIEWS } from './families'
import { sharedFields } from './row-fields'

/** A tracker family's row form (its record type, `pf_tracker` …): the fields an edit request of it proposes. */
export function trackerRecordForm(recordType: string): RecordForm | null {
  const family = FAMILY_VIEWS.find((f) => f.recordType === recordType)
  return family ? { fields: [...sharedFields(family), ...family.fields], customFields: family.customFields } : null
}
