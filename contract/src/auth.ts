import { z } from 'zod'
import { plainText } from './envelope'
import { USER_TYPES } from './permissions'

export const PASSWORD_MIN = 8

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required').max(200),
})
export type LoginBody = z.infer<typeof loginBody>

export const refreshBody = z.object({ refresh_token: z.string().min(1, 'Refresh token is required') })
export const logoutBody = z.object({ refresh_token: z.string().optional() })

export const passwordRule = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200, 'Password must be at most 200 characters')

export const signupBody = z.object({
  name: plainText().trim().min(1, 'Name is required').max(100),
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  password: passwordRule,
  company_name: plainText().trim().min(1, 'Company name is required').max(100),
})

export const forgotPasswordBody = z.object({ email: z.string().trim().toLowerCase().email('Enter a valid email address') })
export const verifyResetQuery = z.object({ token: z.string().min(1, 'Token is required') })
export const resetPasswordBody = z.object({ token: z.string().min(1, 'Token is required'), password: passwordRule })
/** The signed-in user's own change (Profile): the password they know, then the new one. */
export const changePasswordBody = z.object({
  current_password: z.string().min(1, 'Current password is required').max(200),
  password: passwordRule,
})
export type ChangePasswordBody = z.infer<typeof changePasswordBody>

export const profile = z.object({
  id: z.number().int(),
  type: z.enum(USER_TYPES),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  authority: z.array(z.string()),
  permissions: z.array(z.string()),
  tenant_name: z.string().optional(),
})
export type Profile = z.infer<typeof profile>

export const tokenPair = z.object({ token: z.string(), refresh_token: z.string(), user: profile })
export type TokenPair = z.infer<typeof tokenPair>

// ---------------------------------------------------------------- answers and texts

export const loginResponse = z.object({ data: tokenPair, message: z.string().optional() })
export const profileResponse = z.object({ data: profile })
/** Answers that carry only a message (forgot/reset password). */
export const messageResponse = z.object({ data: z.null(), message: z.string() })
export const verifyResetResponse = z.object({ data: z.object({ valid: z.literal(true) }) })

export const INVALID_CREDENTIALS = 'Invalid email or password'
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired'
export const RESET_LINK_SENT = 'If an account exists for this email, we have sent a link to reset the password.'
export const PASSWORD_RESET_DONE = 'Your password has been reset. Sign in with your new password.'
/** The one answer to a sign-up, whether or not the email already has an account. */
export const SIGNUP_ACCEPTED = 'Thank you. We have sent a message to this email address: follow it to sign in.'
export const SIGNUP_DISABLED = 'Sign-up is disabled on this server'
/** What makes a password strong enough, said wherever one is chosen (the reset form's help, the server's refusals). */
export const PASSWORD_ADVICE =
  'Use a long password that is hard to guess: three or four unrelated words, or 12 or more characters mixing words, digits and symbols; not your name, email or company.'
export const COMMON_PASSWORD = `This password is too common and easy to guess. ${PASSWORD_ADVICE}`
/**
 * The server judges passwords by zxcvbn's estimate of the guesses needed: 3 means about
 * 10^8 or more ("safely unguessable" against online attacks, slow against an offline
 * argon2id attack). 2 lets `Admin@12345` and `Password@1234` through.
 */
export const MIN_PASSWORD_SCORE = 3
/** The refusal of a weak password: what is wrong (zxcvbn's warning, when it has one) and what to do. */
export function weakPasswordMessage(warning: string | null): string {
  return `${warning ? `${warning} ` : 'This password is easy to guess. '}${PASSWORD_ADVICE}`
}
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'
export const NO_PERMISSION = 'You do not have permission to perform this action'
export function tooManySignInAttempts(minutes: number): string {
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}
export const RESET_TOKEN_MINUTES = 60
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect'
/** A changed password signs every other session out; this one goes on with the new tokens of the answer. */
export const PASSWORD_CHANGED = 'Your password has been changed. You are signed out everywhere else.'
