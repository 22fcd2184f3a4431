import type { Envelope, LoginBody, Profile, TokenPair } from '@ihrc/contract'
import { endpoints, pathOf } from '@ihrc/contract/endpoints'
import { http } from './http'

/**
 * Calls of API.md "Auth and account". The public ones opt out of the 401/403 rules
 * (a wrong password is a 401 that must not trigger a refresh) and of the error toast:
 * their screens show the message inline.
 */
const publicCall = { skipAuthHandling: true, skipErrorToast: true } as const

export async function postLogin(body: LoginBody): Promise<TokenPair> {
  const res = await http.post<Envelope<TokenPair>>(pathOf(endpoints.auth.login), body, publicCall)
  return res.data.data
}

export async function getProfile(): Promise<Profile> {
  const res = await http.get<Envelope<Profile>>(pathOf(endpoints.auth.profile))
  return res.data.data
}

export async function postLogout(refreshToken: string | undefined): Promise<void> {
  await http.post(pathOf(endpoints.auth.logout), { refresh_token: refreshToken }, publicCall)
}

export async function postForgotPassword(email: string): Promise<string | undefined> {
  const res = await http.post<Partial<Envelope<unknown>>>(pathOf(endpoints.auth.forgotPassword), { email }, publicCall)
  return res.data.message
}

export async function getVerifyResetToken(token: string): Promise<void> {
  await http.get(pathOf(endpoints.auth.verifyResetToken), { ...publicCall, params: { token } })
}

export async function postResetPassword(token: string, password: string): Promise<string | undefined> {
  const res = await http.post<Partial<Envelope<unknown>>>(pathOf(endpoints.auth.resetPassword), { token, password }, publicCall)
  return res.data.message
}
