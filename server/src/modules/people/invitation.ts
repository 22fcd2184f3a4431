/**
 * New people without a password get an invitation: the auth module's single-use reset
 * link (60 minutes), mailed, or logged when no SMTP is configured. Their stored hash
 * is of a random secret nobody knows, so the account cannot be signed into before.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyBaseLogger } from 'fastify'
import { createMailer } from '../../lib/mailer'
import { hashPassword } from '../../lib/passwords'
import { passwordResetsStore } from '../auth/password-reset'

export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'))
}

export function invitations(app: FastifyInstance) {
  const resets = passwordResetsStore(app.db)
  const mailer = createMailer(app.config.smtpUrl, app.log)
  return {
    /** Not awaited by callers' answers on mail: a slow SMTP server must not fail the create. */
    async invite(email: string, log: FastifyBaseLogger): Promise<void> {
      const issued = await resets.issue(email)
      if (!issued) return
      // `invite=1` only changes the page's words: choosing a first password, not resetting one.
      const link = `${app.config.publicUrl}/companyadmin/reset-password?token=${encodeURIComponent(issued.token)}&invite=1`
      mailer
        .send({
          to: issued.email,
          subject: 'You have been invited to the compliance console',
          text: `Hello ${issued.name},\n\nAn administrator created an account for you. Open this link within 60 minutes to choose your password:\n${link}\n\nWhen it expires, use "Forgot password" on the sign-in page.`,
        })
        .catch((err: unknown) => log.error({ err }, 'could not send the invitation mail'))
    },
  }
}
