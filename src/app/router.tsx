import { lazy, Suspense } from 'react'
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom'
import { Toaster } from '@/components/ui/toast'
import { FullPageSpinner } from '@/components/shared/FullPageSpinner'
import { RequireAuth, RequireSignedOut } from '@/components/shared/RequireAuth'
import { appConfig } from '@/configs/app.config'
import { lazyLoaded, lazyPage, type PageLoader } from '@/utils/lazy-page'
import { passwordRoutes, signedOutRoutes } from '@/configs/routes.config'
import { useAppSelector } from '@/store/hooks'
import { GALLERY_PAGE, ROUTE_PAGES } from './pages'
import { loadLayout, preloadShell, type ShellHandle } from './preload-route'
import { rowsNear, shellRows as allShellRows, type ShellRow } from './shell-routes'
import { getAccessToken } from '@/services/session-cookies'
import { SessionGate } from './SessionGate'
import type { AppInstance } from '@/store/app-store'
import { useApplyTheme } from './useApplyTheme'

// The shell and everything inside it load after sign-in (bench budget for /sign-in).
const LayoutSwitcher = lazyLoaded(loadLayout)
const AuthLayout = lazy(() => import('@/components/layouts/AuthLayout'))
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

const builtRoute = ({ path }: { path: keyof typeof ROUTE_PAGES }) => pageRoute(path, ROUTE_PAGES[path])

/** The shell's layout route: its pages are patched in under it (appRoutes). */
const SHELL_ID = 'shell'

/**
 * The route table, and the shell's pages handed to the router as navigations reach them
 * (`patchRoutesOnNavigation`: each address gets the shell routes that could match it), so the
 * first creation converts, ranks and matches a dozen routes, not ~70 (bench/README.md, session
 * s40). The shell's routes come from ./shell-routes.tsx, the others from
 * configs/routes.config.ts, their pages from ./pages.ts. `booting` says whether the router is
 * still on its first navigation, whose shell and page start loading at its creation; a later
 * one into the shell (after signing in) preloads in the signed-in loader, from the whole table.
 */
export function appRoutes(app: Pick<AppInstance, 'attachApi'>, booting: () => boolean = () => false) {
  let rows: ShellRow[] | undefined
  const shellRows = () => (rows ??= allShellRows())
  // One route object per row, so a row patched in is never converted twice.
  const built = new Map<ShellRow, RouteObject>()
  const routeOf = (row: ShellRow) => built.get(row) ?? built.set(row, row.route()).get(row)!
  let whole: RouteObject[] | undefined
  // Signed-in routes need the RTK Query cache; loading it here keeps it off the sign-in page.
  // On a full load the router runs this before it draws the route, and draws the route's
  // HydrateFallback meanwhile: the shell above it (session check, toasts) stands and shows
  // the loading state. (Without one it drew nothing at all, and warned.)
  const needsApi = {
    loader: ({ request }: { request: Request }) =>
      app.attachApi().then(() => {
        // The shell and the page load while the session check is on the wire, not one after
        // the other once it is back (issue 10); a task later, so the check is sent first.
        if (!booting())
          setTimeout(
            () =>
              preloadShell(
                matchRoutes((whole ??= table(shellRows().map(routeOf))), new URL(request.url).pathname, appConfig.basename) ?? [],
              ),
            0,
          )
        return null
      }),
    hydrateFallbackElement: <FullPageSpinner />,
    handle: { shell: true } satisfies ShellHandle,
  }
  const table = (shellChildren: RouteObject[]): RouteObject[] => [
    {
      element: <AppRoot />,
      children: [
        { index: true, element: <EntryRedirect /> },
        { element: <RequireSignedOut />, children: [{ element: <AuthLayout />, children: signedOutRoutes.map(builtRoute) }] },
        { element: <AuthLayout />, children: passwordRoutes.map(builtRoute) },
        ...(GALLERY_PAGE ? [pageRoute('/kit', GALLERY_PAGE)] : []),
        { element: <RequireAuth />, ...needsApi, children: [{ id: SHELL_ID, element: <LayoutSwitcher />, children: shellChildren }] },
        { path: '*', element: <CatchAll />, ...needsApi },
      ],
    },
  ]
  const patched = new Set<ShellRow>()
  // The boot's own shell route, matched among the address's few: its page loads with the shell (createAppRouter).
  let bootMatches: RouteMatch[] = []
  // Every path outside the table so far lands on the catch-all, whose splat makes react-router ask here.
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const address = stripBasename(path)
    const wanted = rowsNear(shellRows(), address).filter((row) => !patched.has(row))
    if (wanted.length === 0) return
    for (const row of wanted) patched.add(row)
    const routes = wanted.map(routeOf)
    patch(SHELL_ID, routes)
    if (booting()) bootMatches = matchRoutes(routes, address) ?? []
  }
  return { routes: table([]), patchRoutesOnNavigation, bootMatches: () => bootMatches }
}

/** `path` inside the console's basename, as react-router matches it (case-insensitive). */
function stripBasename(path: string): string {
  const base = appConfig.basename
  return path.toLowerCase().startsWith(base.toLowerCase()) ? path.slice(base.length) || '/' : path
}

/**
 * The browser's router. Its creation matches the address once over the table without the
 * shell's pages, then takes the address's own shell route, whose shell and page start loading
 * at once for a signed-in visitor (bench/README.md, sessions s39 and s40).
 */
export function createAppRouter(app: AppInstance) {
  // Also asked inside createBrowserRouter (its first navigation takes the address's shell routes there).
  let initialized = () => false
  const { routes, patchRoutesOnNavigation, bootMatches } = appRoutes(app, () => !initialized())
  const router = createBrowserRouter(routes, { basename: appConfig.basename, patchRoutesOnNavigation })
  initialized = () => router.state.initialized
  // Signed out, a shell address only sends the visitor to sign in: nothing to load. Signed in, the
  // first matches (the catch-all, the shell's pages not yet in) and the address's own shell route
  // (patched in during the creation) start the shell and the page, in one go.
  if (getAccessToken()) preloadShell([...router.state.matches, ...bootMatches()])
  return router
}
