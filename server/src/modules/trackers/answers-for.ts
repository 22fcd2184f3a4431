/**
 * Who answers for a registration's payments (issue 23): a registration (PF, ESI, PT or
 * LWF setup) has no owner or approver of its own (DOMAIN.md "Statutory setups"), so the
 * people a missing payment concerns are those who record them: the tenant's active
 * admins, and active users holding Create on the family's tracker menu at a branch the
 * registration is under (setups/scope.ts, the same reach that shows them its rows).
 * Auditors never record a row, so a missing one is not theirs to chase. One rule for
 * the sweep's recipients and the calendar feed's registrations.
 */
import { sql, type SQL } from 'drizzle-orm'
import { permission, type MenuKey, type TrackerFamilyDef } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import type { SetupTable } from '../setups/setup-shapes'
import { registrationReachedBy } from '../setups/scope'
import { SETUP_KINDS } from './registrations'

/** True for a user row aliased `u` who answers for `table`'s row (the table named in the query's from). */
export function answersFor(family: TrackerFamilyDef, table: SetupTable): SQL {
  const records = permission(family.menu as MenuKey, 'create')
  return sql`(u.tenant_id = ${table.tenantId} and u.status = 'active' and (u.type = 'admin' or (u.type = 'user'
    and ${records} = any(u.permissions || coalesce((select r.permissions from roles r where r.id = u.role_id), '{}'::text[]))
    and ${registrationReachedBy(sql`u.branch_ids`, {
      companyId: table.companyId,
      stateId: table.stateId,
      districtId: table.districtId,
      locationId: table.locationId,
    })})))`
}

/** The ids of the people who answer for `table`'s row, as an int[]. */
export function peopleAnsweringFor(family: TrackerFamilyDef, table: SetupTable): SQL {
  return sql`array(select u.id from users u where ${answersFor(family, table)} order by u.id)`
}

/** The ids of the family's registrations `userId` answers for (all of the tenant's for an admin). */
export async function registrationsAnsweredBy(db: DbOrTx, userId: number, family: TrackerFamilyDef): Promise<Set<number>> {
  const { table } = SETUP_KINDS[family.setup]
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`exists (select 1 from users u where u.id = ${userId} and ${answersFor(family, table)})`)
  return new Set(rows.map((r) => r.id as number))
}
