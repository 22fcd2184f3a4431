import Cookies from 'js-cookie'
import { appConfig } from '@/configs/app.config'

/**
 * The session's tokens live in cookies: the http layer reads the access token from here
 * for every request (API.md "Conventions"), and the refresh token is only ever sent to
 * `refresh` and `logout`. Scoped to the console's path (nothing else on the host reads
 * them); never sent cross-site; only over HTTPS when the console is served over HTTPS.
 */
const TOKEN = 'ihrc_token'
const REFRESH = 'ihrc_refresh_token'

const PATH = appConfig.basename
/** Where earlier versions kept the tokens: cleared on sign-out so no stale session lingers there. */
const LEGACY_PATH = '/'

function options(): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:'
  return { path: PATH, sameSite: 'strict', secure }
}

export function getAccessToken(): string | undefined {
  return Cookies.get(TOKEN)
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(REFRESH)
}

export function storeTokens(token: string, refreshToken: string): void {
  Cookies.set(TOKEN, token, options())
  Cookies.set(REFRESH, refreshToken, options())
}

export function clearTokens(): void {
  for (const path of [PATH, LEGACY_PATH]) {
    Cookies.remove(TOKEN, { path })
    Cookies.remove(REFRESH, { path })
  }
}
