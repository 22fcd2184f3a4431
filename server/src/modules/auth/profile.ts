import { and, eq, sql } from 'drizzle-orm'
import {
  ACTIONS,
  accessExpired,
  businessToday,
  MENU_KEYS,
  can,
  normalizePermissions,
  permission,
  type Permission,
  type Profile,
  type Principal,
} from '@ihrc/contract'
import { preparedPer } from '../../db/client'
import type { DbOrTx } from '../../db/reference'
import { roles, tenants, users } from '../../db/schema'

const ALL_PERMISSIONS: Permission[] = MENU_KEYS.flatMap((m) => ACTIONS.map((a) => permission(m, a)))

/**
 * What the user may do, spelled out: every grant `can()` allows (admins: all of them;
 * auditors: list only). The console can gate menus and buttons on this list alone.
 */
export function effectivePermissions(who: Principal): Permission[] {
  return ALL_PERMISSIONS.filter((p) => {
    const [menu, action] = p.split(':') as [(typeof MENU_KEYS)[number], (typeof ACTIONS)[number]]
    return can(who, menu, action)
  })
}

// Read on every console start and token refresh.
const profileQuery = preparedPer((db: DbOrTx) =>
  db
    .select({
      id: users.id,
      type: users.type,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      status: users.status,
      accessUntil: users.accessUntil,
      own: users.permissions,
      fromRole: roles.permissions,
      tenantName: tenants.name,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.tenantId, sql.placeholder('tenantId'))))
    .prepare('auth_profile'),
)

/** The profile of an active user of the tenant, or null. */
export async function loadProfile(db: DbOrTx, userId: number, tenantId: number): Promise<Profile | null> {
  const [row] = await profileQuery(db).execute({ userId, tenantId })
  // An external user whose access window closed cannot sign in or refresh.
  if (!row || row.status !== 'active' || accessExpired(row.accessUntil, businessToday())) return null
  const grants = normalizePermissions([...row.own, ...(row.fromRole ?? [])])
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    authority: [row.type],
    permissions: effectivePermissions({ type: row.type, permissions: grants }),
    tenant_name: row.tenantName,
  }
}
