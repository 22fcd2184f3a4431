import { rootReducer } from '@/app/store'
import type { FieldConfig, ResourceColumn } from '@/components/resource/types'
import { createTrackerSlice } from '@/store/tracker-slice'
import type { FamilyView } from './family-view'
import { TRACKER_FAMILIES, trackerEndpoints, trackerUpdateBody, type TrackerFamilyKey } from './provisional-contract'
import { rupees } from './money'
import type { TrackerRow } from './tracker-row'

/**
 * The six families as the tracker page shows them, each made from its entry of the
 * contract's family map: its slice (SPEC.md section 4, with its own section 8 texts),
 * its own columns and fields, its document kinds. A family added to the map shows up
 * here with no code of its own.
 */
function viewOf(key: TrackerFamilyKey): FamilyView {
  const spec = TRACKER_FAMILIES[key]
  const rows = trackerEndpoints(key)
  const own = Object.entries(spec.fields) as [string, { label: string; kind: 'number' | 'text' | 'date' }][]
  const columns: ResourceColumn<TrackerRow>[] = own.map(([name, { label, kind }]) => ({
    key: name,
    header: label,
    cell: (r) => (kind === 'number' && name !== 'employee_count' ? rupees(r[name] as number | null) : ((r[name] as string | null) ?? '—')),
  }))
  const fields: FieldConfig[] = own.map(([name, { label, kind }]) => ({ name, label, kind }))
  const resource = createTrackerSlice<TrackerRow>({ name: `${key}Tracker`, endpoints: rows, messages: spec.messages })
  rootReducer.inject({ reducerPath: resource.reducerPath, reducer: resource.reducer })
  return {
    key,
    label: spec.label,
    stem: spec.stem,
    menu: spec.menu,
    recordType: spec.recordType,
    columns,
    fields,
    schema: trackerUpdateBody,
    documents: {
      endpoints: rows,
      kinds: Object.entries(spec.documents).map(([kind, label]) => ({ kind, label })),
      present: (r: TrackerRow, kind) => r.documents[kind] ?? null,
    },
    exposure: spec.exposure,
    codeLookup: spec.codeLookup,
    codeLabel: spec.codeLabel,
    resource,
    endpoints: rows,
  }
}

export const FAMILY_VIEWS: FamilyView[] = (Object.keys(TRACKER_FAMILIES) as TrackerFamilyKey[]).map(viewOf)
