/**
 * Statutory setups (DOMAIN.md "Statutory setups"): one table per scheme, each with the
 * shared company/place columns of `setupColumns()`. Signatories are a jsonb array on the
 * row: a handful per registration, always read and written with it, never queried on
 * their own (their user ids are checked against the tenant on write).
 */
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, unique, uniqueIndex, type ExtraConfigColumn } from 'drizzle-orm/pg-core'
import { ESI_CODE_TYPE, REMITTANCE_FREQUENCY, REMITTANCE_MODE, type Signatory } from '@ihrc/contract'
import { sortIndexes, trigramIndexes } from './list-indexes'
import { companies, storedFiles } from './organisation'
import { districts, locations, states } from './reference'
import { tenantColumns } from './tenant'

/** The columns every setup has: tenant, company, place and registration date. */
/** The columns every setup table has: the tenant's, the company and the place, the registration date. */
export function setupColumns() {
  return {
    ...tenantColumns(),
    // Restrict: a company with setups answers 409 on delete.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    locationId: integer('location_id').references(() => locations.id),
    registrationDate: date('registration_date', { mode: 'string' }),
  }
}

type Columns<K extends string> = Record<K, ExtraConfigColumn>
/** Filter indexes (company, state) and the sort and search indexes of the list. */
function setupIndexes(
  name: string,
  t: Columns<'tenantId' | 'id' | 'companyId' | 'stateId' | 'registrationDate' | 'createdAt'>,
  code: ExtraConfigColumn,
) {
  return [
    // What tracker rows' (setup, company) foreign keys point at: a row's company is its registration's.
    unique(`${name}_id_company_uq`).on(t.id, t.companyId),
    index(`${name}_tenant_company_idx`).on(t.tenantId, t.companyId),
    index(`${name}_tenant_state_idx`).on(t.tenantId, t.stateId),
    ...trigramIndexes(name, [code]),
    ...sortIndexes(name, t, [code, t.registrationDate, t.createdAt]),
  ]
}

const signatories = () => jsonb('signatories').$type<Signatory[]>().notNull().default([])

export const pfSetups = pgTable(
  'pf_setups',
  {
    ...setupColumns(),
    pfCode: text('pf_code').notNull(),
    certificate: text('certificate'),
    portalUser: text('portal_user'),
    /** AES-256-GCM of the portal password (modules/setups/portal-secret.ts); never sent to a client. */
    portalPasswordSealed: text('portal_password_sealed'),
    signatories: signatories(),
  },
  (t) => [uniqueIndex('pf_setups_tenant_code_uq').on(t.tenantId, t.pfCode), ...setupIndexes('pf_setups', t, t.pfCode)],
)

export const esiSetups = pgTable(
  'esi_setups',
  {
    ...setupColumns(),
    esiCode: text('esi_code').notNull(),
    codeType: text('code_type', { enum: ESI_CODE_TYPE.values }),
    certificate: text('certificate'),
    signatories: signatories(),
  },
  (t) => [uniqueIndex('esi_setups_tenant_code_uq').on(t.tenantId, t.esiCode), ...setupIndexes('esi_setups', t, t.esiCode)],
)

export const ptSetups = pgTable(
  'pt_setups',
  {
    ...setupColumns(),
    ptrcNumber: text('ptrc_number'),
    ptecNumber: text('ptec_number'),
    remittanceMode: text('remittance_mode', { enum: REMITTANCE_MODE.values }),
    ptrcFrequency: text('ptrc_frequency', { enum: REMITTANCE_FREQUENCY.values }),
    ptecFrequency: text('ptec_frequency', { enum: REMITTANCE_FREQUENCY.values }),
    certificate: text('certificate'),
  },
  (t) => [
    uniqueIndex('pt_setups_tenant_ptrc_uq')
      .on(t.tenantId, t.ptrcNumber)
      .where(sql`${t.ptrcNumber} is not null`),
    uniqueIndex('pt_setups_tenant_ptec_uq')
      .on(t.tenantId, t.ptecNumber)
      .where(sql`${t.ptecNumber} is not null`),
    ...trigramIndexes('pt_setups', [t.ptecNumber]),
    ...setupIndexes('pt_setups', t, t.ptrcNumber),
  ],
)

export const lwfSetups = pgTable(
  'lwf_setups',
  {
    ...setupColumns(),
    registrationNumber: text('registration_number').notNull(),
    remittanceMode: text('remittance_mode', { enum: REMITTANCE_MODE.values }),
    frequency: text('frequency', { enum: REMITTANCE_FREQUENCY.values }),
    /** The registration certificate (multipart create). */
    certificateFileId: integer('certificate_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('lwf_setups_tenant_state_number_uq').on(t.tenantId, t.stateId, t.registrationNumber),
    ...setupIndexes('lwf_setups', t, t.registrationNumber),
  ],
)
