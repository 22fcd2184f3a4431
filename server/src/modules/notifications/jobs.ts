/**
 * The notifications' scheduled work, each run on whichever instance pg-boss hands it to:
 * the daily sweep at 06:00 India time (due items, sweep.ts; dated records, record-dates.ts; missing tracker payments, missing-payments.ts) ("today" is the scheduler's clock, so tests fix
 * it), and every minute the maker-checker moves (moves.ts), edit requests (edit-request-events.ts) and the mails (mail.ts).
 */
import type { FastifyInstance } from 'fastify'
import { notifyEditRequests } from './edit-request-events'
import { mailPending, reminderMailer } from './mail'
import { notifyMoves } from './moves'
import { dailySweep, indianDay } from './sweep'

export const SWEEP_QUEUE = 'notifications-sweep'
export const SWEEP_CRON = '0 6 * * *'
export const MOVES_QUEUE = 'notifications-moves'
export const MAIL_QUEUE = 'notifications-mail'

// FastifyInstance, not app.ts's App alias: app.ts imports the modules, so naming it here would close a cycle.
export function registerNotificationJobs(app: FastifyInstance): void {
  app.scheduler.work(SWEEP_QUEUE, async () => {
    const day = indianDay(app.scheduler.clock.now())
    const { unconfirmed, ...made } = await dailySweep(app.db, day)
    app.log.info({ day, ...made }, 'notifications sweep')
    // Never a silent blank (issue 21): registrations whose state's due rule is not confirmed cannot be reminded of.
    for (const rule of unconfirmed)
      app.log.warn(
        { day, tenant: rule.tenantId, family: rule.family, state: rule.stateName, registrations: rule.registrations },
        'tracker due rule not confirmed for this state: no missing-payment reminders for its registrations',
      )
  })
  app.scheduler.schedule(SWEEP_QUEUE, SWEEP_CRON)
  app.scheduler.work(MOVES_QUEUE, async () => {
    await notifyMoves(app.db)
    await notifyEditRequests(app.db, app.editables)
  })
  app.scheduler.schedule(MOVES_QUEUE, '* * * * *')
  const mailer = reminderMailer(app.config.smtpUrl, app.log)
  app.addHook('onClose', async () => mailer.close())
  app.scheduler.work(MAIL_QUEUE, async () => {
    await mailPending(app.db, mailer, `${app.config.publicUrl}/companyadmin`, app.log)
  })
  app.scheduler.schedule(MAIL_QUEUE, '* * * * *')
}
