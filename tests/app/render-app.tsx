import { render } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { createMemoryRouter } from 'react-router-dom'
import type { Profile } from '@ihrc/contract'
import { App } from '@/app/App'
import { appRoutes } from '@/app/router'
import { appConfig } from '@/configs/app.config'
import { sendSessionCheck } from '@/services/auth-api'
import { aProfile } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { freshStore } from '../mocks/session'

interface Options {
  /** Sign in first (as a reload would find it); the profile the server returns. */
  as?: Partial<Profile>
  /** Answer the boot's profile call differently (errors, delays). */
  profile?: () => Response | Promise<Response>
  /** The session check sent before the console exists, as main.tsx sends it on a signed-in load. */
  checkSentAtBoot?: boolean
  /** Slices this browser kept from earlier sign-ins (freshStore). */
  persisted?: Record<string, unknown>
}

/** The real app (store, persistence, routes, session check) at `path`, with msw behind it. */
export async function renderApp(path: string, { as, profile, checkSentAtBoot, persisted }: Options = {}) {
  if (as) server.use(onApi.get('profile', profile ?? (() => HttpResponse.json({ data: aProfile(as) }))))
  const app = await freshStore({ signedIn: !!as, persisted })
  if (checkSentAtBoot) sendSessionCheck()
  const { routes, patchRoutesOnNavigation } = appRoutes(app)
  const router = createMemoryRouter(routes, {
    initialEntries: [`${appConfig.basename}${path}`],
    basename: appConfig.basename,
    patchRoutesOnNavigation,
  })
  const view = render(<App app={app} router={router} />)
  return { ...view, store: app.store, router }
}
