import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { startSignIn } from '@/app/sign-in-boot'
import { appConfig } from '@/configs/app.config'
import { idleSignInHost } from '@/features/auth/sign-in/sign-in-host'
import { SignInScreen } from '@/features/auth/sign-in/SignInScreen'
import { loadLocale } from '@/locales'
import { clearTokens } from '@/services/session-cookies'
import { aProfile, TOKENS } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { cookieToken } from '../mocks/session'
import { unmountRoots } from './react-roots'

/**
 * sign-in.html's own entry (app/sign-in-boot.tsx) on the markup the build prerenders
 * (app/prerender.tsx draws the same component): it hydrates in place, then hands over to
 * the console. Its own file: the console it starts keeps writing to this window's storage.
 */
let container: HTMLElement
const roots: Root[] = []
const start = async () => void roots.push(await startSignIn(container))

beforeEach(async () => {
  await loadLocale(appConfig.defaultLocale)
  clearTokens()
  localStorage.clear()
  document.documentElement.className = ''
  history.replaceState(null, '', `${appConfig.basename}/sign-in`)
  container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = renderToString(<SignInScreen host={idleSignInHost} />)
  document.body.append(container)
})
afterEach(async () => {
  await unmountRoots(roots)
  container.remove()
})

const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!

describe("sign-in page's own entry", () => {
  test('hydrates the drawn page in place, keeping what was typed and the focus; signs in into the console at /home', async () => {
    const heading = container.querySelector('h1')
    input('email').value = 'early@acme.example'
    input('password').value = 'typed-early'
    input('password').focus()
    const bodies: unknown[] = []
    let profileCalls = 0
    let answer = () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })
    server.use(
      onApi.post('login', async ({ request }) => {
        bodies.push(await request.json())
        return answer()
      }),
      onApi.get('profile', () => {
        profileCalls++
        return HttpResponse.json({ data: aProfile({ name: 'Meera Iyer' }) })
      }),
    )

    await act(start)
    // The same elements, now live: nothing was redrawn.
    expect(container.querySelector('h1')).toBe(heading)
    expect(screen.getByLabelText(/^Email\*?$/)).toHaveValue('early@acme.example')
    expect(screen.getByLabelText(/^Password\*?$/)).toHaveFocus()
    const submit = screen.getByRole('button', { name: /sign in/i })
    await waitFor(() => expect(submit).toBeEnabled())

    const user = userEvent.setup()
    await user.click(submit)
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
    expect(location.pathname).toBe('/companyadmin/sign-in')
    expect(bodies).toEqual([{ email: 'early@acme.example', password: 'typed-early' }])

    answer = () => HttpResponse.json({ data: { ...TOKENS, user: aProfile({ name: 'Meera Iyer' }) } })
    await user.clear(screen.getByLabelText(/^Password\*?$/))
    await user.type(screen.getByLabelText(/^Password\*?$/), 'right-pass')
    await user.click(screen.getByRole('button', { name: /sign in/i }))
    expect(await screen.findByRole('heading', { name: 'Welcome, Meera Iyer' })).toBeInTheDocument()
    expect(location.pathname).toBe('/companyadmin/home')
    // The login's answer carried the profile: the console does not ask again.
    expect(profileCalls).toBe(0)
    // Stored as the console keeps a session: the token cookie and the persisted session slice.
    expect(cookieToken()).toBe(TOKENS.token)
    await waitFor(() =>
      expect(JSON.parse(JSON.parse(localStorage.getItem(`persist:${appConfig.persistKey}`)!).session)).toEqual({
        signedIn: true,
        token: TOKENS.token,
      }),
    )
  })

  test('invalid input is caught before any call, with the contract messages', async () => {
    await act(start)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Email\*?$/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: /sign in/i }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
  })

  test('"Forgot password?" hands over to the console on its page', async () => {
    await act(start)
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot password?' }))
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument()
    expect(location.pathname).toBe('/companyadmin/forgot-password')
  })
})
