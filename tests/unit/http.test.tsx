import { render, screen, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { GENERIC_ERROR } from '@ihrc/contract'
import { Toaster } from '@/components/ui/toast'
import { browser } from '@/services/browser'
import { http } from '@/services/http'
import { FORBIDDEN_RELOAD_WINDOW_MS } from '@/services/reload-guard'
import { fetchProfile, login } from '@/store/auth-thunks'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { cookieRefreshToken, cookieToken, freshStore, seedSignedIn } from '../mocks/session'

let reload: ReturnType<typeof vi.spyOn>
let assign: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined)
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

async function signedInStore() {
  const app = await freshStore()
  await app.store.dispatch(login({ email: 'asha@acme.example', password: 'x' }))
  return app
}

/** The toast showing `text`; it must be the danger toast titled 'Error' (SPEC.md section 8). */
async function errorToastWith(text: string) {
  const toast = (await screen.findByText(text)).closest('[role="alert"], [role="status"]') as HTMLElement
  expect(within(toast).getByText('Error')).toBeInTheDocument()
  return toast
}

describe('requests', () => {
  test('carry the bearer token from the session cookie unless they set Authorization', async () => {
    seedSignedIn('cookie-token')
    const seen: (string | null)[] = []
    server.use(
      onApi.get('states', ({ request }) => {
        seen.push(request.headers.get('authorization'))
        return HttpResponse.json({ data: 1 })
      }),
    )
    await http.get('states')
    await http.get('states', { headers: { Authorization: 'Bearer own' } })
    expect(seen).toEqual(['Bearer cookie-token', 'Bearer own'])
    expect(http.defaults.timeout).toBe(60_000)
    expect(http.defaults.baseURL).toBe('/ihrc-api/companyadmin')
  })
})

describe('401 (SPEC.md section 8)', () => {
  test('on the profile call: nothing visible; a failed refresh ends the session quietly', async () => {
    render(<Toaster />)
    const { store } = await signedInStore()
    server.use(
      onApi.get('profile', () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })),
      onApi.post('refresh', () => HttpResponse.json({ message: 'Refresh token reused' }, { status: 401 })),
    )
    const result = await store.dispatch(fetchProfile())
    expect(result.type).toBe('auth/profile/rejected')
    expect(store.getState().session.signedIn).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(assign).not.toHaveBeenCalled()
    expect(screen.queryByText('Refresh token reused')).not.toBeInTheDocument()
    expect(screen.queryByText('Token expired')).not.toBeInTheDocument()
  })

  test('elsewhere: one refresh shared by concurrent requests, each retried once with the new token', async () => {
    const { store } = await signedInStore()
    let refreshes = 0
    const refreshBodies: unknown[] = []
    // The refresh answers once all three requests were refused: every 401 meets the refresh in
    // flight, however slowly the machine runs (a 10 ms sleep here let a late 401 miss it).
    let refused = 0
    let allRefused: () => void = () => undefined
    const threeRefused = new Promise<void>((resolve) => (allRefused = resolve))
    server.use(
      onApi.post('refresh', async ({ request }) => {
        refreshes += 1
        refreshBodies.push(await request.json())
        await threeRefused
        return HttpResponse.json({ data: { token: 'access-2', refresh_token: 'refresh-2' } })
      }),
      onApi.get('company-group/:n', ({ request, params }) => {
        if (request.headers.get('authorization') === 'Bearer access-2') return HttpResponse.json({ data: `group ${params.n}` })
        if (++refused === 3) allRefused()
        return HttpResponse.json({ message: 'Token expired' }, { status: 401 })
      }),
    )
    const answers = await Promise.all([1, 2, 3].map((n) => http.get(`company-group/${n}`)))
    expect(answers.map((a) => a.data.data)).toEqual(['group 1', 'group 2', 'group 3'])
    expect(refreshes).toBe(1)
    expect(refreshBodies).toEqual([{ refresh_token: 'refresh-1' }])
    expect(store.getState().session).toEqual({ signedIn: true, token: 'access-2' })
    expect(cookieToken()).toBe('access-2')
    expect(cookieRefreshToken()).toBe('refresh-2')
  })

  test('a retry that is refused again signs out instead of refreshing forever', async () => {
    const { store } = await signedInStore()
    let refreshes = 0
    server.use(
      onApi.post('refresh', () => {
        refreshes += 1
        return HttpResponse.json({ data: { token: 'access-2', refresh_token: 'refresh-2' } })
      }),
      onApi.get('company-group', () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })),
    )
    await expect(http.get('company-group')).rejects.toMatchObject({ response: { status: 401 } })
    expect(refreshes).toBe(1)
    expect(store.getState().session.signedIn).toBe(false)
    expect(assign).toHaveBeenCalledWith('/companyadmin/sign-in')
  })

  test('a failed refresh: session-invalid (signed out, user forgotten) and the sign-in page loads', async () => {
    render(<Toaster />)
    const { store } = await signedInStore()
    server.use(
      onApi.post('refresh', () => HttpResponse.json({ message: 'Refresh token expired' }, { status: 401 })),
      onApi.get('company-group', () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })),
    )
    await expect(http.get('company-group')).rejects.toMatchObject({ response: { status: 401 } })
    expect(store.getState().session).toEqual({ signedIn: false, token: null })
    expect(store.getState().auth.authenticated).toBe(false)
    expect(store.getState().userDisplay.type).toBe('')
    expect(cookieToken()).toBeUndefined()
    expect(assign).toHaveBeenCalledWith('/companyadmin/sign-in')
    expect(screen.queryByText('Token expired')).not.toBeInTheDocument()
    expect(screen.queryByText('Refresh token expired')).not.toBeInTheDocument()
  })
})

