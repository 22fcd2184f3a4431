import { afterEach, expect, test, vi } from 'vitest'
import { createAppRouter } from '@/app/router'
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
