/**
 * Privilege-escalation rules shared by designations, users and external users: a
 * non-admin may hand out only grants they hold themselves, may not make or touch
 * admins, may not assign branches outside their own scope, and may not change their
 * own type, status or designation, and may change only people whose access (effective
 * grants and branches) is within their own: otherwise changing a stronger colleague's
 * e-mail and using "forgot password" would take their account. Admins are bounded by
 * their tenant only.
 */
import { and, eq, inArray } from 'drizzle-orm'
import {
  BRANCH_OUT_OF_SCOPE,
  CANNOT_GRANT,
  CANNOT_MAKE_ADMIN,
  CANNOT_MANAGE_STRONGER,
  normalizePermissions,
  type Permission,
  type User,
} from '@ihrc/contract'
import { branches, companies, roles } from '../../db/schema'
import type { FieldIssue, RequestContext } from '../../lib/crud'
import { forbidden } from '../../lib/errors'
import { effectivePermissions } from '../auth/profile'

/** The grants as stored: known strings only, write implies list, sorted. */
export function storedGrants(grants: readonly string[]): Permission[] {
  return normalizePermissions(grants)
}

/** 403 unless the caller holds every grant in `grants` (admins hold all). */
export function assertMayGrant({ auth }: RequestContext, grants: readonly string[]): void {
  if (auth.type === 'admin') return
  const held = new Set<string>(auth.permissions)
  if (storedGrants(grants).some((g) => !held.has(g))) throw forbidden(CANNOT_GRANT)
}

export function assertMayManageType(ctx: RequestContext, ...types: readonly string[]): void {
  if (ctx.auth.type !== 'admin' && types.includes('admin')) throw forbidden(CANNOT_MAKE_ADMIN)
}

export function assertBranchesInScope({ auth }: RequestContext, branchIds: readonly number[]): void {
  if (auth.branchIds === null) return
  const mine = new Set(auth.branchIds)
  if (branchIds.some((b) => !mine.has(b))) throw forbidden(BRANCH_OUT_OF_SCOPE)
}

/**
 * 403 unless the caller may change `target` at all (update, e-mail, status, grants,
 * delete, extend or revoke): a non-admin only people who are no admin and whose
 * effective grants and branches are all the caller's too.
 */
export async function assertMayManage(
  ctx: RequestContext,
  target: Pick<User, 'type' | 'permissions' | 'role_id' | 'branch_ids'>,
): Promise<void> {
  const { auth } = ctx
  assertMayManageType(ctx, target.type)
  if (auth.type === 'admin') return
  const fromRole = target.role_id !== null ? ((await roleGrants(ctx, target.role_id)) ?? []) : []
  const theirs = effectivePermissions({ type: target.type, permissions: normalizePermissions([...target.permissions, ...fromRole]) })
  const mine = new Set(effectivePermissions(auth))
  const myBranches = new Set(auth.branchIds ?? [])
  if (theirs.some((g) => !mine.has(g)) || (auth.branchIds !== null && target.branch_ids.some((b) => !myBranches.has(b)))) {
    throw forbidden(CANNOT_MANAGE_STRONGER)
  }
}

/** The designation's grants, or null when it is not the tenant's. */
export async function roleGrants({ db, auth }: RequestContext, roleId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.tenantId, auth.tenantId)))
  return row ? row.permissions : null
}

/** Field issues for references outside the caller's tenant (they read as unknown). */
export async function referenceIssues(
  ctx: RequestContext,
  refs: { role_id?: number | null; company_id?: number | null; branch_ids?: readonly number[] },
): Promise<FieldIssue[]> {
  const { db, auth } = ctx
  const issues: FieldIssue[] = []
  if (refs.role_id != null && (await roleGrants(ctx, refs.role_id)) === null)
    issues.push({ field: 'role_id', message: 'Designation not found' })
  if (refs.company_id != null) {
    const [c] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, refs.company_id), eq(companies.tenantId, auth.tenantId)))
    if (!c) issues.push({ field: 'company_id', message: 'Company not found' })
  }
  const wanted = [...new Set(refs.branch_ids ?? [])]
  if (wanted.length) {
    const found = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(inArray(branches.id, wanted), eq(branches.tenantId, auth.tenantId)))
    if (found.length !== wanted.length) issues.push({ field: 'branch_ids', message: 'Some branches were not found' })
  }
  return issues
}
