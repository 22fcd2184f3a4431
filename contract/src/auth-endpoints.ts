/**
 * The auth rows of the endpoint table (API.md "Auth and account"), in their own module: the
 * console's entry sends the session check and wires the 401 refresh before the shell loads,
 * and importing endpoints.ts for these few paths built every area's table at boot
 * (bench/README.md, Lighthouse, session s39). endpoints.ts lists them as `endpoints.auth`.
 */
import { GET, POST, PUBLIC, SIGNED_IN } from './endpoint'

export const authEndpoints = {
  login: POST('login', PUBLIC),
  refresh: POST('refresh', PUBLIC),
  signup: POST('signup', PUBLIC),
  logout: POST('logout', PUBLIC),
  profile: GET('profile', SIGNED_IN),
  forgotPassword: POST('forgot-password', PUBLIC),
  verifyResetToken: GET('verify-reset-token', PUBLIC),
  resetPassword: POST('reset-password', PUBLIC),
  changePassword: POST('change-password', SIGNED_IN),
} as const
