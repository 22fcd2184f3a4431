/**
 * People and sign-in state (DOMAIN.md "People"): users, designations (roles), refresh
 * token families, password reset tokens and the failed-sign-in counters. Tokens are
 * stored only as SHA-256 hashes, so a database leak does not hand out sessions.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { USER_TYPES } from '@ihrc/contract'
import { sortIndexes, trigramIndexes } from './list-indexes'
import { tenantColumns } from './tenant'

export const USER_STATUSES = ['active', 'suspended', 'disabled'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const roles = pgTable(
  'roles',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('roles_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    check('roles_name_length_ck', sql`char_length(${t.name}) between 1 and 50`),
    ...trigramIndexes('roles', [t.name]),
    ...sortIndexes('roles', t, [t.name, t.createdAt]),
  ],
)

export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    // No foreign key yet: companies arrive with the organisation schema.
    companyId: integer('company_id'),
    name: text('name').notNull(),
    /** Stored lower-case; unique across the whole product (one sign-in per address). */
    email: text('email').notNull(),
    mobile: text('mobile'),
    joiningDate: date('joining_date'),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    branchIds: integer('branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    type: text('type', { enum: USER_TYPES }).notNull().default('user'),
    isAuthorisedSignatory: boolean('is_authorised_signatory').notNull().default(false),
    pan: text('pan'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /** The user's own grants, on top of the role's. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text('password_hash').notNull(),
    /** Access tokens issued before this instant are refused (set by a password reset). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    avatar: text('avatar'),
    /** People outside the tenant (consultant, auditor firm): signed in until access_until, inclusive. */
    isExternal: boolean('is_external').notNull().default(false),
    firm: text('firm'),
    accessUntil: date('access_until'),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_tenant_idx').on(t.tenantId),
    ...trigramIndexes('users', [t.name, t.email, t.mobile, t.firm]),
    ...sortIndexes('users', t, [t.name, t.email, t.createdAt, t.accessUntil, t.firm]),
    // The database holds the same rules as the code, whoever writes the row.
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check('users_type_ck', sql.raw(`type in (${USER_TYPES.map((x) => `'${x}'`).join(', ')})`)),
    check('users_status_ck', sql.raw(`status in (${USER_STATUSES.map((x) => `'${x}'`).join(', ')})`)),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    /** Every token minted by rotation from one sign-in shares the family; reuse revokes it. */
    family: uuid('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.hash),
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_hash_uq').on(t.hash), index('password_resets_user_idx').on(t.userId)],
)

/**
 * Failed sign-ins per key (`account:<email>` or `address:<ip>`) in a fixed window.
 * Kept in the database so every API node sees the same counts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key] }), index('login_attempts_window_idx').on(t.windowStart)],
)
