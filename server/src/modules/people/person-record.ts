/**
 * How a users row is read (shared by User Setup and External User): the wire item
 * never carries password_hash or session columns, only the fields of DOMAIN "People".
 */
import { and, eq } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { User } from '@ihrc/contract'
import { companies, roles, users } from '../../db/schema'

/** The audit trails of people: User Setup's and External User's (their resources' paths). */
export const PERSON_TRAIL = { staff: 'user', external: 'external-user' } as const

export const personFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  companyId: users.companyId,
  companyName: companies.name,
  roleId: users.roleId,
  roleName: roles.name,
  branchIds: users.branchIds,
  type: users.type,
  isAuthorisedSignatory: users.isAuthorisedSignatory,
  pan: users.pan,
  joiningDate: users.joiningDate,
  status: users.status,
  isExternal: users.isExternal,
  firm: users.firm,
  accessUntil: users.accessUntil,
  permissions: users.permissions,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
}

export const personJoins = (q: PgSelect): PgSelect =>
  q
    .leftJoin(roles, eq(roles.id, users.roleId))
    // The tenant in the join as well: a company of another tenant never lends its name.
    .leftJoin(companies, and(eq(companies.id, users.companyId), eq(companies.tenantId, users.tenantId)))

type Row = SelectResultFields<typeof personFields>

export function toPerson(r: Row): User {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    company_id: r.companyId,
    company_name: r.companyName ?? null,
    role_id: r.roleId,
    // A left join: no designation reads as null.
    role_name: r.roleName ?? null,
    branch_ids: r.branchIds,
    type: r.type,
    is_authorised_signatory: r.isAuthorisedSignatory,
    pan: r.pan,
    joining_date: r.joiningDate,
    status: r.status,
    is_external: r.isExternal,
    firm: r.firm,
    access_until: r.accessUntil,
    permissions: r.permissions,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }
}

export const personSearch = [users.name, users.email, users.mobile]
export const personSort = { name: users.name, email: users.email, created_at: users.createdAt, access_until: users.accessUntil }
