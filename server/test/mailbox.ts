/**
 * The mail a test app "sent": without SMTP_URL the mailer writes each mail to the log
 * (lib/mailer.ts), so the mailbox reads it from there, as an operator would.
 */
import type { FastifyInstance } from 'fastify'

export interface SentMail {
  to: string
  subject: string
  text: string
}

export function mailbox(app: FastifyInstance): { sent: SentMail[]; to(address: string): SentMail[] } {
  const sent: SentMail[] = []
  const info = app.log.info.bind(app.log) as (...args: unknown[]) => void
  app.log.info = ((...args: unknown[]) => {
    const [fields, text] = args as [{ to?: unknown; subject?: unknown } | undefined, unknown]
    if (typeof fields?.to === 'string' && typeof fields.subject === 'string' && typeof text === 'string') {
      sent.push({ to: fields.to, subject: fields.subject, text })
    }
    info(...args)
  }) as typeof app.log.info
  return { sent, to: (address) => sent.filter((m) => m.to === address) }
}
