/**
 * Creating tenants and users: used by signup, the demo seed and the test helper, so
 * all three make accounts the same way (lower-cased email, argon2id hash).
 */
import { eq, sql } from 'drizzle-orm'
import type { UserType } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { seedRegisterFormats } from '../../db/reference/register-formats'
import { tenants, users, type UserStatus } from '../../db/schema'
import { hashPassword } from '../../lib/passwords'

export interface NewUser {
  tenantId: number
  name: string
  email: string
  password: string
  type: UserType
  status?: UserStatus
  roleId?: number | null
  permissions?: string[]
  branchIds?: number[]
  companyId?: number | null
  createdBy?: number | null
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
  return row !== undefined
}

export async function insertUser(db: DbOrTx, u: NewUser): Promise<{ id: number }> {
  const [row] = await db
    .insert(users)
    .values({
      tenantId: u.tenantId,
      name: u.name,
      email: normaliseEmail(u.email),
      passwordHash: await hashPassword(u.password),
      type: u.type,
      status: u.status ?? 'active',
      roleId: u.roleId ?? null,
      permissions: u.permissions ?? [],
      branchIds: u.branchIds ?? [],
      companyId: u.companyId ?? null,
      createdBy: u.createdBy ?? null,
    })
    .returning({ id: users.id })
  return row!
}

export interface NewTenant {
  tenantName: string
  adminName: string
  adminEmail: string
  adminPassword: string
}

/** A tenant and its first admin, in one transaction. */
export async function createTenantWithAdmin(db: DbOrTx, t: NewTenant): Promise<{ tenantId: number; adminId: number }> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx.insert(tenants).values({ name: t.tenantName }).returning({ id: tenants.id })
    const admin = await insertUser(tx, {
      tenantId: tenant!.id,
      name: t.adminName,
      email: t.adminEmail,
      password: t.adminPassword,
      type: 'admin',
    })
    // The admin created their own tenant.
    await tx.execute(sql`update users set created_by = ${admin.id} where id = ${admin.id}`)
    await seedRegisterFormats(tx, [tenant!.id])
    return { tenantId: tenant!.id, adminId: admin.id }
  })
}
