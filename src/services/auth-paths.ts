/** Auth endpoint paths (API.md "Auth and account"), relative to the http base URL. */
export const AUTH_PATHS = {
  login: 'login',
  refresh: 'refresh',
  logout: 'logout',
  profile: 'profile',
  forgotPassword: 'forgot-password',
  verifyResetToken: 'verify-reset-token',
  resetPassword: 'reset-password',
} as const
