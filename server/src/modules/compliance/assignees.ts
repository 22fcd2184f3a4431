/**
 * Who may own and who may approve items of which branches: the people of the tenant read
 * with their effective grants, judged by the contract's one rule (`assigneeIssue`).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  ASSIGNEE_FIELDS,
  ASSIGNEE_GRANT,
  assigneeIssue,
  normalizePermissions,
  type Assignee,
  type AssigneeField,
  type Assignees,
} from '@ihrc/contract'
import { branches, roles, users } from '../../db/schema'
import type { FieldIssue, RequestContext } from '../../lib/crud'
import { notFound } from '../../lib/errors'

export interface BranchRef {
  id: number
  name: string
}

/** Branches of the tenant the caller may work on, of these ids. */
export async function branchesOf(ctx: RequestContext, ids: readonly number[]): Promise<BranchRef[]> {
  const { auth } = ctx
  const scoped = auth.branchIds === null ? [] : [inArray(branches.id, auth.branchIds.length ? auth.branchIds : [0])]
  return ctx.db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.tenantId, auth.tenantId), inArray(branches.id, [...ids]), ...scoped))
}

/** The tenant's people who could be an owner or approver (type, status, effective grants, branches). */
async function assigneesOf(ctx: RequestContext, ids?: readonly number[]): Promise<(Assignee & { id: number })[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      status: users.status,
      own: users.permissions,
      fromRole: roles.permissions,
      branchIds: users.branchIds,
      accessUntil: users.accessUntil,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.tenantId, ctx.auth.tenantId), ids && inArray(users.id, [...ids])))
    .orderBy(asc(users.name), asc(users.id))
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    type: u.type,
    status: u.status,
    permissions: normalizePermissions([...u.own, ...(u.fromRole ?? [])]),
    branch_ids: u.branchIds,
    access_until: u.accessUntil,
  }))
}

/** Why the chosen owner or approver cannot work on these branches (empty: they can), by the contract's one rule. */
export async function peopleIssues(
  ctx: RequestContext,
  chosen: Partial<Record<AssigneeField, number>>,
  on: readonly BranchRef[],
  today: string,
): Promise<FieldIssue[]> {
  const ids = Object.values(chosen).filter((id): id is number => id !== undefined)
  if (!ids.length) return []
  const found = await assigneesOf(ctx, ids)
  const issues: FieldIssue[] = []
  for (const field of ASSIGNEE_FIELDS) {
    const id = chosen[field]
    if (id === undefined) continue
    const person = found.find((u) => u.id === id)
    const message = person
      ? assigneeIssue(field, person, on, today)
      : `${ASSIGNEE_GRANT[field].label} ${id} is not an active user who can act`
    if (message) issues.push({ field, message })
  }
  return issues
}

/** `GET compliance/assignees`: the people who can own, and who can approve, items of every one of these branches. */
export async function assignableOn(ctx: RequestContext, branchIds: readonly number[], today: string): Promise<Assignees> {
  const on = await branchesOf(ctx, [...new Set(branchIds)])
  if (on.length !== new Set(branchIds).size) throw notFound('Branch')
  const people = await assigneesOf(ctx)
  const able = (field: AssigneeField) =>
    people.filter((p) => assigneeIssue(field, p, on, today) === null).map((p) => ({ id: p.id, name: p.name }))
  return { owner_id: able('owner_id'), approver_id: able('approver_id') }
}
