/**
 * The demo tenant, created on an empty database unless DEMO_DATA=0, so a fresh install
 * can be tried at once. Its admin signs in with ADMIN_EMAIL / ADMIN_PASSWORD. It lives
 * beside the modules, not in db/, because it is assembled from their own demo pieces and
 * db/ sits below modules/.
 */
import { count, eq } from 'drizzle-orm'
import { newSecretToken } from '../lib/secret-token'
import { MODULES, permission, type Action, type MenuKey, type Permission } from '@ihrc/contract'
import type { Config } from '../config'
import { createTenantWithAdmin, insertUser } from './auth/accounts'
import { seedOrganisationDemo } from './organisation/demo'
import { seedComplianceDemo } from './compliance/demo'
import { seedSetupsDemo } from './setups/demo'
import { seedTrackersDemo } from './trackers/demo'
import { seedRegistersDemo } from './registers/demo'
import { seedNoticesDemo } from './notices/demo'
import { notifyMoves } from './notifications/moves'
import { dailySweep, indianDay } from './notifications/sweep'
import type { Db } from '../db/client'
import { branches, roles, tenants, users } from '../db/schema'

export const DEMO_TENANT_NAME = 'Demo Industries'

const menusOf = (module: (typeof MODULES)[number]['key']): MenuKey[] => MODULES.find((m) => m.key === module)!.menus.map((m) => m.key)
const grants = (menus: readonly MenuKey[], actions: readonly Action[]): Permission[] =>
  menus.flatMap((menu) => actions.map((action) => permission(menu, action)))
const READ: Action[] = ['list']
const WORK: Action[] = ['list', 'create', 'edit']

/** Designations to try delegation with at once: who runs compliance, who feeds it per branch, who checks it. */
export const DEMO_DESIGNATIONS: { name: string; permissions: Permission[] }[] = [
  {
    name: 'Compliance manager',
    permissions: [
      ...grants(['dashboard.dashboard', 'company.company', 'company.branch', 'agreement.agreement', 'company.user_setup'], READ),
      ...grants([...menusOf('remittance'), ...menusOf('audit'), ...menusOf('registers')], WORK),
      ...grants(['company.branch_agreement'], WORK),
    ],
  },
  {
    name: 'Branch HR',
    permissions: [
      ...grants(['dashboard.dashboard', 'company.branch', ...menusOf('remittance'), 'registers.output'], READ),
      ...grants(
        menusOf('registers').filter((m) => m !== 'registers.output'),
        WORK,
      ),
    ],
  },
  {
    name: 'Auditor',
    permissions: grants(
      [
        'dashboard.dashboard',
        'company.company',
        'company.branch',
        'agreement.agreement',
        ...menusOf('remittance'),
        ...menusOf('audit'),
        ...menusOf('registers'),
      ],
      READ,
    ),
  },
]

/**
 * The demo's checker: the approver of the demo admin's checklist (maker and checker are
 * never one person). Signs in once the admin sends an invitation from User Setup.
 */
export const DEMO_CHECKER = { name: 'Meera Iyer', email: 'compliance.checker@demo.local', designation: 'Compliance manager' }

export interface DemoTenant {
  tenantId: number
  adminId: number
}

/** Seeds the demo tenant when the database has no tenant at all; null otherwise. */
export async function seedDemo(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword'>): Promise<DemoTenant | null> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(tenants)
    if (n > 0) return null
    const demo = await createTenantWithAdmin(tx, {
      tenantName: DEMO_TENANT_NAME,
      adminName: 'Demo Admin',
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    })
    // Sample organisation data for the demo tenant is added below this line.
    await seedOrganisationDemo(tx, demo.tenantId, demo.adminId)
    const designations = await tx
      .insert(roles)
      .values(DEMO_DESIGNATIONS.map((d) => ({ ...d, tenantId: demo.tenantId, createdBy: demo.adminId })))
      .returning({ id: roles.id, name: roles.name })
    const demoBranches = await tx.select({ id: branches.id }).from(branches).where(eq(branches.tenantId, demo.tenantId))
    const checker = await insertUser(tx, {
      tenantId: demo.tenantId,
      name: DEMO_CHECKER.name,
      email: DEMO_CHECKER.email,
      // Nobody knows it: the checker's first sign-in follows an invitation (a reset link).
      password: newSecretToken(),
      type: 'user',
      roleId: designations.find((d) => d.name === DEMO_CHECKER.designation)!.id,
      branchIds: demoBranches.map((b) => b.id),
      createdBy: demo.adminId,
    })
    await seedComplianceDemo(tx, demo.tenantId, demo.adminId, checker.id)
    const asAdmin = {
      db: tx,
      auth: { userId: demo.adminId, tenantId: demo.tenantId, type: 'admin' as const, permissions: [], branchIds: null },
    }
    await seedSetupsDemo(asAdmin)
    await seedTrackersDemo(asAdmin)
    await seedRegistersDemo(asAdmin)
    await seedNoticesDemo(asAdmin)
    // The bell is not empty on a fresh start: today's sweep and the seeded moves, made by
    // the notifications' own code from the data above (no notification written by hand).
    await dailySweep(tx, indianDay(new Date()))
    await notifyMoves(tx)
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
