/**
 * Reminder mails: each notification not yet mailed to a person who has e-mail on
 * (their settings now) goes as one plain message (what, which branch, due when, a link
 * to the record), or as one digest when a person has more than DIGEST_OVER waiting: the
 * DIGEST_LISTED soonest due, then how many more and a link to the console's list of them.
 * All of a run's mails go at once through the pooled reminderMailer, which bounds how
 * many are on the wire. Rows are claimed (`mailed_at` set) in the statement that reads them, so two
 * instances never mail the same row; a mail that fails after its claim is logged and not
 * retried (a reminder missed is better than one sent twice every minute).
 */
import { sql } from 'drizzle-orm'
import {
  DIGEST_OVER,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_SETTINGS_PAGE,
  NOTIFICATIONS_PAGE,
  notificationPath,
  type NotificationModule,
} from '@ihrc/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { DbOrTx } from '../../db/client'
import { createMailer, type Mail, type Mailer } from '../../lib/mailer'

/** Notifications older than this are not mailed any more (a person who turns mail on gets no backlog). */
const FRESH = '2 days'

/**
 * The most reminders a digest lists. A recorder of a tenant's every registration can have
 * over a thousand at once (a year of missing payments on 500 registrations): listed in
 * full, such a mail is unreadable and was most of the mail job's CPU (bench/README.md).
 */
export const DIGEST_LISTED = 50

type Pending = {
  email: string
  name: string
  title: string
  content: string
  module: NotificationModule
  record_id: number | null
  record_type: string | null
  due_date: string | null
  notification_id: number
  shown: boolean
}

/** The reminders' mailer: pooled (lib/mailer.ts), as one run sends a mail to every person reminded. */
export const reminderMailer = (smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer => createMailer(smtpUrl, log, { pooled: true })

export async function mailPending(db: DbOrTx, mailer: Mailer, consoleUrl: string, log: FastifyBaseLogger): Promise<number> {
  const { rows } = await db.execute<Pending & { user_id: number }>(sql`
    update notification_recipients r set mailed_at = now()
    from notifications n, users u left join notification_settings s on s.user_id = u.id
    where n.id = r.notification_id and u.id = r.user_id and r.mailed_at is null
      and n.created_at > now() - ${FRESH}::interval
      and coalesce(s.email_enabled, ${NOTIFICATION_DEFAULTS.email_enabled})
    returning r.user_id, u.email, u.name, n.title, n.content, n.module, n.record_id, n.record_type, n.due_date, n.id as notification_id, r.shown`)
  const byPerson = new Map<number, Pending[]>()
  for (const row of rows) {
    const mine = byPerson.get(row.user_id)
    if (mine) mine.push(row)
    else byPerson.set(row.user_id, [row])
  }
  const mails = [...byPerson.values()].flatMap((items) => mailsFor(items, consoleUrl))
  // All handed over at once: the reminders' mailer sends MAIL_CONNECTIONS at a time over kept
  // connections. One after another, each on a new connection, a run of 400 people took 39 s.
  const results = await Promise.allSettled(mails.map((mail) => mailer.send(mail)))
  let sent = 0
  for (const [i, result] of results.entries()) {
    if (result.status === 'fulfilled') sent += 1
    else log.warn({ err: result.reason, subject: mails[i]!.subject }, 'reminder mail not sent')
  }
  return sent
}

function mailsFor(items: Pending[], consoleUrl: string): Mail[] {
  const first = items[0]!
  const footer = `\n\nYou get these mails because e-mail reminders are on in your Notification Settings; turn them off there:\n${consoleUrl}${NOTIFICATION_SETTINGS_PAGE}\n`
  const line = (p: Pending) => `${p.content}\nOpen: ${consoleUrl}${notificationPath(p)}`
  if (items.length > DIGEST_OVER) {
    const soonest = soonestDue(items)
    const listed = soonest.slice(0, DIGEST_LISTED)
    const rest = soonest.slice(DIGEST_LISTED)
    // Those made while in-app was off are not in the list (recipients' `shown`): then the count alone.
    const where = rest.every((p) => p.shown) ? `, all in your notifications:\n${consoleUrl}${NOTIFICATIONS_PAGE}` : '.'
    const more = rest.length ? `\n\nAnd ${rest.length} more${where}` : ''
    return [
      {
        to: first.email,
        subject: `${items.length} compliance reminders`,
        text: `Hello ${first.name},\n\n${listed.map((p) => `- ${p.title}\n  ${line(p).replace(/\n/g, '\n  ')}`).join('\n\n')}${more}${footer}`,
      },
    ]
  }
  return items.map((p) => ({ to: p.email, subject: p.title, text: `Hello ${p.name},\n\n${line(p)}${footer}` }))
}

/** Soonest due first (the longest overdue leads), then those with no due date, each in the order they were made. */
function soonestDue(items: Pending[]): Pending[] {
  const due = (p: Pending) => p.due_date ?? '9999-12-31'
  return [...items].sort((a, b) => due(a).localeCompare(due(b)) || a.notification_id - b.notification_id)
}
