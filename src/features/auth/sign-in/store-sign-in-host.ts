import type { AppStore } from '@/store/app-store'
import { clearAuthError } from '@/store/auth-slice'
import { login } from '@/store/auth-thunks'
import type { SignInHost } from './sign-in-host'

/** The sign-in form wired to the console's store: the auth slice's login, state and messages. */
export function storeSignInHost(store: AppStore, navigate: (path: string) => void): SignInHost {
  return {
    subscribe: (listener) => store.subscribe(listener),
    getView: () => store.getState().auth,
    signIn: async (body) => login.fulfilled.match(await store.dispatch(login(body))),
    clearError: () => void store.dispatch(clearAuthError()),
    navigate,
  }
}
