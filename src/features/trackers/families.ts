import { FALLBACK } from '@ihrc/contract/messages'
import { TRACKER_DOCUMENT_KIND } from '@ihrc/contract/tracker-document-kinds'
import { TRACKER_FAMILIES, TRACKER_FAMILY_KEYS, type TrackerFamilyKey, type TrackerFieldType } from '@ihrc/contract/tracker-families'
import { WAGE_BANDS_HINT } from '@ihrc/contract/wage-bands'
import { trackerBody, trackerCustomModule, type TrackerItem } from '@ihrc/contract/trackers'
import type { TrackerMissingItem } from '@ihrc/contract/tracker-grid'
import { endpoints } from '@ihrc/contract/endpoints'
import { rootReducer } from '@/store/root-reducer'
import type { FieldKind, ResourceColumn } from '@/components/resource/types'
import { createResourceSlice } from '@/store/resource-slice'
import { createTrackerSlice } from '@/store/tracker-slice'
import type { FamilyView } from './family-view'
import { formatAmount, formatCount, formatDate } from '@/components/ui/format'

/** The registrations each kind of setup offers the code filter (`pf-code` …). */
const CODE_LOOKUP = {
  pf_code: endpoints.pfSetup.pfCode,
  esi_code: endpoints.esiSetup.esiCode,
  ptrc_number: endpoints.ptSetup.ptrcCode,
  ptec_number: endpoints.ptSetup.ptecCode,
  registration_number: endpoints.lwfSetup.lwfCode,
} as const

const KIND: Record<TrackerFieldType, FieldKind> = { count: 'number', amount: 'number', text: 'text', date: 'date', wage_bands: 'text' }
/** Fields the list leaves to the row's View (the wage bands of a PT or LWF row: too long for a column). */
const IN_VIEW_ONLY: readonly TrackerFieldType[] = ['wage_bands']

const text = (value: string | null) => (value === null || value === '' ? '—' : value)
const SHOWN: Record<TrackerFieldType, (value: never) => string> = {
  amount: formatAmount,
  count: formatCount,
  date: formatDate,
  text,
  wage_bands: text,
}

/**
 * The six families as the tracker page shows them, each made from its entry of the
 * contract's family map: its slice (SPEC.md section 4, with its own section 8 texts),
 * its own columns and fields, its document kinds. A family added to the map shows up
 * here with no code of its own.
 */
function viewOf(key: TrackerFamilyKey): FamilyView {
  const family = TRACKER_FAMILIES[key]
  const rows = endpoints[`${key}Tracker`]
  const own = Object.entries(family.fields) as [string, { label: string; type: TrackerFieldType }][]
  const columns: ResourceColumn<TrackerItem>[] = own
    .filter(([, f]) => !IN_VIEW_ONLY.includes(f.type))
    .map(([name, { label, type }]) => ({
      key: name,
      header: label,
      align: type === 'amount' || type === 'count' ? 'end' : 'start',
      cell: (r) => SHOWN[type](r[name] as never),
    }))
  const resource = createTrackerSlice<TrackerItem>({
    name: `${key}Tracker`,
    endpoints: rows,
    messages: {
      list: FALLBACK[family.messages.fetch],
      get: FALLBACK[family.messages.fetch],
      create: FALLBACK[family.messages.create],
      update: FALLBACK[family.messages.update],
      remove: FALLBACK[family.messages.remove],
    },
  })
  const missing = createResourceSlice<TrackerMissingItem>({
    name: `${key}TrackerMissing`,
    endpoints: { list: rows.missing },
    messages: { list: FALLBACK[family.messages.fetch] },
  })
  // Mounted when the tracker page loads (store/root-reducer.ts: lazily injected slices).
  rootReducer.inject({ reducerPath: resource.reducerPath, reducer: resource.reducer })
  rootReducer.inject({ reducerPath: missing.reducerPath, reducer: missing.reducer })
  return {
    key,
    label: family.label,
    scheme: family.scheme,
    stem: family.stem,
    menu: family.menu,
    recordType: family.recordType,
    customFields: trackerCustomModule(key),
    columns,
    fields: own.map(([name, { label, type }]) => ({
      name,
      label,
      kind: KIND[type],
      amount: type === 'amount',
      ...(type === 'wage_bands' ? { placeholder: 'e.g. 10001m:12; 25001f:3', hint: WAGE_BANDS_HINT, wide: true } : {}),
    })),
    hiddenFields: own.filter(([, f]) => IN_VIEW_ONLY.includes(f.type)).map(([name, { label }]) => ({ name, label })),
    schema: trackerBody(family),
    documents: {
      endpoints: { document: rows.document, uploadDocument: rows.uploadDocument, removeDocument: rows.removeDocument },
      kinds: family.documents.map((kind) => ({ kind, label: TRACKER_DOCUMENT_KIND.labels[kind] })),
      present: (r: TrackerItem, kind) => r.documents[kind as keyof TrackerItem['documents']] ?? null,
    },
    exposure: 'arrears' in family,
    codeLookup: CODE_LOOKUP[family.codeField],
    codeLabel: family.codeLabel,
    resource,
    createFailed: FALLBACK[family.messages.create],
    missing,
    endpoints: rows,
  }
}

export const FAMILY_VIEWS: FamilyView[] = TRACKER_FAMILY_KEYS.map(viewOf)
