import { HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { login, logout } from '@/store/auth-thunks'
import { aProfile, TOKENS } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { cookieToken, freshStore } from '../mocks/session'

/** Every cookie string the console hands the browser (attributes are write-only in the DOM). */
function watchCookieWrites(): string[] {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  const written: string[] = []
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value)
    native.set!.call(document, value)
  })
  return written
}

const tokenWrites = (written: string[]) => written.filter((c) => /^ihrc_(refresh_)?token=[^;]/.test(c))

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function signIn() {
  server.use(onApi.post('login', () => HttpResponse.json({ data: { ...TOKENS, user: aProfile() } })))
  const { store } = await freshStore()
  await store.dispatch(login({ email: 'asha@acme.example', password: 'correct horse' }))
  return store
}

describe('session cookies', () => {
  test('are scoped to /companyadmin, never sent cross-site, and Secure over HTTPS only', async () => {
    for (const [page, secure] of [
      ['http://localhost:3000/companyadmin/sign-in', false],
      ['https://console.example/companyadmin/sign-in', true],
    ] as const) {
      vi.stubGlobal('location', new URL(page))
      const written = watchCookieWrites()
      await signIn()
      const tokens = tokenWrites(written)
      expect(tokens, page).toHaveLength(2)
      for (const cookie of tokens) {
        const attributes = cookie.toLowerCase().split('; ').slice(1)
        expect(attributes, page).toContain('path=/companyadmin')
        expect(attributes, page).toContain('samesite=strict')
        // Over plain HTTP (a local start) a Secure cookie would never come back.
        expect(attributes.includes('secure'), page).toBe(secure)
      }
      vi.restoreAllMocks()
    }
  })

  test('sign-out also clears tokens an earlier version kept at the site root', async () => {
    const store = await signIn()
    document.cookie = 'ihrc_token=old-root-token; path=/'
    server.use(onApi.post('logout', () => new HttpResponse(null, { status: 204 })))
    await store.dispatch(logout())
    expect(cookieToken()).toBeUndefined()
  })
})
