/**
 * Auth and account (API.md): login, refresh, signup (signup.ts), logout, profile and
 * password recovery. Every failure to sign in answers the same 401, whatever the reason.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CURRENT_PASSWORD_WRONG,
  INVALID_CREDENTIALS,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  changePasswordBody,
  errorBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  logoutBody,
  messageResponse,
  profileResponse,
  refreshBody,
  resetPasswordBody,
  tooManySignInAttempts,
  verifyResetQuery,
  verifyResetResponse,
  endpoints,
} from '@ihrc/contract'
import { users } from '../../db/schema'
import { HttpError, badRequest, unauthorized } from '../../lib/errors'
import { createMailer } from '../../lib/mailer'
import { bearer, callerOf } from '../../plugins/access'
import { assertStrongPassword, hashPassword, verifyDummy, verifyPassword, warmUpDummy } from '../../lib/passwords'
import { afterResponse } from './after-response'
import { passwordResetsStore } from './password-reset'
import { loadProfile, profileOf } from './profile'
import { endSessionsOf, sessions } from './sessions'
import { signupRoute } from './signup'
import { DEFAULT_THROTTLE, loginThrottle } from './throttle'
import { routeOf } from '../../lib/crud'

const tags = ['auth']
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody }

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app
  const session = sessions(db, app.tokens)
  const throttle = loginThrottle(db, config.loginThrottle ?? DEFAULT_THROTTLE)
  const resets = passwordResetsStore(db)
  const mailer = createMailer(config.smtpUrl, app.log)
  const later = afterResponse(app)
  const invalidCredentials = () => new HttpError(401, INVALID_CREDENTIALS)
  warmUpDummy()

  async function signedIn(userId: number, tenantId: number, rotated?: { refreshToken: string; family: string }) {
    const user = await loadProfile(db, userId, tenantId)
    if (!user) return null
    const pair = rotated
      ? { token: await session.accessToken({ userId, tenantId }, rotated.family), refresh_token: rotated.refreshToken }
      : await session.start({ userId, tenantId })
    return { data: { ...pair, user } }
  }

  routeOf(app, endpoints.auth.login, {
    schema: { tags, body: loginBody, response: { 200: loginResponse, ...errors } },
    handler: async (request) => {
      const { email, password } = request.body
      const { refusedFor, delayMs } = await throttle.check(email, request.ip)
      if (refusedFor > 0) {
        throw new HttpError(429, tooManySignInAttempts(Math.ceil(refusedFor / 60)), { 'retry-after': String(refusedFor) })
      }
      // Before the password is checked, so a right guess answers no sooner than a wrong one.
      if (delayMs > 0) await sleep(delayMs)
      const [user] = await db
        .select({ id: users.id, tenantId: users.tenantId, hash: users.passwordHash, status: users.status })
        .from(users)
        .where(eq(users.email, email))
      const passwordOk = user ? await verifyPassword(user.hash, password) : await verifyDummy(password)
      if (!user || !passwordOk || user.status !== 'active') {
        await throttle.recordFailure(email, request.ip)
        throw invalidCredentials()
      }
      await throttle.clearSignIn(email, request.ip)
      const answer = await signedIn(user.id, user.tenantId)
      if (!answer) throw invalidCredentials()
      return answer
    },
  })

  routeOf(app, endpoints.auth.refresh, {
    schema: { tags, body: refreshBody, response: { 200: loginResponse, ...errors } },
    handler: async (request) => {
      const rotated = await session.rotate(request.body.refresh_token)
      if (!rotated.ok) throw unauthorized()
      const answer = await signedIn(rotated.who.userId, rotated.who.tenantId, rotated)
      if (!answer) {
        // Suspended or removed since the last sign-in: end the family too.
        await session.revokeFamilyOf(rotated.refreshToken)
        throw unauthorized()
      }
      return answer
    },
  })

  signupRoute(app, later)

  routeOf(app, endpoints.auth.logout, {
    schema: { tags, body: logoutBody.nullish(), response: { 204: z.undefined() } },
    handler: async (request, reply) => {
      // Either credential ends its session: the bearer token alone (the console's tab
      // lost its refresh token) as well as a refresh token alone (the access token expired).
      const token = bearer(request)
      const claims = token ? await app.tokens.verify(token) : null
      if (claims?.sessionId) await session.endSession(claims.sessionId)
      const presented = request.body?.refresh_token
      if (presented) await session.revokeFamilyOf(presented)
      return reply.status(204).send()
    },
  })

  routeOf(app, endpoints.auth.profile, {
    schema: { tags, response: { 200: profileResponse, 401: errorBody } },
    // The guard has just read the caller, active and in session, with everything the profile shows.
    handler: async (request) => ({ data: profileOf(callerOf(request)) }),
  })

  routeOf(app, endpoints.auth.forgotPassword, {
    schema: { tags, body: forgotPasswordBody, response: { 200: messageResponse, 400: errorBody } },
    handler: async (request) => {
      later('the password reset mail', request.log, async () => {
        const issued = await resets.issue(request.body.email)
        if (!issued) return
        const link = `${config.publicUrl}/companyadmin/reset-password?token=${encodeURIComponent(issued.token)}`
        await mailer.send({
          to: issued.email,
          subject: 'Reset your password',
          text: `Hello ${issued.name},\n\nOpen this link within 60 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
        })
      })
      return { data: null, message: RESET_LINK_SENT }
    },
  })

  routeOf(app, endpoints.auth.verifyResetToken, {
    schema: { tags, querystring: verifyResetQuery, response: { 200: verifyResetResponse, 400: errorBody } },
    handler: async (request) => {
      if (!(await resets.isValid(request.query.token))) throw badRequest(RESET_LINK_INVALID)
      return { data: { valid: true as const } }
    },
  })

  routeOf(app, endpoints.auth.resetPassword, {
    schema: { tags, body: resetPasswordBody, response: { 200: messageResponse, 400: errorBody } },
    handler: async (request) => {
      const holder = await resets.holder(request.body.token)
      if (!holder) throw badRequest(RESET_LINK_INVALID)
      await assertStrongPassword(request.body.password, [holder.email, holder.name])
      const email = await resets.reset(request.body.token, request.body.password)
      if (!email) throw badRequest(RESET_LINK_INVALID)
      await throttle.clearAccount(email)
      return { data: null, message: PASSWORD_RESET_DONE }
    },
  })

  routeOf(app, endpoints.auth.changePassword, {
    schema: { tags, body: changePasswordBody, response: { 200: loginResponse, ...errors } },
    handler: async (request) => {
      const caller = callerOf(request)
      const { current_password: current, password } = request.body
      // Guessing the current password here is guessing at sign-in: the same throttle counts it.
      const { refusedFor, delayMs } = await throttle.check(caller.email, request.ip)
      if (refusedFor > 0) throw new HttpError(429, tooManySignInAttempts(Math.ceil(refusedFor / 60)), { 'retry-after': String(refusedFor) })
      if (delayMs > 0) await sleep(delayMs)
      const where = and(eq(users.id, caller.userId), eq(users.tenantId, caller.tenantId))
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(where)
      if (!user || !(await verifyPassword(user.hash, current))) {
        await throttle.recordFailure(caller.email, request.ip)
        throw badRequest({ current_password: CURRENT_PASSWORD_WRONG })
      }
      if (password === current) throw badRequest({ password: 'Choose a password other than the current one' })
      await assertStrongPassword(password, [caller.email, caller.name])
      const passwordHash = await hashPassword(password)
      // Every session ends (a stolen one with them); this one goes on with the pair of the answer.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(where)
        await endSessionsOf(tx, caller.userId)
      })
      await throttle.clearSignIn(caller.email, request.ip)
      const answer = await signedIn(caller.userId, caller.tenantId)
      if (!answer) throw unauthorized()
      return { ...answer, message: PASSWORD_CHANGED }
    },
  })
}
