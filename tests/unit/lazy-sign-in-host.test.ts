import { describe, expect, test } from 'vitest'
import { LOGIN_FAILED } from '@ihrc/contract/messages'
import { idleSignInHost, lazySignInHost, type SignInHost, type SignInView } from '@/features/auth/sign-in/sign-in-host'

const BODY = { email: 'asha@acme.example', password: 'secret-pass' }

/** A stand-in for the console's store host: signs in when `accept` says so. */
function consoleHost(accept: boolean): SignInHost {
  return { ...idleSignInHost, signIn: () => Promise.resolve(accept), getView: (): SignInView => ({ loginLoading: false, error: null }) }
}

describe('the sign-in page before the console has loaded (lazySignInHost)', () => {
  test('a submit shows as loading while the console loads, then the console signs in and takes over', async () => {
    let finish: (host: SignInHost) => void = () => {}
    let signedIn = 0
    const host = lazySignInHost(
      () => new Promise((resolve) => (finish = resolve)),
      () => signedIn++,
    )
    const done = host.signIn(BODY)
    expect(host.getView().loginLoading).toBe(true)
    finish(consoleHost(true))
    expect(await done).toBe(true)
    expect(signedIn).toBe(1)
  })

  test("a console that cannot load says 'Login failed', and the next submit tries again", async () => {
    let attempts = 0
    let signedIn = 0
    const host = lazySignInHost(
      () =>
        ++attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(consoleHost(true)),
      () => signedIn++,
    )
    expect(await host.signIn(BODY)).toBe(false)
    expect(host.getView()).toEqual({ loginLoading: false, error: LOGIN_FAILED })
    expect(await host.signIn(BODY)).toBe(true)
    expect(attempts).toBe(2)
    expect(signedIn).toBe(1)
  })

  test('a refused sign-in does not hand over to the console', async () => {
    let signedIn = 0
    const host = lazySignInHost(
      () => Promise.resolve(consoleHost(false)),
      () => signedIn++,
    )
    expect(await host.signIn(BODY)).toBe(false)
    expect(signedIn).toBe(0)
  })
})
