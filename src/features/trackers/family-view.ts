import type { CustomFieldModule, MenuKey, StatutoryScheme, TrackerItem, TrackerMissingItem } from '@ihrc/contract'
import type { Endpoint } from '@ihrc/contract/endpoints'
import type { z } from 'zod'
import type { DocumentsConfig, FieldConfig, ResourceColumn } from '@/components/resource/types'
import type { TaggedEndpoint } from '@/services/cache-tags'
import type { WriteRow } from '@/services/write'
import type { Resource } from '@/store/resource-slice'
import type { Tracker } from '@/store/tracker-slice'

/** What the one tracker page needs of a family, made from the contract's family map (families.ts). */
export interface FamilyView {
  key: string
  /** "PF", "PT RC". */
  label: string
  /** Whose statutory rules date its rows (the rule behind a due date is opened by it). */
  scheme: StatutoryScheme
  stem: string
  menu: MenuKey
  /** Its record type in the edit-request flow (`pf_tracker`). */
  recordType: string
  /** Its module in Global Settings → Custom Fields: the form and table show the tenant's fields. */
  customFields: CustomFieldModule
  /** The family's own columns and edit fields, after the shared ones. */
  columns: ResourceColumn<TrackerItem>[]
  fields: FieldConfig[]
  /** Own fields shown in the row's View but not as list columns (wage bands). */
  hiddenFields: { name: string; label: string }[]
  /** The update body's schema (the server's own rules). */
  schema: z.ZodType
  documents: DocumentsConfig
  /** PF and ESI rows carry interest and damages exposure. */
  exposure: boolean
  /** The company's registrations this family pays against (`pf-code` …). */
  codeLookup: Endpoint
  codeLabel: string
  resource: Tracker<TrackerItem>
  /** SPEC.md section 8's text for a create (an upload or an added row) the server gives no message for. */
  createFailed: string
  /** The list's "Missing": periods past due with no row (a view of its own, with the same filters). */
  missing: Resource<TrackerMissingItem>
  endpoints: {
    /** Its path is the family's cache tag: the grid and the list refetch on any write to its rows. */
    list: TaggedEndpoint
    template: Endpoint
    bulkUpload: WriteRow
    export: Endpoint
    history: Endpoint<`${string}/:id/history`>
    grid: Endpoint
    gridExport: Endpoint
    missingExport: Endpoint
  }
}
