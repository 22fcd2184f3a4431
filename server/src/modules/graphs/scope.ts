/**
 * The rows a graph counts: the caller's tenant (from the token), the branches they may
 * see, and the dashboard's filters (group, company, state, district, location, branch),
 * on records that hang off a branch (`branches` and `companies` joined by the caller).
 */
import { eq, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { GraphQuery } from '@ihrc/contract'
import { branches, companies } from '../../db/schema'
import { branchScope } from '../../lib/crud'
import type { AuthContext } from '../../plugins/access'

export interface GraphColumns {
  /** The counted table's tenant column. */
  tenant: PgColumn
  /** Its branch (a notice's may be empty). */
  branch: PgColumn
  /** The resource's own rule for a user limited to some branches, when not "the row's branch is theirs". */
  scope?: (branchIds: readonly number[]) => SQL
  /** Its company. */
  company: PgColumn
}

export function graphConditions(auth: AuthContext, query: GraphQuery, on: GraphColumns): SQL[] {
  const conds: SQL[] = [eq(on.tenant, auth.tenantId), ...branchScope(auth, on.scope ?? on.branch)]
  const filters: [number | undefined, PgColumn][] = [
    [query.group_id, companies.groupId],
    [query.company_id, on.company],
    [query.state_id, branches.stateId],
    [query.district_id, branches.districtId],
    [query.location_id, branches.locationId],
    [query.branch_id, on.branch],
  ]
  for (const [value, column] of filters) if (value !== undefined) conds.push(eq(column, value))
  return conds
}

/**
 * Which of `branches` and `companies` graphConditions' filters of `query` name, for a
 * counted table that holds its own branch (the rest of its conditions need no join).
 */
export function placeJoins(query: GraphQuery): { branches: boolean; companies: boolean } {
  const { group_id: group, company_id: company, state_id: state, district_id: district, location_id: location } = query
  return {
    branches: [group, company, state, district, location].some((v) => v !== undefined),
    companies: group !== undefined,
  }
}

/** Whether `query` names any place (group, company, state, district, location or branch). */
export function filtersPlaces(query: GraphQuery): boolean {
  return placeJoins(query).branches || query.branch_id !== undefined
}
