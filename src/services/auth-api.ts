import type { ChangePasswordBody, Envelope, LoginBody, Profile, TokenPair } from '@ihrc/contract'
import { authEndpoints } from '@ihrc/contract/auth-endpoints'
import { pathOf } from '@ihrc/contract/endpoint'
import { http } from './http'
import { getAccessToken } from './session-cookies'

/**
 * Calls of API.md "Auth and account". The public ones opt out of the 401/403 rules
 * (a wrong password is a 401 that must not trigger a refresh) and of the error toast:
 * their screens show the message inline.
 */
const publicCall = { skipAuthHandling: true, skipErrorToast: true } as const

export async function postLogin(body: LoginBody): Promise<TokenPair> {
  const res = await http.post<Envelope<TokenPair>>(pathOf(authEndpoints.login), body, publicCall)
  return res.data.data
}

async function requestProfile(): Promise<Profile> {
  const res = await http.get<Envelope<Profile>>(pathOf(authEndpoints.profile))
  return res.data.data
}

/** The session check the console's entry sent, until the session gate takes its answer. */
let sentAtBoot: Promise<Profile> | null = null

/**
 * Sends the session check now: the console's entry (main.tsx) calls it when a session cookie
 * exists, before the strings and the shell have loaded, so the answer travels while they do
 * (Lighthouse mobile: bench/README.md). The next `getProfile` takes this answer instead of
 * asking again. Its 401 goes through the http layer's rules like any profile call.
 */
export function sendSessionCheck(): void {
  if (sentAtBoot) return
  const sent = requestProfile()
  sentAtBoot = sent
  // Whoever takes the answer handles its failure. A 401 that ended the session (the tokens are
  // gone) answers no later session: the gate no longer asks, and a new sign-in must not get it.
  sent.catch(() => {
    if (sentAtBoot === sent && !getAccessToken()) sentAtBoot = null
  })
}

/** The signed-in user's profile: the answer of the check sent at boot if one waits, else a new request. */
export function getProfile(): Promise<Profile> {
  const sent = sentAtBoot
  sentAtBoot = null
  return sent ?? requestProfile()
}

export async function postLogout(refreshToken: string | undefined): Promise<void> {
  await http.post(pathOf(authEndpoints.logout), { refresh_token: refreshToken }, publicCall)
}

export async function postForgotPassword(email: string): Promise<string | undefined> {
  const res = await http.post<Partial<Envelope<unknown>>>(pathOf(authEndpoints.forgotPassword), { email }, publicCall)
  return res.data.message
}

export async function getVerifyResetToken(token: string): Promise<void> {
  await http.get(pathOf(authEndpoints.verifyResetToken), { ...publicCall, params: { token } })
}

export async function postResetPassword(token: string, password: string): Promise<string | undefined> {
  const res = await http.post<Partial<Envelope<unknown>>>(pathOf(authEndpoints.resetPassword), { token, password }, publicCall)
  return res.data.message
}

/**
 * The signed-in user's own password change. Its refusals (a wrong current password, a weak
 * new one) are the form's to show by field, not a toast; the answer is a new token pair,
 * as every other session has just been signed out.
 */
export async function postChangePassword(body: ChangePasswordBody): Promise<{ pair: TokenPair; message: string | undefined }> {
  const res = await http.post<Envelope<TokenPair>>(pathOf(authEndpoints.changePassword), body, { skipErrorToast: true })
  return { pair: res.data.data, message: res.data.message }
}
