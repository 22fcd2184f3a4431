import { TRACKER_FAMILIES } from '@ihrc/contract/tracker-families'
import { editRecordLabel } from '@ihrc/contract/edit-requests'

/** Each tracker family's record type by its name ("PF tracker"), from the family map. */
const TRACKER_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(TRACKER_FAMILIES).map((f) => [f.recordType, `${f.label} tracker`]),
)

/** How Edit permission names a request's record type: a tracker family, or the contract's label. */
export const recordTypeLabel = (type: string) => TRACKER_TYPES[type] ?? editRecordLabel(type)
