import { TRACKER_FAMILIES, type TrackerFamilyKey } from '@ihrc/contract'

/** The console path of a tracker family's page (`/pf-tracker`), which the dashboard's links open filtered. */
export const familyPath = (key: string) => `/${TRACKER_FAMILIES[key as TrackerFamilyKey].stem}`
