/**
 * The shape of a scope rule (how a user limited to some branches sees a resource's rows),
 * apart from row-scope.ts so that the resource spec (types.ts) can name it without an
 * import cycle.
 */
import type { SQL } from 'drizzle-orm'

/**
 * A user's branches as a rule is asked them: the caller's list, or SQL of an int[] (the
 * `branch_ids` column, when a query asks of every user whether they see a row: who is
 * told of an edit request).
 */
export type BranchIds = readonly number[] | SQL
/** A user's id as a rule is asked it: the caller's, or SQL of each user's (as BranchIds). */
export type UserRef = number | SQL

/**
 * The rule a user limited to `branchIds` sees a resource's rows by. A rule that takes the
 * user's id too (rows they see because they made them) is asked even of a user holding no
 * branch; one that takes the branches alone is not: such a user sees none of its rows, and
 * the query says so plainly (`false`) instead of testing every row against an empty list.
 */
export type ScopeRule = (branchIds: BranchIds, userId: UserRef) => SQL
/** A rule asked of the caller alone (every ScopeRule is one; the dashboard's graphs type theirs so). */
export type CallerRule = (branchIds: readonly number[], userId: number) => SQL
