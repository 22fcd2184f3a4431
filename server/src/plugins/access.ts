/**
 * The permission guard. Every route under the API prefix declares who may call it
 * (`routeOf` sets it from the route's row of the endpoint table):
 *
 *   config: { access: 'public' }                              anyone
 *   config: { access: 'authenticated' }                       any signed-in user
 *   config: { access: { menu: 'company.branch', action: 'edit' } }   can() must allow it
 *   config: { access: { menu: ['agreement.agreement', 'company.branch_agreement'], action: 'edit' } }
 *                                                             any one of the menus grants it
 *
 * A route without a declaration fails the start-up (onRoute throws), so nothing is
 * ever left unguarded by accident. For guarded routes the bearer token is checked and
 * the user is loaded fresh from the database before the body is even parsed: one
 * statement reads the user, their role's grants, their session and what the profile
 * shows, so GET profile needs no query of its own.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  accessExpired,
  businessToday,
  can,
  normalizePermissions,
  type EndpointAccess,
  type Permission,
  type UserType,
} from '@ihrc/contract'
import { refreshTokens, roles, tenants, users } from '../db/schema'
import { preparedPer, type Db } from '../db/client'
import type { AccessTokens } from '../lib/access-token'
import { forbidden, unauthorized } from '../lib/errors'

/** The grant a route needs (its endpoint-table row's); with several menus (one record shown under two menus), any one of them grants it. */
export type Access = EndpointAccess

/** Whether the caller holds the grant `access` asks for. */
export function allows(auth: AuthContext, access: Exclude<Access, 'public' | 'authenticated'>): boolean {
  return typeof access.menu === 'string' ? can(auth, access.menu, access.action) : access.menu.some((m) => can(auth, m, access.action))
}

export interface AuthContext {
  userId: number
  tenantId: number
  type: UserType
  /** The role's grants ∪ the user's own, normalised (write implies list). */
  permissions: Permission[]
  /** Branches the user may see; null means every branch of the tenant (admins). */
  branchIds: number[] | null
}

/** The caller as the guard read them: their access, and who they are (what the profile shows). */
export interface Caller extends AuthContext {
  name: string
  email: string
  avatar: string | null
  tenantName: string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    /** The signed-in caller. Reading it on a 'public' route throws. */
    readonly auth: AuthContext
  }
}

const AUTH = Symbol('auth')
type WithAuth = FastifyRequest & { [AUTH]?: Caller }

/** The signed-in caller with the details the guard read along (throws on a 'public' route, like `request.auth`). */
export function callerOf(request: FastifyRequest): Caller {
  return request.auth as Caller
}

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : null
}

// Every guarded request runs this query, and only this one to know its caller.
const callerQuery = preparedPer((db: Db) =>
  db
    .select({
      type: users.type,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      tenantName: tenants.name,
      status: users.status,
      own: users.permissions,
      fromRole: roles.permissions,
      branchIds: users.branchIds,
      validAfter: users.sessionsValidAfter,
      accessUntil: users.accessUntil,
      // Signed out (logout, refresh-token reuse, reset): the session's access tokens end now, not at expiry.
      sessionRevoked: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.family} = ${sql.placeholder('sessionId')} and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.tenantId, sql.placeholder('tenantId'))))
    .prepare('auth_caller'),
)

/**
 * Loads the caller as they are now: a suspended, disabled or deleted user is no caller,
 * and neither is a token issued before the user's sessions were ended (password reset)
 * nor one of a session signed out. Without `sessionId`/`issuedAt` (sign-in, refresh),
 * only the user's own state counts.
 */
export async function loadCaller(db: Db, userId: number, tenantId: number, issuedAt?: number, sessionId?: string): Promise<Caller | null> {
  const [row] = await callerQuery(db).execute({ userId, tenantId, sessionId: sessionId ?? null })
  if (!row || row.status !== 'active' || row.sessionRevoked) return null
  // An external user's access ends after access_until, on the next request. (Today's
  // date in India is only worked out for them: formatting it costs on every request.)
  if (row.accessUntil && accessExpired(row.accessUntil, businessToday())) return null
  if (issuedAt !== undefined && row.validAfter && issuedAt < Math.floor(row.validAfter.getTime() / 1000)) return null
  return {
    userId,
    tenantId,
    type: row.type,
    permissions: normalizePermissions([...row.own, ...(row.fromRole ?? [])]),
    branchIds: row.type === 'admin' ? null : row.branchIds,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    tenantName: row.tenantName,
  }
}

export interface AccessOptions {
  db: Db
  tokens: AccessTokens
  /** Routes under this prefix must declare `config.access`. */
  prefix: string
}

async function accessPlugin(app: FastifyInstance, { db, tokens, prefix }: AccessOptions) {
  app.decorateRequest('auth', {
    getter(this: WithAuth) {
      const auth = this[AUTH]
      if (!auth) throw new Error(`request.auth read on a route without authentication (${this.routeOptions.url})`)
      return auth
    },
  })

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return
    const access = (route.config as { access?: Access } | undefined)?.access
    if (access === undefined) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare config.access ('public', 'authenticated' or { menu, action })`,
      )
    }
    if (access !== 'public') {
      // Shown on the OpenAPI page: the bearer requirement and the grant it needs.
      const schema = (route.schema ??= {}) as { security?: unknown; description?: string }
      schema.security ??= [{ bearer: [] }]
      if (access !== 'authenticated') {
        const grants = [access.menu].flat().map((m) => `${m}:${access.action}`)
        schema.description ??= `Requires the permission ${grants.join(' or ')}.`
      }
    }
  })

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access
    if (access === undefined || access === 'public') return
    const token = bearer(request)
    const claims = token ? await tokens.verify(token) : null
    const auth = claims ? await loadCaller(db, claims.userId, claims.tenantId, claims.issuedAt, claims.sessionId) : null
    if (!auth) throw unauthorized()
    ;(request as WithAuth)[AUTH] = auth
    // Checked before the body is parsed: a caller without the grant learns nothing from validation.
    if (access !== 'authenticated' && !allows(auth, access)) throw forbidden()
    // Auditors never write, also where a write's door asks only the read grant (a tracker row's per-row rule decides).
    if (access !== 'authenticated' && auth.type === 'auditor' && request.method !== 'GET' && request.method !== 'HEAD') throw forbidden()
  })
}

export default fp(accessPlugin, { name: 'access' })
