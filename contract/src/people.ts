/**
 * People (DOMAIN.md "People"): designations (roles), users and external users. The
 * console and the server share these schemas, so a field message is written once.
 */
import { z } from 'zod'
import { listQuery, plainText, recordId } from './envelope'
import { MOBILE_RE, PAN_RE, dateText } from './form-fields'
import { USER_TYPES } from './permissions'

export const USER_STATUS_VALUES = ['active', 'suspended', 'disabled'] as const
export type PersonStatus = (typeof USER_STATUS_VALUES)[number]

/** Grants as sent on the wire; the server normalises and drops unknown strings. */
export const permissionsBody = z.object({
  permissions: z.array(plainText().max(100), { error: 'Permissions must be a list' }).max(1000),
})

// ---------------------------------------------------------------- roles

export const roleName = plainText({ error: 'Designation name is required' })
  .trim()
  .min(1, 'Designation name is required')
  .max(50, 'Designation name must be at most 50 characters')

/** Create and rename: the name only (a rename ignores every other field). */
export const roleBody = z.object({ name: roleName })

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Role = z.infer<typeof role>
export const roleQuery = listQuery

export function roleHeldBy(n: number): string {
  return `This designation is held by ${n} users; reassign them first`
}

// ---------------------------------------------------------------- users

export const userBody = z.object({
  name: plainText({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  mobile: plainText()
    .trim()
    .regex(MOBILE_RE, 'Mobile must be 10 digits')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  company_id: recordId('Company')
    .nullish()
    .transform((v) => v ?? null),
  role_id: recordId('Designation')
    .nullish()
    .transform((v) => v ?? null),
  branch_ids: z.array(recordId('Branch'), { error: 'Branches must be a list' }).max(5000).default([]),
  type: z.enum(USER_TYPES, { error: 'Type must be admin, user or auditor' }).default('user'),
  is_authorised_signatory: z.boolean().default(false),
  pan: plainText()
    .trim()
    .toUpperCase()
    .regex(PAN_RE, 'PAN must look like AAAAA9999A')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  joining_date: dateText('Joining date must be YYYY-MM-DD')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  status: z.enum(USER_STATUS_VALUES, { error: 'Status must be active, suspended or disabled' }).default('active'),
  /** Only on create: omitted, the user gets an invitation (password reset) link instead. */
  password: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters').optional(),
})
export type UserBody = z.infer<typeof userBody>

export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  company_id: z.number().int().nullable(),
  /** The company's name, for the list (null without a company). */
  company_name: z.string().nullable(),
  role_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
  branch_ids: z.array(z.number().int()),
  type: z.enum(USER_TYPES),
  is_authorised_signatory: z.boolean(),
  pan: z.string().nullable(),
  joining_date: z.string().nullable(),
  status: z.enum(USER_STATUS_VALUES),
  is_external: z.boolean(),
  firm: z.string().nullable(),
  access_until: z.string().nullable(),
  permissions: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type User = z.infer<typeof user>
export const userQuery = listQuery.extend({
  role_id: recordId().optional(),
  type: z.enum(USER_TYPES).optional(),
})

/** A user's grants: their own, the designation's, and the union the guard applies. */
export const userPermissions = z.object({
  user_id: z.number().int(),
  own: z.array(z.string()),
  from_role: z.array(z.string()),
  effective: z.array(z.string()),
  /** The stored list, as the SPEC's permissions payload. */
  permissions: z.array(z.string()),
})
export type UserPermissions = z.infer<typeof userPermissions>

export const CANNOT_GRANT = 'You cannot grant permissions you do not hold'
export const CANNOT_CHANGE_SELF = 'You cannot change your own type, status or designation'
export const CANNOT_MAKE_ADMIN = 'Only an admin can create or change admins'
export const BRANCH_OUT_OF_SCOPE = 'You can assign only branches you have access to'
export const CANNOT_MANAGE_STRONGER = 'You cannot change a user who has permissions or branches you do not have'

// ---------------------------------------------------------------- external users

export const externalUserBody = z.object({
  name: userBody.shape.name,
  email: userBody.shape.email,
  firm: plainText({ error: 'Firm is required' }).trim().min(1, 'Firm is required').max(100, 'Firm must be at most 100 characters'),
  branch_ids: z.array(recordId('Branch'), { error: 'Branches must be a list' }).min(1, 'Choose at least one branch').max(5000),
  access_until: dateText('Access until must be YYYY-MM-DD'),
  role_id: userBody.shape.role_id,
})
export const extendAccessBody = z.object({ access_until: externalUserBody.shape.access_until })
export const ACCESS_UNTIL_PAST = 'Access until must be today or later'

/** Whether an external user's window is closed on `today` (YYYY-MM-DD, India's day). */
export function accessExpired(accessUntil: string | null | undefined, today: string): boolean {
  return !!accessUntil && accessUntil < today
}
