/**
 * Outgoing mail. With SMTP_URL it goes through nodemailer; without it the message is
 * written to the log, which is how a fresh install (or a developer) gets reset links.
 * A `pooled` mailer (the reminders', which sends hundreds in a run) keeps at most
 * MAIL_CONNECTIONS connections open and sends over them in turn: a new connection per
 * mail cost ~150 ms of handshakes each, one after another (bench/sweep.ts). Its owner
 * closes it when the app closes; the others open a connection per mail, as they send one.
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
  /** Ends the connections a pooled mailer keeps (nothing for the others). */
  close(): void
}

/** How many mails a pooled mailer sends at once, each over a connection of its own. */
export const MAIL_CONNECTIONS = 5

/** `smtpUrl` as nodemailer reads a pool from it: its query (an object's `pool` is overridden by its `url`). */
function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  url.searchParams.set('pool', 'true')
  url.searchParams.set('maxConnections', String(MAIL_CONNECTIONS))
  return url.toString()
}

export function createMailer(
  smtpUrl: string | undefined,
  log: FastifyBaseLogger,
  { from = 'IHRC Compliance <no-reply@ihrc.local>', pooled = false }: { from?: string; pooled?: boolean } = {},
): Mailer {
  if (!smtpUrl) {
    return {
      delivers: false,
      async send(mail) {
        log.info({ to: mail.to, subject: mail.subject }, `mail not sent (no SMTP_URL):\n${mail.text}`)
      },
      close() {},
    }
  }
  // nodemailer is loaded on the first mail, not at start-up.
  let transport: Promise<{ sendMail(message: object): Promise<unknown>; close(): void }> | undefined
  return {
    delivers: true,
    async send(mail) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(pooled ? pooledUrl(smtpUrl) : smtpUrl))
      await (await transport).sendMail({ from, ...mail })
    },
    close() {
      void transport?.then((t) => t.close())
    },
  }
}
