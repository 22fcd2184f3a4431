/**
 * Self-service sign-up: a new tenant and its first admin. The answer is the same
 * whether or not the email already has an account, so sign-up cannot be used to learn
 * who has one: all the work happens after the answer. A new address gets its account
 * and a welcome mail; a taken one gets a mail to its owner instead (perhaps they forgot
 * they had an account), and nothing is created.
 */
import type { z } from 'zod'
import { SIGNUP_ACCEPTED, SIGNUP_DISABLED, errorBody, messageResponse, signupBody, endpoints } from '@ihrc/contract'
import type { ZodApp } from '../../lib/crud'
import { HttpError } from '../../lib/errors'
import { createMailer } from '../../lib/mailer'
import { assertStrongPassword } from '../../lib/passwords'
import { createTenantWithAdmin, emailTaken } from './accounts'
import type { afterResponse } from './after-response'
import { routeOf } from '../../lib/crud'

function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause
  return (err as { code?: string }).code === '23505' || cause?.code === '23505'
}

export function signupRoute(app: ZodApp, later: ReturnType<typeof afterResponse>): void {
  const { db, config } = app
  const mailer = createMailer(config.smtpUrl, app.log)
  const signInUrl = `${config.publicUrl}/companyadmin/sign-in`

  /** Mails the owner of a taken address; nothing else happens. */
  async function tellOwner(email: string): Promise<void> {
    await mailer.send({
      to: email,
      subject: 'Someone tried to sign up with your email',
      text: `Hello,\n\nSomeone, perhaps you, tried to create a new account on the compliance console with this email address, which already has one. Nothing was changed.\n\nSign in at ${signInUrl}, or use "Forgot password" there if you no longer know your password. If it was not you, ignore this mail.`,
    })
  }

  async function create(body: z.infer<typeof signupBody>): Promise<void> {
    try {
      await createTenantWithAdmin(db, {
        tenantName: body.company_name,
        adminName: body.name,
        adminEmail: body.email,
        adminPassword: body.password,
      })
    } catch (err) {
      // Taken between the check and the insert (two sign-ups at once).
      if (isUniqueViolation(err)) return tellOwner(body.email)
      throw err
    }
    await mailer.send({
      to: body.email,
      subject: 'Your compliance console account is ready',
      text: `Hello ${body.name},\n\nThe account of ${body.company_name} is ready. Sign in at ${signInUrl} with this email address and the password you chose.`,
    })
  }

  routeOf(app, endpoints.auth.signup, {
    schema: { tags: ['auth'], body: signupBody, response: { 202: messageResponse, 400: errorBody, 403: errorBody } },
    handler: async (request, reply) => {
      if (!config.signupEnabled) throw new HttpError(403, SIGNUP_DISABLED)
      const { body } = request
      // About the password alone, so it reveals nothing about the address.
      await assertStrongPassword(body.password, [body.email, body.name, body.company_name])
      later('sign-up', request.log, async () => ((await emailTaken(db, body.email)) ? tellOwner(body.email) : create(body)))
      return reply.status(202).send({ data: null, message: SIGNUP_ACCEPTED })
    },
  })
}
