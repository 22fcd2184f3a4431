import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { FALLBACK, PASSWORD_ADVICE, weakPasswordMessage } from '@ihrc/contract'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { renderApp } from './render-app'

describe('forgot password', () => {
  test('sends the email and answers neutrally', async () => {
    let body: unknown
    server.use(
      onApi.post('forgot-password', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ data: null, message: 'sent' })
      }),
    )
    await renderApp('/forgot-password')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Email\*?$/), 'someone@acme.example')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('If an account exists for that email, a reset link has been sent.')).toBeInTheDocument()
    expect(body).toEqual({ email: 'someone@acme.example' })
  })

  test('a failure without a server message uses the spec fallback', async () => {
    server.use(onApi.post('forgot-password', () => HttpResponse.json({}, { status: 500 })))
    await renderApp('/forgot-password')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Email\*?$/), 'someone@acme.example')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText(FALLBACK.forgotPassword)).toBeInTheDocument()
  })
})

describe('reset password', () => {
  test('verifies the token first, then sets the new password', async () => {
    let verified: string | null = null
    let body: unknown
    let answer: () => void = () => undefined
    const answered = new Promise<void>((r) => (answer = r))
    server.use(
      onApi.get('verify-reset-token', async ({ request }) => {
        verified = new URL(request.url).searchParams.get('token')
        await answered
        return HttpResponse.json({ data: { valid: true } })
      }),
      onApi.post('reset-password', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ data: null, message: 'done' })
      }),
    )
    await renderApp('/reset-password?token=abc123')
    expect(await screen.findByText('Verifying your reset link…')).toBeInTheDocument()
    expect(screen.queryByLabelText(/^New password\*?$/)).not.toBeInTheDocument()
    answer()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^New password\*?$/), 'a-new-password')
    await user.type(screen.getByLabelText(/^Confirm new password\*?$/), 'a-different-one')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument()
    expect(body).toBeUndefined()

    await user.clear(screen.getByLabelText(/^Confirm new password\*?$/))
    await user.type(screen.getByLabelText(/^Confirm new password\*?$/), 'a-new-password')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/companyadmin/sign-in')
    expect(verified).toBe('abc123')
    expect(body).toEqual({ token: 'abc123', password: 'a-new-password' })
  })

  test('an invitation link (invite=1) chooses a first password: the page says the account is ready, not that a password was reset', async () => {
    let body: unknown
    server.use(
      onApi.get('verify-reset-token', () => HttpResponse.json({ data: { valid: true } })),
      onApi.post('reset-password', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ data: null, message: 'done' })
      }),
    )
    await renderApp('/reset-password?token=inv1&invite=1')
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument()
    expect(await screen.findByText(/An administrator created an account for you/)).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^New password\*?$/), 'a-first-password')
    await user.type(screen.getByLabelText(/^Confirm new password\*?$/), 'a-first-password')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByText('Your account is ready and your password is set. You can now sign in.')).toBeInTheDocument()
    expect(screen.queryByText(/has been reset/)).not.toBeInTheDocument()
    expect(body).toEqual({ token: 'inv1', password: 'a-first-password' })
  })

  test('a failed reset without a server message says "Failed to reset password"', async () => {
    server.use(
      onApi.get('verify-reset-token', () => HttpResponse.json({ data: { valid: true } })),
      onApi.post('reset-password', () => new HttpResponse(null, { status: 500 })),
    )
    await renderApp('/reset-password?token=abc123')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^New password\*?$/), 'a-new-password')
    await user.type(screen.getByLabelText(/^Confirm new password\*?$/), 'a-new-password')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect((await screen.findAllByText('Failed to reset password')).length).toBeGreaterThan(0)
    expect(screen.queryByText(/Your password has been reset/)).not.toBeInTheDocument()
  })

  test('says what makes a password strong, and shows the server’s refusal of a weak one', async () => {
    const refusal = weakPasswordMessage('Repeated characters like "aaa" are easy to guess.')
    server.use(
      onApi.get('verify-reset-token', () => HttpResponse.json({ data: { valid: true } })),
      onApi.post('reset-password', () => HttpResponse.json({ message: { password: [refusal] } }, { status: 400 })),
    )
    await renderApp('/reset-password?token=abc123')
    const user = userEvent.setup()
    const box = await screen.findByLabelText(/^New password\*?$/)
    expect(screen.getByText(PASSWORD_ADVICE)).toBeInTheDocument()
    await user.type(box, 'aaaaaaaa')
    await user.type(screen.getByLabelText(/^Confirm new password\*?$/), 'aaaaaaaa')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0)
    expect(screen.queryByText(/Your password has been reset/)).not.toBeInTheDocument()
  })

  test('an invalid or expired link says so and offers a new one', async () => {
    server.use(onApi.get('verify-reset-token', () => HttpResponse.json({ message: 'Invalid token' }, { status: 400 })))
    await renderApp('/reset-password?token=stale')
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/companyadmin/forgot-password')
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
  })

  test('a link without a token is invalid without asking the server', async () => {
    await renderApp('/reset-password')
    await waitFor(() => expect(screen.getByText('This reset link is invalid or has expired.')).toBeInTheDocument())
  })
})