describe('403 (SPEC.md section 8)', () => {
  test('reloads once; a repeated 403 inside the guard window shows the error instead of looping', async () => {
    render(<Toaster />)
    await signedInStore()
    server.use(onApi.get('company-group', () => HttpResponse.json({ message: 'You may not list branches' }, { status: 403 })))
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000)
    await expect(http.get('company-group')).rejects.toMatchObject({ response: { status: 403 } })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('You may not list branches')).not.toBeInTheDocument()

    now.mockReturnValue(1_000_000 + 1_000)
    await expect(http.get('company-group')).rejects.toMatchObject({ response: { status: 403 } })
    expect(reload).toHaveBeenCalledTimes(1)
    await errorToastWith('You may not list branches')

    now.mockReturnValue(1_000_000 + FORBIDDEN_RELOAD_WINDOW_MS + 1)
    await expect(http.get('company-group')).rejects.toMatchObject({ response: { status: 403 } })
    expect(reload).toHaveBeenCalledTimes(2)
  })
})

describe('other errors: the danger toast titled "Error" (SPEC.md section 8)', () => {
  test('a string message is shown as is', async () => {
    render(<Toaster />)
    server.use(onApi.post('company-group', () => HttpResponse.json({ message: 'Code already exists' }, { status: 409 })))
    await expect(http.post('company-group', {})).rejects.toBeTruthy()
    const toast = await errorToastWith('Code already exists')
    expect(within(toast).queryByRole('listitem')).not.toBeInTheDocument()
    expect(within(toast).getByRole('button', { name: /close/i })).toBeInTheDocument()
  })

  test('an array message is listed as bullets', async () => {
    render(<Toaster />)
    server.use(
      onApi.post('company-group', () =>
        HttpResponse.json({ message: ['Row 2, column Name: required', 'Row 5, column PAN: invalid'] }, { status: 400 }),
      ),
    )
    await expect(http.post('company-group', {})).rejects.toBeTruthy()
    const items = within(await errorToastWith('Row 2, column Name: required')).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Row 2, column Name: required', 'Row 5, column PAN: invalid'])
  })

  test('an object of arrays is listed as bullets', async () => {
    render(<Toaster />)
    server.use(
      onApi.post('company-group', () =>
        HttpResponse.json({ message: { name: ['Name is required'], pan: ['PAN is invalid'] } }, { status: 400 }),
      ),
    )
    await expect(http.post('company-group', {})).rejects.toBeTruthy()
    const items = within(await errorToastWith('Name is required')).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Name is required', 'PAN is invalid'])
  })

  test('with no server message, the client error message', async () => {
    render(<Toaster />)
    server.use(onApi.get('company-group', () => HttpResponse.error()))
    await expect(http.get('company-group')).rejects.toBeTruthy()
    await errorToastWith('Network Error')
  })

  test('with nothing to show, the generic fallback', async () => {
    render(<Toaster />)
    const { showErrorToast } = await import('@/services/error-toast')
    showErrorToast(undefined)
    await errorToastWith(GENERIC_ERROR)
  })

  test('a request may opt out and show the error itself', async () => {
    render(<Toaster />)
    server.use(
      onApi.get('company-group', () => HttpResponse.json({ message: 'Shown inline' }, { status: 409 })),
      onApi.get('states', () => HttpResponse.json({ message: 'A later toast' }, { status: 409 })),
    )
    await expect(http.get('company-group', { skipErrorToast: true })).rejects.toBeTruthy()
    await expect(http.get('states')).rejects.toBeTruthy()
    await errorToastWith('A later toast')
    expect(screen.queryByText('Shown inline')).not.toBeInTheDocument()
  })
})
