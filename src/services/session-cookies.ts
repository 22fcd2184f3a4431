import Cookies from 'js-cookie'

/**
 * The session's tokens live in cookies: the http layer reads the access token from here
 * for every request (API.md "Conventions"), and the refresh token is only ever sent to
 * `refresh` and `logout`. Scoped to the console's path; never sent cross-site.
 */
const TOKEN = 'ihrc_token'
const REFRESH = 'ihrc_refresh_token'

function options(): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:'
  return { path: '/', sameSite: 'strict', secure }
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
  Cookies.remove(TOKEN, { path: '/' })
  Cookies.remove(REFRESH, { path: '/' })
}
