/**
 * A branch made by a user limited to some branches becomes one of theirs (added to their
 * `branch_ids`, in the insert's transaction): everything kept under a branch (agreements,
 * notices, registrations, trackers) is scoped by the assigned branches, so the branch they
 * made is theirs to work in, and their admin sees it in the user's branch list and, on
 * the user's history, when and how it came there (one entry per create or bulk upload:
 * the factory runs afterInsert once for all of an upload's branches). Admins see every branch already: nothing is
 * assigned to them.
 */
import { eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { RequestContext } from '../../lib/crud'
import { rewriteBranchLists } from '../people/branch-lists'

export async function assignToCreator(ctx: RequestContext, branchIds: number[]): Promise<void> {
  const { auth } = ctx
  if (auth.branchIds === null || !branchIds.length) return
  await rewriteBranchLists(ctx, eq(users.id, auth.userId), (list) => sql`${list} || ${sql.param(branchIds)}::int[]`)
  // The guard read the caller's branches at the start of this request; the rest of it (the
  // create reads its branch back) sees them as the next request will.
  auth.branchIds.push(...branchIds)
}
