/**
 * Where a family's rows meet their registrations: the setup table of each kind, the row's
 * column pointing at it, the setup column that is the row's code, and the frequency the
 * due rules match (PT and LWF registrations choose theirs where the state offers several).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { RuleFrequency, StatutoryFact, TrackerCodeField, TrackerFamilyDef, TrackerFamilyKey, TrackerSetupKind } from '@ihrc/contract'
import { esiSetups, lwfSetups, pfSetups, ptSetups, trackerRows } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import type { SetupTable } from '../setups/setup-shapes'
import { setupScope } from '../setups/scope'
import { periodOf } from './derived'

export const SETUP_KINDS = {
  pf: { table: pfSetups, rowColumn: trackerRows.pfSetupId, rowKey: 'pfSetupId' },
  esi: { table: esiSetups, rowColumn: trackerRows.esiSetupId, rowKey: 'esiSetupId' },
  pt: { table: ptSetups, rowColumn: trackerRows.ptSetupId, rowKey: 'ptSetupId' },
  lwf: { table: lwfSetups, rowColumn: trackerRows.lwfSetupId, rowKey: 'lwfSetupId' },
} as const satisfies Record<TrackerSetupKind, { table: SetupTable; rowColumn: PgColumn; rowKey: keyof typeof trackerRows.$inferInsert }>

export const CODE_COLUMNS = {
  pf_code: { code: pfSetups.pfCode, frequency: null },
  esi_code: { code: esiSetups.esiCode, frequency: null },
  ptrc_number: { code: ptSetups.ptrcNumber, frequency: ptSetups.ptrcFrequency },
  ptec_number: { code: ptSetups.ptecNumber, frequency: ptSetups.ptecFrequency },
  registration_number: { code: lwfSetups.registrationNumber, frequency: lwfSetups.frequency },
} as const satisfies Record<TrackerCodeField, { code: PgColumn; frequency: PgColumn | null }>

export interface Registration {
  id: number
  code: string | null
  companyId: number
  stateId: number | null
  frequency: RuleFrequency | null
}

/**
 * The condition on a setup table's rows a caller sees (all of the tenant's for admins;
 * for users limited to some branches, those of their companies and places: setups/scope.ts).
 */
export function visibleRegistrations(table: SetupTable, auth: RequestContext['auth']): SQL {
  const own = eq(table.tenantId, auth.tenantId)
  if (auth.branchIds === null) return own
  return and(own, auth.branchIds.length ? setupScope(table)(auth.branchIds) : sql`false`)!
}

/**
 * The condition on a setup table's rows that they owe the family: every registration of
 * its setup, but for a family owed only where recorded (PF IW), those a row of it was ever
 * recorded for. The one rule the grid, the narrow grid (the dashboard) and the reminders read.
 */
export function owesFamily(key: TrackerFamilyKey, family: TrackerFamilyDef): SQL | undefined {
  if (!family.owedWhereRecorded) return undefined
  const { table, rowColumn } = SETUP_KINDS[family.setup]
  return sql`exists (select 1 from ${trackerRows} where ${trackerRows.tenantId} = ${table.tenantId} and ${trackerRows.family} = ${key} and ${rowColumn} = ${table.id})`
}

/** The family's registrations the caller sees (those of `ids`, or of `companyId`, or all), for code lookups and row values. */
export async function registrationsOf(
  { db, auth }: RequestContext,
  family: TrackerFamilyDef,
  only: { ids?: number[]; companyId?: number } = {},
): Promise<Registration[]> {
  const { table } = SETUP_KINDS[family.setup]
  const { code, frequency } = CODE_COLUMNS[family.codeField]
  return db
    .select({ id: table.id, code, companyId: table.companyId, stateId: table.stateId, frequency: frequency ?? sql<null>`null` })
    .from(table)
    .where(
      and(
        visibleRegistrations(table, auth),
        only.ids && inArray(table.id, only.ids),
        only.companyId === undefined ? undefined : eq(table.companyId, only.companyId),
      ),
    ) as Promise<Registration[]>
}

/**
 * A row's period is the first month of its period under the registration's rule (an LWF
 * half-year is written 2025-04, not 2025-05): the issue when it is not, else null.
 */
export function periodStartIssue(rules: readonly StatutoryFact[], family: TrackerFamilyDef, reg: Registration, period: string) {
  const found = periodOf(rules, family, { state_id: reg.stateId, period, frequency: reg.frequency })
  const first = found.start.slice(0, 7)
  return first !== period ? { field: 'period', message: `Enter the first month of the period: ${first}` } : null
}
