/**
 * Auth and account (API.md): login, refresh, signup, logout, profile and password
 * recovery. Every failure to sign in answers the same 401, whatever the reason.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  SIGNUP_DISABLED,
  errorBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  logoutBody,
  messageResponse,
  profileResponse,
  refreshBody,
  resetPasswordBody,
  signupBody,
  tooManySignInAttempts,
  verifyResetQuery,
  verifyResetResponse,
} from '@ihrc/contract'
import { users } from '../../db/schema'
import { HttpError, badRequest, conflict, unauthorized } from '../../lib/errors'
import { createMailer } from '../../lib/mailer'
import { verifyDummy, verifyPassword, warmUpDummy } from '../../lib/passwords'
import { createTenantWithAdmin, emailTaken } from './accounts'
import { passwordResetsStore } from './password-reset'
import { loadProfile } from './profile'
import { sessions } from './sessions'
import { DEFAULT_THROTTLE, loginThrottle } from './throttle'

const tags = ['auth']
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody }

function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause
  return (err as { code?: string }).code === '23505' || cause?.code === '23505'
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app
  const session = sessions(db, app.tokens)
  const throttle = loginThrottle(db, config.loginThrottle ?? DEFAULT_THROTTLE)
  const resets = passwordResetsStore(db)
  const mailer = createMailer(config.smtpUrl, app.log)
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

  app.post(
    '/login',
    { config: { access: 'public' }, schema: { tags, body: loginBody, response: { 200: loginResponse, ...errors } } },
    async (request) => {
      const { email, password } = request.body
      const wait = await throttle.blockedFor(email, request.ip)
      if (wait > 0) {
        throw new HttpError(429, tooManySignInAttempts(Math.ceil(wait / 60)), { 'retry-after': String(wait) })
      }
      const [user] = await db
        .select({ id: users.id, tenantId: users.tenantId, hash: users.passwordHash, status: users.status })
        .from(users)
        .where(eq(users.email, email))
      const passwordOk = user ? await verifyPassword(user.hash, password) : await verifyDummy(password)
      if (!user || !passwordOk || user.status !== 'active') {
        await throttle.recordFailure(email, request.ip)
        throw invalidCredentials()
      }
      await throttle.clearAccount(email)
      const answer = await signedIn(user.id, user.tenantId)
      if (!answer) throw invalidCredentials()
      return answer
    },
  )

  app.post(
    '/refresh',
    { config: { access: 'public' }, schema: { tags, body: refreshBody, response: { 200: loginResponse, ...errors } } },
    async (request) => {
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
  )

  app.post(
    '/signup',
    { config: { access: 'public' }, schema: { tags, body: signupBody, response: { 201: loginResponse, ...errors } } },
    async (request, reply) => {
      if (!config.signupEnabled) throw new HttpError(403, SIGNUP_DISABLED)
      const body = request.body
      if (await emailTaken(db, body.email)) throw conflict(EMAIL_TAKEN)
      let created: { tenantId: number; adminId: number }
      try {
        created = await createTenantWithAdmin(db, {
          tenantName: body.company_name,
          adminName: body.name,
          adminEmail: body.email,
          adminPassword: body.password,
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN)
        throw err
      }
      const answer = await signedIn(created.adminId, created.tenantId)
      return reply.status(201).send(answer!)
    },
  )

  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { tags, body: logoutBody.optional(), response: { 204: z.undefined() } } },
    async (request, reply) => {
      const presented = request.body?.refresh_token
      if (presented) await session.revokeFamilyOf(presented)
      return reply.status(204).send()
    },
  )

  app.get(
    '/profile',
    {
      config: { access: 'authenticated' },
      schema: { tags, response: { 200: profileResponse, 401: errorBody } },
    },
    async (request) => {
      const profile = await loadProfile(db, request.auth.userId, request.auth.tenantId)
      if (!profile) throw unauthorized()
      return { data: profile }
    },
  )

  app.post(
    '/forgot-password',
    { config: { access: 'public' }, schema: { tags, body: forgotPasswordBody, response: { 200: messageResponse, 400: errorBody } } },
    async (request) => {
      const issued = await resets.issue(request.body.email)
      if (issued) {
        const link = `${config.publicUrl}/companyadmin/reset-password?token=${encodeURIComponent(issued.token)}`
        // Not awaited: a slow mail server must not reveal that the account exists.
        mailer
          .send({
            to: issued.email,
            subject: 'Reset your password',
            text: `Hello ${issued.name},\n\nOpen this link within 60 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
          })
          .catch((err: unknown) => request.log.error({ err }, 'could not send the password reset mail'))
      }
      return { data: null, message: RESET_LINK_SENT }
    },
  )

  app.get(
    '/verify-reset-token',
    { config: { access: 'public' }, schema: { tags, querystring: verifyResetQuery, response: { 200: verifyResetResponse, 400: errorBody } } },
    async (request) => {
      if (!(await resets.isValid(request.query.token))) throw badRequest(RESET_LINK_INVALID)
      return { data: { valid: true as const } }
    },
  )

  app.post(
    '/reset-password',
    { config: { access: 'public' }, schema: { tags, body: resetPasswordBody, response: { 200: messageResponse, 400: errorBody } } },
    async (request) => {
      const email = await resets.reset(request.body.token, request.body.password)
      if (!email) throw badRequest(RESET_LINK_INVALID)
      await throttle.clearAccount(email)
      return { data: null, message: PASSWORD_RESET_DONE }
    },
  )
}
