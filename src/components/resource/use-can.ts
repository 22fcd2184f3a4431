import { can, mayRequestEdit, type Action, type MenuKey } from '@ihrc/contract/permissions'
import { useAppSelector } from '@/store/hooks'

/** Which actions the signed-in user has on one menu; buttons render only for true. */
export function useCan(menu: MenuKey): Record<Action, boolean> {
  const type = useAppSelector((s) => s.userDisplay.type)
  const permissions = useAppSelector((s) => s.userDisplay.permissions)
  const who = { type, permissions }
  return {
    list: can(who, menu, 'list'),
    create: can(who, menu, 'create'),
    edit: can(who, menu, 'edit'),
    delete: can(who, menu, 'delete'),
  }
}

/** Whether the signed-in user may propose changes to this menu's records by an edit request (the server's rule). */
export function useMayRequestEdit(menu: MenuKey): boolean {
  const type = useAppSelector((s) => s.userDisplay.type)
  const permissions = useAppSelector((s) => s.userDisplay.permissions)
  return mayRequestEdit({ type, permissions }, [menu])
}
