import { lazy, Suspense, type ReactNode } from 'react'
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom'
import { Toaster } from '@/components/ui/toast'
import { FullPageSpinner } from '@/components/shared/FullPageSpinner'
import { PreloadPopups } from '@/components/ui/lazy-popups'
import { RequireAuth, RequireSignedOut } from '@/components/shared/RequireAuth'
import { appConfig } from '@/configs/app.config'
import { NAV_ITEMS } from '@/configs/navigation.config'
import { lazyPage, type PageLoader } from '@/utils/lazy-page'
import { passwordRoutes, signedOutRoutes, unlistedShellRoutes } from '@/configs/routes.config'
import { useAppSelector } from '@/store/hooks'
import { GALLERY_PAGE, MENU_PAGES, ROUTE_PAGES, SHELL_PAGES } from './pages'
import { loadLayout, loadMenuPage, preloadShell, type ShellHandle } from './preload-route'
import { getAccessToken } from '@/services/session-cookies'
import { SessionGate } from './SessionGate'
import type { AppInstance } from '@/store/app-store'
import { useApplyTheme } from './useApplyTheme'

// The shell and everything inside it load after sign-in (bench budget for /sign-in).
const LayoutSwitcher = lazy(loadLayout)
const AuthLayout = lazy(() => import('@/components/layouts/AuthLayout'))
const MenuPage = lazy(loadMenuPage)
const NotBuiltRoute = lazy(() => import('@/components/shared/NotBuilt'))
const NotFound = lazy(() => import('@/components/shared/NotFound'))

function AppRoot() {
  useApplyTheme()
  return (
    <>
      <Toaster />
      <SessionGate>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </SessionGate>
    </>
  )
}

function EntryRedirect() {
  const signedIn = useAppSelector((s) => s.session.signedIn)
  return <Navigate to={signedIn ? appConfig.authenticatedEntryPath : appConfig.unAuthenticatedEntryPath} replace />
}

/** Unknown paths: the 404 page, inside the shell when signed in. */
function CatchAll() {
  const signedIn = useAppSelector((s) => s.session.signedIn)
  return signedIn ? (
    <LayoutSwitcher>
      <NotFound />
    </LayoutSwitcher>
  ) : (
    <NotFound standalone />
  )
}

function pageRoute(path: string, page: PageLoader): RouteObject {
  const Page = lazyPage(page)
  return { path, element: <Page /> }
}

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

const builtRoute = ({ path }: { path: keyof typeof ROUTE_PAGES }) => pageRoute(path, ROUTE_PAGES[path])

/** A route of the signed-in shell: its page is preloaded from the router's matches (./preload-route.ts). */
const shellRoute = (path: string, page: PageLoader | undefined, element: ReactNode): RouteObject => ({
  path,
  element: shellPage(element),
  handle: { shell: true, page } satisfies ShellHandle,
})

/**
 * The route table. Menu routes come from configs/navigation.config.ts (the same rows feed
 * the menu and the permission gate); the rest from configs/routes.config.ts; their pages
 * from ./pages.ts. `booting` says whether the router is still on its first navigation,
 * whose shell and page its creator preloads from the router's own first matches
 * (createAppRouter); a later one into the shell (after signing in) preloads here.
 */
export function buildRoutes(app: Pick<AppInstance, 'attachApi'>, booting: () => boolean = () => false): RouteObject[] {
  // Signed-in routes need the RTK Query cache; loading it here keeps it off the sign-in page.
  // On a full load the router runs this before it draws the route, and draws the route's
  // HydrateFallback meanwhile: the shell above it (session check, toasts) stands and shows
  // the loading state. (Without one it drew nothing at all, and warned.)
  const needsApi = {
    loader: ({ request }: { request: Request }) =>
      app.attachApi().then(() => {
        // The shell and the page load while the session check is on the wire, not one after
        // the other once it is back (issue 10); a task later, so the check is sent first.
        if (!booting()) setTimeout(() => preloadShell(matchRoutes(routes, new URL(request.url).pathname, appConfig.basename) ?? []), 0)
        return null
      }),
    hydrateFallbackElement: <FullPageSpinner />,
    handle: { shell: true } satisfies ShellHandle,
  }
  const routes: RouteObject[] = [
    {
      element: <AppRoot />,
      children: [
        { index: true, element: <EntryRedirect /> },
        { element: <RequireSignedOut />, children: [{ element: <AuthLayout />, children: signedOutRoutes.map(builtRoute) }] },
        { element: <AuthLayout />, children: passwordRoutes.map(builtRoute) },
        ...(GALLERY_PAGE ? [pageRoute('/kit', GALLERY_PAGE)] : []),
        {
          element: <RequireAuth />,
          ...needsApi,
          children: [
            {
              element: <LayoutSwitcher />,
              children: [
                ...NAV_ITEMS.map((item) =>
                  shellRoute(item.path, MENU_PAGES[item.key], <MenuPage item={item} page={MENU_PAGES[item.key]} />),
                ),
                ...unlistedShellRoutes.map(({ path, label }) => {
                  const page = SHELL_PAGES[path]
                  const Page = page && lazyPage(page)
                  return shellRoute(path, page, Page ? <Page /> : <NotBuiltRoute label={label} />)
                }),
              ],
            },
          ],
        },
        { path: '*', element: <CatchAll />, ...needsApi },
      ],
    },
  ]
  return routes
}

/**
 * The browser's router. Its creation matches the address once (react-router converts, ranks
 * and matches the table there); the shell and page of a signed-in address start loading from
 * those matches, not from a second matcher over a second table (bench/README.md, session s39).
 */
export function createAppRouter(app: AppInstance) {
  const router = createBrowserRouter(
    buildRoutes(app, () => !router.state.initialized),
    { basename: appConfig.basename },
  )
  // Signed out, the address's shell route only sends the visitor to sign in: nothing to load.
  if (getAccessToken()) preloadShell(router.state.matches)
  return router
}
