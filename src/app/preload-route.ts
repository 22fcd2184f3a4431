import { matchRoutes } from 'react-router-dom'
import { appConfig } from '@/configs/app.config'
import { NAV_ITEMS } from '@/configs/navigation.config'
import type { ShellPath } from '@/configs/routes.config'
import type { PageLoader } from '@/utils/lazy-page'
import { MENU_PAGES, SHELL_PAGES } from './pages'

/** The shell's own code-split parts, shared by every signed-in page. */
export const loadLayout = () => import('@/components/layouts/LayoutSwitcher')
export const loadMenuPage = () => import('@/components/shared/MenuPage')

const pageRoutes: { path: string; page: PageLoader }[] = [
  ...NAV_ITEMS.flatMap((item) => (MENU_PAGES[item.key] ? [{ path: item.path, page: MENU_PAGES[item.key]! }] : [])),
  ...Object.entries(SHELL_PAGES).map(([path, page]) => ({ path, page: page as PageLoader })),
] satisfies { path: ShellPath | string }[]

/**
 * Starts loading the signed-in shell and the page at `pathname` (inside the basename) at
 * once, beside the session check. Left to React, each lazy part is asked for only once its
 * parent has loaded and drawn (layout, then the menu page, then the area: three round trips
 * before the list's request can even start). The lazy components import the same modules,
 * so they find them loaded or loading. A failure here is left to the lazy component, which
 * asks again and shows it.
 */
export function preloadRoute(pathname: string) {
  const match = matchRoutes(pageRoutes, pathname)?.[0]?.route
  for (const load of [loadLayout, loadMenuPage, ...(match ? [match.page] : [])]) load().catch(() => undefined)
}

/** The route's path inside the basename, from a full URL (`/companyadmin/home?x` → `/home`). */
export const routePath = (url: string) => new URL(url).pathname.slice(appConfig.basename.length) || '/'
