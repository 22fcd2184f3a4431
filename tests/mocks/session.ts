import Cookies from 'js-cookie'
import { createAppStore } from '@/store/app-store'
import { appConfig } from '@/configs/app.config'
import { loadLocale } from '@/locales'
import { clearTokens, storeTokens } from '@/services/session-cookies'
import { TOKENS } from './fixtures'

/**
 * A fresh store (as at boot) on clean browser storage; `signedIn` seeds what a reload
 * finds after signing in: the token cookies and the persisted session.
 */
let previous: ReturnType<typeof createAppStore> | null = null

/** `persisted`: slices this browser kept from earlier sign-ins (e.g. `listColumns`), as redux-persist stores them. */
export async function freshStore({ signedIn = false, persisted = {} }: { signedIn?: boolean; persisted?: Record<string, unknown> } = {}) {
  await loadLocale('en')
  // The previous test's store must not write its state over the storage seeded below.
  previous?.persistor.pause()
  clearTokens()
  localStorage.clear()
  sessionStorage.clear()
  if (signedIn) {
    seedSignedIn()
    const session = JSON.stringify({ signedIn: true, token: TOKENS.token })
    localStorage.setItem(
      `persist:${appConfig.persistKey}`,
      JSON.stringify({
        session,
        ...Object.fromEntries(Object.entries(persisted).map(([slice, state]) => [slice, JSON.stringify(state)])),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    )
  }
  previous = createAppStore()
  return previous
}

/** Cookies and persisted state of someone already signed in (what a reload finds). */
export function seedSignedIn(token: string = TOKENS.token, refreshToken: string = TOKENS.refresh_token) {
  storeTokens(token, refreshToken)
}

export const cookieToken = () => Cookies.get('ihrc_token')
export const cookieRefreshToken = () => Cookies.get('ihrc_refresh_token')
