import { lazy, type ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'
import { PreloadPopups } from '@/components/ui/lazy-popups'
import { NAV_ITEMS } from '@/configs/navigation.config'
import { unlistedShellRoutes } from '@/configs/routes.config'
import { lazyPage, type PageLoader } from '@/utils/lazy-page'
import { MENU_PAGES, SHELL_PAGES } from './pages'
import { loadMenuPage, type ShellHandle } from './preload-route'

const MenuPage = lazy(loadMenuPage)
const NotBuiltRoute = lazy(() => import('@/components/shared/NotBuilt'))

/**
 * A signed-in page, then the kit's popups once it has drawn: beside it in the shell's Suspense
 * boundary, PreloadPopups mounts with the page's first drawing, not before (so they stay off
 * the page's first paint and a first opening of a menu rarely waits: ui/lazy-popups.tsx).
 */
const shellPage = (page: ReactNode) => (
  <>
    {page}
    <PreloadPopups />
  </>
)

/** A route of the signed-in shell: its page is preloaded from the router's matches (./preload-route.ts). */
const shellRoute = (path: string, page: PageLoader | undefined, element: ReactNode): RouteObject => ({
  path,
  element: shellPage(element),
  handle: { shell: true, page } satisfies ShellHandle,
})

/**
 * The signed-in shell's pages, one route each: menu routes from configs/navigation.config.ts
 * (the same rows feed the menu and the permission gate), the others from
 * configs/routes.config.ts, their pages from ./pages.ts. Built when the router first needs
 * them (./router.tsx hands them over with `patchRoutesOnNavigation`), read at that moment.
 */
export function shellRoutes(): RouteObject[] {
  return [
    ...NAV_ITEMS.map((item) => shellRoute(item.path, MENU_PAGES[item.key], <MenuPage item={item} page={MENU_PAGES[item.key]} />)),
    ...unlistedShellRoutes.map(({ path, label }) => {
      const page = SHELL_PAGES[path]
      const Page = page && lazyPage(page)
      return shellRoute(path, page, Page ? <Page /> : <NotBuiltRoute label={label} />)
    }),
  ]
}

/** The first segment of a path, as react-router compares it (decoded, case-insensitive). */
function firstSegment(path: string): string {
  const segment = path.split('/')[1] ?? ''
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}

/**
 * The routes that can match `address` (inside the basename): every shell path starts with a
 * fixed segment, so no route whose first segment differs can. Usually one route; the
 * company setup's pages share theirs.
 */
export function routesNear(routes: readonly RouteObject[], address: string): RouteObject[] {
  const wanted = firstSegment(address)
  return routes.filter((route) => firstSegment(route.path ?? '') === wanted)
}
