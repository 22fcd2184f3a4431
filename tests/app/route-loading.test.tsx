import { render, screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { App } from '@/app/App'
import { appRoutes } from '@/app/router'
import { appConfig } from '@/configs/app.config'
import { aProfile } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { freshStore } from '../mocks/session'

/**
 * The signed-in routes load the API cache in a route loader (app/router.tsx). On a full
 * load the router runs it before it draws those routes. It used to draw nothing at all
 * meanwhile (no shell, no session check) and warn "No `HydrateFallback` element
 * provided"; the shell now stands and shows its loading state while the loader runs.
 */
afterEach(() => vi.restoreAllMocks())

/** The app after a reload at `path`, signed in, with the routes' loader held until `release`. */
async function reloadAt(path: string) {
  const profileAsked = vi.fn()
  server.use(
    onApi.get('profile', () => {
      profileAsked()
      return HttpResponse.json({ data: aProfile({ type: 'admin' }) })
    }),
  )
  const app = await freshStore({ signedIn: true })
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const { routes, patchRoutesOnNavigation } = appRoutes({ attachApi: () => held.then(app.attachApi) })
  const router = createMemoryRouter(routes, {
    initialEntries: [`${appConfig.basename}${path}`],
    basename: appConfig.basename,
    patchRoutesOnNavigation,
  })
  const view = render(<App app={app} router={router} />)
  return { view, profileAsked, release }
}

describe('a full load of a signed-in route', () => {
  test('the session check and the loading state come at once, the page when the loader is done; react-router warns of nothing', async () => {
    const warn = vi.spyOn(console, 'warn')
    for (const [path, arrived] of [
      ['/home', () => screen.findByRole('navigation', { name: 'Main' })],
      ['/no-such-page', () => screen.findByRole('heading', { name: 'Page not found' })],
    ] as const) {
      const { view, profileAsked, release } = await reloadAt(path)
      // The shell checks the session beside the loader, not after it.
      await waitFor(() => expect(profileAsked, path).toHaveBeenCalled())
      expect(screen.getByRole('status'), path).toHaveTextContent('Loading…')
      release()
      expect(await arrived(), path).toBeInTheDocument()
      view.unmount()
    }
    expect(warn.mock.calls.map((call) => call.join(' ')).filter((line) => /HydrateFallback/.test(line))).toEqual([])
  })
})
