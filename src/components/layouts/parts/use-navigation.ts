import { useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { matchPath } from 'react-router-dom'
import { useAppSelector } from '@/store/hooks'
import { visibleNavigation, type NavModule } from '@/configs/navigation.config'

/** The menu the signed-in user may see (SPEC.md section 6: entries without `list` are hidden). */
export function useVisibleNavigation(): NavModule[] {
  const type = useAppSelector((s) => s.userDisplay.type)
  const permissions = useAppSelector((s) => s.userDisplay.permissions)
  return useMemo(() => visibleNavigation({ type, permissions }), [type, permissions])
}

/** The module holding the current route, so nested menus open where the user is. */
export function useActiveModuleKey(modules: readonly NavModule[]): string | undefined {
  const { pathname } = useLocation()
  return modules.find((m) => m.items.some((i) => matchPath({ path: i.path, end: false }, pathname)))?.key
}
