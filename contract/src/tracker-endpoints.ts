/**
 * The endpoint rows of the six remittance tracker families (API.md "Remittance
 * trackers"), made from TRACKER_FAMILIES: a family in the map has its routes here
 * without another line. Spread into `endpoints` (endpoints.ts) under `pfTracker`,
 * `esiTracker`, ….
 */
import { DELETE, GET, POST, PUT, grant, takesFile } from './endpoint'
import type { MenuKey } from './permissions'
import { TRACKER_FAMILIES, type TrackerFamilyKey } from './tracker-families'

/**
 * A family's routes, named as the factory's rows (CrudRows) so the server registers them
 * as they are; only their paths are the trackers' own (API.md). Update and document uploads need only the family's View grant at
 * the door: who may change a row is the server's per-row rule (admins and holders of
 * Edit always; the uploader for 24 hours; anyone else sends an edit request), and a
 * refusal there says what to do instead.
 */
export function trackerRows<const Stem extends string>(stem: Stem, menu: MenuKey) {
  const read = grant(menu, 'list')
  return {
    list: GET(stem, read),
    get: GET(`${stem}/:id`, read),
    create: POST(stem, grant(menu, 'create')),
    update: PUT(`${stem}/:id`, read),
    remove: DELETE(`${stem}/:id`, grant(menu, 'delete')),
    history: GET(`${stem}/:id/history`, read),
    template: GET(`${stem}/export-data`, grant(menu, 'create')),
    bulkUpload: takesFile(POST(`${stem}/bulk-upload`, grant(menu, 'create')), 'spreadsheet'),
    export: GET(`${stem}/export-all`, read),
    /** Multipart, fields `file` and `kind` (API.md). */
    uploadDocument: takesFile(POST(`${stem}/upload/:id`, read), 'document'),
    document: GET(`${stem}/:id/document/:kind`, read),
    removeDocument: DELETE(`${stem}/:id/document/:kind`, read),
    grid: GET(`${stem}/grid`, read),
    gridExport: GET(`${stem}/grid/export`, read),
    /** Periods past their due date with no row at all (the list's "Missing"). */
    missing: GET(`${stem}/missing`, read),
    missingExport: GET(`${stem}/missing/export`, read),
  }
}

type Rows<K extends TrackerFamilyKey> = ReturnType<typeof trackerRows<(typeof TRACKER_FAMILIES)[K]['stem']>>
/** `pf` → `pfTracker`: the key of a family's rows in `endpoints`. */
export type TrackerAreaKey<K extends TrackerFamilyKey = TrackerFamilyKey> = `${K}Tracker`
export const trackerAreaKey = <K extends TrackerFamilyKey>(family: K): TrackerAreaKey<K> => `${family}Tracker`

export function trackerEndpoints(): { [K in TrackerFamilyKey as TrackerAreaKey<K>]: Rows<K> } {
  return Object.fromEntries(Object.entries(TRACKER_FAMILIES).map(([key, f]) => [`${key}Tracker`, trackerRows(f.stem, f.menu)])) as {
    [K in TrackerFamilyKey as TrackerAreaKey<K>]: Rows<K>
  }
}
