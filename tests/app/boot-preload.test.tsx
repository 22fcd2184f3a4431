import { screen } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { matchRoutes } from 'react-router-dom'
import type * as RouterDom from 'react-router-dom'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { MENU_PAGES } from '@/app/pages'
import { appConfig } from '@/configs/app.config'
import { aProfile } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { freshStore } from '../mocks/session'

// The app's own calls to react-router's matcher, counted; the router's matching inside
// react-router does not go through this export.
vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof RouterDom>()
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) }
})

/**
 * main.tsx's boot (the console's entry) on a reload of a deep link, signed in: the page's
 * code is asked for before anything draws. The address is matched by the router over the
 * table without the shell's pages, then the app finds the page among the address's own shell
 * routes: no matcher over the whole table at boot, nor again in the signed-in routes' loader
 * (bench/README.md, sessions s39 and s40). Its own file: main.tsx runs once.
 */
const root = document.createElement('div')
// main.tsx renders as in a browser, outside act().
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
beforeEach(() => void (reactTest.IS_REACT_ACT_ENVIRONMENT = false))
afterEach(() => {
  reactTest.IS_REACT_ACT_ENVIRONMENT = true
  root.remove()
})

test("a signed-in reload at /home asks for the page's code before the first render, matching only the address's own route itself", async () => {
  await freshStore({ signedIn: true })
  server.use(onApi.get('profile', () => HttpResponse.json({ data: aProfile({ type: 'admin' }) })))
  history.replaceState(null, '', `${appConfig.basename}/home`)
  root.id = 'root'
  document.body.append(root)
  const homePage = MENU_PAGES['dashboard.dashboard']!
  const asked = vi.fn(homePage)
  MENU_PAGES['dashboard.dashboard'] = asked

  await import('@/main')
  // main.tsx's body has run (its render is scheduled, not drawn): the page is on its way.
  expect(asked).toHaveBeenCalled()
  expect(root).toBeEmptyDOMElement()

  expect(await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 })).toBeInTheDocument()
  // The signed-in loader has run by now (the shell draws after it), and the page has drawn.
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument()
  const tablesMatched = vi.mocked(matchRoutes).mock.calls.map(([routes]) => routes.map((route) => route.path))
  expect(tablesMatched).toEqual([['/home']])
})
