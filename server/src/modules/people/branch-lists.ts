/**
 * People's branch lists changed outside User Setup (a branch deleted, a branch given to
 * the limited user who made it) leave the same trace as an admin's edit of them: each
 * person changed gets the entry User Setup's update writes (`branch_ids`, before and
 * after, on their User Setup or External User trail), in the caller's transaction, so a
 * person's history says why their branches changed.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import type { AuditRecord } from '../../lib/crud/audit-trail'
import { recordAudit } from '../../lib/crud/audit-trail'
import type { RequestContext } from '../../lib/crud'
import { users } from '../../db/schema'
import { PERSON_TRAIL } from './person-record'

type Changed = { id: number; is_external: boolean; before: number[]; after: number[] }

/**
 * Sets `branch_ids` to `to(current list)` for the tenant's people matching `who` (a
 * condition on `users`), in one statement, and writes an entry for each whose list changed.
 */
export async function rewriteBranchLists({ db, auth }: RequestContext, who: SQL, to: (current: SQL) => SQL): Promise<void> {
  // The CTE reads (and locks) the lists as they were: RETURNING sees only the new ones.
  const { rows } = await db.execute<Changed>(sql`
    with was as (
      select ${users.id} as id, ${users.branchIds} as branch_ids from ${users}
      where ${eq(users.tenantId, auth.tenantId)} and ${who} for update
    )
    update ${users} u set branch_ids = ${to(sql`u.branch_ids`)}, updated_at = now()
    from was where u.id = was.id
    returning u.id, u.is_external, was.branch_ids as before, u.branch_ids as after`)
  const entries: AuditRecord[] = rows
    .filter((r) => r.before.join() !== r.after.join())
    .map((r) => ({
      resource: r.is_external ? PERSON_TRAIL.external : PERSON_TRAIL.staff,
      recordId: r.id,
      action: 'update',
      changes: [{ field: 'branch_ids', before: r.before, after: r.after }],
    }))
  await recordAudit(db, auth, entries)
}

/** Every person of the tenant who holds `branchId` loses it (the branch is being deleted). */
export const dropBranchFromLists = (ctx: RequestContext, branchId: number) =>
  rewriteBranchLists(ctx, sql`${users.branchIds} @> array[${branchId}]::int[]`, (list) => sql`array_remove(${list}, ${branchId})`)
