/**
 * The documents a tracker row may keep (API.md "Remittance trackers"). Its own file so the
 * family map (tracker-families.ts, which names each family's kinds) and the row schemas
 * (trackers.ts, which reads the family map) both take it from below, without a cycle.
 */
import { labelled } from './envelope'

export const TRACKER_DOCUMENT_KIND = labelled({
  ecr: 'ECR',
  challan: 'Challan',
  receipt: 'Receipt',
  return: 'Return',
  payment: 'Payment',
  iw_return: 'IW return',
})
export type TrackerDocumentKind = (typeof TRACKER_DOCUMENT_KIND.values)[number]
