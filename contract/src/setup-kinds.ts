/**
 * The four statutory setups as ONE typed map of plain data (no zod: the endpoint table
 * reads it, and the console's first chunks must not pull the setups' schemas in). Their
 * endpoint rows (setup-endpoints.ts), the server's routes, sheets and code lookups
 * (server/src/modules/setups) are made from it; the wire shapes are in setups.ts.
 */
import type { MenuKey } from './permissions'
import type { CustomFieldModule } from './settings'
import type { TrackerCodeField, TrackerSetupKind } from './tracker-families'

export interface SetupCodeDef {
  /** Path of the lookup (API.md: `pf-code`, …), relative to the API prefix. */
  readonly path: string
  /** The setup's field that is the code (a tracker row's `codeField`). */
  readonly field: TrackerCodeField
}

export interface SetupDef {
  /** Path stem of its routes (`pfsetup`). */
  readonly stem: string
  /** Its name in titles and messages: `PF` → "PF setup", "PF setups". */
  readonly label: string
  /** Its module in Global Settings → Custom Fields. */
  readonly customFields: CustomFieldModule
  /** Its code lookups for the trackers' forms, by their row names in the endpoint table. */
  readonly codes: Readonly<Record<string, SetupCodeDef>>
  /** The bulk upload's path under the stem (API.md: ESI `bulk-upload`, PT and LWF `bulk-create`); null: no sheets. */
  readonly upload: string | null
  /** Create and update also take its certificate as multipart `file` (`GET {stem}/:id/document` serves it). */
  readonly certificate: boolean
  /** A state levy: the state is required. */
  readonly stateRequired: boolean
}

export const SETUPS = {
  pf: {
    stem: 'pfsetup',
    label: 'PF',
    customFields: 'pf_setup',
    codes: { pfCode: { path: 'pf-code', field: 'pf_code' } },
    upload: null,
    certificate: false,
    stateRequired: false,
  },
  esi: {
    stem: 'esisetup',
    label: 'ESI',
    customFields: 'esi_setup',
    codes: { esiCode: { path: 'esi-code', field: 'esi_code' } },
    upload: 'bulk-upload',
    certificate: false,
    stateRequired: false,
  },
  pt: {
    stem: 'ptsetup',
    label: 'PT',
    customFields: 'pt_setup',
    codes: { ptrcCode: { path: 'ptrc-code', field: 'ptrc_number' }, ptecCode: { path: 'ptec-code', field: 'ptec_number' } },
    upload: 'bulk-create',
    certificate: false,
    stateRequired: true,
  },
  lwf: {
    stem: 'lwfsetup',
    label: 'LWF',
    customFields: 'lwf_setup',
    codes: { lwfCode: { path: 'lwf-code', field: 'registration_number' } },
    upload: 'bulk-create',
    certificate: true,
    stateRequired: true,
  },
} as const satisfies Record<TrackerSetupKind, SetupDef>

export type SetupKey = keyof typeof SETUPS

/** Writes need Company Setup → Company; it also reads. */
export const SETUP_WRITE_MENU = 'company.company' satisfies MenuKey

/**
 * The tracker menus whose holders may also read a setup and its code lookups: the
 * families that pay against it (made with the family map, so a family added to
 * TRACKER_FAMILIES reads its setup without another line).
 */
export { setupReadMenus } from './tracker-families'
