import { ACTIONS, MENU_KEYS, can, permission, type Permission, type Profile, type Principal } from '@ihrc/contract'
import type { Db } from '../../db/client'
import { loadCaller, type Caller } from '../../plugins/access'

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
