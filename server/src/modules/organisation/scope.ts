/**
 * What a user limited to some branches (types `user` and `auditor`) sees of the
 * organisation, DOMAIN.md "Who uses it": a branch assigned to them, the company and group
 * one of those branches belongs to, and any company or group they made themselves
 * (`created_by`), so that a granted create is not answered 404 for the record it made. A
 * branch they make is assigned to them (assign-to-creator.ts): seen as one of theirs.
 * Every list, dropdown, export, by-id read and write of these resources, the dashboard's
 * filter lookups and the edit requests read them through this scope. Admins see them all
 * (branchScope asks no rule of them).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { branches, companies, companyGroups } from '../../db/schema'
import { branchIdArray, branchScope, qualified, type BranchIds, type UserRef } from '../../lib/crud'
import type { AuthContext } from '../../plugins/access'

const madeBy = (column: PgColumn, userId: UserRef) => sql`${qualified(column)} = ${userId}`

/** A company one of `branchIds` belongs to, or one the user made. */
export function companyScope(branchIds: BranchIds, userId: UserRef): SQL {
  return sql`(exists (select 1 from ${branches} b where b.company_id = ${qualified(companies.id)} and b.id = any(${branchIdArray(branchIds)}))
    or ${madeBy(companies.createdBy, userId)})`
}

/**
 * For rows kept under a company (`companyId`, their column) rather than a branch: the
 * company is one companyScope shows the user (a notice of the whole company).
 */
export function underSeenCompany(companyId: PgColumn, branchIds: BranchIds, userId: UserRef): SQL {
  return sql`exists (select 1 from ${companies} where ${qualified(companies.id)} = ${qualified(companyId)} and ${companyScope(branchIds, userId)})`
}

/** A group with a company one of `branchIds` belongs to, or one the user made. */
export function companyGroupScope(branchIds: BranchIds, userId: UserRef): SQL {
  return sql`(exists (select 1 from ${branches} b join ${companies} c on c.id = b.company_id
      where c.group_id = ${qualified(companyGroups.id)} and b.id = any(${branchIdArray(branchIds)}))
    or ${madeBy(companyGroups.createdBy, userId)})`
}

/** How many of a company's branches are among `seen` (conditions on branches): the company list's count. */
export const branchesCounted = (seen: SQL[] = []) =>
  sql<number>`(select count(*) from ${branches} where ${qualified(branches.companyId)} = ${qualified(companies.id)} and ${and(sql`true`, ...seen)})`.mapWith(
    Number,
  )

/** How many of a group's companies are among `seen` (conditions on companies): the group list's count. */
export const companiesCounted = (seen: SQL[] = []) =>
  sql<number>`(select count(*) from ${companies} where ${qualified(companies.groupId)} = ${qualified(companyGroups.id)} and ${and(sql`true`, ...seen)})`.mapWith(
    Number,
  )

/** The branches, companies and groups `auth` sees, as conditions of a plain select on the table (dropdowns, sheets, a body's references). */
export const seenBranches = (auth: AuthContext): SQL[] => [eq(branches.tenantId, auth.tenantId), ...branchScope(auth, branches.id)]
export const seenCompanies = (auth: AuthContext): SQL[] => [eq(companies.tenantId, auth.tenantId), ...branchScope(auth, companyScope)]
export const seenGroups = (auth: AuthContext): SQL[] => [eq(companyGroups.tenantId, auth.tenantId), ...branchScope(auth, companyGroupScope)]
