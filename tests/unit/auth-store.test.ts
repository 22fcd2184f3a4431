import { HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { LOGIN_FAILED } from '@ihrc/contract'
import { fetchProfile, login, logout } from '@/store/auth-thunks'
import { aProfile, TOKENS } from '../mocks/fixtures'
import { onApi } from '../mocks/api'
import { server } from '../mocks/server'
import { cookieRefreshToken, cookieToken, freshStore, seedSignedIn } from '../mocks/session'

const credentials = { email: 'asha@acme.example', password: 'correct horse' }

describe('login (SPEC.md section 4)', () => {
  test('idle → loading → authenticated; tokens stored, user filled', async () => {
    let body: unknown
    server.use(
      onApi.post('login', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          data: { ...TOKENS, user: aProfile({ name: 'Ravi Kumar', type: 'user', permissions: ['audit.status:list'] }) },
        })
      }),
    )
    const { store } = await freshStore()
    expect(store.getState().auth).toEqual({ loading: false, authenticated: false, loginLoading: false, error: null })
    const pending = store.dispatch(login(credentials))
    expect(store.getState().auth.loginLoading).toBe(true)
    await pending
    const s = store.getState()
    expect(body).toEqual(credentials)
    expect(s.auth).toMatchObject({ loginLoading: false, authenticated: true, error: null })
    expect(s.session).toEqual({ signedIn: true, token: TOKENS.token })
    expect(s.userDisplay).toMatchObject({
      userName: 'Ravi Kumar',
      email: 'asha@acme.example',
      type: 'user',
      permissions: ['audit.status:list'],
      authority: ['admin'],
    })
    expect(cookieToken()).toBe(TOKENS.token)
    expect(cookieRefreshToken()).toBe(TOKENS.refresh_token)
  })

  test('failure: unauthenticated with the server message', async () => {
    server.use(onApi.post('login', () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })))
    const { store } = await freshStore()
    await store.dispatch(login(credentials))
    expect(store.getState().auth).toMatchObject({ loginLoading: false, authenticated: false, error: 'Invalid email or password' })
    expect(store.getState().session.signedIn).toBe(false)
    expect(cookieToken()).toBeUndefined()
  })

  test("failure without a server message: 'Login failed'", async () => {
    server.use(onApi.post('login', () => HttpResponse.error()))
    const { store } = await freshStore()
    await store.dispatch(login(credentials))
    expect(store.getState().auth).toMatchObject({ authenticated: false, error: LOGIN_FAILED })
  })
})

describe('profile (SPEC.md section 4)', () => {
  test('fetching sets loading, then fills the user', async () => {
    const { store } = await freshStore()
    seedSignedIn()
    const pending = store.dispatch(fetchProfile())
    expect(store.getState().auth.loading).toBe(true)
    await pending
    expect(store.getState().auth).toMatchObject({ loading: false, authenticated: true })
    expect(store.getState().userDisplay).toMatchObject({ userName: 'Asha Rao', type: 'admin', tenantName: 'Acme Industries' })
  })

  test('failure clears the user and resets the type to empty', async () => {
    const { store } = await freshStore()
    seedSignedIn()
    await store.dispatch(fetchProfile())
    expect(store.getState().userDisplay.type).toBe('admin')
    server.use(onApi.get('profile', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })))
    await store.dispatch(fetchProfile())
    expect(store.getState().auth.loading).toBe(false)
    expect(store.getState().userDisplay).toEqual({
      userId: 0,
      avatar: '',
      userName: '',
      email: '',
      authority: [],
      type: '',
      permissions: [],
      tenantName: '',
    })
  })
})

describe('logout', () => {
  test('revokes the refresh token, then forgets the session even if the server fails', async () => {
    const { store } = await freshStore()
    await store.dispatch(login(credentials))
    let sent: unknown
    server.use(
      onApi.post('logout', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 })
      }),
    )
    await store.dispatch(logout())
    expect(sent).toEqual({ refresh_token: TOKENS.refresh_token })
    expect(store.getState().session).toEqual({ signedIn: false, token: null })
    expect(store.getState().auth.authenticated).toBe(false)
    expect(store.getState().userDisplay.userName).toBe('')
    expect(cookieToken()).toBeUndefined()
  })
})
