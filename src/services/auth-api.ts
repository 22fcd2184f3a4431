import type { Envelope, LoginBody, Profile, TokenPair } from '@ihrc/contract'
import { AUTH_PATHS } from './auth-paths'
import { http } from './http'

/**
 * Calls of API.md "Auth and account". The public ones opt out of the 401/403 rules
 * (a wrong password is a 401 that must not trigger a refresh) and of the error toast:
 * their screens show the message inline.
 */
const publicCall = { skipAuthHandling: true, skipErrorToast: true } as const

export async function postLogin(body: LoginBody): Promise<TokenPair> {
  const res = await http.post<Envelope<TokenPair>>(AUTH_PATHS.login, body, publicCall)
  return res.data.data
}

export async function getProfile(): Promise<Profile> {
  const res = await http.get<Envelope<Profile>>(AUTH_PATHS.profile)
  return res.data.data
}

export async function postLogout(refreshToken: string | undefined): Promise<void> {
  await http.post(AUTH_PATHS.logout, { refresh_token: refreshToken }, publicCall)
}

export async function postForgotPassword(email: string): Promise<string | undefined> {
  const res = await http.post<Partial<Envelope<unknown>>>(AUTH_PATHS.forgotPassword, { email }, publicCall)
  return res.data.message
}

export async function getVerifyResetToken(token: string): Promise<void> {
  await http.get(AUTH_PATHS.verifyResetToken, { ...publicCall, params: { token } })
}

export async function postResetPassword(token: string, password: string): Promise<string | undefined> {
  const res = await http.post<Partial<Envelope<unknown>>>(AUTH_PATHS.resetPassword, { token, password }, publicCall)
  return res.data.message
}
