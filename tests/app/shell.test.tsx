import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import NotBuilt from '@/components/shared/NotBuilt'
import { browser } from '@/services/browser'
import { aProfile } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { holdAnswer } from '../mocks/held'
import { server } from '../mocks/server'
import { cookieToken } from '../mocks/session'
import { renderApp } from './render-app'

const limitedUser = { type: 'user' as const, permissions: ['audit.status:list', 'remittance.pf_tracker:edit'] }

let reload: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined)
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('menu and permission gate (one navigation config)', () => {
  test('the menu hides entries the user cannot list, and modules left empty', async () => {
    await renderApp('/home', { as: limitedUser })
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'Audit Checklist' })).toBeInTheDocument()
    expect(within(nav).getByRole('button', { name: 'Remittance Tracker' })).toBeInTheDocument()
    expect(within(nav).queryByRole('button', { name: 'Company Setup' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Agreement' })).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(within(nav).getByRole('button', { name: 'Audit Checklist' }))
    expect(within(nav).getByRole('link', { name: 'Status' })).toHaveAttribute('href', '/companyadmin/status')
    expect(within(nav).queryByRole('link', { name: 'History' })).not.toBeInTheDocument()
    await user.click(within(nav).getByRole('button', { name: 'Remittance Tracker' }))
    // An edit grant implies list.
    expect(within(nav).getByRole('link', { name: 'PF' })).toHaveAttribute('href', '/companyadmin/pf-tracker')
    expect(within(nav).queryByRole('link', { name: 'ESI' })).not.toBeInTheDocument()
    // Global Settings holds only the Statutory Rules, open to every signed-in user (issue 21).
    await user.click(within(nav).getByRole('button', { name: 'Global Settings' }))
    expect(within(nav).getByRole('link', { name: 'Statutory Rules' })).toHaveAttribute('href', '/companyadmin/statutory-rules')
    expect(within(nav).queryByRole('link', { name: 'Designation' })).not.toBeInTheDocument()
  })

  test('an administrator sees every module', async () => {
    await renderApp('/home', { as: { type: 'admin' } })
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    for (const label of ['Audit Checklist', 'Global Settings', 'Company Setup', 'Remittance Tracker', 'Register and Return']) {
      expect(within(nav).getByRole('button', { name: label })).toBeInTheDocument()
    }
    for (const label of ['Dashboard', 'External User', 'Agreement'])
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument()
  })

  test("below md the side menu is not drawn, the header's drawer holds it; a window widened past md draws it", async () => {
    // Drawn hidden on a phone, the side menu's ~50 entries and their counts' calls were work nobody saw.
    const listeners = new Set<() => void>()
    let wide = false
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 48rem)' ? wide : false
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }))
    try {
      await renderApp('/home', { as: { type: 'admin' } })
      await screen.findByRole('heading', { level: 1, name: /welcome/i })
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
      const user = userEvent.setup()
      await user.click(screen.getByRole('button', { name: 'Open the menu' }))
      const drawer = await screen.findByRole('dialog')
      expect(within(within(drawer).getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      wide = true
      act(() => listeners.forEach((changed) => changed()))
      const nav = await screen.findByRole('navigation', { name: 'Main' })
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test('a forbidden deep link shows "no access" and does not reload', async () => {
    await renderApp('/history', { as: limitedUser })
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument()
    expect(screen.getByText(/permission to open History/)).toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
  })

  test('an area that is not built says so with its label', () => {
    // Every route of the shell has its page now; this is what a new one answers until its page ships.
    render(<NotBuilt label="Returns" />)
    expect(screen.getByRole('heading', { name: 'Returns is not built yet' })).toBeInTheDocument()
  })

  test('a route with an optional id opens without one (compliance details)', async () => {
    await renderApp('/compliance-details', { as: { type: 'admin' } })
    expect(await screen.findByRole('heading', { name: 'Compliance details' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Compliance details' })).getByRole('link', { name: 'Assigned Checklist' }),
    ).toBeInTheDocument()
  })

  test('unknown paths show the 404 page, in the shell when signed in', async () => {
    await renderApp('/no/such/page', { as: { type: 'admin' } })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })

  test('unknown paths show the 404 page to signed-out visitors too', async () => {
    await renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})

describe('session check at boot', () => {
  test('the shell waits for the profile before it renders', async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((r) => (answer = r))
    await renderApp('/home', {
      as: { type: 'admin' },
      profile: async () => {
        await answered
        return HttpResponse.json({ data: aProfile({ name: 'Late Loader' }) })
      },
    })
    expect(await screen.findByRole('status')).toHaveTextContent('Loading')
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
    answer()
    expect(await screen.findByRole('heading', { name: 'Welcome, Late Loader' })).toBeInTheDocument()
  })

  test('a persisted session whose tokens have expired for good ends quietly at sign-in', async () => {
    server.use(onApi.post('refresh', () => HttpResponse.json({ message: 'Refresh token expired' }, { status: 401 })))
    const { router, store } = await renderApp('/home', {
      as: { type: 'admin' },
      profile: () => HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyadmin/sign-in'))
    expect(store.getState().session.signedIn).toBe(false)
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
  })

  test('an expired access token is refreshed silently at boot', async () => {
    let calls = 0
    server.use(onApi.post('refresh', () => HttpResponse.json({ data: { token: 'access-2', refresh_token: 'refresh-2' } })))
    await renderApp('/home', {
      as: { type: 'admin' },
      profile: () =>
        ++calls === 1 ? HttpResponse.json({ message: 'Token expired' }, { status: 401 }) : HttpResponse.json({ data: aProfile() }),
    })
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Rao' })).toBeInTheDocument()
    expect(cookieToken()).toBe('access-2')
  })
})

describe('session check sent by the entry (main.tsx) before the console draws', () => {
  test('the shell waits for that answer and asks for the profile once', async () => {
    let asked = 0
    const { held, release } = holdAnswer()
    await renderApp('/home', {
      as: { type: 'admin' },
      checkSentAtBoot: true,
      profile: async () => {
        asked++
        await held
        return HttpResponse.json({ data: aProfile({ name: 'Early Bird' }) })
      },
    })
    expect(await screen.findByRole('status')).toHaveTextContent('Loading')
    release()
    expect(await screen.findByRole('heading', { name: 'Welcome, Early Bird' })).toBeInTheDocument()
    expect(asked).toBe(1)
  })

  test('its 401, the refresh refused too, still ends the session quietly at sign-in', async () => {
    let asked = 0
    server.use(onApi.post('refresh', () => HttpResponse.json({ message: 'Refresh token expired' }, { status: 401 })))
    const { router, store } = await renderApp('/home', {
      as: { type: 'admin' },
      checkSentAtBoot: true,
      profile: () => {
        asked++
        return HttpResponse.json({ message: 'Token expired' }, { status: 401 })
      },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyadmin/sign-in'))
    expect(store.getState().session.signedIn).toBe(false)
    expect(cookieToken()).toBeUndefined()
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
    expect(reload).not.toHaveBeenCalled()
    expect(asked).toBe(1)
  })
})

describe('user menu', () => {
  test('sign out revokes the session and returns to sign-in', async () => {
    let revoked: unknown
    server.use(
      onApi.post('logout', async ({ request }) => {
        revoked = await request.json()
        return HttpResponse.json({ data: null })
      }),
    )
    const { router, store } = await renderApp('/home', { as: { type: 'admin', name: 'Asha Rao', email: 'asha@acme.example' } })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /user menu/i }))
    expect(screen.getByText('asha@acme.example')).toBeInTheDocument()
    await user.click(screen.getByRole('menuitem', { name: /sign out/i }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyadmin/sign-in'))
    expect(revoked).toEqual({ refresh_token: 'refresh-1' })
    expect(store.getState().session.signedIn).toBe(false)
    expect(cookieToken()).toBeUndefined()
  })
})
