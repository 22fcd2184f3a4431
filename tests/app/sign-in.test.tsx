import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { aProfile, TOKENS } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from './render-app'

describe('sign-in page', () => {
  test('signs in through the API and lands on /home inside the shell', async () => {
    let body: unknown
    server.use(
      onApi.post('login', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ data: { ...TOKENS, user: aProfile({ name: 'Meera Iyer', tenant_name: 'Zenith Textiles' }) } })
      }),
    )
    const { router } = await renderApp('/sign-in')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Email\*?$/), 'Meera@Zenith.example')
    await user.type(screen.getByLabelText(/^Password\*?$/), 'secret-pass')
    await user.click(screen.getByRole('button', { name: /sign in/i }))

    expect(await screen.findByRole('heading', { name: 'Welcome, Meera Iyer' })).toBeInTheDocument()
    expect(screen.getByText('Organisation: Zenith Textiles')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/companyadmin/home')
    // The contract's schema trims and lower-cases the user name before it is sent.
    expect(body).toEqual({ email: 'meera@zenith.example', password: 'secret-pass' })
  })

  test('a refused sign-in shows the server message inline and stays on sign-in', async () => {
    server.use(onApi.post('login', () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })))
    const { router } = await renderApp('/sign-in')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Email\*?$/), 'asha@acme.example')
    await user.type(screen.getByLabelText(/^Password\*?$/), 'wrong')
    await user.click(screen.getByRole('button', { name: /sign in/i }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Invalid email or password')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/companyadmin/sign-in')
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
  })

  test("a sign-in without a server message says 'Login failed'", async () => {
    server.use(onApi.post('login', () => HttpResponse.error()))
    await renderApp('/sign-in')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Email\*?$/), 'asha@acme.example')
    await user.type(screen.getByLabelText(/^Password\*?$/), 'whatever')
    await user.click(screen.getByRole('button', { name: /sign in/i }))
    expect(await screen.findByText('Login failed')).toBeInTheDocument()
  })

  test('invalid input is caught before any call (the contract schema)', async () => {
    await renderApp('/sign-in')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Email\*?$/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: /sign in/i }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
  })

  test('signed-out visitors of a shell page go to sign-in, and come back after signing in', async () => {
    const { router } = await renderApp('/profile')
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyadmin/sign-in'))
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Email\*?$/), 'asha@acme.example')
    await user.type(screen.getByLabelText(/^Password\*?$/), 'secret-pass')
    await user.click(screen.getByRole('button', { name: /sign in/i }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/companyadmin/profile')
  })

  test('/ sends a signed-out visitor to sign-in', async () => {
    const { router } = await renderApp('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyadmin/sign-in'))
  })
})
