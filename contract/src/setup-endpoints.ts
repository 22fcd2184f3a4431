/**
 * The endpoint rows of the statutory setups, made from SETUPS (setup-kinds.ts): a setup
 * in the map has its routes here without another line. Written by Company holders,
 * read also by the trackers that pay against them (`setupReadMenus`); each with its code
 * lookups for the trackers' forms. Spread into `endpoints` (endpoints.ts) under
 * `pfSetup`, `esiSetup`, ….
 */
import { GET, POST, crud, grant, takesFile, type Endpoint } from './endpoint'
import { SETUPS, SETUP_WRITE_MENU, setupReadMenus, type SetupDef, type SetupKey } from './setup-kinds'

type Def<K extends SetupKey> = (typeof SETUPS)[K]
type CrudRows<Stem extends string> = ReturnType<typeof crud<Stem>>
type SheetRows = { template: Endpoint; bulkUpload: Endpoint; export: Endpoint }
/** A setup's rows: the standard six, its sheets and certificate when it has them, and its code lookups. */
export type SetupRows<D extends SetupDef> = CrudRows<D['stem']> &
  (D['upload'] extends string ? SheetRows : unknown) &
  (D['certificate'] extends true ? { document: Endpoint } : unknown) & { [Name in keyof D['codes']]: Endpoint }

/** `pf` → `pfSetup`: the key of a setup's rows in `endpoints`. */
export type SetupAreaKey<K extends SetupKey = SetupKey> = `${K}Setup`
export const setupAreaKey = <K extends SetupKey>(setup: K): SetupAreaKey<K> => `${setup}Setup`

/** The rows of the setup `key` whose entry is `def`: the standard six, and the rest by name. */
export function setupRows(key: SetupKey, def: SetupDef): CrudRows<string> & Record<string, Endpoint> {
  const alsoRead = setupReadMenus(key)
  const read = grant([SETUP_WRITE_MENU, ...alsoRead], 'list')
  const write = grant(SETUP_WRITE_MENU, 'create')
  const rows: CrudRows<string> & Record<string, Endpoint> = { ...crud(def.stem, SETUP_WRITE_MENU, undefined, alsoRead) }
  if (def.upload) {
    rows.template = GET(`${def.stem}/template/download`, write)
    rows.bulkUpload = takesFile(POST(`${def.stem}/${def.upload}`, write), 'spreadsheet')
    rows.export = GET(`${def.stem}/${def.stem}-data/export`, read)
  }
  if (def.certificate) {
    // Create and update take JSON, or multipart with the same fields plus the certificate.
    rows.create = takesFile(rows.create, 'document')
    rows.update = takesFile(rows.update, 'document')
    rows.document = GET(`${def.stem}/:id/document`, read)
  }
  for (const [name, code] of Object.entries(def.codes)) rows[name] = GET(code.path, read)
  return rows
}

export function setupEndpoints(): { [K in SetupKey as SetupAreaKey<K>]: SetupRows<Def<K>> } {
  return Object.fromEntries(
    Object.entries(SETUPS).map(([key, def]) => [setupAreaKey(key as SetupKey), setupRows(key as SetupKey, def)]),
  ) as {
    [K in SetupKey as SetupAreaKey<K>]: SetupRows<Def<K>>
  }
}
