import { HttpResponse } from 'msw'
import type { Root } from 'react-dom/client'
import type * as ReactDomClient from 'react-dom/client'
import { afterEach, beforeEach, vi } from 'vitest'
import { MENU_PAGES } from '@/app/pages'
import { appConfig } from '@/configs/app.config'
import { aProfile } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { freshStore } from '../mocks/session'
import { unmountRoots } from './react-roots'

/**
 * The page main.tsx (the console's entry) boots in, for a test file of its own (main.tsx runs
 * once): a #root it renders into as in a browser, outside act(). `signedInReloadAt` sets up a
 * signed-in reload of `path` and spies on the dashboard's page loader (the page /home asks for).
 * The React root main.tsx creates is unmounted after each test (react-roots.ts).
 */
export function mainEntryPage() {
  const root = document.createElement('div')
  const reactRoots: Root[] = []
  // Not hoisted: main.tsx, imported later by the test, gets this; the library's own import does not.
  vi.doMock('react-dom/client', async (importOriginal) => {
    const actual = await importOriginal<typeof ReactDomClient>()
    return {
      ...actual,
      createRoot: (...args: Parameters<typeof actual.createRoot>) => {
        const created = actual.createRoot(...args)
        reactRoots.push(created)
        return created
      },
    }
  })
  const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  beforeEach(() => void (reactTest.IS_REACT_ACT_ENVIRONMENT = false))
  afterEach(async () => {
    await unmountRoots(reactRoots)
    reactTest.IS_REACT_ACT_ENVIRONMENT = true
    root.remove()
  })
  return {
    root,
    async signedInReloadAt(path: string) {
      await freshStore({ signedIn: true })
      server.use(onApi.get('profile', () => HttpResponse.json({ data: aProfile({ type: 'admin', name: 'Asha Rao' }) })))
      history.replaceState(null, '', `${appConfig.basename}${path}`)
      root.id = 'root'
      document.body.append(root)
      const pageAsked = vi.fn(MENU_PAGES['dashboard.dashboard']!)
      MENU_PAGES['dashboard.dashboard'] = pageAsked
      return { pageAsked }
    },
  }
}
