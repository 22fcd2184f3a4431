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
import type { TrackerFamilyDef } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import type { SetupTable } from '../setups/setup-shapes'
import { branches } from '../../db/schema'
import { seesEveryBranch, userCan } from '../people/can-sql'
import { placeUnder, registrationReachedBy } from '../setups/scope'
import { SETUP_KINDS } from './registrations'

/** True for a user row aliased `u` who records the family's rows somewhere: an active admin, or an active user holding Create on its tracker menu. */
function recordsFamily(family: TrackerFamilyDef): SQL {
  return sql`(u.status = 'active' and ${userCan('u', family.menu, 'create')})`
}

/** `table`'s place, written for placeUnder and registrationReachedBy. */
const placeOf = (table: SetupTable) => ({
  companyId: table.companyId,
  stateId: table.stateId,
  districtId: table.districtId,
  locationId: table.locationId,
})

/** True for a recorder `u` whose reach takes in `table`'s row: every one for an admin, those under their branches for a user. */
function reaches(table: SetupTable): SQL {
  return sql`(${seesEveryBranch('u')} or ${registrationReachedBy(sql`u.branch_ids`, placeOf(table))})`
}

/** True for a user row aliased `u` who answers for `table`'s row (the table named in the query's from). */
export function answersFor(family: TrackerFamilyDef, table: SetupTable): SQL {
  return sql`(u.tenant_id = ${table.tenantId} and ${recordsFamily(family)} and ${reaches(table)})`
}

/**
 * The tenant's registrations among `ids`, each with the people who answer for it
 * (`id`, `tenant_id`, `people` as an int[]), for many registrations at once: the family's
 * recorders are read once, and only they are matched against each registration's place
 * (a few people in a tenant of hundreds), rather than every user for every registration.
 * A user's places (the distinct company, state, district and location of their branches)
 * are also worked out once: matched branch by branch, each pair of registration and
 * recorder went through the recorder's whole `branch_ids`: 10,000 pairs, over half of
 * the sweep's missing-payment statement at 500 registrations (bench/README.md, session s38).
 */
export function registrationsWithPeople(family: TrackerFamilyDef, table: SetupTable, tenantId: number, ids: readonly number[]): SQL {
  return sql`
    with recorder as materialized (select u.id, u.type, u.branch_ids from users u where u.tenant_id = ${tenantId} and ${recordsFamily(family)}),
    recorder_place as materialized (
      select distinct u.id as user_id, b.company_id, b.state_id, b.district_id, b.location_id
      from recorder u join ${branches} b on b.id = any(u.branch_ids) where not ${seesEveryBranch('u')})
    select ${table.id} as id, ${table.tenantId} as tenant_id,
           array(select u.id from recorder u
                 where ${seesEveryBranch('u')} or exists (select 1 from recorder_place b where b.user_id = u.id and ${placeUnder(placeOf(table))})
                 order by u.id) as people
    from ${table} where ${table.tenantId} = ${tenantId} and ${table.id} = any(${sql.param([...ids])}::int[])`
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
