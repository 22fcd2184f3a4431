import { lazy, type ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'
import { PreloadPopups } from '@/components/ui/lazy-popups'
import { NAV_ITEMS } from '@/configs/navigation.config'
import { unlistedShellRoutes } from '@/configs/routes.config'
import { lazyLoaded, lazyPage, type PageLoader } from '@/utils/lazy-page'
import { MENU_PAGES, SHELL_PAGES } from './pages'
import { loadMenuPage, type ShellHandle } from './preload-route'

const MenuPage = lazyLoaded(loadMenuPage)
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

/** A route of the signed-in shell, by its path; its route object is built when asked for. */
export interface ShellRow {
  path: string
  route: () => RouteObject
}

/**
 * The signed-in shell's pages, one route each: menu routes from configs/navigation.config.ts
 * (the same rows feed the menu and the permission gate), the others from
 * configs/routes.config.ts, their pages from ./pages.ts. The route objects (elements, lazy
 * pages) are built only for the rows a navigation needs (./router.tsx hands those to the
 * router with `patchRoutesOnNavigation`), reading the page tables at that moment.
 */
export function shellRows(): ShellRow[] {
  return [
    ...NAV_ITEMS.map((item) => ({
      path: item.path,
      route: () => shellRoute(item.path, MENU_PAGES[item.key], <MenuPage item={item} page={MENU_PAGES[item.key]} />),
    })),
    ...unlistedShellRoutes.map(({ path, label }) => ({
      path,
      route: () => {
        const page = SHELL_PAGES[path]
        const Page = page && lazyPage(page)
        return shellRoute(path, page, Page ? <Page /> : <NotBuiltRoute label={label} />)
      },
    })),
  ]
}

/** The first segment of a path, as react-router compares it (decoded, case-insensitive). */
function firstSegment(path: string): string {
  const segment = path.split('/')[1] ?? ''
  if (!segment.includes('%')) return segment.toLowerCase()
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}

/**
 * The rows that can match `address` (inside the basename): every shell path starts with a
 * fixed segment, so no row whose first segment differs can. Usually one; the company
 * setup's pages share theirs.
 */
export function rowsNear(rows: readonly ShellRow[], address: string): ShellRow[] {
  const wanted = firstSegment(address)
  return rows.filter((row) => firstSegment(row.path) === wanted)
}
