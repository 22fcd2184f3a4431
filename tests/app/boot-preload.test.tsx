import { screen } from '@testing-library/react'
import { matchRoutes } from 'react-router-dom'
import type * as RouterDom from 'react-router-dom'
import { expect, test, vi } from 'vitest'
import { mainEntryPage } from './main-entry'

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
const entry = mainEntryPage()

test("a signed-in reload at /home asks for the page's code before the first render, matching only the address's own route itself", async () => {
  const { pageAsked: asked } = await entry.signedInReloadAt('/home')

  await import('@/main')
  // main.tsx's body has run (its render is scheduled, not drawn): the page is on its way.
  expect(asked).toHaveBeenCalled()
  expect(entry.root).toBeEmptyDOMElement()

  expect(await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 })).toBeInTheDocument()
  // The signed-in loader has run by now (the shell draws after it), and the page has drawn.
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument()
  const tablesMatched = vi.mocked(matchRoutes).mock.calls.map(([routes]) => routes.map((route) => route.path))
  expect(tablesMatched).toEqual([['/home']])
})
