/**
 * The shapes every setup shares: its table's place columns, the body and the item. Below
 * define-setup.ts and setup-sheet.ts, which both use them (the sheet used to import them
 * from define-setup, which imports the sheet: a cycle).
 */
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Signatory } from '@ihrc/contract'
import type { TenantTable } from '../../lib/crud'

export type SetupTable = TenantTable & {
  companyId: PgColumn
  stateId: PgColumn
  districtId: PgColumn
  locationId: PgColumn
  registrationDate: PgColumn
  createdAt: PgColumn
}

/** The body fields every setup has. */
export interface PlaceBody extends Record<string, unknown> {
  company_id: number
  state_id: number | null
  district_id: number | null
  location_id: number | null
  registration_date: string | null
  signatories?: Signatory[]
}

export interface PlaceItem {
  id: number
  company_id: number
  company_name: string
  state_id: number | null
  state_name: string | null
  district_id: number | null
  district_name: string | null
  location_id: number | null
  location_name: string | null
  registration_date: string | null
  created_at: string
  updated_at: string
}
