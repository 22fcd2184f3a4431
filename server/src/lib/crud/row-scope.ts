/**
 * Which rows of a resource a caller sees: the one place that says it. Reads, writes,
 * locks and the prepared list statements all take their visibility from here.
 */
import { and, eq, inArray, is, sql, SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { AuthContext } from '../../plugins/access'
import type { TenantTable } from './types'
import type { BranchIds, CallerRule, ScopeRule, UserRef } from './scope-rule'

/** `branchIds` as SQL of an int[], for `= any(…)`. */
export const branchIdArray = (branchIds: BranchIds): SQL =>
  is(branchIds, SQL) ? branchIds : sql`${sql.param([...(branchIds as readonly number[])])}::int[]`

/**
 * The condition a user limited to some branches sees rows by: the row's branch column is
 * one of theirs, or `rule` for rows of no one branch (see ScopeRule for a user holding no
 * branch); no condition for a user who sees every branch. Also used by reads outside a
 * resource (the dashboard's counts).
 */
export function branchScope(auth: AuthContext, rule: SQLWrapper | CallerRule): SQL[] {
  if (auth.branchIds === null) return []
  return [limitedBy(auth.branchIds, auth.userId, rule)]
}

function limitedBy<B extends BranchIds, U extends UserRef>(branchIds: B, userId: U, rule: SQLWrapper | ((b: B, u: U) => SQL)): SQL {
  const asksUser = typeof rule === 'function' && rule.length > 1
  const list = is(branchIds, SQL) ? null : (branchIds as readonly number[])
  if (list && !list.length && !asksUser) return sql`false`
  if (typeof rule === 'function') return rule(branchIds, userId)
  return list ? inArray(rule, list) : sql`${rule} = any(${branchIds})`
}

/**
 * A resource's whole rule for a user limited to some branches (its branch column and its
 * scope) as one ScopeRule, for a query that asks it of rows of another table (the edit
 * requests on its records) or of other users (who is told of them); null when it has
 * none: such a user sees every row of the tenant.
 */
export function scopeRuleOf({ branchColumn, scope }: Pick<ScopeSpec, 'branchColumn' | 'scope'>): ScopeRule | null {
  const rules = [branchColumn, scope].filter((r) => r !== undefined)
  if (!rules.length) return null
  return (branchIds, userId) => and(...rules.map((r) => limitedBy(branchIds, userId, r)))!
}

/** The parts of a resource's spec that decide visibility (ResourceSpec's fields of the same names). */
export interface ScopeSpec {
  table: TenantTable
  baseFilter?: SQL
  branchColumn?: PgColumn
  scope?: ScopeRule
}

export interface RowScope {
  /** Every condition the caller's rows meet: their tenant's, the resource's, their branches'. */
  conditions(auth: AuthContext): SQL[]
  /**
   * The rows every caller of the tenant who sees all branches sees, the tenant given as a
   * value or a placeholder (a prepared statement's, one plan for every tenant).
   */
  tenantRows(tenant: number | SQL): SQL[]
  /** Whether the caller sees fewer rows than `tenantRows` (a user limited to some branches). */
  narrowed(auth: AuthContext): boolean
  /** The tenant's condition alone: for reading rows by ids already picked within a caller's scope. */
  ofTenant(tenant: number | SQL): SQL
}

export function rowScope(spec: ScopeSpec): RowScope {
  const { table, baseFilter } = spec
  const ofTenant = (tenant: number | SQL) => eq(table.tenantId, tenant)
  const tenantRows = (tenant: number | SQL) => (baseFilter ? [ofTenant(tenant), baseFilter] : [ofTenant(tenant)])
  const rule = scopeRuleOf(spec)
  const branches = (auth: AuthContext): SQL[] => (rule ? branchScope(auth, rule) : [])
  return {
    ofTenant,
    tenantRows,
    conditions: (auth) => [...tenantRows(auth.tenantId), ...branches(auth)],
    narrowed: (auth) => branches(auth).length > 0,
  }
}
