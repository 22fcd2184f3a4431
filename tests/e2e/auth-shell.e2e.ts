import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { join } from 'node:path'
import { openBrowser, signIn, SHOTS, type Browser } from './browser'

const api = (path: string) => `${inject('baseURL')}/ihrc-api/companyadmin/${path}`

describe('sign-in and the app shell', () => {
  let b: Browser
  beforeAll(async () => {
    b = await openBrowser('auth-shell')
  })
  afterAll(async () => {
    await b?.close()
  })

  test('a wrong password shows the server message and stays on sign-in', async () => {
    await signIn(b, inject('admin').email, 'not-the-password')
    await expect.poll(() => b.page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).count()).toBeGreaterThan(0)
    expect(new URL(b.page.url()).pathname).toBe('/companyadmin/sign-in')
  })

  test('signing in lands on /home and a reload keeps the session', async () => {
    await signIn(b)
    await b.page.waitForURL('**/companyadmin/home')
    await expect.poll(() => b.page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0)
    await b.page.reload()
    await b.page.waitForLoadState('networkidle')
    expect(new URL(b.page.url()).pathname).toBe('/companyadmin/home')
    await expect.poll(() => b.page.getByRole('navigation', { name: 'Main' }).count()).toBeGreaterThan(0)
    await b.page.screenshot({ path: join(SHOTS, 'home.png') })
  })
})

export { api }
