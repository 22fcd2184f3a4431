import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED } from '@ihrc/contract'
import { getAccessToken, getRefreshToken } from '@/services/session-cookies'
import { renderApp } from '../app/render-app'
import { onApi } from '../mocks/api'
import { aProfile } from '../mocks/fixtures'
import { server } from '../mocks/server'

const NEW_PASSWORD = 'Quartz-Lantern-Meadow-58'

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await user.type(await screen.findByLabelText('Current password'), current)
  await user.type(screen.getByLabelText('New password'), next)
  await user.type(screen.getByLabelText('Confirm new password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('Profile (user menu)', () => {
  test('names who is signed in, their type and their organisation', async () => {
    await renderApp('/profile', { as: { type: 'user', name: 'Meera Iyer', email: 'meera@acme.example' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
    const account = screen.getByRole('heading', { name: 'Your account' }).closest('div')!.parentElement!
    const facts = Object.fromEntries(
      within(account)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(facts).toEqual({ Name: 'Meera Iyer', Email: 'meera@acme.example', Type: 'User', Organisation: 'Acme Industries' })
  })

  test('refuses a confirmation that differs before any call, and puts the server refusal under its field', async () => {
    const bodies: unknown[] = []
    server.use(
      onApi.post('change-password', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ message: { current_password: [CURRENT_PASSWORD_WRONG] } }, { status: 400 })
      }),
    )
    await renderApp('/profile', { as: { type: 'admin' } })
    const user = userEvent.setup()
    await fillPasswords(user, 'old-password', NEW_PASSWORD, `${NEW_PASSWORD}!`)
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument()
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toEqual([{ current_password: 'old-password', password: NEW_PASSWORD }])
  })

  test('a change keeps this session with the new tokens and empties the form', async () => {
    server.use(
      onApi.post('change-password', () =>
        HttpResponse.json({ data: { token: 'access-after', refresh_token: 'refresh-after', user: aProfile() }, message: PASSWORD_CHANGED }),
      ),
    )
    const { router } = await renderApp('/profile', { as: { type: 'admin' } })
    const user = userEvent.setup()
    await fillPasswords(user, 'old-password', NEW_PASSWORD)
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument()
    expect(getAccessToken()).toBe('access-after')
    expect(getRefreshToken()).toBe('refresh-after')
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''))
    expect(screen.getByLabelText('New password')).toHaveValue('')
    expect(router.state.location.pathname).toBe('/companyadmin/profile')
  })
})
