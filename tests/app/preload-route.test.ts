import * as reactRouter from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'

/**
 * preloadRoute (app/preload-route.ts) starts the shell and the page at the address beside the
 * session check, in the console entry's first task. Each menu and shell page's loader is a spy
 * here, so the test sees which page it started.
 */
const loaders = vi.hoisted(() => ({
  home: vi.fn(() => Promise.resolve({})),
  details: vi.fn(() => Promise.resolve({})),
  notifications: vi.fn(() => Promise.resolve({})),
}))
vi.mock('@/app/pages', () => ({
  MENU_PAGES: { 'dashboard.dashboard': loaders.home, 'audit.compliance_details': loaders.details },
  SHELL_PAGES: { '/notifications': loaders.notifications },
}))
vi.mock('react-router-dom', async (original) => {
  const actual = await original<typeof reactRouter>()
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) }
})
const { preloadRoute } = await import('@/app/preload-route')

afterEach(() => vi.clearAllMocks())

const started = () =>
  Object.entries(loaders).flatMap(([name, load]) => (load.mock.calls.length ? [`${name} ×${load.mock.calls.length}`] : []))

describe('preloadRoute', () => {
  test.each([
    ['/home', ['home ×1']],
    ['/HOME/', ['home ×1']],
    ['/notifications', ['notifications ×1']],
    ['/compliance-details', ['details ×1']],
    ['/compliance-details/42', ['details ×1']],
    ['/no-such-page', []],
    ['/home/extra', []],
  ])('%s starts the page %j', (path, pages) => {
    preloadRoute(path)
    expect(started()).toEqual(pages)
  })

  // The router flattens and ranks the whole route table for itself; the preload did it once more
  // in the entry's task (bench/README.md, Lighthouse, session s38): a fixed path is looked up.
  test('a fixed path never goes through the route matcher; a path with params is matched against those routes alone', () => {
    preloadRoute('/home')
    expect(reactRouter.matchRoutes).not.toHaveBeenCalled()
    preloadRoute('/compliance-details/42')
    expect(vi.mocked(reactRouter.matchRoutes).mock.calls.map(([routes]) => routes.map((r) => r.path))).toEqual([
      ['/compliance-details/:id?'],
    ])
  })
})
