import { ACTIONS, MENU_KEYS, can, permission, type Permission, type Profile, type Principal } from '@ihrc/contract'
import type { Db } from '../../db/client'
import { loadCaller, type Caller } from '../../plugins/access'

// Built once: the profile is read on every console start and token refresh.
const ALL_GRANTS = MENU_KEYS.flatMap((menu) => ACTIONS.map((action) => ({ menu, action, permission: permission(menu, action) })))

/**
 * What the user may do, spelled out: every grant `can()` allows (admins: all of them;
 * auditors: list only). The console can gate menus and buttons on this list alone.
 */
export function effectivePermissions(who: Principal): Permission[] {
  const granted: Permission[] = []
  for (const g of ALL_GRANTS) if (can(who, g.menu, g.action)) granted.push(g.permission)
  return granted
}

/** The profile of the caller the access guard loaded (GET profile runs no query of its own). */
export function profileOf(caller: Caller): Profile {
  return {
    id: caller.userId,
    type: caller.type,
    name: caller.name,
    email: caller.email,
    avatar: caller.avatar,
    authority: [caller.type],
    permissions: effectivePermissions(caller),
    tenant_name: caller.tenantName,
  }
}

/** The profile of an active user of the tenant whose access has not ended, or null (sign-in and refresh). */
export async function loadProfile(db: Db, userId: number, tenantId: number): Promise<Profile | null> {
  const caller = await loadCaller(db, userId, tenantId)
  return caller && profileOf(caller)
}
