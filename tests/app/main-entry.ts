import { HttpResponse } from 'msw'
import { afterEach, beforeEach, vi } from 'vitest'
import { MENU_PAGES } from '@/app/pages'
import { appConfig } from '@/configs/app.config'
import { aProfile } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { freshStore } from '../mocks/session'

/**
 * The page main.tsx (the console's entry) boots in, for a test file of its own (main.tsx runs
 * once): a #root it renders into as in a browser, outside act(). `signedInReloadAt` sets up a
 * signed-in reload of `path` and spies on the dashboard's page loader (the page /home asks for).
 */
export function mainEntryPage() {
  const root = document.createElement('div')
  const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  beforeEach(() => void (reactTest.IS_REACT_ACT_ENVIRONMENT = false))
  afterEach(() => {
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
