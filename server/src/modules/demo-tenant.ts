/**
 * The demo tenant, created on an empty database unless DEMO_DATA=0, so a fresh install
 * can be tried at once. Its admin signs in with ADMIN_EMAIL / ADMIN_PASSWORD. It lives
 * beside the modules, not in db/, because it is assembled from their own demo pieces
 * (`demoPieces`, modules/index.ts) and db/ sits below modules/.
 */
import { count, eq } from 'drizzle-orm'
import type { Config } from '../config'
import { createTenantWithAdmin } from './auth/accounts'
import type { Db } from '../db/client'
import { tenants, users } from '../db/schema'
import type { DemoTools } from './demo-piece'
import { demoPieces } from './index'

export const DEMO_TENANT_NAME = 'Demo Industries'

export interface DemoTenant {
  tenantId: number
  adminId: number
}

/** Seeds the demo tenant when the database has no tenant at all; null otherwise. */
export async function seedDemo(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
  tools: DemoTools = {},
): Promise<DemoTenant | null> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(tenants)
    if (n > 0) return null
    const demo = await createTenantWithAdmin(tx, {
      tenantName: DEMO_TENANT_NAME,
      adminName: 'Demo Admin',
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    })
    const asAdmin = {
      db: tx,
      auth: { userId: demo.adminId, tenantId: demo.tenantId, type: 'admin' as const, permissions: [], branchIds: null },
    }
    for (const piece of demoPieces) await piece.seed(asAdmin, tools)
    return demo
  })
}

/** True when the demo admin account exists (to decide whether to print its sign-in). */
export async function demoAdminExists(db: Db, adminEmail: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.email, adminEmail.toLowerCase()))
  return row !== undefined
}
