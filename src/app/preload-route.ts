import { load, type PageLoader } from '@/utils/lazy-page'

/** The shell's own code-split parts, shared by every signed-in page. */
export const loadLayout = () => import('@/components/layouts/LayoutSwitcher')
export const loadMenuPage = () => import('@/components/shared/MenuPage')

/**
 * What a route of the signed-in shell carries for preloading (its `handle`): the branch's
 * routes are marked `shell`, a page route names its page. The router's own matches carry
 * them, so nothing matches the address a second time to know what to load.
 */
export interface ShellHandle {
  shell: true
  page?: PageLoader
}

const shellHandle = (handle: unknown) => (handle as Partial<ShellHandle> | undefined)?.shell === true

/**
 * Starts loading the signed-in shell and the page of `matches` (the router's matches for an
 * address) at once, beside the session check. Left to React, each lazy part is asked for
 * only once its parent has loaded and drawn (layout, then the menu page, then the area:
 * three round trips before the list's request can even start). The lazy components import
 * the same modules, so they find them loaded or loading. A failure here is left to the lazy
 * component, which asks again and shows it. Matches outside the shell load nothing.
 */
export function preloadShell(matches: readonly { route: { handle?: unknown } }[]) {
  const handles = matches.map((match) => match.route.handle).filter(shellHandle) as ShellHandle[]
  if (handles.length === 0) return
  const page = handles.findLast((handle) => handle.page)?.page
  for (const loader of [loadLayout, loadMenuPage, ...(page ? [page] : [])]) load<unknown>(loader).catch(() => undefined)
}
