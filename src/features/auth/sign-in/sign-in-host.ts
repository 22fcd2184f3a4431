import type { LoginBody } from '@ihrc/contract'
import { LOGIN_FAILED } from '@ihrc/contract/messages'
import { absolutePath } from '@/configs/app.config'

/** What the sign-in form shows of the auth slice (store/auth-slice.ts). */
export interface SignInView {
  loginLoading: boolean
  error: string | null
}

/**
 * Where the sign-in form sends its work. Inside the console it is the store itself
 * (store-sign-in-host.ts); on a fresh load of /sign-in it is `lazySignInHost`, which
 * loads the store only when the visitor submits, so the page's own script stays
 * React and the form (bench budget, Lighthouse's blocking time).
 */
export interface SignInHost {
  subscribe(listener: () => void): () => void
  getView(): SignInView
  /** Runs the auth slice's login; resolves to whether the visitor is now signed in. */
  signIn(body: LoginBody): Promise<boolean>
  clearError(): void
  /** Goes to another console route (the "Forgot password?" link). */
  navigate(path: string): void
  /** A hint that a submit may follow soon (the form got focus): start loading what it needs. */
  prepare?(): void
}

const IDLE: SignInView = { loginLoading: false, error: null }
const STARTING: SignInView = { loginLoading: true, error: null }
const UNREACHABLE: SignInView = { loginLoading: false, error: LOGIN_FAILED }

/** The form as the build draws it: nothing loaded, nothing to do. */
export const idleSignInHost: SignInHost = {
  subscribe: () => () => {},
  getView: () => IDLE,
  signIn: () => Promise.resolve(false),
  clearError: () => {},
  navigate: () => {},
}

/**
 * A host that loads the real one (`load`) on the first focus, submit or navigation and
 * then defers to it. Until it has loaded, a submit shows as loading; if it cannot load
 * (the network dropped), the form says 'Login failed' (SPEC.md section 8).
 */
export function lazySignInHost(load: () => Promise<SignInHost>, onSignedIn: () => void): SignInHost {
  let real: SignInHost | null = null
  let view = IDLE
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((listener) => listener())
  let loading: Promise<SignInHost> | null = null
  // Its state starts as IDLE's, and the login's pending state follows at once: no need to redraw in between.
  const ready = () =>
    (loading ??= load().then((host) => {
      real = host
      host.subscribe(emit)
      return host
    }))

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getView: () => real?.getView() ?? view,
    async signIn(body) {
      if (!real) {
        view = STARTING
        emit()
      }
      try {
        const signedIn = await (await ready()).signIn(body)
        if (signedIn) onSignedIn()
        return signedIn
      } catch {
        loading = null
        view = UNREACHABLE
        emit()
        return false
      }
    },
    clearError: () => real?.clearError(),
    navigate: (path) =>
      void ready().then(
        (host) => host.navigate(path),
        // Without the console, the browser loads the page itself.
        () => window.location.assign(absolutePath(path)),
      ),
    prepare: () => void ready().catch(() => (loading = null)),
  }
}
