// The daily reminders sweep at real size (issue 23): a tenant with 500 branches × 8 monthly
// obligations (~52,000 due items generated 12 months ahead, the older half approved) and
// 500 PF registrations with some months unpaid, owned and approved round robin by R people
// (RECIPIENTS=50,400 by default: the same world swept for each R in turn, its notifications
// cleared between), every one with e-mail on. Each R: the sweep (dailySweep, as the 06:00
// job runs it) and then the mail job (mailPending through the real mailer, nodemailer, to
// an SMTP server in this process): time, statements sent to PostgreSQL, mails and the
// people reached. What grows with R is what grows per recipient.
// Run: node --import tsx bench/sweep.ts   (part of `npm run bench`; figures: bench/README.md)
// Not a test: nothing asserts.
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { businessToday } from '@ihrc/contract'
import { generateDueItems } from '../server/src/modules/compliance/due-items/generate'
import { mailPending, reminderMailer } from '../server/src/modules/notifications/mail'
import { dailySweep } from '../server/src/modules/notifications/sweep'
import { treeCpuMs } from './profile'
import { assignMonthlyObligations, makeOrganisation, makePeople, withServerWorld } from './server-world'

const BRANCHES = 500
const ITEMS = 8
const REGISTRATIONS = 500
const RECIPIENTS = (process.env.RECIPIENTS ?? '50,400').split(',').map(Number)
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
const row = (what: string, goal: string, figure: string) => console.log(`${what.padEnd(44)} goal ${goal.padEnd(8)} measured ${figure}`)

// The mail server: counts what it is handed, as a relay would accept it.
let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined)
    stream.on('end', () => {
      received += 1
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`

try {
  await withServerWorld('sweep', async ({ conn, pgPid }) => {
    const t0 = performance.now()
    const { tenantId, adminId } = await makeOrganisation(conn, 'Sweep', `sweep@bench.test`, BRANCHES)
    const q = (text: string) => conn.pool.query(text, text.includes('$2') ? [tenantId, adminId] : [tenantId])
    await assignMonthlyObligations(conn, tenantId, adminId, ITEMS, 'SWEEP', 1)
    const today = businessToday()
    await generateDueItems(conn.db, { tenantId }, today)
    // A heavy morning: one open period in two of next month's falls due in 3 days (the default days_before), so it is reminded of today.
    await conn.pool.query(
      `update due_items set due_date = $2::date + 3 where tenant_id = $1 and status = 'due' and id % 2 = 0
         and due_date > $2::date + 3 and due_date <= $2::date + 33`,
      [tenantId, today],
    )
    await q(`update due_items set status = 'approved', outcome = 'complied', complied_on = due_date, approved_by = $2, approved_at = now()
      where tenant_id = $1 and due_date < current_date and id % 2 = 0`)
    const people = await makePeople(conn, tenantId, adminId, Math.max(...RECIPIENTS), REGISTRATIONS)
    const count = async (table: string) => (await q(`select count(*)::int n from ${table} where tenant_id = $1`)).rows[0].n as number
    console.log(
      `sweep tenant: ${await count('branches')} branches, ${(await count('due_items')).toLocaleString('en')} due items, ` +
        `${REGISTRATIONS} PF registrations with ${(await count('tracker_rows')).toLocaleString('en')} tracker rows, made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )

    // Every statement the sweep and the mail job send, counted where the driver sends it.
    let statements = 0
    const send = conn.pool.query.bind(conn.pool) as (...args: unknown[]) => unknown
    ;(conn.pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
      statements += 1
      return send(...args)
    }
    const mailer = reminderMailer(smtpUrl, pino({ level: 'warn' }))
    for (const recipients of RECIPIENTS) {
      await people.ownBy(recipients)
      await conn.pool.query('truncate notifications cascade')
      await conn.pool.query('vacuum analyze')
      const measure = async <T>(work: () => Promise<T>) => {
        const [s0, pg0, c0, r0] = [statements, treeCpuMs(pgPid), process.cpuUsage(), performance.now()]
        const result = await work()
        const cpu = process.cpuUsage(c0)
        return {
          result,
          line: `${((performance.now() - r0) / 1000).toFixed(2)} s, ${statements - s0} statements, CPU: bench ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, PostgreSQL ${(treeCpuMs(pgPid) - pg0).toFixed(0)} ms`,
        }
      }
      console.log(`-- ${recipients} owners and approvers (load average ${load()})`)
      const swept = await measure(() => dailySweep(conn.db, today))
      const made = swept.result
      row(
        `daily sweep, ${recipients} recipients`,
        '< 10 s',
        `${swept.line}: ${made.reminders} reminders, ${made.overdue} overdue, ${made.records} dated records, ${made.missingPayments} missing payments reached`,
      )
      received = 0
      const mailed = await measure(() => mailPending(conn.db, mailer, 'https://bench.test/companyadmin', pino({ level: 'warn' })))
      row(`reminder mails, ${recipients} recipients`, '—', `${mailed.line}: ${mailed.result} sent, ${received} received`)
    }
    mailer.close()
  })
} finally {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
}
