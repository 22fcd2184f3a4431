/**
 * A branch made by a user limited to some branches becomes one of theirs (added to their
 * `branch_ids`, in the insert's transaction): everything kept under a branch (agreements,
 * notices, registrations, trackers) is scoped by the assigned branches, so the branch they
 * made is theirs to work in, and their admin sees it in the user's branch list. Admins see
 * every branch already: nothing is assigned to them.
 */
import { and, eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'

export async function assignToCreator({ db, auth }: RequestContext, branchIds: number[]): Promise<void> {
  if (auth.branchIds === null || !branchIds.length) return
  await db
    .update(users)
    .set({ branchIds: sql`${users.branchIds} || ${sql.param(branchIds)}::int[]`, updatedAt: new Date() })
    .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)))
  // The guard read the caller's branches at the start of this request; the rest of it (the
  // create reads its branch back) sees them as the next request will.
  auth.branchIds.push(...branchIds)
}
