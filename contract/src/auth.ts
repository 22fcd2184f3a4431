import { z } from 'zod'
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
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  password: passwordRule,
  company_name: z.string().trim().min(1, 'Company name is required').max(100),
})

export const forgotPasswordBody = z.object({ email: z.string().trim().toLowerCase().email('Enter a valid email address') })
export const verifyResetQuery = z.object({ token: z.string().min(1, 'Token is required') })
export const resetPasswordBody = z.object({ token: z.string().min(1, 'Token is required'), password: passwordRule })

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
