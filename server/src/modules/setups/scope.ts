/**
 * Which statutory registrations a user limited to some branches may see (and so their
 * tracker rows, code lookups, grids and exports): those of a company they hold a branch
 * of, at a place one of those branches is at. A registration names its place as far as it
 * goes (a PF code of the whole company names none; an LWF registration its state; an ESI
 * sub-code its location): each part it names must be the branch's. Admins see them all.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { branches } from '../../db/schema'
import { branchIdArray, qualified, type BranchIds } from '../../lib/crud'

/** A registration's company and place, as SQL of the row being judged. */
export interface RegistrationPlace {
  companyId: SQL | PgColumn
  stateId: SQL | PgColumn
  districtId: SQL | PgColumn
  locationId: SQL | PgColumn
}

/**
 * True for a place aliased `b` (a branch, or any row with its `company_id`, `state_id`,
 * `district_id` and `location_id`) that the registration is under: same company, and
 * each part of the place it names.
 */
export function placeUnder(place: RegistrationPlace): SQL {
  return sql`b.company_id = ${place.companyId}
    and (${place.stateId} is null or b.state_id = ${place.stateId})
    and (${place.districtId} is null or b.district_id = ${place.districtId})
    and (${place.locationId} is null or b.location_id = ${place.locationId})`
}

/**
 * True for a registration one of `branchIds` is under (placeUnder). `branchIds` is a
 * caller's list, or SQL of an int[] (a user's `branch_ids` column, when the question is
 * who is under it: trackers/answers-for.ts).
 */
export function registrationReachedBy(branchIds: BranchIds, place: RegistrationPlace): SQL {
  return sql`exists (select 1 from ${branches} b where b.id = any(${branchIdArray(branchIds)}) and ${placeUnder(place)})`
}

/** The scope of a setup table's own rows (its columns written table-qualified, so the condition holds in updates and subqueries). */
export function setupScope(t: RegistrationPlace & { companyId: PgColumn; stateId: PgColumn; districtId: PgColumn; locationId: PgColumn }) {
  return (branchIds: BranchIds) =>
    registrationReachedBy(branchIds, {
      companyId: qualified(t.companyId),
      stateId: qualified(t.stateId),
      districtId: qualified(t.districtId),
      locationId: qualified(t.locationId),
    })
}
