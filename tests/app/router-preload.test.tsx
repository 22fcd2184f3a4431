import { afterEach, expect, test, vi } from 'vitest'
import { createAppRouter } from '@/app/router'
import { rowsNear, shellRows } from '@/app/shell-routes'
import { MENU_PAGES } from '@/app/pages'
import { appConfig } from '@/configs/app.config'
import { freshStore } from '../mocks/session'

/**
 * The router's creation preloads the shell and the page it matched for a signed-in visitor
 * (./boot-preload.test.tsx); signed out, a shell address only sends the visitor to sign in,
 * so its creation asks for no page's code.
 */
const key = 'dashboard.dashboard'
const homePage = MENU_PAGES[key]!
afterEach(() => void (MENU_PAGES[key] = homePage))

async function pageAskedAt(path: string, signedIn: boolean) {
  const app = await freshStore({ signedIn })
  history.replaceState(null, '', `${appConfig.basename}${path}`)
  const asked = vi.fn(homePage)
  MENU_PAGES[key] = asked
  createAppRouter(app).dispose()
  return asked.mock.calls.length > 0
}

test("signed out, creating the router at /home asks for no page's code", async () => {
  expect(await pageAskedAt('/home', false)).toBe(false)
})

test("signed in, creating the router at /home asks for the page's code at once", async () => {
  expect(await pageAskedAt('/home', true)).toBe(true)
})

/** Every route path the router holds. */
const pathsHeld = (routes: readonly { path?: string; children?: unknown[] }[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsHeld((route.children ?? []) as typeof routes)])
/** The paths of the shell's pages the router holds: all but the catch-all, the signed-out pages and the kit's gallery. */
const OUTSIDE_THE_SHELL = ['*', '/sign-in', '/forgot-password', '/reset-password', '/kit']
const shellPathsHeld = (routes: Parameters<typeof pathsHeld>[0]) => pathsHeld(routes).filter((path) => !OUTSIDE_THE_SHELL.includes(path))

test("the router's first creation, at /home, converts and ranks the shell's /home route alone; a later address brings its own", async () => {
  const app = await freshStore({ signedIn: true })
  history.replaceState(null, '', `${appConfig.basename}/home`)
  const router = createAppRouter(app)
  expect(shellPathsHeld(router.routes)).toEqual(['/home'])
  await router.navigate('/group-company-setup/branch/12')
  expect(router.state.location.pathname).toBe(`${appConfig.basename}/group-company-setup/branch/12`)
  expect(router.state.matches.at(-1)?.route.path).toBe('/group-company-setup/branch/*')
  const held = shellPathsHeld(router.routes)
  expect(held).toContain('/group-company-setup/branch/*')
  expect(held.filter((path) => path !== '/home').every((path) => path.startsWith('/group-company-setup/'))).toBe(true)
  router.dispose()
})

test("every shell route starts with a fixed segment, so an address's own routes are those sharing its first (what the router's creation relies on)", () => {
  for (const row of shellRows()) expect(row.path, row.path).toMatch(/^\/[^/:*?%]+(\/|$)/)
  expect(rowsNear(shellRows(), '/HOME').map((row) => row.path)).toEqual(['/home'])
  expect(rowsNear(shellRows(), '/%68ome').map((row) => row.path)).toEqual(['/home'])
  expect(rowsNear(shellRows(), '/no-such-page')).toEqual([])
})
