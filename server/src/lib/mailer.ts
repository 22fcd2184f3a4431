/**
 * Outgoing mail. With SMTP_URL it goes through nodemailer; without it the message is
 * written to the log, which is how a fresh install (or a developer) gets reset links.
 */
import type { FastifyBaseLogger } from 'fastify'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  /** False when mail is only logged. */
  readonly delivers: boolean
}

export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger, from = 'IHRC Compliance <no-reply@ihrc.local>'): Mailer {
  if (!smtpUrl) {
    return {
      delivers: false,
      async send(mail) {
        log.info({ to: mail.to, subject: mail.subject }, `mail not sent (no SMTP_URL):\n${mail.text}`)
      },
    }
  }
  // nodemailer is loaded on the first mail, not at start-up.
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined
  return {
    delivers: true,
    async send(mail) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl))
      await (await transport).sendMail({ from, ...mail })
    },
  }
}
