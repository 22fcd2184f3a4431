/**
 * What follows a change to someone's account. A new e-mail or the end of their access
 * (suspended, disabled, revoked) ends every session they have: whoever held them must
 * sign in again as the account is now. A new e-mail is also told to the old address,
 * so an account moved to someone else's mailbox does not go unnoticed.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { User } from '@ihrc/contract'
import type { DbOrTx } from '../../db/client'
import { createMailer } from '../../lib/mailer'
import { endSessionsOf } from '../auth/sessions'

type Person = Pick<User, 'id' | 'name' | 'email' | 'status'>

export function accountChanges(app: FastifyInstance) {
  const mailer = createMailer(app.config.smtpUrl, app.log)
  return {
    /** Call in the change's transaction. */
    async endSessionsIfNeeded(tx: DbOrTx, before: Person, after: Person): Promise<void> {
      const lostAccess = before.status === 'active' && after.status !== 'active'
      if (after.email !== before.email || lostAccess) await endSessionsOf(tx, after.id)
    },

    /** Call after the commit; the answer does not wait for the mail server. */
    tellOldAddress(before: Person, after: Person, log: FastifyBaseLogger): void {
      if (after.email === before.email) return
      mailer
        .send({
          to: before.email,
          subject: 'Your sign-in email was changed',
          text: `Hello ${before.name},\n\nThe email address you sign in with to the compliance console was changed from ${before.email} to another address, and you were signed out everywhere.\n\nIf you did not expect this, contact your administrator at once.`,
        })
        .catch((err: unknown) => log.error({ err }, 'could not send the email-change notice'))
    },
  }
}
