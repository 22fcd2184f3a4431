import {
  ACTIONS,
  ACTION_LABELS,
  MODULES,
  normalizePermissions,
  permission,
  type Action,
  type MenuKey,
  type Permission,
} from '@ihrc/contract/permissions'

/**
 * The tick rules of the permission tree editor (rows: menus grouped by module; columns:
 * View, Create, Edit, Delete), as pure functions over a grants list:
 *  - ticking Create, Edit or Delete also ticks View (a write implies list);
 *  - unticking View clears the whole row;
 *  - a module row sets the same column on every menu of the module.
 * The result is always normalised (sorted, unique, known grants only).
 */

export type Grants = readonly string[]
export type ModuleKey = (typeof MODULES)[number]['key']

export const COLUMN_LABELS = ACTION_LABELS

function menusOf(module: ModuleKey): MenuKey[] {
  return MODULES.find((m) => m.key === module)!.menus.map((m) => m.key)
}

export function isTicked(grants: Grants, menu: MenuKey, action: Action): boolean {
  return grants.includes(permission(menu, action))
}

function setOne(out: Set<string>, menu: MenuKey, action: Action, on: boolean): void {
  if (on) {
    out.add(permission(menu, action))
    out.add(permission(menu, 'list'))
  } else if (action === 'list') {
    for (const a of ACTIONS) out.delete(permission(menu, a))
  } else {
    out.delete(permission(menu, action))
  }
}

/** One cell of a menu row. */
export function toggleMenu(grants: Grants, menu: MenuKey, action: Action, on: boolean): Permission[] {
  const out = new Set<string>(normalizePermissions(grants))
  setOne(out, menu, action, on)
  return normalizePermissions([...out])
}

/** One cell of a module row: the same change on every menu of the module. */
export function toggleModule(grants: Grants, module: ModuleKey, action: Action, on: boolean): Permission[] {
  const out = new Set<string>(normalizePermissions(grants))
  for (const menu of menusOf(module)) setOne(out, menu, action, on)
  return normalizePermissions([...out])
}

/** A module cell shows ticked when every menu has it, mixed when some do. */
export function moduleState(grants: Grants, module: ModuleKey, action: Action): 'all' | 'some' | 'none' {
  const menus = menusOf(module)
  const n = menus.filter((m) => isTicked(grants, m, action)).length
  return n === 0 ? 'none' : n === menus.length ? 'all' : 'some'
}
