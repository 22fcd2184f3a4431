/** Who may call a factory route, and what every route registrar shares. */
import type { Action, MenuKey } from '@ihrc/contract'
import type { Access } from '../../plugins/access'

function menus(menu: MenuKey | readonly MenuKey[]): readonly MenuKey[] {
  return typeof menu === 'string' ? [menu] : menu
}

/** The route's `config.access`: the access guard checks the grant, any one of several menus. */
export function accessFor(menu: MenuKey | readonly MenuKey[], action: Action): { access: Access } {
  const list = menus(menu)
  return { access: { menu: list.length === 1 ? list[0]! : list, action } }
}

export interface RouteKit {
  route(action: Action): { config: { access: Access } }
  /** The read actions' access: `menu` and `readMenu`. */
  readRoute(): { config: { access: Access } }
  tags: string[]
  /** The create's message. */
  created(body: Record<string, unknown>): string
}
