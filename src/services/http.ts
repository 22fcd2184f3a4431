import axios, { isAxiosError, type AxiosError, type InternalAxiosRequestConfig } from 'axios'
import type { Envelope } from '@ihrc/contract'
import { authEndpoints } from '@ihrc/contract/auth-endpoints'
import { pathOf } from '@ihrc/contract/endpoint'
import { absolutePath, appConfig } from '@/configs/app.config'
import { browser } from './browser'
import { showErrorToast } from './error-toast'
import { forbiddenReloadAllowed } from './reload-guard'
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './session-cookies'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows the error itself (inline); no toast. */
    skipErrorToast?: boolean
    /** The area's text for when the server gives no message (SPEC.md section 8 fallbacks). */
    fallbackMessage?: string
    /** Public call (login, refresh, password recovery): no refresh, sign-out or reload on 401/403. */
    skipAuthHandling?: boolean
    /** Set on the one retry after a refresh, so a second 401 ends the session. */
    retriedAfterRefresh?: boolean
  }
}

/** The one axios instance of the console (DESIGN.md "Front end"; API.md "Conventions"). */
export const http = axios.create({ baseURL: appConfig.apiPrefix, timeout: appConfig.httpTimeoutMs })

/**
 * What the http layer tells the store; wired at boot (store/app-store.ts) so the store's slices
 * and this module never import each other.
 */
export interface SessionHooks {
  onTokenRefreshed: (token: string) => void
  /** SPEC.md section 4: "A 401 response triggers a session-invalid action". */
  onSessionInvalid: () => void
}
let hooks: SessionHooks | null = null

export function setupHttp(h: SessionHooks): void {
  hooks = h
}

http.interceptors.request.use((config) => {
  if (!config.headers.has('Authorization')) {
    const token = getAccessToken()
    if (token) config.headers.set('Authorization', `Bearer ${token}`)
  }
  return config
})

http.interceptors.response.use(undefined, handleError)

/**
 * Every rule of SPEC.md section 8, in one place:
 * - 401 on the profile call: nothing visible (a silent refresh is tried; if it fails the
 *   session ends and the router shows sign-in, no toast, no reload);
 * - any other 401: one refresh shared by concurrent callers, then the original request
 *   once more; if that fails the session is invalid: sign out and load the sign-in page;
 * - 403: reload (the profile and menu are fetched again), at most once per guard window so
 *   a persistent 403 cannot loop; a repeated 403 falls through to the toast;
 * - anything else: the 'Error' toast, unless the caller opted out.
 */
async function handleError(error: unknown): Promise<never> {
  if (!isAxiosError(error) || axios.isCancel(error)) throw error
  const config = error.config
  const status = error.response?.status

  if (config && !config.skipAuthHandling) {
    if (status === 401) return handleUnauthorized(error, config)
    if (status === 403 && forbiddenReloadAllowed()) {
      browser.reload()
      throw error
    }
  }
  if (!config?.skipErrorToast) showErrorToast(error, config?.fallbackMessage)
  throw error
}

async function handleUnauthorized(error: AxiosError, config: InternalAxiosRequestConfig): Promise<never> {
  const silent = config.url === pathOf(authEndpoints.profile)
  if (!config.retriedAfterRefresh) {
    let token: string | null = null
    try {
      token = await freshToken(config)
    } catch {
      token = null
    }
    if (token) {
      config.retriedAfterRefresh = true
      config.headers.set('Authorization', `Bearer ${token}`)
      return http.request(config)
    }
  }
  endSession(silent)
  throw error
}

let refreshing: Promise<string> | null = null

/**
 * A token to retry with. If another caller already rotated the token while this request
 * was in flight, use that one; otherwise join (or start) the single refresh in progress.
 */
async function freshToken(config: InternalAxiosRequestConfig): Promise<string> {
  const sent = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '')
  const current = getAccessToken()
  if (current && sent && current !== sent && !refreshing) return current
  refreshing ??= refresh().finally(() => {
    refreshing = null
  })
  return refreshing
}

async function refresh(): Promise<string> {
  const refreshToken = getRefreshToken()
  if (!refreshToken) throw new Error('No refresh token')
  const res = await http.post<Envelope<{ token: string; refresh_token: string }>>(
    pathOf(authEndpoints.refresh),
    { refresh_token: refreshToken },
    { skipAuthHandling: true, skipErrorToast: true },
  )
  const { token, refresh_token } = res.data.data
  storeTokens(token, refresh_token)
  hooks?.onTokenRefreshed(token)
  return token
}

function endSession(silent: boolean): void {
  clearTokens()
  hooks?.onSessionInvalid()
  // The profile call fails silently: the router already shows sign-in once signed out.
  if (!silent) browser.assign(absolutePath(appConfig.unAuthenticatedEntryPath))
}
