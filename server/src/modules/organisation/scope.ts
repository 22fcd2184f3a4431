/**
 * What a user limited to some branches (types `user` and `auditor`) sees of the
 * organisation, DOMAIN.md "Who uses it": a branch assigned to them, the company and group
 * one of those branches belongs to, and any company, group or branch they made themselves
 * (`created_by`), so that a granted create is not answered 404 for the record it made.
 * Every list, dropdown, export, by-id read and write of these resources, the dashboard's
 * filter lookups and the edit requests read them through this scope. Admins see them all
 * (branchScope asks no rule of them).
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { branches, companies, companyGroups } from '../../db/schema'
import { branchScope, qualified } from '../../lib/crud'
import type { AuthContext } from '../../plugins/access'

const ids = (branchIds: readonly number[]) => sql`${sql.param([...branchIds])}::int[]`
const madeBy = (column: PgColumn, userId: number) => sql`${qualified(column)} = ${userId}`

/** A branch of `branchIds`, or one the user made. */
export function branchOrgScope(branchIds: readonly number[], userId: number): SQL {
  return sql`(${qualified(branches.id)} = any(${ids(branchIds)}) or ${madeBy(branches.createdBy, userId)})`
}

/** A company one of `branchIds` belongs to, or one the user made. */
export function companyScope(branchIds: readonly number[], userId: number): SQL {
  return sql`(exists (select 1 from ${branches} b where b.company_id = ${qualified(companies.id)} and b.id = any(${ids(branchIds)}))
    or ${madeBy(companies.createdBy, userId)})`
}

/** A group with a company one of `branchIds` belongs to, or one the user made. */
export function companyGroupScope(branchIds: readonly number[], userId: number): SQL {
  return sql`(exists (select 1 from ${branches} b join ${companies} c on c.id = b.company_id
      where c.group_id = ${qualified(companyGroups.id)} and b.id = any(${ids(branchIds)}))
    or ${madeBy(companyGroups.createdBy, userId)})`
}

/** The branches, companies and groups `auth` sees, as conditions of a plain select on the table (dropdowns, sheets, a body's references). */
export const seenBranches = (auth: AuthContext): SQL[] => [eq(branches.tenantId, auth.tenantId), ...branchScope(auth, branchOrgScope)]
export const seenCompanies = (auth: AuthContext): SQL[] => [eq(companies.tenantId, auth.tenantId), ...branchScope(auth, companyScope)]
export const seenGroups = (auth: AuthContext): SQL[] => [eq(companyGroups.tenantId, auth.tenantId), ...branchScope(auth, companyGroupScope)]
