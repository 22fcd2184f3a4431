/**
 * Reminder mails through a real SMTP server started here (smtp-server): the right
 * recipient, subject and link; nobody with e-mail off gets one; more than five at once
 * come as one digest, which lists the DIGEST_LISTED soonest due and counts the rest; a
 * second run mails nothing again; a run reaching many people sends over a few kept
 * connections, not one per mail.
 */
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notify } from '../../src/modules/notifications/deliver'
import { MAIL_CONNECTIONS } from '../../src/lib/mailer'
import { MAIL_QUEUE } from '../../src/modules/notifications/jobs'
import { DIGEST_LISTED } from '../../src/modules/notifications/mail'
import { setupTestApp, type TestContext } from '../helpers'
import { runJob } from './run-job'

interface Received {
  to: string
  subject: string
  text: string
}
const inbox: Received[] = []
/** The connections the mail server accepted: a mailer that opens one per mail opens as many as it sends. */
let connections = 0
/** The plain text of a quoted-printable body, as a mail reader shows it. */
const unquote = (body: string) =>
  body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onConnect(_session, callback) {
    connections += 1
    callback()
  },
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    stream.on('end', () => {
      const [head = '', ...body] = raw.split(/\r?\n\r?\n/)
      inbox.push({
        to: session.envelope.rcptTo.map((r) => r.address).join(','),
        subject: /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '',
        text: unquote(body.join('\n\n')),
      })
      callback()
    })
  },
})

let t: TestContext
let tenantId: number
let owner: { id: number; email: string; token: string }
let quiet: { id: number; email: string; token: string }
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  t = await setupTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://compliance.example.in' } })
  ;({ tenantId } = await t.createTenant())
  owner = await t.createUser(tenantId, { name: 'Asha Owner' })
  quiet = await t.createUser(tenantId, { name: 'Quiet Approver' })
  await t.app.inject({
    method: 'POST',
    url: '/ihrc-api/companyadmin/notifications/settings',
    headers: t.bearer(quiet.token),
    payload: { days_before: 3, times: 1, email_enabled: false, in_app_enabled: true },
  })
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

let seq = 0
/** How a title says a due date. */
const shown = (day: string) => `due on ${day}`
const remind = (userIds: number[], db: Parameters<typeof notify>[0] = t.db, dueDate = '2026-12-15') =>
  notify(db, {
    tenantId,
    eventKey: `mail-test:${++seq}`,
    title: `PF remittance ${seq} ${shown(dueDate)}`,
    content: `PF remittance ${seq} at Pune Plant is ${shown(dueDate)}.`,
    module: 'due_item',
    recordId: seq,
    dueDate,
    userIds,
  })

it('mails the reminder to its owner with the subject and a link, and not to a person with e-mail off', async () => {
  await remind([owner.id, quiet.id])
  await runJob(t.app, MAIL_QUEUE)
  expect(inbox.map((m) => m.to)).toEqual([owner.email])
  const [mail] = inbox
  expect(mail!.subject).toBe('PF remittance 1 due on 2026-12-15')
  expect(mail!.text).toContain('Hello Asha Owner,')
  expect(mail!.text).toContain('PF remittance 1 at Pune Plant is due on 2026-12-15.')
  expect(mail!.text).toMatch(/^Open: https:\/\/compliance\.example\.in\/companyadmin\/due-compliance\?id=1$/m)
  expect(mail!.text).toContain('https://compliance.example.in/companyadmin/notification-settings')
  await runJob(t.app, MAIL_QUEUE)
  expect(inbox).toHaveLength(1)
})

it('sends one digest when a person has more than five at once', async () => {
  inbox.length = 0
  // In one transaction: the every-minute mail job sees all six or none.
  await t.db.transaction(async (tx) => {
    for (let i = 0; i < 6; i++) await remind([owner.id], tx)
  })
  await runJob(t.app, MAIL_QUEUE)
  expect(inbox).toHaveLength(1)
  expect(inbox[0]!.subject).toBe('6 compliance reminders')
  expect(inbox[0]!.text.match(/Open: /g)).toHaveLength(6)
})

it('mails each of twelve people their reminder over at most MAIL_CONNECTIONS connections', async () => {
  const people = []
  for (let i = 0; i < 12; i++) people.push(await t.createUser(tenantId, { name: `Branch Owner ${i}` }))
  inbox.length = 0
  connections = 0
  await remind(people.map((p) => p.id))
  await runJob(t.app, MAIL_QUEUE)
  expect(inbox.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort())
  expect(new Set(inbox.map((m) => m.subject))).toEqual(new Set([`PF remittance ${seq} due on 2026-12-15`]))
  expect(connections).toBeLessThanOrEqual(MAIL_CONNECTIONS)
})

/** `count` reminders for `userId` in one transaction (the mail job sees all or none), due one day apart from the latest back; answers their due dates, soonest first. */
async function remindMany(userId: number, count: number): Promise<string[]> {
  const days = Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 11, 31 - i)).toISOString().slice(0, 10))
  await t.db.transaction(async (tx) => {
    for (const day of days) await remind([userId], tx, day)
  })
  return days.reverse()
}

it('lists a long digest only so far, soonest due first, and counts the rest with a link to the notifications', async () => {
  const reader = await t.createUser(tenantId, { name: 'Many Registrations' })
  const due = await remindMany(reader.id, DIGEST_LISTED + 3)
  inbox.length = 0
  await runJob(t.app, MAIL_QUEUE)
  expect(inbox).toHaveLength(1)
  const [mail] = inbox
  expect(mail!.subject).toBe(`${DIGEST_LISTED + 3} compliance reminders`)
  expect(mail!.text.match(/Open: /g)).toHaveLength(DIGEST_LISTED)
  expect(mail!.text).toContain(shown(due[0]!))
  expect(mail!.text).toContain(shown(due[DIGEST_LISTED - 1]!))
  expect(mail!.text).not.toContain(shown(due[DIGEST_LISTED]!))
  expect(mail!.text).toMatch(
    /^And 3 more, all in your notifications:\r?\nhttps:\/\/compliance\.example\.in\/companyadmin\/notifications\r?$/m,
  )
})

it('counts the rest without the link for a person whose reminders are not in the bell (in-app off)', async () => {
  const mailOnly = await t.createUser(tenantId, { name: 'Mail Only' })
  await t.app.inject({
    method: 'POST',
    url: '/ihrc-api/companyadmin/notifications/settings',
    headers: t.bearer(mailOnly.token),
    payload: { days_before: 3, times: 1, email_enabled: true, in_app_enabled: false },
  })
  await remindMany(mailOnly.id, DIGEST_LISTED + 2)
  inbox.length = 0
  await runJob(t.app, MAIL_QUEUE)
  expect(inbox).toHaveLength(1)
  expect(inbox[0]!.text.match(/Open: /g)).toHaveLength(DIGEST_LISTED)
  expect(inbox[0]!.text).toMatch(/^And 2 more\.\r?$/m)
  expect(inbox[0]!.text).not.toMatch(/\/companyadmin\/notifications\r?$/m)
})
